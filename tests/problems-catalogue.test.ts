// The problem catalogue (src/core/problems/catalogue.ts): its reference is up to date, its codes are unique and
// well-formed, and no problem is made anywhere else (no report(), warn() or message: with words of its own).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyFix, CATALOGUE, CODE_FORM, problem, type Code } from '../src/core/problems/catalogue.ts';
import { problemsReference } from '../src/core/problems/reference.ts';

const ROOT = path.resolve(__dirname, '..');
const PREFIXES = [
  'YAML',
  'SCHEMA',
  'TRANS',
  'ADDR',
  'FILE',
  'VIDEO',
  'LINK',
  'PAGE',
  'FACT',
  'BROCHURE',
  'CHECK',
  'EDIT',
];
const codes = Object.keys(CATALOGUE) as Code[];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

describe('the problem catalogue', () => {
  it('docs/reference/problems.md is what scripts/gen-problems-doc.ts makes from it now', () => {
    expect(readFileSync(path.join(ROOT, 'docs/reference/problems.md'), 'utf8')).toBe(problemsReference());
  });

  it('has unique, well-formed codes in known areas, each with a title', () => {
    expect(codes.length).toBeGreaterThan(200);
    for (const code of codes) {
      expect(code).toMatch(CODE_FORM);
      expect(PREFIXES, code).toContain(code.replace(/\d+$/, ''));
      expect(CATALOGUE[code].title.trim(), code).not.toBe('');
    }
    // Keys of an object are unique; the same number written twice with other zeros would not be.
    const numbers = codes.map((c) => `${c.replace(/\d+$/, '')}${Number(/\d+$/.exec(c)![0])}`);
    expect(new Set(numbers).size).toBe(codes.length);
    // The file's own text: a code written twice would silently keep only the last.
    const text = readFileSync(path.join(ROOT, 'src/core/problems/catalogue.ts'), 'utf8');
    const written = [...text.matchAll(/^ {2}([A-Z]+\d{3}): /gm)].map((m) => m[1]);
    expect(written.length).toBe(new Set(written).size);
  });

  it('makes each example message whole, with its fix when it has one', () => {
    for (const code of codes) {
      const made = (problem as (c: Code, v?: unknown) => ReturnType<typeof problem>)(code, CATALOGUE[code].example);
      expect(made.code).toBe(code);
      expect(made.message, code).not.toMatch(/undefined|\[object Object\]/);
    }
  });

  it('applies fixes to the letter', () => {
    expect(applyFix('a: x\n  b: "caf\u200Be"\n', { line: 2, col: 6, fix: { delete: { text: '\u200B' } } })).toBe(
      'a: x\n  b: "cafe"\n',
    );
    expect(applyFix('pages:\n   - path: /x\n', { line: 2, col: 4, fix: { indent: { by: -1 } } })).toBe(
      'pages:\n  - path: /x\n',
    );
    expect(applyFix('  title: Rank #1\n', { line: 1, col: 14, ...problem('YAML013') })).toBe('  title: "Rank #1"\n');
    expect(applyFix('  - { title: A text: B }\n', { line: 1, col: 16, ...problem('YAML018', { field: 'text' }) })).toBe(
      '  - { title: A, text: B }\n',
    );
    expect(
      applyFix('  titel: A\n', {
        line: 1,
        col: 3,
        ...problem('SCHEMA003', { name: 'titel', suggestion: 'title', allowed: ['title'] }),
      }),
    ).toBe('  title: A\n');
  });

  it('is the only place problems are made: no report(), warn() or message: in src/ has words of its own', () => {
    const own: string[] = [];
    const startsLiteral = (arg: string) => /^\s*(?:\(\s*)?[`'"]/.test(arg) || /^[^,]*\?\s*[`'"]/.test(arg);
    for (const file of filesUnder(path.join(ROOT, 'src'))) {
      const rel = path.relative(ROOT, file).split(path.sep).join('/');
      if (rel.startsWith('src/core/problems') || /^src\/(pages|browser|templates|serve|edit|build)\//.test(rel))
        continue;
      const text = readFileSync(file, 'utf8');
      // The words a report(), warn(), fail() or refuse() gives: any argument but the first (fail()'s only one) written as text.
      for (const m of text.matchAll(/\b(report|warn|fail|refuse)\(/g)) {
        const args: string[] = [];
        let depth = 0;
        let current = '';
        for (let i = m.index + m[0].length; i < text.length; i++) {
          const c = text[i];
          if ('([{'.includes(c)) depth++;
          if (')]}'.includes(c)) {
            if (depth === 0) {
              args.push(current);
              break;
            }
            depth--;
          }
          if (c === ',' && depth === 0) {
            args.push(current);
            current = '';
            continue;
          }
          current += c;
        }
        const words = m[1] === 'fail' ? args : args.slice(1);
        if (words.some(startsLiteral))
          own.push(`${rel}:${text.slice(0, m.index).split('\n').length}: ${m[0]}${args.join(',').slice(0, 100)}`);
      }
      // A problem object with words of its own: { …, message: '…' } or { problem: `…` }.
      text.split('\n').forEach((line, i) => {
        if (/^\s*(\/\/|\*)/.test(line)) return;
        if (/\b(?:message|problem):\s*(?:[`'"]|[^,}]*\?\s*[`'"])/.test(line))
          own.push(`${rel}:${i + 1}: ${line.trim().slice(0, 120)}`);
      });
    }
    expect(own).toEqual([]);
  });
});
