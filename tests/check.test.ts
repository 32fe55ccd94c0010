import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { checkSite, formatProblem, htmlFileOf } from '../src/check/checkSite.ts';
import { cspHash, SPECULATION_RULES } from '../src/render/inlineBlocks.ts';
import { headersFile, hostFiles, redirectsFile } from '../src/build/outputs/hostFiles.ts';
import { hostRules } from '../src/build/outputs/hostRules.ts';
import { routedPages } from '../src/contract/ids.ts';
import { SITE_SCRIPT_LOADER } from '../src/shared/siteScriptLoader.ts';
import { siteStyles } from '../src/render/siteCss.ts';
import { NOSCRIPT_CSS } from '../src/shared/noscriptStyle.ts';
import { builtClient } from './support/builds.ts';
import { FIXTURE_FILE, loadFixture, ROOT, runScript } from './support/fixture.ts';
import { realSite } from './support/realSite.ts';

const CLIENT = builtClient('mini');
const STYLES = siteStyles();
const FAULTS = path.join(ROOT, '.tmp/check-faults');

type Edit = ($: CheerioAPI) => void;

/** A copy of the clean build with one fault injected: route (or site file name) → edit of its parsed text. */
function faulty(name: string, edits: Record<string, Edit>): string {
  const dir = path.join(FAULTS, name.replace(/\W+/g, '-'));
  rmSync(dir, { recursive: true, force: true });
  cpSync(CLIENT, dir, { recursive: true });
  for (const [target, edit] of Object.entries(edits)) {
    const xml = target.endsWith('.xml');
    const file = xml ? path.join(dir, target) : htmlFileOf(dir, target)!;
    const $ = cheerio.load(readFileSync(file, 'utf8'), xml ? { xml: true } : { scriptingEnabled: false });
    edit($);
    writeFileSync(file, xml ? $.xml() : $.html());
    // The page's other file (Page.html beside Page/index.html) is the same page.
    const twin =
      file.endsWith(`${path.sep}index.html`) && path.dirname(file) !== dir ? `${path.dirname(file)}.html` : undefined;
    if (twin && existsSync(twin)) cpSync(file, twin);
  }
  return dir;
}

const problemsIn = (dir: string) => checkSite(dir, loadFixture()).problems.map(formatProblem);

