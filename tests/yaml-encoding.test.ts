// site.yaml and site.mr.yaml as files of bytes: a byte that is not UTF-8, a file saved as UTF-16, half a character
// written as an escape and brackets nested past any site's need are each refused once, at their line, with advice that
// gives the page meant when it is followed (each test follows it). Read from files, as npm run validate reads them.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../src/contract/loadSite.ts';
import { formatProblems } from '../src/core/problems.ts';
import { prepareBilingualSite } from './support/bilingual.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate, positionOf, ROOT, runScript } from './support/fixture.ts';

const DIR = path.join(ROOT, '.tmp/yaml-encoding');
const TITLE = '    title: Website Development\n';

/** site.yaml with these bytes, loaded as validate loads it: its problems, printed, and the resolved site. */
function loadBytes(bytes: Buffer) {
  mkdirSync(DIR, { recursive: true });
  const file = path.join(DIR, 'site.yaml');
  writeFileSync(file, bytes);
  const result = loadSiteFile(file, FIXTURE_PUBLIC);
  return { ...result, printed: formatProblems('site.yaml', result.problems) };
}
const titleOf = (result: ReturnType<typeof loadBytes>, route: string) =>
  result.resolved?.pages.find((p) => p.path === route)?.title;

describe('site.yaml', () => {
  it('with a byte that is not UTF-8 (é saved as Windows-1252) is refused once at that byte; typing the character again gives the page', () => {
    const text = mutate(fixtureText(), TITLE, '    title: Website Development Café\n');
    const [before, after] = text.split('é');
    const bad = loadBytes(Buffer.concat([Buffer.from(before), Buffer.from([0xe9]), Buffer.from(after)]));
    const at = positionOf(text, 'é');
    expect(bad.problems).toHaveLength(1);
    expect(bad.printed.split('\n')[0]).toBe(
      `site.yaml:${at.line}:${at.col}  YAML003  here is a byte that is not UTF-8 text (a character saved by a program in another encoding, such as Windows-1252 "ANSI"), read as "\uFFFD": type the character again here and save the file as UTF-8`,
    );
    const fixed = loadBytes(Buffer.from(text));
    expect(fixed.problems).toEqual([]);
    expect(titleOf(fixed, '/WebsiteDevelopment')).toBe('Website Development Café');
  });

  it('so refused by npm run validate too, with its exit code', () => {
    const text = mutate(fixtureText(), TITLE, '    title: Website Development Café\n');
    const [before, after] = text.split('é');
    cpSync(FIXTURE_PUBLIC, path.join(DIR, 'cli/public'), { recursive: true });
    const file = path.join(DIR, 'cli/site.yaml');
    writeFileSync(file, Buffer.concat([Buffer.from(before), Buffer.from([0xe9]), Buffer.from(after)]));
    const run = runScript('scripts/validate.ts', [], { env: { ...process.env, SITE_YAML: file } });
    expect(run.status).not.toBe(0);
    expect(run.stdout + run.stderr).toContain(
      `site.yaml:${positionOf(text, 'é').line}:${positionOf(text, 'é').col}  YAML003  here is a byte that is not UTF-8 text`,
    );
  });

  it('saved as UTF-16 (with or without its byte order mark) is refused once, at its start, not once a line', () => {
    const text = fixtureText();
    for (const bytes of [
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]),
      Buffer.from(text, 'utf16le'),
    ]) {
      const result = loadBytes(bytes);
      expect(result.problems).toHaveLength(1);
      expect(result.printed.split('\n')[0]).toMatch(
        /^site\.yaml:1:1 {2}YAML002 {2}this file is saved as UTF-16 \("Unicode"\), not UTF-8: save it again as UTF-8/,
      );
    }
    expect(loadBytes(Buffer.from(text)).problems).toEqual([]); // saved again as UTF-8
  });

  it('with half a character written as an escape ("\\ud800") is refused at its line, in an alias and through a YAML alias too', () => {
    for (const [find, replace, at, fix] of [
      [
        TITLE,
        '    title: "Website Development \\ud800"\n',
        '"Website Development \\ud800"',
        '    title: "Website Development é"\n',
      ],
      [TITLE, `${TITLE}    aliases: ["/Old\\ud800Page"]\n`, '"/Old\\ud800Page"', `${TITLE}    aliases: ["/OldPage"]\n`],
      [
        TITLE,
        '    title: &half "Website Development \\udc00"\n',
        '"Website Development \\udc00"',
        '    title: &half "Website Development é"\n',
      ],
    ] as const) {
      let text = mutate(fixtureText(), find, replace);
      if (replace.includes('&half')) text = mutate(text, '    title: Healthcare\n', '    title: *half\n');
      const result = loadBytes(Buffer.from(text));
      const pos = positionOf(text, at);
      expect(result.problems, replace).toHaveLength(1);
      expect(result.printed.split('\n')[0]).toBe(
        `site.yaml:${pos.line}:${pos.col}  YAML014  this text holds "\\u${/\\u(d[89a-f]\w\w)/.exec(at)![1].toUpperCase()}", half of a character written as an escape (a lone surrogate), which no page can show: write the character itself in its place, or delete the escape`,
      );
      let fixed = mutate(fixtureText(), find, fix);
      if (replace.includes('&half')) fixed = mutate(fixed, '    title: Healthcare\n', '    title: Healthcare Plus\n');
      const ok = loadBytes(Buffer.from(fixed));
      expect(ok.problems, fix).toEqual([]);
      if (!fix.includes('aliases')) expect(titleOf(ok, '/WebsiteDevelopment')).toBe('Website Development é');
    }
  });

  it('with "[" nested 100,000 deep is refused once at the bracket past the limit, saying to delete the extra ones; deleting them gives the page', () => {
    const text = mutate(fixtureText(), TITLE, `${TITLE}    aliases: ${'['.repeat(100_000)}\n`);
    const result = loadBytes(Buffer.from(text));
    const pos = positionOf(text, 'aliases: [');
    expect(result.problems).toHaveLength(1);
    expect(result.printed.split('\n')[0]).toBe(
      `site.yaml:${pos.line}:${pos.col + 'aliases: '.length + 64}  YAML006  "[" and "{" are opened here more than 64 times inside one another, each waiting for its "]" or "}"; a list in [ … ] or fields in { … } needs one pair: delete the extra "[" and "{" (and put text that starts with "[" in quotes)`,
    );
    const fixed = loadBytes(Buffer.from(mutate(fixtureText(), TITLE, `${TITLE}    aliases: ["/OldPage"]\n`)));
    expect(fixed.problems).toEqual([]);
    expect(fixed.resolved!.pages.find((p) => p.path === '/WebsiteDevelopment')!.aliases).toEqual(['/OldPage']);
  });
});

