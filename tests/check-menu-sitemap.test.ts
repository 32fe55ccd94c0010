// npm run check verifies that pages of any kind are first-class, from the HTML: each menu item is lit on the page it
// links to (unless that page or its kind names another), and every page in sitemap.xml is linked from /Sitemap.
// The pages are rendered here exactly as the prerenderer renders them, into a folder laid out as the build lays it out.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { checkSite, formatProblem, htmlFileOf } from '../src/check/checkSite.ts';
import { fixtureText, load, mutate, ROOT } from './support/fixture.ts';
import { renderRoute } from './support/render.tsx';

const FAQ =
  '  - path: /Faq\n    kind: info\n    title: Questions\n    description: Answers to the questions clients ask us most about custom software and support.\n';
const SITEMAP =
  '  - path: /Sitemap\n    kind: info\n    title: Sitemap\n    description: Every page of the fixture site, in groups, for visitors who look for one page.\n    sections:\n      - type: sitemap\n        groups:\n          - { heading: Products, from: { kind: product } }\n';

function site() {
  let text = mutate(fixtureText(), '  - path: /404\n', FAQ + SITEMAP + '  - path: /404\n');
  text = mutate(
    text,
    '  - { id: contact, label: Contact, to: /ContactPage }\n',
    '  - { id: contact, label: Contact, to: /ContactPage }\n  - { id: faq, label: FAQ, to: /Faq }\n',
  );
  const { resolved, problems } = load(text);
  expect(problems).toEqual([]);
  return resolved!;
}

/** Writes every page as the build would, with `edit` applied to one route's HTML; returns the folder. */
function build(name: string, edit?: { route: string; change: ($: cheerio.CheerioAPI) => void }): string {
  const dir = path.join(ROOT, '.tmp/check-menu-sitemap', name);
  rmSync(dir, { recursive: true, force: true });
  const resolved = site();
  for (const page of resolved.pages) {
    const file = page.path === '/404' ? path.join(dir, '404.html') : path.join(dir, page.path.slice(1), 'index.html');
    mkdirSync(path.dirname(file), { recursive: true });
    const $ = renderRoute(resolved, page.path);
    if (edit?.route === page.path) edit.change($);
    writeFileSync(file, $.html());
  }
  expect(htmlFileOf(dir, '/Faq')).toBeDefined();
  return dir;
}

/** The checker's findings about the menu and /Sitemap (the rest of a real build is not written here). */
const menuAndSitemapProblems = (dir: string) =>
  checkSite(dir, site())
    .problems.map(formatProblem)
    .filter((p) => /links here|not linked from/.test(p));

describe('npm run check: pages of any kind are first-class', () => {
  it('finds a page of kind info, with a menu entry, lit and on /Sitemap', () => {
    expect(menuAndSitemapProblems(build('clean'))).toEqual([]);
  });

  it('reports a menu item that is not lit on the page it links to', () => {
    const dir = build('unlit', {
      route: '/Faq',
      change: ($) => {
        $('.menu-link[aria-current]').removeAttr('aria-current');
      },
    });
    expect(menuAndSitemapProblems(dir)).toEqual([
      '/Faq → CHECK014  the menu item "FAQ" links here, but the page lights nothing',
    ]);
  });

  it('reports a page that /Sitemap does not link to', () => {
    const dir = build('unlisted', {
      route: '/Sitemap',
      change: ($) => {
        $('main a[href="/Faq"]').remove();
      },
    });
    expect(menuAndSitemapProblems(dir)).toEqual(['/Faq → CHECK015  is in sitemap.xml but not linked from /Sitemap']);
  });
});