describe('npm run check', () => {
  it('finds no problem in the clean fixture build, and checks every page and link', () => {
    const report = checkSite(CLIENT, loadFixture());
    expect(report.problems.map(formatProblem)).toEqual([]);
    expect(report.pages).toBe(loadFixture().pages.length);
    expect(report.links).toBeGreaterThan(50);
  });

  const faults: [name: string, edits: Record<string, Edit>, expected: string][] = [
    [
      'a link to a page that does not exist',
      {
        '/Healthcare': ($) => {
          $('main').append('<a href="/Nope">Nope</a>');
        },
      },
      '/Healthcare → CHECK005  link to /Nope leads nowhere: the build has no page or file /Nope',
    ],
    [
      'a link to an anchor the target page lacks',
      {
        '/Healthcare': ($) => {
          $('main').append('<a href="/Sopi#nope">Sopi</a>');
        },
      },
      '/Healthcare → CHECK006  link to /Sopi#nope leads to no anchor: /Sopi has no element with id "nope"',
    ],
    [
      'an anchor removed from the page other pages link to',
      {
        '/WebsiteDevelopment': ($) => {
          $('#Website_Development').removeAttr('id');
        },
      },
      '/ → CHECK006  link to /WebsiteDevelopment#Website_Development leads to no anchor: /WebsiteDevelopment has no element with id "Website_Development"',
    ],
    [
      'the wrong nav item lit on a service page',
      {
        '/WebsiteDevelopment': ($) => {
          $('.menu-link[aria-current]').removeAttr('aria-current');
          $('.menu-link[href="/Products"]').attr('aria-current', 'page');
        },
      },
      '/WebsiteDevelopment → CHECK013  the menu lights "Products", but the descriptor says "Home"',
    ],
    [
      'a nav item lit on an industry page',
      {
        '/Healthcare': ($) => {
          $('.menu-link[href="/"]').attr('aria-current', 'page');
        },
      },
      '/Healthcare → CHECK013  the menu lights "Home", but the descriptor says nothing',
    ],
    [
      'a breadcrumb label changed',
      {
        '/Sopi': ($) => {
          $('nav[aria-label="Breadcrumb"] a[href="/Products"]').text('Our products');
        },
      },
      '/Sopi → CHECK022  the breadcrumb is "Home (/) › Our products (/Products) › Pension Illustration", but the descriptor says "Home (/) › Products (/Products) › Pension Illustration"',
    ],
    [
      'a new-tab link without rel',
      {
        '/Sopi': ($) => {
          $('#Brochure').removeAttr('rel');
        },
      },
      '/Sopi → CHECK002  link to /brochures/Sopi.pdf opens a new tab without rel="noopener noreferrer"',
    ],
    [
      'an external link over http',
      {
        '/ContactPage': ($) => {
          $('main').append('<a href="http://partner.example/">Partner</a>');
        },
      },
      '/ContactPage → CHECK003  link to http://partner.example/ is not https',
    ],
    [
      'an image without alt',
      {
        '/Products': ($) => {
          $('.brand img').removeAttr('alt');
        },
      },
      '/Products → CHECK024  an image (/images/logo.svg) has no alt attribute',
    ],
    [
      'an empty-alt image as the only content of a link',
      {
        '/Products': ($) => {
          $('.brand img').attr('alt', '');
        },
      },
      '/Products → CHECK025  link to / has no name: its only content is an image with alt=""',
    ],
    [
      'a picture whose file is not in the build',
      {
        '/Healthcare': ($) => {
          $('main').append('<img src="/images/gone.svg" alt="Gone">');
        },
      },
      '/Healthcare → CHECK029  <img src> names /images/gone.svg, but the build has no such file',
    ],
    [
      'a srcset candidate whose file is not in the build',
      {
        '/Healthcare': ($) => {
          $('main').append(
            '<img src="/images/logo.svg" srcset="/images/logo.svg 1x, /images/logo@2x.png 2x" alt="Logo">',
          );
        },
      },
      '/Healthcare → CHECK029  <img srcset> names /images/logo@2x.png, but the build has no such file',
    ],
    [
      'a social card picture on another host',
      {
        '/Sopi': ($) => {
          $('meta[property="og:image"]').attr('content', 'https://elsewhere.example/card.png');
        },
      },
      '/Sopi → CHECK028  <meta content> names https://elsewhere.example/card.png, which is not on the site (https://fixture.example)',
    ],
    [
      'a social card picture missing from the build',
      {
        '/Sopi': ($) => {
          $('meta[property="og:image"]').attr('content', 'https://fixture.example/images/none.png');
        },
      },
      '/Sopi → CHECK029  <meta content> names https://fixture.example/images/none.png, but the build has no such file',
    ],
    [
      'an icon outside the site folder',
      {
        '/Sopi': ($) => {
          $('link[rel~="icon"]').first().attr('href', '/../node_modules/vite/package.json');
        },
      },
      '/Sopi → CHECK029  <link href> names /../node_modules/vite/package.json, but the build has no such file',
    ],
    [
      'a brochure link whose file is not in the build',
      {
        '/Sopi': ($) => {
          $('#Brochure').attr('href', '/brochures/Nope.pdf');
        },
      },
      '/Sopi → CHECK005  link to /brochures/Nope.pdf leads nowhere: the build has no page or file /brochures/Nope.pdf',
    ],
    [
      'an id used twice',
      {
        '/ContactPage': ($) => {
          $('main').append('<p id="Get_In_Touch">again</p>');
        },
      },
      '/ContactPage → CHECK023  the id "Get_In_Touch" is used 2 times; ids must be unique on a page',
    ],
    [
      'no title',
      {
        '/Products': ($) => {
          $('head > title').remove();
        },
      },
      '/Products → CHECK009  has no title',
    ],
    [
      'no meta description',
      {
        '/Products': ($) => {
          $('meta[name="description"]').remove();
        },
      },
      '/Products → CHECK010  has no meta description',
    ],
    [
      'no canonical link',
      {
        '/Products': ($) => {
          $('link[rel="canonical"]').remove();
        },
      },
      '/Products → CHECK011  has no canonical link',
    ],
    [
      'no lang',
      {
        '/Products': ($) => {
          $('html').removeAttr('lang');
        },
      },
      '/Products → CHECK007  the <html> element has no lang',
    ],
    [
      'a page missing from sitemap.xml',
      {
        'sitemap.xml': ($) => {
          $('url')
            .filter((_, el) => $(el).find('loc').text() === 'https://fixture.example/Healthcare')
            .remove();
        },
      },
      '/Healthcare → CHECK036  missing from sitemap.xml',
    ],
    [
      "an inline style the page's own Content-Security-Policy does not allow",
      {
        '/Products': ($) => {
          $('noscript style').text('.toggle-button{display:none}');
        },
      },
      `/Products → CHECK033  an inline <style> is not allowed by the page's own Content-Security-Policy (its hash is ${cspHash('.toggle-button{display:none}')})`,
    ],
    [
      "an inline style above the page's own Content-Security-Policy, which would not govern it",
      {
        '/Products': ($) => {
          $('head').prepend('<style>.menu{display:none}</style>');
        },
      },
      "/Products → CHECK032  an inline <style> comes before the page's own Content-Security-Policy for styles, which would not govern it",
    ],
    [
      'a page without a Content-Security-Policy of its own',
      {
        '/Sopi': ($) => {
          $('meta[http-equiv="Content-Security-Policy"]')
            .filter((_, el) => /style-src/.test($(el).attr('content')!))
            .remove();
        },
      },
      "/Sopi → CHECK032  an inline <style> comes before the page's own Content-Security-Policy for styles, which would not govern it",
    ],
    [
      'speculation rules the Content-Security-Policy does not allow',
      {
        '/Sopi': ($) => {
          $('script[type="speculationrules"]').text('{"prefetch":[]}');
        },
      },
      `/Sopi → CHECK033  an inline <script> is not allowed by the Content-Security-Policy in _headers (its hash is ${cspHash('{"prefetch":[]}')})`,
    ],
  ];

  it.each(faults)('reports %s', (name, edits, expected) => {
    expect(problemsIn(faulty(name, edits))).toEqual([expected]);
  });

  it('reports a page whose two files differ or miss one, and anything whose name starts with a dot', () => {
    const dir = faulty('files', {});
    writeFileSync(
      path.join(dir, 'Sopi.html'),
      readFileSync(path.join(dir, 'Sopi.html'), 'utf8').replace('</main>', '<p>an older copy</p></main>'),
    );
    rmSync(path.join(dir, 'Healthcare.html'));
    mkdirSync(path.join(dir, '.vite'));
    writeFileSync(path.join(dir, '.vite/manifest.json'), '{}');
    writeFileSync(path.join(dir, 'images/.DS_Store'), '');
    mkdirSync(path.join(dir, '.well-known'));
    writeFileSync(path.join(dir, '.well-known/security.txt'), 'Contact: mailto:x@example.com\n');
    expect(problemsIn(dir).sort()).toEqual([
      '/.vite → CHECK031  starts with a dot (.vite): Cloudflare Pages would publish it; keep it out of the built site',
      '/Healthcare → CHECK041  is not in both Healthcare.html and Healthcare/index.html: a host that looks for the other finds no page',
      '/Sopi → CHECK030  Sopi.html and Sopi/index.html differ: hosts would serve two versions of the page',
      '/images/.DS_Store → CHECK031  starts with a dot (.DS_Store): Cloudflare Pages would publish it; keep it out of the built site',
    ]);
  });

  it('runs as a command: `page → problem` lines, a summary, exit code 1', () => {
    const dir = faulty('command', {
      '/Healthcare': ($) => {
        $('main').append('<a href="/Nope">Nope</a><a href="/Sopi#nope">Sopi</a>');
      },
    });
    const run = runScript('scripts/check.ts', [dir], { env: { ...process.env, SITE_YAML: FIXTURE_FILE } });
    expect(run.status).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines.slice(0, 2)).toEqual([
      '/Healthcare → CHECK005  link to /Nope leads nowhere: the build has no page or file /Nope',
      '/Healthcare → CHECK006  link to /Sopi#nope leads to no anchor: /Sopi has no element with id "nope"',
    ]);
    expect(lines[2]).toMatch(/: 7 pages and \d+ links checked, 2 problems\.$/);

    const clean = runScript('scripts/check.ts', [CLIENT], { env: { ...process.env, SITE_YAML: FIXTURE_FILE } });
    expect(clean.status, clean.stderr).toBe(0);
    expect(clean.stdout).toMatch(/7 pages and \d+ links checked, no problems\./);
  });

  it('passes on the real site (dist/client, as `npm test` builds it)', () => {
    const dist = path.join(ROOT, 'dist/client');
    if (!existsSync(path.join(dist, 'index.html')))
      throw new Error(`no built site in ${dist}: run "npm run build" first`);
    const { resolved, problems } = realSite();
    expect(problems).toEqual([]);
    expect(checkSite(dist, resolved!).problems.map(formatProblem)).toEqual([]);
  });
});

