// What public/ may hold and what a build publishes from it: files are where their links lead, and a link out of
// public/ is refused, at the site.yaml line that names it or at the link itself; only the files site.yaml names, and
// those at the top of public/ (favicon, robots), are published.
import { cpSync, mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSiteText } from '../src/contract/loadSite.ts';
import { formatProblems } from '../src/core/problems.ts';
import { filesToPublish } from '../src/contract/resolve/files.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate, positionOf, ROOT } from './support/fixture.ts';

const DIR = path.join(ROOT, '.tmp/public-files');
const PUBLIC = path.join(DIR, 'site/public');
const OUTSIDE = path.join(DIR, 'outside');

beforeEach(() => {
  rmSync(DIR, { recursive: true, force: true });
  cpSync(FIXTURE_PUBLIC, PUBLIC, { recursive: true });
  mkdirSync(OUTSIDE, { recursive: true });
  cpSync(path.join(FIXTURE_PUBLIC, 'images/logo.svg'), path.join(OUTSIDE, 'secret.svg'));
  writeFileSync(path.join(OUTSIDE, 'notes.txt'), 'not for the web');
});

const load = (text = fixtureText()) => loadSiteText(text, { publicDir: PUBLIC });

describe('links in public/', () => {
  it('refuses a named file whose link leads outside public/, at the line that names it', () => {
    symlinkSync(path.join(OUTSIDE, 'secret.svg'), path.join(PUBLIC, 'images/partner.svg'));
    const text = mutate(
      fixtureText(),
      '- { name: Partner Two, src: /images/card.svg }',
      '- { name: Partner Two, src: /images/partner.svg }',
    );
    const { problems, resolved } = load(text);
    expect(resolved).toBeUndefined();
    expect(problems).toMatchObject([
      {
        ...positionOf(text, '/images/partner.svg'),
        code: 'FILE027',
        message: expect.stringMatching(
          /^the file "\/images\/partner\.svg" is a link to .*outside\/secret\.svg, outside public\/; .*put a copy of the file itself at public\/images\/partner\.svg$/,
        ),
      },
    ]);
  });

  it('refuses a folder linked from outside that nothing names, at the link itself', () => {
    symlinkSync(OUTSIDE, path.join(PUBLIC, 'docs'));
    const { problems, resolved } = load();
    expect(resolved).toBeUndefined();
    expect(problems).toEqual([
      expect.objectContaining({
        file: path.relative(process.cwd(), path.join(PUBLIC, 'docs')),
        message: expect.stringContaining('outside public/'),
      }),
    ]);
    expect(formatProblems('site.yaml', problems)).toMatch(
      /^\.tmp\/public-files\/site\/public\/docs {2}FILE030 {2}a link to .*outside, outside public\//,
    );
  });

  it('takes a link that stays inside public/', () => {
    symlinkSync(path.join(PUBLIC, 'images/card.svg'), path.join(PUBLIC, 'images/card-again.svg'));
    const text = mutate(
      fixtureText(),
      '- { name: Partner Two, src: /images/card.svg }',
      '- { name: Partner Two, src: /images/card-again.svg }',
    );
    expect(load(text).problems).toEqual([]);
  });
});

describe('what a build publishes from public/', () => {
  it('is the files site.yaml names and the files at the top of public/, not the rest', () => {
    mkdirSync(path.join(PUBLIC, 'drafts'), { recursive: true });
    writeFileSync(path.join(PUBLIC, 'drafts/plan.txt'), 'unpublished');
    writeFileSync(
      path.join(PUBLIC, 'images/unused.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>',
    );
    writeFileSync(path.join(PUBLIC, 'robots.txt'), 'User-agent: *');
    writeFileSync(path.join(PUBLIC, '.env'), 'SECRET=1');
    const { resolved } = load();
    expect(resolved!.files).toEqual([
      '/favicon.svg',
      '/images/card.svg',
      '/images/logo.svg',
      '/images/partner-four.svg',
      '/images/partner-three.svg',
      '/robots.txt',
    ]);
    expect(filesToPublish(PUBLIC, ['/images/logo.svg'])).toEqual(['/favicon.svg', '/images/logo.svg', '/robots.txt']);
  });
});
