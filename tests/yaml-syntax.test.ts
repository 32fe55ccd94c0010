import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyFix, formatProblems } from '../src/core/problems.ts';
import { MAX_SITE_YAML_BYTES, parseYamlSource } from '../src/content/yamlSource.ts';
import { fixtureText, load, mutate, positionOf, ROOT } from './support/fixture.ts';
import { GUIDE, guideExample } from './support/walkthrough.ts';

const BROKEN = path.join(ROOT, 'tests/fixtures/broken');
const JARGON = /flow collection|implicit key|scalar|block collection|YAML syntax|\n\s+at .+:\d+:\d+/i;

/** The first printed line for a site.yaml text, and how many problems it has. */
function report(text: string) {
  const { problems, resolved } = load(text);
  expect(resolved).toBeUndefined();
  for (const p of problems) expect(p.message).not.toMatch(JARGON);
  return { first: formatProblems('site.yaml', problems).split('\n')[0], count: problems.length };
}

/** Each broken file states what it must print: on its first line as "# expect: …", or in a sibling .expect file. */
function expectationOf(file: string, text: string): string {
  const sibling = file.replace(/\.yaml$/, '.expect');
  if (existsSync(sibling)) return readFileSync(sibling, 'utf8').trim();
  const m = /^# expect: (.*)$/m.exec(text.split('\n')[0]);
  if (!m)
    throw new Error(
      `${path.basename(file)} needs a first line "# expect: site.yaml:LINE:COL  message" or a .expect file`,
    );
  return m[1];
}

describe('broken site.yaml files print one plain message at the mistake', () => {
  const files = readdirSync(BROKEN)
    .filter((f) => f.endsWith('.yaml'))
    .sort();
  it('has the corpus', () => expect(files.length).toBeGreaterThan(20));
  for (const name of files) {
    it(name, () => {
      const file = path.join(BROKEN, name);
      const text = readFileSync(file, 'utf8');
      const { first, count } = report(text);
      expect(first).toBe(expectationOf(file, text));
      expect(count).toBe(1);
    });
  }
});

describe('YAML syntax messages', () => {
  it('points at a line indented 2 spaces more than the field above it', () => {
    const text = mutate(
      fixtureText(),
      '    title: Healthcare\n    description:',
      '    title: Healthcare\n      description:',
    );
    const { line } = positionOf(text, '      description: The fixture industry');
    expect(report(text)).toEqual({
      first: `site.yaml:${line}:7  YAML037  this line is indented 2 spaces more than the field above it; line it up with "title"`,
      count: 1,
    });
  });

  it('points at the one field pasted 2 spaces short between fields that line up, and its fix gives the entry meant', () => {
    const forms = '  forms: { contact: "https://forms.example/contact", application: "https://forms.example/apply" }\n';
    const text = mutate(
      fixtureText(),
      forms,
      '  forms:\n    provider: own\n    thanks: /Thanks\n  mail: { from: forms@fixture.example, contact: info, application: info }\n    resumeMaxBytes: 5242880\n',
    );
    const { line } = positionOf(text, '  mail: {');
    expect(report(text)).toEqual({
      first: `site.yaml:${line}:3  YAML038  this line is indented 2 spaces less than "thanks" above it; line it up with "thanks"`,
      count: 1,
    });
    const source = parseYamlSource(applyFix(text, parseYamlSource(text).problems[0]) ?? text);
    expect(source.problems).toEqual([]);
    expect((source.data as { site: { forms: unknown } }).site.forms).toEqual({
      provider: 'own',
      thanks: '/Thanks',
      mail: { from: 'forms@fixture.example', contact: 'info', application: 'info' },
      resumeMaxBytes: 5242880,
    });
  });

  it('points at the first line of an example pasted 3 spaces too deep (as from a numbered list)', () => {
    const example = guideExample(GUIDE.pages, '### Add a product').replace(/^/gm, '   ').replace(/ +$/, '');
    const text = mutate(fixtureText(), '  - path: /404\n', example + '  - path: /404\n');
    const { line } = positionOf(text, '     - path: /FleetTracker');
    expect(report(text)).toEqual({
      first: `site.yaml:${line}:6  YAML036  this entry is indented 3 spaces too many; it must line up with the other "- path:" entries`,
      count: 1,
    });
  });

  it("accepts the guide's example exactly as printed", () => {
    const source = parseYamlSource(
      mutate(fixtureText(), '  - path: /404\n', guideExample(GUIDE.pages, '### Add a product') + '  - path: /404\n'),
    );
    expect(source.problems).toEqual([]);
  });

  it('reports a missing closing quote at the quote that opened the text, even when the file ends much later', () => {
    const text = mutate(fixtureText(), '    title: Healthcare\n', '    title: "Healthcare\n');
    const { line } = positionOf(text, '"Healthcare');
    expect(report(text)).toEqual({
      first: `site.yaml:${line}:12  YAML016  the quote (") opened here is never closed; add the missing " at the end of the text`,
      count: 1,
    });
  });

  it('reports an unclosed [ at the line that opened it', () => {
    const text = mutate(fixtureText(), 'links: [/WebsiteDevelopment]', 'links: [/WebsiteDevelopment');
    const { line } = positionOf(text, 'links: [/WebsiteDevelopment');
    expect(report(text)).toEqual({
      first: `site.yaml:${line}:12  YAML016  the "[" opened here is never closed; add the missing "]"`,
      count: 1,
    });
  });

  it('keeps one message for each repeated field', () => {
    const text = 'site:\n  name: A\n  name: B\npages:\n  - path: /\n    path: /x\n';
    const { problems } = parseYamlSource(text);
    expect(formatProblems('site.yaml', problems).split('\n')).toEqual([
      'site.yaml:3:3  YAML008  "name" appears twice in this entry; keep one',
      'site.yaml:6:5  YAML008  "path" appears twice in this entry; keep one',
      '2 problems in site.yaml; nothing was built.',
    ]);
  });
});

