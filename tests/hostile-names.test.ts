// Names every JavaScript object answers to, addresses the build or a host keeps for itself, and aliases a host would
// read as patterns: each is refused at its site.yaml line like any other mistake, never a crash or a wrong site.
import { describe, expect, it } from 'vitest';
import { redirectsFile } from '../src/build/outputs/hostFiles.ts';
import { fixtureText, load, mutate, positionOf } from './support/fixture.ts';

/** The fixture with one piece replaced: no site, and every problem found. */
function refused(find: string, replace: string) {
  const text = mutate(fixtureText(), find, replace);
  const { problems, resolved } = load(text);
  expect(resolved).toBeUndefined();
  return { text, problems };
}

const OBJECT_NAMES = ['constructor', 'toString', 'hasOwnProperty', 'valueOf', '__proto__', 'isPrototypeOf'];

describe('names from site.yaml are looked up among its own names only', () => {
  it.each(OBJECT_NAMES)('refuses "kind: %s" at its line as an unknown kind', (name) => {
    const { text, problems } = refused('    kind: service\n', `    kind: ${name}\n`);
    expect(problems[0]).toMatchObject({
      ...positionOf(text, `kind: ${name}`),
      col: positionOf(text, `kind: ${name}`).col + 6,
      code: 'PAGE002',
      values: { kind: name },
      message: expect.stringContaining(`unknown kind "${name}"`),
    });
  });

  it.each(OBJECT_NAMES)('refuses "- use: %s" at its line as an unknown block', (name) => {
    const { text, problems } = refused('      - use: connect\n', `      - use: ${name}\n`);
    expect(problems[0]).toMatchObject({
      ...positionOf(text, `use: ${name}`),
      col: positionOf(text, `use: ${name}`).col + 5,
      code: 'PAGE001',
      values: { name },
      message: expect.stringContaining(`there is no block "${name}"`),
    });
  });

  it('refuses a list of pages from a kind every object has', () => {
    const { text, problems } = refused('        from: { kind: product }\n', '        from: { kind: toString }\n');
    expect(problems).toEqual([
      expect.objectContaining({
        line: positionOf(text, 'kind: toString').line,
        code: 'PAGE014',
        message: expect.stringContaining('unknown kind "toString"'),
      }),
    ]);
  });

  it('still takes a kind the site itself names "constructor"', () => {
    const text = mutate(
      mutate(
        fixtureText(),
        '  service: { template: StandardPage, nav: home }\n',
        '  constructor: { template: StandardPage, nav: home }\n',
      ),
      '    kind: service\n',
      '    kind: constructor\n',
    );
    const { problems, resolved } = load(text);
    expect(problems).toEqual([]);
    expect(resolved!.pages.find((p) => p.path === '/WebsiteDevelopment')!.template).toBe('StandardPage');
  });
});

describe('reserved page paths', () => {
  /** The fixture with one more page, at `path`. */
  const withPage = (path: string) =>
    mutate(
      fixtureText(),
      '  - path: /404\n',
      `  - path: ${path}\n    kind: info\n    title: Another page\n    description: A page added by the test at an address that may be taken by the build or the disk.\n  - path: /404\n`,
    );
  const paths = ['/_headers', '/_redirects', '/assets', '/Assets', '/brochures', '/images', '/favicon'];
  it.each(paths)('refuses the page path %s at its line, or accepts it only when nothing has that name', (reserved) => {
    const text = withPage(reserved);
    const { problems } = load(text);
    if (reserved === '/favicon') {
      expect(problems).toEqual([]);
      return;
    } // public/favicon.svg is another name
    expect(problems).toMatchObject([
      {
        ...positionOf(text, `path: ${reserved}\n`),
        col: positionOf(text, `path: ${reserved}\n`).col + 6,
        code: 'PAGE026',
        message: expect.stringMatching(/is taken: .*choose another path/),
      },
    ]);
  });

  it.each(['/CON', '/con', '/AUX', '/NUL', '/PRN', '/COM1', '/LPT9'])(
    'refuses %s, a name Windows keeps for a device',
    (device) => {
      const text = withPage(device);
      const { problems } = load(text);
      expect(problems).toEqual([
        expect.objectContaining({
          line: positionOf(text, `path: ${device}\n`).line,
          code: 'PAGE027',
          message: expect.stringContaining('Windows keeps for a device'),
        }),
      ]);
    },
  );

  it('accepts paths that only begin like a reserved name', () => {
    const text = withPage('/Console');
    expect(load(text).problems).toEqual([]);
  });
});

