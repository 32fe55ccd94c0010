import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync, mkdirSync, cpSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { publishedBy } from '../src/contract/oldAddresses.ts';
import { fixtureText, load, mutate, positionOf, ROOT, FIXTURE_PUBLIC, runScript } from './support/fixture.ts';

/** Validates a mutated fixture and returns its problems. */
function problemsAfter(find: string, replace: string) {
  const text = mutate(fixtureText(), find, replace);
  const { problems, resolved } = load(text);
  expect(resolved).toBeUndefined();
  return { text, problems };
}

describe('site.yaml validation', () => {
  it('accepts the fixture site', () => {
    const { problems, resolved } = load(fixtureText());
    expect(problems).toEqual([]);
    expect(resolved?.pages.map((p) => p.path)).toContain('/Sopi');
  });

  it('reports a YAML syntax error at its line', () => {
    const { text, problems } = problemsAfter('    title: Healthcare\n', '    title: Healthcare\n   oops: [unclosed\n');
    expect(problems).toMatchObject([
      {
        ...positionOf(text, 'oops:'),
        code: 'YAML038',
        message: 'this line is indented 1 space less than "title" above it; line it up with "title"',
      },
    ]);
  });

  it('reports a duplicate key in one entry', () => {
    const { text, problems } = problemsAfter('    title: Healthcare\n', '    title: Healthcare\n    title: Health\n');
    expect(problems[0]).toMatchObject({
      line: positionOf(text, '    title: Health\n').line,
      code: 'YAML008',
      values: { key: 'title' },
      message: expect.stringMatching(/appears twice/),
    });
  });

  it('reports a missing required field at the entry that lacks it', () => {
    const { text, problems } = problemsAfter('    title: Healthcare\n', '');
    const p = problems.find((x) => x.code === 'SCHEMA001' && x.values?.missing === 'title');
    expect(p?.message).toMatch(/missing the required field "title"/);
    expect(p?.line).toBe(positionOf(text, 'path: /Healthcare').line);
  });

  it('reports an unknown field at its key, with a near-miss suggestion', () => {
    const { text, problems } = problemsAfter('    title: Healthcare\n', '    titel: Healthcare\n');
    const p = problems.find((x) => x.code === 'SCHEMA003');
    expect(p).toMatchObject(positionOf(text, 'titel'));
    expect(p?.fix).toEqual({ replace: { text: 'titel', with: 'title' } });
    expect(p?.message).toContain('did you mean "title"?');
  });

  it('explains a comma that split a flow-map text', () => {
    const { text, problems } = problemsAfter('text: Sales desk.', 'text: Sales, and support desk.');
    const p = problems.find((x) => x.code === 'SCHEMA002');
    expect(p?.values).toEqual({ name: 'and support desk.' });
    expect(p?.fix).toEqual({ quote: true });
    expect(p?.message).toMatch(/comma inside \{ … \}.*quotes/);
    expect(p?.line).toBe(positionOf(text, 'and support desk.').line);
  });

  it('reports a wrong type in plain words', () => {
    const { text, problems } = problemsAfter('foundingYear: 2014', 'foundingYear: twenty fourteen');
    expect(problems).toContainEqual(
      expect.objectContaining({
        ...positionOf(text, 'twenty fourteen'),
        code: 'SCHEMA006',
        message: '"foundingYear" should be a whole number',
      }),
    );
  });

  it('reports an unknown section type with a suggestion', () => {
    const { text, problems } = problemsAfter('type: productTiles', 'type: productTile');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      ...positionOf(text, 'productTile\n'),
      code: 'SCHEMA020',
      fix: { replace: { text: 'productTile', with: 'productTiles' } },
    });
    expect(problems[0].message).toMatch(/unknown section type "productTile" \(did you mean "productTiles"\?\)/);
  });

  it('reports a duplicate path', () => {
    const { text, problems } = problemsAfter('  - path: /Healthcare', '  - path: /WebsiteDevelopment');
    expect(problems).toContainEqual(
      expect.objectContaining({
        line: positionOf(text, '  - path: /WebsiteDevelopment\n    kind: industry').line,
        code: 'PAGE022',
        message: expect.stringMatching(/already used by the page "Website Development"/),
      }),
    );
  });

  it('reports an internal link that leads nowhere, with the near path', () => {
    const { text, problems } = problemsAfter('to: /ContactPage, style: button', 'to: /ContactPag, style: button');
    expect(problems).toContainEqual(
      expect.objectContaining({
        ...positionOf(text, '/ContactPag,'),
        code: 'LINK003',
        fix: { replace: { text: '/ContactPag', with: '/ContactPage' } },
        message: 'the link "/ContactPag" leads nowhere: there is no page "/ContactPag" (did you mean "/ContactPage"?)',
      }),
    );
  });

  it('reports an #anchor that the target page does not have', () => {
    const { text, problems } = problemsAfter(
      '/WebsiteDevelopment#Website_Development',
      '/WebsiteDevelopment#Website_Developmnt',
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      ...positionOf(text, '/WebsiteDevelopment#Website_Developmnt'),
      code: 'LINK005',
      fix: { replace: { text: '#Website_Developmnt', with: '#Website_Development' } },
    });
    expect(problems[0].message).toMatch(/no id "Website_Developmnt" \(did you mean "Website_Development"\?\)/);
  });

  it('reports a nav highlight id that does not exist', () => {
    const { text, problems } = problemsAfter(
      '  service: { template: StandardPage, nav: home }',
      '  service: { template: StandardPage, nav: hom }',
    );
    expect(problems).toContainEqual(
      expect.objectContaining({
        ...positionOf(text, 'hom }'),
        code: 'PAGE005',
        fix: { replace: { text: 'hom', with: 'home' } },
        message:
          'the nav id "hom" does not exist (did you mean "home"?); nav ids: home, products, contact; or write nav: null to light no menu item',
      }),
    );
  });

  it('reports an unknown kind and an unknown block', () => {
    let r = problemsAfter('    kind: industry', '    kind: industri');
    expect(r.problems[0]).toMatchObject({
      ...positionOf(r.text, 'industri'),
      code: 'PAGE002',
      fix: { replace: { text: 'industri', with: 'industry' } },
      message: expect.stringContaining('did you mean "industry"?'),
    });
    r = problemsAfter('      - use: connect', '      - use: conect');
    expect(r.problems[0]).toMatchObject({
      ...positionOf(r.text, 'conect'),
      code: 'PAGE001',
      fix: { replace: { text: 'conect', with: 'connect' } },
      message: expect.stringContaining('did you mean "connect"?'),
    });
  });

  it('reports a picture file that does not exist', () => {
    const { text, problems } = problemsAfter(
      'defaultImage: { src: /images/card.svg',
      'defaultImage: { src: /images/cards.svg',
    );
    expect(problems).toMatchObject([
      {
        ...positionOf(text, '/images/cards.svg'),
        code: 'FILE045',
        message: 'the file "/images/cards.svg" does not exist; put it at public/images/cards.svg',
      },
    ]);
  });

  it('reports an id used twice on one page', () => {
    const { text, problems } = problemsAfter('id: Contact_Desks', 'id: Get_In_Touch');
    const formEntry = positionOf(text, '{ type: form, id: Get_In_Touch');
    const idValue = { line: formEntry.line, col: formEntry.col + '{ type: form, id: '.length };
    expect(problems).toMatchObject([
      {
        ...idValue,
        code: 'LINK014',
        message: 'the id "Get_In_Touch" is used twice on the page "/ContactPage"; ids must be unique on a page',
      },
    ]);
  });

  it('reports a misspelt menu id even when a link elsewhere is broken too (independent mistakes, both at once)', () => {
    let text = mutate(
      fixtureText(),
      '  service: { template: StandardPage, nav: home }',
      '  service: { template: StandardPage, nav: hom }',
    );
    text = mutate(text, 'to: /ContactPage, style: button', 'to: /ContactPgae, style: button');
    expect([...load(text).problems].sort((a, b) => a.line - b.line)).toMatchObject([
      {
        ...positionOf(text, 'hom }'),
        code: 'PAGE005',
        message:
          'the nav id "hom" does not exist (did you mean "home"?); nav ids: home, products, contact; or write nav: null to light no menu item',
      },
      {
        ...positionOf(text, '/ContactPgae'),
        code: 'LINK003',
        message:
          'the link "/ContactPgae" leads nowhere: there is no page "/ContactPgae" (did you mean "/ContactPage"?)',
      },
    ]);
  });

  it('suggests no page that only shares a common word: a deleted /ContactPage is not "/CareerPage"', () => {
    let text = mutate(
      fixtureText(),
      '  - path: /Products\n',
      '  - path: /CareerPage\n    kind: info\n    title: Careers\n    description: The fixture careers page, which shares only the word page with the contact page.\n  - path: /Products\n',
    );
    text = mutate(text, /  - path: \/ContactPage\n[\s\S]*?(?=  - path: \/404)/.exec(text)![0], '');
    const { problems } = load(text);
    expect(problems.length).toBeGreaterThan(0);
    for (const p of problems) expect(p.message).not.toContain('did you mean');
    for (const p of problems) expect(p.values?.suggestion).toBeUndefined();
  });

  it('reports every problem at once, in file order', () => {
    let text = mutate(fixtureText(), 'foundingYear: 2014', 'foundingYear: twenty fourteen');
    text = mutate(text, '    title: Healthcare\n', '    titel: Healthcare\n');
    const { problems } = load(text);
    // The misspelt "titel" is one problem, not also a missing "title".
    expect(problems.map((p) => p.code)).toEqual(['SCHEMA006', 'SCHEMA003']);
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringMatching(/^"foundingYear" should be/),
      expect.stringMatching(/^unknown field "titel" \(did you mean "title"\?\)/),
    ]);
    expect(problems[0].line).toBeLessThan(problems[1].line);
  });
});

