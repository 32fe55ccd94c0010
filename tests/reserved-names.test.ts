// Every name the build writes at the top of the built site (src/shared/outputNames.ts), and the folder of each other
// language's pages, is refused as a page path or an alias at its site.yaml line, in any letter case: a page there
// would land inside that folder (and _headers gives some of them a one-year immutable lifetime).
import { describe, expect, it } from 'vitest';
import * as outputNames from '../src/shared/outputNames.ts';
import { BUILD_NAMES } from '../src/shared/outputNames.ts';
import { fixtureText, load, mutate, positionOf } from './support/fixture.ts';

/** The fixture with one more page, at `path`. */
const withPage = (path: string, text = fixtureText()) =>
  mutate(
    text,
    '  - path: /404\n',
    `  - path: ${path}\n    kind: info\n    title: Another page\n    description: A page added by the test at an address the build writes itself.\n  - path: /404\n`,
  );
/** The fixture with an alias on one page. */
const withAlias = (alias: string, text = fixtureText()) =>
  mutate(text, '    kind: service\n', `    kind: service\n    aliases: ["${alias}"]\n`);
/** The fixture in two languages, Marathi its second. */
const bilingual = () =>
  mutate(
    fixtureText(),
    '  copyrightOwner: Fixture Software Pvt. Ltd.\n',
    '  copyrightOwner: Fixture Software Pvt. Ltd.\n  languages:\n    - { code: en, name: English, locale: en_IN }\n    - { code: mr, name: मराठी, locale: mr_IN }\n',
  );

/** The folders: a page path is one step of letters, digits, _ and - (schemas/site.schema.json, PagePath). */
const FOLDERS = ['/social', '/_pictures', '/_videos', '/pagefind', '/assets', '/downloads', '/brochures'];
/** An alias may be any address: the files at the top too, and addresses inside the folders. */
const FILES = [
  '/sitemap.xml',
  '/robots.txt',
  '/_headers',
  '/manifest.webmanifest',
  '/favicon.ico',
  '/apple-touch-icon.png',
];
const cases = (names: string[]) =>
  names.flatMap((name) => [name, name.toUpperCase(), name[0] + name[1].toUpperCase() + name.slice(2)]);

describe('names the build writes at the top of the site', () => {
  it('are all reserved, the host files, folders and icons alike', () => {
    for (const name of [...FOLDERS, ...FILES]) expect(BUILD_NAMES).toContain(name.slice(1));
  });

  it('are reserved by being named in src/shared/outputNames.ts: every name there is in BUILD_NAMES', () => {
    const named = Object.entries(outputNames).filter(([, value]) => typeof value === 'string');
    expect(named.length).toBeGreaterThan(10);
    for (const [constant, name] of named) expect(BUILD_NAMES, constant).toContain(name);
  });

  it.each(cases(FOLDERS))('refuse the page path %s at its line', (reserved) => {
    const text = withPage(reserved);
    const { problems, resolved } = load(text);
    expect(resolved).toBeUndefined();
    const at = positionOf(text, `path: ${reserved}\n`);
    expect(problems).toEqual([
      expect.objectContaining({
        line: at.line,
        col: at.col + 6,
        message: expect.stringMatching(
          new RegExp(
            `^the path "${reserved}" is taken: the build writes ${reserved.toLowerCase()} itself; choose another path`,
          ),
        ),
      }),
    ]);
  });

  it.each([...cases(FOLDERS), ...cases(FILES), ...FOLDERS.map((name) => `${name}/old.html`)])(
    'refuse the alias %s at its line',
    (alias) => {
      const text = withAlias(alias);
      expect(load(text).problems).toEqual([
        expect.objectContaining({
          line: positionOf(text, 'aliases:').line,
          message: expect.stringContaining(`the alias "${alias}" is taken: the build writes`),
        }),
      ]);
    },
  );

  it('leave names that only begin like one', () => {
    for (const path of ['/Socially', '/pictures', '/Downloadable', '/AssetsList'])
      expect(load(withPage(path)).problems, path).toEqual([]);
  });
});

describe("another language's folder", () => {
  it('is a valid site in two languages as it stands', () => {
    expect(load(bilingual()).problems).toEqual([]);
  });

  it.each(['/mr', '/MR', '/Mr'])('refuses the page path %s at its line', (reserved) => {
    const text = withPage(reserved, bilingual());
    const at = positionOf(text, `path: ${reserved}\n`);
    expect(load(text).problems).toEqual([
      expect.objectContaining({
        line: at.line,
        col: at.col + 6,
        message: expect.stringMatching(/is taken: the site's pages in मराठी are at \/mr\/.*; choose another path/),
      }),
    ]);
  });

  it('refuses the alias /mr/Old at its line', () => {
    const text = withAlias('/mr/Old', bilingual());
    expect(load(text).problems).toEqual([
      expect.objectContaining({
        line: positionOf(text, 'aliases:').line,
        message: expect.stringContaining('the alias "/mr/Old" is taken'),
      }),
    ]);
  });

  it("leaves the site's own language code and a site in one language alone", () => {
    expect(load(withPage('/en', bilingual())).problems).toEqual([]);
    expect(load(withPage('/mr')).problems).toEqual([]);
  });
});
