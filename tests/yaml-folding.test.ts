// A file that a YAML tool wrote with its default 80-column folding is read as it was meant: a long one-line text folded
// at the 80th column is one line, not a mistake; a person's break in a title or an entry indented under another is
// still refused at its line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { loadSiteText } from '../src/contract/loadSite.ts';
import { DEFAULT_SITE_FILE, PROJECT_ROOT } from '../src/core/paths.ts';
import { load, fixtureText, mutate } from './support/fixture.ts';

describe('text folded by a YAML writer', () => {
  it("site.yaml written by yaml's own writer (80-column folding) has no problem and the same pages", () => {
    const data = parse(readFileSync(DEFAULT_SITE_FILE, 'utf8'));
    const written = stringify(data);
    // The writer did fold one-line fields: a title, heading or list entry runs on to a second line.
    const folded = written
      .split('\n')
      .filter(
        (line, i, all) =>
          /^ *(- )?(title|heading|label|name): \S/.test(line) &&
          /^ +[^\s-#][^:]*$/.test(all[i + 1] ?? '') &&
          all[i + 1].length - all[i + 1].trimStart().length > line.search(/\S/),
      );
    expect(folded.length).toBeGreaterThan(0);
    const { problems, resolved } = loadSiteText(written, { publicDir: path.join(PROJECT_ROOT, 'public') });
    expect(problems).toEqual([]);
    expect(parse(written)).toEqual(data);
    expect(resolved!.pages.length).toBe(data.pages.length);
  });

  it('still refuses a title a person broke in two, and a list entry indented under the one above', () => {
    const broken = load(mutate(fixtureText(), '    title: Home\n', '    title: Our\n      Home\n'));
    expect(broken.problems.map((p) => p.message)).toEqual([
      'this line is read as more of the text above it, and "title" is one line: join it to the line above (or, if it is an entry or field of its own, line it up with the others)',
    ]);
    const text = fixtureText();
    const entry = /\n( +)- (\S[^\n]*)\n\1- /.exec(text)!;
    const overIndented = load(text.replace(entry[0], `\n${entry[1]}- ${entry[2]}\n${entry[1]} - `));
    expect(overIndented.problems[0].message).toMatch(/^this entry is indented 1 space too many/);
  });
});
