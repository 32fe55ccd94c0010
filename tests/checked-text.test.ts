// A site file read a second time, unchanged, is taken from the cache instead of being parsed and checked again
// (src/contract/checkedText.ts): the same pages, and the problems found after parsing at the same lines; a spoiled
// entry is read again from the text; old entries go; a text with a problem of its own is never kept.
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { keptEntryOf } from '../src/contract/checkedText.ts';
import { loadSiteFile } from '../src/contract/loadSite.ts';
import { cacheNotices, writeCached } from '../src/core/writeWhole.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate, positionOf } from './support/fixture.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'checked-text-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The fixture as a site file of this run's own, with a line no other run has (so the cache has no entry for it yet). */
function siteFile(text: string): { file: string; text: string; entry: string } {
  const own = `${text}\n# ${path.basename(dir)} ${Math.random()}\n`;
  const file = path.join(dir, `site-${Math.random().toString(36).slice(2)}.yaml`);
  writeFileSync(file, own);
  return { file, text: own, entry: keptEntryOf(own) };
}

const read = (file: string) => loadSiteFile(file, FIXTURE_PUBLIC);

describe('a site file read again unchanged', () => {
  it('gives the same pages, from what the cache kept of its first reading', () => {
    const { file, entry } = siteFile(fixtureText());
    expect(existsSync(entry)).toBe(false);
    const first = read(file);
    expect(first.problems).toEqual([]);
    expect(existsSync(entry)).toBe(true);
    expect(read(file).resolved).toEqual(first.resolved);
  });

  it('is built from the kept data, not from its text parsed again', () => {
    const { file, text, entry } = siteFile(fixtureText());
    read(file);
    // What the cache holds for the text, with one page's title changed: the reading shows that title.
    const { data, refs } = readKept(text);
    const page = (data as { pages: { path: string; title: string }[] }).pages.find((p) => p.path === '/Products')!;
    page.title = 'A title only the cache has';
    writeCached(entry, serialize({ data, refs }));
    expect(read(file).resolved!.pages.find((p) => p.path === '/Products')!.title).toBe('A title only the cache has');
  });

  it('shows a problem found after parsing (a link to no page) at the same line and column as the first time', () => {
    const broken = mutate(fixtureText(), 'to: /WebsiteDevelopment#Website_Development', 'to: /WebsiteDevelopmnt');
    const { file, text, entry } = siteFile(broken);
    const first = read(file);
    expect(existsSync(entry)).toBe(true);
    expect(first.problems.map((p) => [p.code, p.line, p.col])).toEqual([
      [expect.any(String), positionOf(text, '/WebsiteDevelopmnt').line, positionOf(text, '/WebsiteDevelopmnt').col],
    ]);
    expect(read(file).problems).toEqual(first.problems);
  });

  it("takes a problem's line and column from the earlier reading's, kept beside its data, not from the text parsed again", async () => {
    const broken = mutate(fixtureText(), 'to: /WebsiteDevelopment#Website_Development', 'to: /WebsiteDevelopmnt');
    const { file, text, entry } = siteFile(broken);
    const first = read(file);
    // Kept once the reading is over.
    await new Promise((r) => setImmediate(r));
    const kept = `${entry}.positions`;
    const positions = JSON.parse(readFileSync(kept, 'utf8')) as Record<string, { line: number; col: number }>;
    const at = positionOf(text, '/WebsiteDevelopmnt');
    expect(Object.values(positions)).toContainEqual({ line: at.line, col: at.col });
    expect(read(file).problems).toEqual(first.problems);
    // What the cache holds for it, moved ten lines down: the reading says that line.
    for (const position of Object.values(positions)) position.line += 10;
    writeCached(kept, JSON.stringify(positions));
    expect(read(file).problems.map((p) => [p.line, p.col])).toEqual([[at.line + 10, at.col]]);
  });

  it('is parsed again when its entry was spoiled, with a notice, and gives the same pages', () => {
    const { file, entry } = siteFile(fixtureText());
    const first = read(file);
    writeFileSync(entry, Buffer.from('not what the build kept'));
    const notices: string[] = [];
    const say = cacheNotices.say;
    cacheNotices.say = (line) => notices.push(line);
    try {
      expect(read(file).resolved).toEqual(first.resolved);
    } finally {
      cacheNotices.say = say;
    }
    expect(notices.join('\n')).toMatch(/its bytes changed/);
    expect(existsSync(entry)).toBe(true);
  });

  it('is kept among the 4 newest texts, or while read in the last minute; an older one beyond them goes', () => {
    const sites = Array.from({ length: 6 }, () => siteFile(fixtureText()));
    for (const { file } of sites) read(file);
    // Six read just now: all kept, though more than 4 (builds side by side keep their own).
    expect(sites.filter(({ entry }) => existsSync(entry))).toHaveLength(6);
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    for (const { entry } of sites.slice(0, 2)) utimesSync(entry, tenMinutesAgo, tenMinutesAgo);
    read(siteFile(fixtureText()).file);
    expect(sites.map(({ entry }) => existsSync(entry))).toEqual([false, false, true, true, true, true]);
  });

  it('is never kept while it has a problem of its own (a YAML or schema mistake)', () => {
    for (const mistake of [
      mutate(fixtureText(), 'Sites.', '"Sites.'),
      mutate(fixtureText(), '    title: Website Development', '    title: [Website Development]'),
    ]) {
      const { file, entry } = siteFile(mistake);
      expect(read(file).problems.length).toBeGreaterThan(0);
      expect(existsSync(entry)).toBe(false);
    }
  });
});

function readKept(text: string): { data: unknown; refs: unknown[] } {
  return deserialize(readFileSync(keptEntryOf(text)));
}