describe('npm run validate (the command)', () => {
  function runOn(text: string) {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-'));
    mkdirSync(path.join(dir, 'public'));
    cpSync(FIXTURE_PUBLIC, path.join(dir, 'public'), { recursive: true });
    const file = path.join(dir, 'site.yaml');
    writeFileSync(file, text);
    return runScript('scripts/validate.ts', [file], { cwd: dir });
  }

  it('prints site.yaml:LINE:COL and plain words, exits non-zero, no stack trace', () => {
    const text = mutate(fixtureText(), 'to: /ContactPage, style: button', 'to: /Contact, style: button');
    const run = runOn(text);
    const { line, col } = positionOf(text, '/Contact,');
    expect(run.status).toBe(1);
    expect(run.stderr).toContain(`site.yaml:${line}:${col}  LINK003  the link "/Contact" leads nowhere`);
    expect(run.stderr).toContain('1 problem in site.yaml; nothing was built.\nchecked in ');
    expect(run.stderr).not.toMatch(/\n\s+at .+\(.+:\d+:\d+\)/);
  });

  it('names an address the last commit published that is no longer a page, with the aliases: line that keeps it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-git-'));
    cpSync(FIXTURE_PUBLIC, path.join(dir, 'public'), { recursive: true });
    const file = path.join(dir, 'site.yaml');
    writeFileSync(file, fixtureText());
    const git = (...args: string[]) =>
      spawnSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', ...args], {
        cwd: dir,
        encoding: 'utf8',
      });
    git('init', '-q');
    git('add', '.');
    git('commit', '-qm', 'site');
    // Renamed, and every link fixed: a valid site, but /Healthcare would answer "page not found".
    const renamed = fixtureText().replaceAll('/Healthcare', '/HealthcareSoftware');
    writeFileSync(file, renamed);
    const validate = () => runScript('scripts/validate.ts', [file], { cwd: dir });
    let run = validate();
    expect(run.status).toBe(0);
    const { line, col } = positionOf(renamed, 'path: /HealthcareSoftware');
    const lines = run.stdout.split('\n');
    expect(lines[0]).toBe(
      `site.yaml:${line}:${col}  ADDR002  the address "/Healthcare" was a page in the last commit and is no longer a page or an alias: links and bookmarks to it would get "page not found". If "/HealthcareSoftware" replaced it, add this line under its path:`,
    );
    expect(lines[1]).toBe('    aliases: [/Healthcare]');
    expect(lines[2]).toBe('site.yaml: 7 pages, no problems; 1 old address no longer answered (above).');

    // The advice, followed literally: the line under the path. The old address now redirects, and nothing is named.
    const fixed = renamed.replace('  - path: /HealthcareSoftware\n', `  - path: /HealthcareSoftware\n${lines[1]}\n`);
    writeFileSync(file, fixed);
    run = validate();
    expect(run.stdout).toMatch(/^site\.yaml: 7 pages, no problems\.\n/);
    expect(load(fixed).resolved!.pages.find((p) => p.path === '/HealthcareSoftware')!.aliases).toEqual(['/Healthcare']);

    // Committed as it is (as in CI): the commit before is compared.
    writeFileSync(file, renamed);
    git('commit', '-qam', 'rename');
    expect(validate().stdout).toContain('the address "/Healthcare" was a page in the commit before the last');
  });

  it('reads the paths, titles and aliases of an older site.yaml line by line as the parser reads them', () => {
    for (const file of [
      'site.yaml',
      'tests/fixtures/spec-site.yaml',
      'tests/fixtures/mini-site.yaml',
      'tests/fixtures/forms-site.yaml',
    ]) {
      const text = readFileSync(path.join(ROOT, file), 'utf8').replace(
        '  - path: /404\n',
        '  - path: /404\n    aliases: [/Old, "/Older"]\n',
      );
      const pages = (parse(text) as { pages: { path: string; title: string; aliases?: string[] }[] }).pages;
      const parsed = pages.flatMap((p) => [`${p.path} ${p.title}`, ...(p.aliases ?? []).map((a) => `${a} -`)]);
      expect(
        publishedBy(text, 'x').map((p) => `${p.path} ${p.title ?? '-'}`),
        file,
      ).toEqual(parsed);
    }
  });

  it('exits 0 and counts the pages of a good site', () => {
    const run = runOn(fixtureText());
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^site\.yaml: 7 pages, no problems\.\nchecked in \d+\.\d\d s\n$/);
  });
});