describe('limits on the raw text', () => {
  it('refuses a file over the size limit at 1:1 and reads nothing else', () => {
    expect(MAX_SITE_YAML_BYTES).toBe(8 * 1024 * 1024);
    const text = 'site:\n  name: "' + 'é'.repeat(MAX_SITE_YAML_BYTES / 2) + '"\n'; // é is 2 bytes in UTF-8
    const { problems, data } = parseYamlSource(text);
    expect(data).toBeUndefined();
    expect(problems).toMatchObject([
      {
        line: 1,
        col: 1,
        code: 'YAML004',
        message: 'the file is too large: 8,388,625 bytes; the limit is 8 MiB (8,388,608 bytes)',
      },
    ]);
  });

  it('reports one invisible character per line, at its column', () => {
    const text = 'site:\n  name: A\u0000B\u202dC\n  tagline: \u009b\n  shortName: x\u2069\ufeff\n';
    const { problems } = parseYamlSource(text);
    expect(formatProblems('site.yaml', problems).split('\n')).toEqual([
      'site.yaml:2:10  YAML005  there is an invisible character U+0000 here; delete it',
      'site.yaml:3:12  YAML005  there is an invisible character U+009B here; delete it',
      'site.yaml:4:15  YAML005  there is an invisible character U+2069 here; delete it',
      '3 problems in site.yaml; nothing was built.',
    ]);
  });

  it('refuses every format and separator character (zero-width space, soft hyphen, line separator…) at its column, with its name', () => {
    const text =
      'site:\n  name: Sea\u200Bview\n  tagline: Custom soft\u00ADware\n  shortName: x\u2028y\n  a: x\u2029\n  b: \u2060x\n  c: "\u{E0067}"\n';
    expect(formatProblems('site.yaml', parseYamlSource(text).problems).split('\n')).toEqual([
      'site.yaml:2:12  YAML005  there is an invisible character U+200B (a zero-width space) here; delete it',
      'site.yaml:3:23  YAML005  there is an invisible character U+00AD (a soft hyphen) here; delete it',
      'site.yaml:4:15  YAML005  there is an invisible character U+2028 (a line separator) here; delete it',
      'site.yaml:5:7  YAML005  there is an invisible character U+2029 (a paragraph separator) here; delete it',
      'site.yaml:6:6  YAML005  there is an invisible character U+2060 (a word joiner) here; delete it',
      'site.yaml:7:7  YAML005  there is an invisible character U+E0067 here; delete it',
      '6 problems in site.yaml; nothing was built.',
    ]);
  });

  it('keeps the zero-width joiner and non-joiner where a script or an emoji needs them, and refuses them elsewhere', () => {
    const needed = 'a: क्\u200Dष\nb: می\u200Cخواهم\nc: സ്\u200Cമ\nd: 👩\u200D💻\n';
    expect(parseYamlSource(needed)).toMatchObject({
      problems: [],
      data: { a: 'क्\u200Dष', b: 'می\u200Cخواهم', c: 'സ്\u200Cമ', d: '👩\u200D💻' },
    });
    expect(parseYamlSource('a: Pune\u200DIndia\nb: Pune \u200C\n').problems).toMatchObject([
      {
        line: 1,
        col: 8,
        code: 'YAML005',
        message: 'there is an invisible character U+200D (a zero-width joiner) here; delete it',
      },
      {
        line: 2,
        col: 9,
        code: 'YAML005',
        message: 'there is an invisible character U+200C (a zero-width non-joiner) here; delete it',
      },
    ]);
  });

  it('accepts a byte order mark at the very start, and columns on line 1 ignore it', () => {
    expect(parseYamlSource('\ufeffsite:\n  name: A\n')).toMatchObject({ problems: [], data: { site: { name: 'A' } } });
    expect(parseYamlSource('\ufeffsite: [a\n').problems).toMatchObject([
      { line: 1, col: 7, code: 'YAML016', message: 'the "[" opened here is never closed; add the missing "]"' },
    ]);
  });

  it('stops a YAML bomb before expanding it, at its first alias', () => {
    const levels = ['a: &a [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]'];
    for (let i = 1; i < 10; i++)
      levels.push(
        `${'abcdefghij'[i]}: &${'abcdefghij'[i]} [${Array(10)
          .fill(`*${'abcdefghij'[i - 1]}`)
          .join(', ')}]`,
      );
    const { problems, data } = parseYamlSource(levels.join('\n') + '\n');
    expect(data).toBeUndefined();
    // yaml's own maxAliasCount stops it; the message points at the first alias.
    expect(problems).toMatchObject([
      { line: 2, col: 8, code: 'YAML040', message: 'too many aliases (a YAML bomb): at most 1000' },
    ]);
  });

  it('refuses thousands of aliases before expanding them', () => {
    const text = 'a: &a [x]\nb: [' + '*a, '.repeat(5000) + ']\n';
    expect(parseYamlSource(text)).toMatchObject({
      data: undefined,
      problems: [{ line: 2, col: 5, code: 'YAML040', message: 'too many aliases (a YAML bomb): at most 1000' }],
    });
  });

  it('refuses an alias to nothing and an alias inside the value it repeats', () => {
    expect(parseYamlSource('a: 1\nb: *x\n').problems).toMatchObject([
      {
        line: 2,
        col: 4,
        code: 'YAML039',
        message: '"*x" repeats the value marked "&x", but no value above it has that mark',
      },
    ]);
    expect(parseYamlSource('a: &x [1, *x]\n').problems).toMatchObject([
      {
        line: 1,
        col: 11,
        code: 'YAML041',
        message: '"*x" repeats the entry it sits in, which would never end; remove it',
      },
    ]);
  });

  it('accepts a few aliases', () => {
    expect(parseYamlSource('a: &a { x: 1 }\nb: [*a, *a]\n').data).toEqual({ a: { x: 1 }, b: [{ x: 1 }, { x: 1 }] });
  });
});

