// The site checker: reads the built site (the HTML visitors get, not site.yaml) and compares it with the page
// descriptors, so a broken link, anchor, nav highlight or breadcrumb is caught before it ships.
import { problem, type Code, type Coded } from '../core/problems.ts';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import type { CheerioAPI } from 'cheerio';
import type { Crumb, PageDescriptor } from '../contract/descriptorTypes.ts';
import { NOT_FOUND_PATH } from '../contract/ids.ts';
import { cspHash, directiveOf, type CspDirective } from '../render/inlineBlocks.ts';
import { SITE_SCRIPT_ATTRIBUTE } from '../shared/siteScriptLoader.ts';
import { readHostRules } from '../build/outputs/hostRules.ts';
import { UI_TEXT } from '../shared/uiText.ts';
import { HERO_VIDEO, ISLAND_PROPS, LOAD_FAILED, PLAY_LABEL, RETRY } from '../shared/domHooks.ts';
import type { ResolvedSite } from '../contract/resolve/index.ts';

export interface SiteProblem {
  /** A page path, or the name of a site-wide file such as sitemap.xml. */
  page: string;
  /** Its permanent code in the catalogue (src/core/problems/catalogue.ts), "CHECK005". */
  code: Code;
  problem: string;
  values?: Record<string, unknown>;
}

type Fail = (found: Coded) => void;

export interface CheckReport {
  problems: SiteProblem[];
  pages: number;
  links: number;
}

export const formatProblem = (p: SiteProblem) => `${p.page} → ${p.code}  ${p.problem}`;

/** Schemes a link may use besides https: they open the phone or mail app, no page over plain http (but a new tab's). */
const SAFE_SCHEMES = new Set(['https', 'tel', 'mailto']);
/** Templates without a heading banner: the home page's hero carries its heading (templates/HomePage.tsx). */
const NO_BREADCRUMB_TEMPLATES = new Set(['HomePage']);

const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
/** An href's path or fragment as text; a malformed %-escape is kept as written (and then matches nothing). */
const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};
const quoted = (items: string[]) => (items.length ? items.map((i) => `"${i}"`).join(' and ') : 'nothing');
const crumbText = (crumbs: { label: string; path?: string }[]) =>
  crumbs.map((c) => (c.path !== undefined ? `${c.label} (${c.path})` : c.label)).join(' › ');

/** The prerendered HTML of a route: /X/index.html as Vike writes it (or /X.html with prerender.noExtraDir). */
export function htmlFileOf(dir: string, route: string): string | undefined {
  dir = path.resolve(dir);
  const name = decode(route).replace(/^\/+|\/+$/g, '');
  const candidates =
    route === NOT_FOUND_PATH ? ['404.html'] : name === '' ? ['index.html'] : [`${name}/index.html`, `${name}.html`];
  return candidates.map((c) => path.join(dir, c)).find((f) => f.startsWith(dir + path.sep) && isFile(f));
}

