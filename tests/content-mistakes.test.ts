// The corpus of content mistakes (tests/fixtures/broken-content.yaml): each, made in the fixture site, stops the build
// with one plain message at the mistake, and the last good site stays byte for byte. `npm run build` itself is run
// on a broken file in tests/build.test.ts; here its command runs in-process, one mistake after another.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCommand } from '../src/build/build.ts';
import { builtClient } from './support/builds.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate, positionOf, ROOT } from './support/fixture.ts';
import { snapshot } from './support/files.ts';

interface Mistake {
  name: string;
  find: string;
  replace: string;
  at: string;
  expect: string;
}
const mistakes = parse(readFileSync(path.join(ROOT, 'tests/fixtures/broken-content.yaml'), 'utf8')) as Mistake[];

const dir = path.join(ROOT, '.tmp/content-mistakes');
const siteFile = path.join(dir, 'site.yaml');
const outDir = path.join(dir, 'out');
let good: Map<string, string>;

beforeAll(() => {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(FIXTURE_PUBLIC, path.join(dir, 'public'), { recursive: true });
  cpSync(builtClient('mini'), path.join(outDir, 'client'), { recursive: true }); // the last good site
  good = snapshot(outDir);
});

describe('content mistakes stop the build with one message at the mistake, and the last good site stays', () => {
  it('has the corpus', () => expect(mistakes.length).toBeGreaterThanOrEqual(20));
  for (const mistake of mistakes) {
    it(mistake.name, async () => {
      const text = mutate(fixtureText(), mistake.find, mistake.replace);
      writeFileSync(siteFile, text);
      const { line, col } = positionOf(text, mistake.at);
      let printed = '';
      expect(
        await buildCommand({ siteFile, outDir }, (t) => {
          printed += t;
        }),
      ).toBe(1);
      const lines = printed.split('\n');
      const shown = path.relative(process.cwd(), siteFile); // as npm run build names the file it was given
      expect(lines[0]).toBe(mistake.expect.replace('{at}', `${shown}:${line}:${col}`));
      expect(lines.at(-1)).toBe(`1 problem in ${shown}; nothing was built.`);
      expect(snapshot(outDir)).toEqual(good);
    });
  }
});