describe('parseYamlSource never throws', () => {
  // Small deterministic random edits of a real site, the way hand edits go wrong.
  const EDITS = [
    ' ',
    '  ',
    '\t',
    ':',
    ': ',
    '"',
    "'",
    '[',
    ']',
    '{',
    '}',
    ',',
    '- ',
    '\n',
    '#',
    '&a ',
    '*a ',
    '|\n',
    '>',
    '@',
    '%',
    '!',
    '---\n',
    '? ',
  ];
  function random(seed: number) {
    return () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
  }

  it('on hundreds of edited sites, and prints no parser words', () => {
    const base = fixtureText();
    const next = random(42);
    for (let i = 0; i < 300; i++) {
      const at = Math.floor(next() * base.length);
      const edit = next() < 0.2 ? '' : EDITS[Math.floor(next() * EDITS.length)];
      const text = base.slice(0, at) + edit + base.slice(at + (edit === '' || next() < 0.3 ? 1 : 0));
      const { problems } = parseYamlSource(text);
      for (const p of problems) {
        expect(p.message, JSON.stringify(text.slice(Math.max(0, at - 40), at + 40))).not.toMatch(JARGON);
        expect(p.line).toBeGreaterThanOrEqual(1);
        expect(p.col).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('on deep nesting and odd documents', () => {
    for (const text of [
      '['.repeat(20000),
      '['.repeat(3000) + ']'.repeat(3000),
      '- '.repeat(5000) + 'x',
      'a: !!binary x',
      'a: &a [*a]',
      '%YAML 1.2\n---\na: 1',
      '*',
      '&',
      '"\\',
      "'''",
    ]) {
      const { problems } = parseYamlSource(text);
      for (const p of problems) expect(p.message).not.toMatch(JARGON);
    }
  });
});