describe('files for search engines and static hosts', () => {
  it('are written by the build, exactly as hostFiles makes them', () => {
    for (const [name, text] of Object.entries(hostFiles(loadFixture(), STYLES))) {
      expect(readFileSync(path.join(CLIENT, name), 'utf8'), name).toBe(text);
    }
  });

  it('list every public page in sitemap.xml by its canonical URL, and point robots.txt to it', () => {
    const files = hostFiles(loadFixture(), STYLES);
    const $ = cheerio.load(files['sitemap.xml'], { xml: true });
    expect(
      $('url > loc')
        .map((_, el) => $(el).text())
        .get(),
    ).toEqual([
      'https://fixture.example/',
      'https://fixture.example/WebsiteDevelopment',
      'https://fixture.example/Healthcare',
      'https://fixture.example/Products',
      'https://fixture.example/Sopi',
      'https://fixture.example/ContactPage',
    ]);
    expect(files['robots.txt']).toContain('Sitemap: https://fixture.example/sitemap.xml\n');
  });

  it('allow exactly what the site uses in the Content-Security-Policy, and cache hashed assets for good', () => {
    const headers = headersFile(loadFixture(), STYLES);
    expect(headers).toContain(
      `  Content-Security-Policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval' ${cspHash(SITE_SCRIPT_LOADER)} ${cspHash(SPECULATION_RULES)}; ` +
        "style-src 'self' 'unsafe-inline'; img-src 'self' data:; media-src 'self'; font-src 'self' data:; " +
        "frame-src https://maps.example; form-action https://forms.example; connect-src 'self' https://forms.example; " +
        "object-src 'none'; base-uri 'self'; frame-ancestors 'none'; upgrade-insecure-requests\n",
    );
    expect(headers).toContain('  X-Content-Type-Options: nosniff\n');
    expect(headers).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(headers).toContain('/_pictures/*\n  Cache-Control: public, max-age=31536000, immutable\n');
    expect(headers).toContain('/:page\n  Cache-Control: no-cache\n');
    expect(headers).not.toContain('/Sopi');
  });

  it('give each page a policy of its own allowing exactly its inline styles, its stylesheet cut to the page', () => {
    const $ = cheerio.load(readFileSync(path.join(CLIENT, 'index.html'), 'utf8'), { scriptingEnabled: false });
    const own = $('head > meta[http-equiv="Content-Security-Policy"]').filter((_, el) =>
      $(el).attr('content')!.startsWith('style-src'),
    );
    expect(own.length).toBe(1);
    expect(own.attr('content')).toBe(
      `style-src 'self' ${$('style')
        .map((_, el) => cspHash($(el).text()))
        .get()
        .join(' ')}`,
    );
    expect($('head > style').first().text().length).toBeLessThan(STYLES.site.length / 1.2);
    expect($('noscript style').text()).toBe(NOSCRIPT_CSS);
    expect(JSON.parse($('head > script[type="speculationrules"]').text()).prerender[0].eagerness).toBe('moderate');
  });

  it('redirect each page with a trailing slash, and each alias, to the page', () => {
    const site = loadFixture();
    const sopi = site.pages.find((p) => p.path === '/Sopi')!;
    Object.assign(sopi, { aliases: ['/PensionIllustration'] });
    const { redirectFor } = hostRules('', redirectsFile(site));
    for (const page of routedPages(site.pages).filter((p) => p.path !== '/')) {
      expect(redirectFor(`${page.path}/`), page.path).toMatchObject({ to: page.path, status: 301 });
      expect(redirectFor(page.path), page.path).toBeUndefined(); // the page itself is served, not redirected
    }
    expect(redirectFor('/PensionIllustration')).toMatchObject({ to: '/Sopi', status: 301 });
    expect(redirectFor('/')).toBeUndefined();
  });
});
