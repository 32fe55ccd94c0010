// Incremental builds (src/build/lastBuild.ts): a build takes from the last build of its folder every page whose inputs
// are unchanged, and the search index when all its pages are, and what it writes is byte for byte what a clean build of
// the same site writes.
import { appendFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runBuild } from './support/builds.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate, ROOT } from './support/fixture.ts';
import { snapshot } from './support/files.ts';

const DIR = path.join(ROOT, '.tmp/incremental-build');
const SITE_FILE = path.join(DIR, 'site.yaml');
const outOf = (name: string) => path.relative(ROOT, path.join(DIR, name));
const clientOf = (name: string) => path.join(DIR, name, 'client');

/** A build of the site file into `out/<name>`, and how many pages it rendered and kept, as it says. */
async function build(name = 'site') {
  const run = await runBuild(SITE_FILE, outOf(name));
  expect(run.status, run.output).toBe(0);
  const said = /^pages: (\d+) to render, (\d+) unchanged since the last build and kept$/m.exec(run.output);
  expect(said, run.output).not.toBeNull();
  return { rendered: Number(said![1]), kept: Number(said![2]), output: run.output };
}

beforeAll(() => {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  cpSync(FIXTURE_PUBLIC, path.join(DIR, 'public'), { recursive: true });
  writeFileSync(SITE_FILE, fixtureText());
});

describe('a build after an edit', () => {
  it('renders only the pages the edit reaches, and writes what a clean build of the edited site writes', async () => {
    const first = await build();
    expect(first.kept).toBe(0);
    expect(first.output).toMatch(/^memory: at most \d+ MB at once, the build's and the programs' it ran$/m);
    const pages = first.rendered;
    const built = snapshot(clientOf('site'));

    // Nothing changed: every page and the search index are kept, and the site is the same.
    const again = await build();
    expect(again).toMatchObject({ rendered: 0, kept: pages });
    expect(again.output).toMatch(/^search: its pages are unchanged since the last build, index kept$/m);
    expect(snapshot(clientOf('site'))).toEqual(built);

    // The footer is on every page: every page is rendered again.
    writeFileSync(SITE_FILE, mutate(fixtureText(), 'title: Important Links', 'title: Useful Links'));
    expect(await build()).toMatchObject({ rendered: pages, kept: 0 });

    // A product's title (its page, and the listing that shows it), a product added, an unlinked page removed.
    let text = mutate(readFileSync(SITE_FILE, 'utf8'), 'title: Pension Illustration', 'title: Pension Illustrator');
    text = text.replace(/ {2}- path: \/Healthcare\n[\s\S]*?(?= {2}- path: \/Products\n)/, '');
    writeFileSync(SITE_FILE, text);
    appendFileSync(
      SITE_FILE,
      [
        '  - path: /Gpf',
        '    kind: product',
        '    title: Provident Fund',
        '    description: A product page added after the first build, to be listed beside the others on the products page.',
        '    product:',
        '      description: Keeps provident fund accounts.',
        '      features:',
        '        - { title: Yearly statements, text: One statement a member. }',
        '',
      ].join('\n'),
    );
    const edited = await build();
    expect(edited.rendered).toBeGreaterThanOrEqual(3); // /Sopi, /Products, /Gpf
    expect(edited.rendered).toBeLessThan(pages);
    expect(edited.output).toMatch(/^search: \d+ pages indexed/m);

    // A page changed by hand in the built site since is not trusted: it is rendered again.
    const sopi = path.join(clientOf('site'), 'Sopi/index.html');
    writeFileSync(sopi, readFileSync(sopi, 'utf8').replace('Pension Illustrator', 'Changed by hand'));
    expect(await build()).toMatchObject({ rendered: 1, kept: pages - 1 });

    const clean = await build('clean');
    expect(clean.kept).toBe(0);
    const incremental = snapshot(clientOf('site'));
    expect([...incremental.keys()]).toEqual([...snapshot(clientOf('clean')).keys()]);
    expect(incremental).toEqual(snapshot(clientOf('clean')));
    expect(incremental.has('Healthcare/index.html')).toBe(false);
    expect(readFileSync(sopi, 'utf8')).toContain('Pension Illustrator');
  }, 240_000);
});