describe('aliases', () => {
  const withAlias = (alias: string) =>
    mutate(fixtureText(), '    kind: service\n', `    kind: service\n    aliases: ["${alias}"]\n`);

  it.each(['/*', '/old/*', '/:page', '/old/:id', '/old?x=1', '/old#top'])(
    'refuses the pattern-like alias %s at its line',
    (alias) => {
      const text = withAlias(alias);
      const { problems, resolved } = load(text);
      expect(resolved).toBeUndefined();
      expect(problems).toEqual([
        expect.objectContaining({
          line: positionOf(text, 'aliases:').line,
          code: 'PAGE029',
          message: expect.stringContaining('must be one exact old address'),
        }),
      ]);
    },
  );

  it.each(['/assets/site.js', '/_headers', '/images'])(
    "refuses the alias %s, which would hide the site's own files",
    (alias) => {
      const { problems } = load(withAlias(alias));
      expect(problems).toEqual([
        expect.objectContaining({ code: 'PAGE030', message: expect.stringContaining(`the alias "${alias}" is taken`) }),
      ]);
    },
  );

  it('accepts a plain old address', () => {
    expect(load(withAlias('/old-services/web')).problems).toEqual([]);
  });

  it('reads an old address copied from the address bar (%20) or typed with a trailing slash as the one address it names, written once for the hosts', () => {
    for (const [alias, address, line] of [
      ['/Old%20Page', '/Old Page', '/Old%20Page /WebsiteDevelopment 301'],
      ['/AboutUs/', '/AboutUs', '/AboutUs /WebsiteDevelopment 301'],
      ['/{product}Page', '/{product}Page', '/{product}Page/ /WebsiteDevelopment 301'],
    ]) {
      const site = load(withAlias(alias)).resolved!;
      expect(site.pages.find((p) => p.path === '/WebsiteDevelopment')!.aliases, alias).toEqual([address]);
      expect(redirectsFile(site).split('\n'), alias).toContain(line);
    }
  });

  it.each([
    ['/Old%2Page', 'PAGE028', 'a "%" that is not followed'],
    ['/Old\\uD800Page', 'YAML014', 'half of a character written as an escape'],
  ])('refuses the alias %s, which names no address, at its line', (alias, code, words) => {
    const text = withAlias(alias);
    const { problems } = load(text);
    expect(problems).toEqual([
      expect.objectContaining({
        line: positionOf(text, 'aliases:').line,
        code,
        message: expect.stringContaining(words),
      }),
    ]);
  });

  it("refuses an alias that is the page's own address, or one another page already has", () => {
    const own = withAlias('/WebsiteDevelopment/');
    expect(load(own).problems).toEqual([
      expect.objectContaining({
        line: positionOf(own, 'aliases:').line,
        code: 'PAGE010',
        message: expect.stringContaining("this page's own address"),
      }),
    ]);
    const twice = mutate(withAlias('/OldWeb'), '    kind: industry\n', '    kind: industry\n    aliases: [/OldWeb/]\n');
    expect(load(twice).problems).toEqual([
      expect.objectContaining({
        code: 'PAGE012',
        message: expect.stringContaining('is already an alias of /WebsiteDevelopment'),
      }),
    ]);
  });
});