/** The site script a built page loads (named by its loader's attribute), with every file it imports statically. */
export function siteScriptFiles(root: string, html: string): string[] {
  const entry = new RegExp(`<script[^>]+${SITE_SCRIPT_ATTRIBUTE}="([^"]+)"`).exec(html);
  if (!entry) return [];
  const files: string[] = [];
  const visit = (url: string) => {
    if (files.includes(url)) return;
    files.push(url);
    const code = readFileSync(path.join(root, url), 'utf8');
    // Static imports only (`from"…"` or a bare `import"…"`); `import(…)` is a lazy chunk, not part of the script.
    for (const [, spec] of code.matchAll(/(?:\bfrom|\bimport)\s*["'`]([^"'`]+\.js)["'`]/g))
      visit(path.posix.join(path.posix.dirname(url), spec));
  };
  visit(entry[1]);
  return files;
}

/** Every problem in the built site at `dir`, checked against the descriptors it was built from. */
export function checkSite(dir: string, site: ResolvedSite): CheckReport {
  dir = path.resolve(dir);
  const problems: SiteProblem[] = [];
  const report = (page: string, found: Coded) =>
    problems.push({
      page,
      code: found.code,
      problem: found.message,
      ...(found.values ? { values: found.values } : {}),
    });
  let pagesChecked = 0;
  let linksChecked = 0;

  // Parsed with scripting off, so the <noscript> block is elements (its <style> is then checked like any other).
  const parsed = new Map<string, CheerioAPI | null>();
  const pageAt = (route: string): CheerioAPI | null => {
    if (!parsed.has(route)) {
      const file = htmlFileOf(dir, route);
      parsed.set(route, file ? cheerio.load(readFileSync(file, 'utf8'), { scriptingEnabled: false }) : null);
    }
    return parsed.get(route)!;
  };
  const hostRules = isFile(path.join(dir, '_headers')) ? readHostRules(dir) : undefined;

  for (const page of site.pages) {
    const $ = pageAt(page.path);
    if (!$) {
      report(page.path, problem('CHECK001'));
      continue;
    }
    pagesChecked++;
    const fail: Fail = (found) => report(page.path, found);
    checkHead($, page, fail);
    checkNav($, page, site, fail);
    checkBreadcrumb($, page, fail);
    checkIds($, fail);
    checkImages($, fail);
    checkFileRefs($, dir, site.layout.site.origin, fail);
    checkVideos($, page, fail);
    const csp = hostRules?.headersFor(page.path).get('Content-Security-Policy');
    if (csp) checkInlineCode($, csp, fail);

    $('a[href]').each((_, el) => {
      linksChecked++;
      const a = $(el);
      const href = a.attr('href')!.trim();
      if (a.attr('target') === '_blank') {
        const rel = (a.attr('rel') ?? '').split(/\s+/);
        if (!rel.includes('noopener') || !rel.includes('noreferrer')) fail(problem('CHECK002', { href }));
      }
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(href)?.[1].toLowerCase();
      if (scheme !== undefined || href.startsWith('//')) {
        // Another site with no https at all (site.yaml's http://, warned of at its line) opens in a new tab, on its own.
        const httpAway = scheme === 'http' && a.attr('target') === '_blank';
        if (!httpAway && (!scheme || !SAFE_SCHEMES.has(scheme))) fail(problem('CHECK003', { href }));
        return;
      }
      const [beforeHash, anchor] = href.split('#', 2) as [string, string | undefined];
      const target = beforeHash.split('?')[0];
      if (target === '' && !anchor) return; // "" or "#": this page itself
      if (target !== '' && !target.startsWith('/')) {
        fail(problem('CHECK004', { href }));
        return;
      }
      const targetRoute = target === '' ? page.path : target;
      const $target = pageAt(targetRoute);
      if (!$target) {
        const file = path.join(dir, decode(target));
        if (!(file.startsWith(dir + path.sep) && isFile(file))) fail(problem('CHECK005', { href, target }));
        return;
      }
      if (anchor && !$target(`[id="${cssString(decode(anchor))}"]`).length) {
        fail(problem('CHECK006', { href, targetRoute, anchor }));
      }
    });
  }

  checkMenuAndSitemap(site, pageAt, report);
  checkLanguages(site, pageAt, report);
  checkSiteFiles(dir, site, report);
  return { problems, pages: pagesChecked, links: linksChecked };
}

const cssString = (s: string) => s.replace(/["\\]/g, '\\$&');

function checkHead($: CheerioAPI, page: PageDescriptor, fail: Fail) {
  const lang = $('html').attr('lang');
  if (!lang) fail(problem('CHECK007'));
  else if (lang !== page.lang) fail(problem('CHECK008', { lang, lang2: page.lang }));
  if (!$('head > title').first().text().trim()) fail(problem('CHECK009'));
  if (!$('head > meta[name="description"]').attr('content')?.trim()) fail(problem('CHECK010'));
  const canonical = $('head > link[rel="canonical"]').attr('href');
  if (!canonical) fail(problem('CHECK011'));
  else if (canonical !== page.meta.canonical) fail(problem('CHECK012', { canonical, canonical2: page.meta.canonical }));
}

function checkNav($: CheerioAPI, page: PageDescriptor, site: ResolvedSite, fail: Fail) {
  const lit = $('.menu-link[aria-current="page"]')
    .map((_, el) => $(el).text().trim())
    .get();
  const label = (site.layouts[page.lang] ?? site.layout).nav.find((n) => n.id === page.nav)?.label ?? page.nav;
  const expected = label === null ? [] : [label];
  if (lit.join('\n') !== expected.join('\n'))
    fail(problem('CHECK013', { lit: quoted(lit), expected: quoted(expected) }));
}

/**
 * Pages of any kind are first-class: each menu item (and each of its children) is lit on the page it links to, unless
 * that page or its kind names another; each page listed in sitemap.xml is linked from the page that holds the sitemap.
 */
function checkMenuAndSitemap(
  site: ResolvedSite,
  pageAt: (route: string) => CheerioAPI | null,
  report: (page: string, found: Coded) => void,
) {
  // In each language: its menu, and its sitemap page, which links each of its pages (and the English-only ones).
  for (const [lang, layout] of Object.entries(site.layouts)) {
    const pages = site.pages.filter((p) => p.lang === lang);
    for (const item of layout.nav) {
      for (const to of [item.to, ...(item.children ?? []).map((c) => c.to)]) {
        const page = pages.find((p) => p.path === to);
        const $ = page && !page.navDeclared ? pageAt(to) : null;
        if (!$) continue;
        const lit = $('.menu-link[aria-current="page"]')
          .map((_, el) => $(el).text().trim())
          .get();
        if (!lit.includes(item.label)) report(to, problem('CHECK014', { label: item.label, lit: quoted(lit) }));
      }
    }
    const holder = pages.find((p) => p.sections.some((s) => s.type === 'sitemap'));
    const $ = holder && pageAt(holder.path);
    if (!holder || !$) continue;
    const linked = new Set(
      $('main a[href]')
        .map((_, a) => $(a).attr('href'))
        .get(),
    );
    for (const p of pages) {
      if (p.inSitemap && p !== holder && !linked.has(p.path))
        report(p.path, problem('CHECK015', { path: holder.path }));
    }
  }
}

/** Props of islands that are not words a visitor reads: names, values and addresses. */
const NOT_WORDS = new Set([
  'name',
  'value',
  'type',
  'src',
  'srcset',
  'href',
  'action',
  'form',
  'autoComplete',
  'id',
  'media',
  'sizes',
  'fallback',
  'colorClass',
  'embedUrl',
  'number',
]);

/** The versions of a page its head names: hreflang → address. */
const hreflangsOf = ($: CheerioAPI) =>
  new Map(
    $('head > link[rel="alternate"][hreflang]')
      .map((_, el) => [[$(el).attr('hreflang')!, $(el).attr('href')!] as const])
      .get(),
  );

/**
 * A page in several languages names each version (its own too) and x-default (the site's own language's) in its head,
 * and each version names it back; sitemap.xml lists the same. A page in one language names none.
 */
function checkLanguages(
  site: ResolvedSite,
  pageAt: (route: string) => CheerioAPI | null,
  report: (page: string, found: Coded) => void,
) {
  const { origin } = site.layout.site;
  const own = site.layout.languages[0].code;
  for (const page of site.pages) {
    const $ = pageAt(page.path);
    if (!$) continue;
    const named = hreflangsOf($);
    const expected = new Map(
      page.alternates.length < 2
        ? []
        : [
            ...page.alternates.map((a) => [a.lang, origin + a.path] as const),
            ['x-default', origin + page.alternates.find((a) => a.lang === own)!.path] as const,
          ],
    );
    const show = (m: Map<string, string>) =>
      [...m]
        .map(([l, h]) => `${l} ${h}`)
        .sort()
        .join(', ') || 'none';
    if (show(named) !== show(expected))
      report(page.path, problem('CHECK016', { named: show(named), expected: show(expected) }));
    for (const [lang, href] of named) {
      if (lang === 'x-default' || !href.startsWith(origin)) continue;
      const other = pageAt(href.slice(origin.length) || '/');
      if (!other) report(page.path, problem('CHECK017', { href, lang }));
      else if (hreflangsOf(other).get(page.lang) !== page.meta.canonical)
        report(page.path, problem('CHECK018', { href, lang, lang2: page.lang }));
    }
    // The language switcher leads to this page in each other language, or says it is not there.
    for (const language of site.layout.languages.filter(
      (l) => l.code !== page.lang && Object.hasOwn(site.layouts, l.code),
    )) {
      const version = page.alternates.find((a) => a.lang === language.code);
      const item = $(`.language-switch li[lang="${language.code}"]`);
      const href = item.find('a[href]').attr('href');
      if (version && href !== version.path)
        report(page.path, problem('CHECK019', { name: language.name, href: href ?? 'nothing', path: version.path }));
      if (!version && (href !== undefined || !item.find('.language-unavailable').length))
        report(page.path, problem('CHECK020', { name: language.name, says: href ? `links to ${href}` : 'is missing' }));
    }
    // The templates' words are in the page's language: none of the site's own language is left where this one has its own.
    const layout = site.layouts[page.lang];
    if (!layout || page.lang === own) continue;
    // What the page says: each text and each attribute a reader or a script gets, but what is marked as English (a link
    // to an English-only page, the switcher's "English"), and the words of the islands' props.
    const said: string[] = [];
    $('body *')
      .not('script, style')
      .each((_, el) => {
        if ($(el).closest(`[lang="${own}"]`).length) return;
        for (const node of (el as { children?: { type: string; data?: string }[] }).children ?? [])
          if (node.type === 'text' && node.data!.trim()) said.push(node.data!.trim());
        for (const name of ['aria-label', 'alt', 'title', 'aria-roledescription', PLAY_LABEL, LOAD_FAILED, RETRY])
          if (el.attribs[name]) said.push(el.attribs[name].trim());
        // In an island's props, the words it shows, not the names and addresses it works with (a form field's name is the form service's).
        if (el.attribs[ISLAND_PROPS])
          JSON.stringify(JSON.parse(el.attribs[ISLAND_PROPS]), (key, v) => {
            if (typeof v === 'string' && !NOT_WORDS.has(key)) said.push(v.trim());
            return v;
          });
      });
    for (const [key, english] of Object.entries(UI_TEXT)) {
      if (layout.ui[key as keyof typeof UI_TEXT] === english) continue; // the same words in both (a name, say)
      const whole = new RegExp(
        `^${english
          .split(/\{\w+\}/)
          .map((f) => f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
          .join('.+?')}$`,
      );
      const longest = english
        .split(/\{\w+\}/)
        .map((f) => f.trim())
        .sort((a, b) => b.length - a.length)[0];
      const shown = said.find((s) => whole.test(s) || (longest.length >= 16 && s.includes(longest)));
      if (shown)
        report(
          page.path,
          problem('CHECK021', {
            text: shown.slice(0, 80),
            key,
            name: site.layout.languages[0].name,
            name2: layout.language.name,
          }),
        );
    }
  }
}

function checkBreadcrumb($: CheerioAPI, page: PageDescriptor, fail: Fail) {
  const nav = $('nav.breadcrumb').first();
  const expected: Crumb[] = NO_BREADCRUMB_TEMPLATES.has(page.template) ? [] : page.breadcrumb;
  const shown = nav
    .find('li')
    .map((_, li) => {
      const link = $(li).find('a[href]').first();
      return { label: $(li).text().trim(), path: link.length ? link.attr('href') : undefined };
    })
    .get();
  if (crumbText(shown) !== crumbText(expected)) {
    fail(
      problem('CHECK022', {
        shown: shown.length ? `"${crumbText(shown)}"` : 'missing',
        expected: expected.length ? `"${crumbText(expected)}"` : 'none',
      }),
    );
  }
}

function checkIds($: CheerioAPI, fail: Fail) {
  const counts = new Map<string, number>();
  $('[id]').each((_, el) => {
    const id = $(el).attr('id')!;
    counts.set(id, (counts.get(id) ?? 0) + 1);
  });
  for (const [id, n] of counts) if (n > 1) fail(problem('CHECK023', { id, n }));
}

/**
 * A missing alt is always an error. alt="" is HTML's own mark for a decorative picture, so it is allowed,
 * unless the picture is all a link has to say: then the link has no name at all.
 */
function checkImages($: CheerioAPI, fail: Fail) {
  $('img').each((_, el) => {
    if ($(el).attr('alt') === undefined) fail(problem('CHECK024', { src: $(el).attr('src') ?? 'no src' }));
  });
  $('a[href]').each((_, el) => {
    const a = $(el);
    const images = a.find('img');
    if (
      images.length &&
      !a.text().trim() &&
      !a.attr('aria-label') &&
      images.get().every((img) => $(img).attr('alt') === '')
    ) {
      fail(problem('CHECK025', { href: a.attr('href') }));
    }
  });
}

/** Where a page names a file the browser fetches: pictures, their sources, videos, icons, social cards, scripts. */
const FILE_REFS: [selector: string, attribute: string][] = [
  ['script[src]', 'src'],
  [`script[${SITE_SCRIPT_ATTRIBUTE}]`, SITE_SCRIPT_ATTRIBUTE],
  ['img[src]', 'src'],
  ['img[srcset]', 'srcset'],
  ['source[srcset]', 'srcset'],
  ['source[src]', 'src'],
  ['video[src]', 'src'],
  ['video[poster]', 'poster'],
  ['track[src]', 'src'],
  ['link[rel~="icon"]', 'href'],
  ['link[rel="apple-touch-icon"]', 'href'],
  ['link[rel="manifest"]', 'href'],
  ['meta[property="og:image"]', 'content'],
  ['meta[name="twitter:image"]', 'content'],
];

/**
 * Every video a page's descriptor holds is on the page with every version the pipeline made (their files are checked
 * with the other files a page names), and a video with sound has its captions: a <track kind="captions">.
 */
function checkVideos($: CheerioAPI, page: PageDescriptor, fail: Fail) {
  for (const section of page.sections) {
    const videos =
      section.type === 'hero'
        ? [section.video]
        : section.type === 'testimonials'
          ? section.items.map((i) => i.video)
          : [];
    for (const video of videos) {
      if (!video) continue;
      const named = video.sources.map((s) => s.src);
      const onPage = $('video').filter((_, el) => {
        const v = $(el);
        const listed = [
          ...v
            .find('source')
            .map((_, s) => $(s).attr('src'))
            .get(),
          ...JSON.parse(v.attr(HERO_VIDEO) ?? '[]').map((s: { src: string }) => s.src),
        ];
        return named.every((src) => listed.includes(src));
      });
      if (!onPage.length) {
        fail(problem('CHECK026', { src: video.src, title: video.title }));
        continue;
      }
      if (video.audio && !onPage.find('track[kind="captions"][src]').length)
        fail(problem('CHECK027', { src: video.src }));
    }
  }
}

/** Every file a page names must be in the build (a social card's absolute address must be on the site's origin). */
function checkFileRefs($: CheerioAPI, dir: string, origin: string, fail: Fail) {
  for (const [selector, attribute] of FILE_REFS) {
    $(selector).each((_, el) => {
      const value = $(el).attr(attribute)!.trim();
      const tag = String($(el).prop('tagName')).toLowerCase();
      // A srcset lists "address width" candidates separated by commas.
      const addresses =
        attribute === 'srcset'
          ? value
              .split(',')
              .map((c) => c.trim().split(/\s+/)[0])
              .filter(Boolean)
          : [value];
      for (const address of addresses) {
        let target = address;
        if (/^https?:\/\//i.test(address)) {
          if (!address.startsWith(origin + '/')) {
            fail(problem('CHECK028', { tag, attribute, address, origin }));
            continue;
          }
          target = address.slice(origin.length);
        }
        if (target.startsWith('data:')) continue;
        const file = path.join(dir, decode(target.split(/[?#]/)[0]));
        if (!target.startsWith('/') || !file.startsWith(dir + path.sep) || !isFile(file)) {
          fail(problem('CHECK029', { tag, attribute, address }));
        }
      }
    });
  }
}

/**
 * Inline code a policy would block shows up in the browser as a silent failure: catch it here instead. `csp` is the
 * policy the host sends with the page (from the _headers the build wrote); a page adds its own in a <meta>, which
 * governs what follows it (the styles, src/render/inlineBlocks.ts). Each inline <style> and <script> must be allowed by
 * every policy over it, under the directive src/render/inlineBlocks.ts says governs it: by its hash, or by
 * 'unsafe-inline' in a list that names no hash. A page's styles must follow its own policy.
 */
function checkInlineCode($: CheerioAPI, csp: string, fail: Fail) {
  const parse = (policy: string) =>
    new Map(
      policy
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...values]) => [name, values]),
    );
  const policies = [{ where: 'the Content-Security-Policy in _headers', directives: parse(csp) }];
  const allows = (directives: Map<string, string[]>, directive: CspDirective, hash: string) => {
    const sources = directives.get(directive) ?? directives.get('default-src');
    return (
      !sources ||
      sources.includes(hash) ||
      (sources.includes("'unsafe-inline'") && !sources.some((s) => /^'(sha\d+|nonce)-/.test(s)))
    );
  };
  let ownPolicy = false;
  let saidUngoverned = false;
  $('meta[http-equiv], style, script:not([src])').each((_, el) => {
    if (el.tagName === 'meta') {
      if ($(el).attr('http-equiv')!.toLowerCase() !== 'content-security-policy') return;
      const directives = parse($(el).attr('content') ?? '');
      policies.push({ where: "the page's own Content-Security-Policy", directives });
      if (directives.has('style-src')) ownPolicy = true;
      return;
    }
    const directive = directiveOf(el.tagName, $(el).attr('type'));
    if (!directive) return; // data (JSON-LD), never executed
    const h = cspHash($(el).text());
    if (directive === 'style-src' && !ownPolicy && !saidUngoverned) {
      saidUngoverned = true;
      fail(problem('CHECK032'));
    }
    const refusing = policies.find(({ directives }) => !allows(directives, directive, h));
    if (refusing) fail(problem('CHECK033', { tag: el.tagName, policy: refusing.where, hash: h }));
  });
  $('[style]').each((_, el) => fail(problem('CHECK034', { tag: el.tagName })));
}

function checkSiteFiles(dir: string, site: ResolvedSite, report: (page: string, found: Coded) => void) {
  const read = (name: string) =>
    isFile(path.join(dir, name)) ? readFileSync(path.join(dir, name), 'utf8') : undefined;
  const origin = site.layout.site.origin;

  const sitemap = read('sitemap.xml');
  if (sitemap === undefined) report('sitemap.xml', problem('CHECK035'));
  else {
    const $ = cheerio.load(sitemap, { xml: true });
    const listed = new Set(
      $('url > loc')
        .map((_, el) => $(el).text().trim())
        .get(),
    );
    const publicPages = site.pages.filter((p) => p.inSitemap);
    for (const p of publicPages) if (!listed.has(p.meta.canonical)) report(p.path, problem('CHECK036'));
    const expected = new Set(publicPages.map((p) => p.meta.canonical));
    for (const loc of listed) if (!expected.has(loc)) report('sitemap.xml', problem('CHECK037', { address: loc }));
    // Each page's versions in other languages, as its head names them.
    const own = site.layout.languages[0].code;
    $('url').each((_, url) => {
      const page = publicPages.find((p) => p.meta.canonical === $(url).children('loc').text().trim());
      if (!page) return;
      const shown = $(url)
        .children()
        .filter((_, el) => (el as { name?: string }).name === 'xhtml:link')
        .map((_, el) => `${$(el).attr('hreflang')} ${$(el).attr('href')}`)
        .get()
        .sort()
        .join(', ');
      const wanted =
        page.alternates.length < 2
          ? ''
          : [
              ...page.alternates.map((a) => `${a.lang} ${origin}${a.path}`),
              `x-default ${origin}${page.alternates.find((a) => a.lang === own)!.path}`,
            ]
              .sort()
              .join(', ');
      if (shown !== wanted)
        report(
          'sitemap.xml',
          problem('CHECK038', { address: page.meta.canonical, shown: shown || 'none', wanted: wanted || 'none' }),
        );
    });
  }

  const robots = read('robots.txt');
  if (robots === undefined) report('robots.txt', problem('CHECK035'));
  else if (!robots.split('\n').some((l) => l.trim() === `Sitemap: ${origin}/sitemap.xml`))
    report('robots.txt', problem('CHECK039', { origin }));

  const headers = read('_headers');
  if (headers === undefined) report('_headers', problem('CHECK035'));
  else if (!headers.includes('Content-Security-Policy:')) report('_headers', problem('CHECK040'));

  if (read('_redirects') === undefined) report('_redirects', problem('CHECK035'));

  // Each page in both layouts the hosts look for (src/build/build.ts), the same bytes in both.
  for (const page of site.pages) {
    if (page.path.endsWith('/') || page.path === NOT_FOUND_PATH) continue;
    const [folder, flat] = [path.join(dir, page.path, 'index.html'), path.join(dir, `${page.path}.html`)].map((f) =>
      isFile(f) ? readFileSync(f) : undefined,
    );
    if (!folder || !flat) report(page.path, problem('CHECK041', { name: page.path.slice(1) }));
    else if (!folder.equals(flat)) report(page.path, problem('CHECK030', { name: page.path.slice(1) }));
  }
  // Cloudflare Pages publishes every dotfile (but .git): nothing in the site may start with a dot, but /.well-known/.
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const steps = entry.split(path.sep);
    const dotted = steps.at(-1)!;
    if (dotted.startsWith('.') && !steps.slice(0, -1).some((step) => step.startsWith('.')) && entry !== '.well-known')
      report(`/${entry.split(path.sep).join('/')}`, problem('CHECK031', { dotted }));
  }
}