describe('site.mr.yaml', () => {
  const dir = path.join(DIR, 'bilingual');
  const { siteFile } = prepareBilingualSite(dir);
  const mrFile = path.join(dir, 'site.mr.yaml');
  const good = readFileSync(mrFile, 'utf8');
  const withMr = (bytes: Buffer) => {
    writeFileSync(mrFile, bytes);
    const result = loadSiteFile(siteFile);
    return { ...result, printed: formatProblems('site.yaml', result.problems) };
  };
  // A translated text of the fixture, in stand-in Devanagari (tests/support/bilingual.ts).
  const line = good.split('\n').find((l) => /^\s+mr: \S/.test(l) && !l.includes('"'))!;

  it('with a byte that is not UTF-8, saved as UTF-16, with half a character or brackets nested 100,000 deep is refused once, at its line in site.mr.yaml', () => {
    const at = positionOf(good, line);
    const col = line.indexOf('mr: ') + 1 + 'mr: '.length;
    const cases: [Buffer, RegExp][] = [
      [
        Buffer.concat([
          Buffer.from(good.slice(0, good.indexOf(line) + line.length)),
          Buffer.from([0xe9]),
          Buffer.from(good.slice(good.indexOf(line) + line.length)),
        ]),
        new RegExp(
          `^site\\.mr\\.yaml:${at.line}:${line.length + 1} {2}YAML003 {2}here is a byte that is not UTF-8 text`,
        ),
      ],
      [Buffer.from(good, 'utf16le'), /^site\.mr\.yaml:1:1 {2}YAML002 {2}this file is saved as UTF-16/],
      [
        Buffer.from(good.replace(line, `${line.slice(0, col - 1)}"\\ud800"`)),
        new RegExp(
          `^site\\.mr\\.yaml:${at.line}:${col} {2}YAML014 {2}this text holds "\\\\uD800", half of a character`,
        ),
      ],
      [
        Buffer.from(good.replace(line, `${line.slice(0, col - 1)}${'['.repeat(100_000)}`)),
        new RegExp(
          `^site\\.mr\\.yaml:${at.line}:${col + 64} {2}YAML006 {2}"\\[" and "\\{" are opened here more than 64 times`,
        ),
      ],
    ];
    try {
      for (const [bytes, expected] of cases) {
        const result = withMr(bytes);
        expect(result.problems, String(expected)).toHaveLength(1);
        expect(result.printed.split('\n')[0]).toMatch(expected);
      }
    } finally {
      writeFileSync(mrFile, good);
    }
    expect(withMr(Buffer.from(good)).problems).toEqual([]);
  });
});
