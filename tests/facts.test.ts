// One place per fact: the real site's pages refer to the office's address, phones, e-mails and chat number, so a move
// of the office is one edit to site.address and site.phones; every page, rendered as the prerenderer renders it, then
// holds none of the old street or number. And the built site shows every fact where its text refers to it.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../src/contract/loadSite.ts';
import { positionOf, ROOT } from './support/fixture.ts';
import { renderRoute } from './support/render.tsx';
import { GUIDE, guideExample } from './support/walkthrough.ts';
import { Outliner } from '../src/media/outlines.ts';

const SITE = readFileSync(path.join(ROOT, 'site.yaml'), 'utf8');
const load = (text: string) => loadSiteText(text, { publicDir: path.join(ROOT, 'public') });

describe('the real site', () => {
  it('types no fact twice: validate warns of none', () => {
    const { problems, warnings = [] } = load(SITE);
    expect(problems).toEqual([]);
    expect(warnings.filter((w) => w.code === 'FACT010' || w.code === 'FACT011')).toEqual([]);
  });

  it('moves office with one edit to site.address and site.phones: no page holds the old street or number', () => {
    const before = load(SITE).resolved!;
    const old = [
      'Office 402',
      'Sahyadri Business Centre',
      'Baner Road',
      'Baner%20Road',
      '411045',
      '00000 00000',
      '910000000000',
    ];
    // The old facts are on the pages now (else the test would prove nothing).
    const html = (site: typeof before) => site.pages.map((p) => [p.path, renderRoute(site, p.path).html()] as const);
    const shownBefore = html(before)
      .map(([, h]) => h)
      .join('\n');
    for (const o of old) expect(shownBefore, o).toContain(o);

    let moved = SITE.replace(
      '    lines: [Office 402, Sahyadri Business Centre, Baner Road]\n',
      '    lines: [Unit 7, Riverside Tech Park, Aundh Road]\n',
    ).replace('    postalCode: "411045"\n', '    postalCode: "411007"\n');
    moved = moved.replace(
      '    - { id: office, label: Office, number: "+91 00000 00000" }',
      '    - { id: office, label: Office, number: "+91 98220 12345" }',
    );
    expect(moved).not.toBe(SITE);
    const { problems, resolved } = load(moved);
    expect(problems).toEqual([]);
    for (const [page, h] of html(resolved!)) {
      for (const o of old) expect(h.includes(o), `${page} still shows "${o}"`).toBe(false);
    }
    const contact = renderRoute(resolved!, '/ContactPage');
    // The map's alt text and title (its description for people who cannot see it) name the new street.
    const map = JSON.parse(contact('[data-island="map"]').attr('data-props')!) as {
      title: string;
      picture: { alt: string };
    };
    expect(map.picture.alt).toBe('A street map around Aundh Road, Pune, with a pin on Riverside Tech Park');
    expect(map.title).toBe('Map of the Vistaar Software office on Aundh Road, Pune');
    expect(contact('img.map-picture').attr('alt')).toBe(map.picture.alt);
    expect(contact('main').text()).toContain('Aundh Road');
    expect(contact('main').text()).toContain('411007');
    const home = renderRoute(resolved!, '/');
    expect(
      home(
        'footer a[href="https://wa.me/919822012345?text=Hello%2C%20I%20would%20like%20to%20know%20more%20about%20your%20software%20services."]',
      ).length,
    ).toBeGreaterThan(0);
    expect(home('footer a[href="tel:+919822012345"]').length).toBeGreaterThan(0);
  });
});

describe("the map's picture after an office move", () => {
  const move = (text: string) =>
    text
      .replace(
        '    lines: [Office 402, Sahyadri Business Centre, Baner Road]\n',
        '    lines: [Unit 7, Riverside Tech Park, Aundh Road]\n',
      )
      .replace('    postalCode: "411045"\n', '    postalCode: "411007"\n');
  const mapWarnings = (result: ReturnType<typeof load>) => (result.warnings ?? []).filter((w) => w.code === 'FILE031');

  it('is warned about at its line while it names the old streets; drawn again as the warning says, no page or picture names the old street', async () => {
    expect(mapWarnings(load(SITE))).toEqual([]);
    const moved = move(SITE);
    expect(moved).not.toBe(SITE);
    expect(mapWarnings(load(moved))).toMatchObject([
      {
        ...positionOf(moved, '/images/contact/office-map.svg'),
        code: 'FILE031',
        message:
          'the map\'s picture (public/images/contact/office-map.svg) names "Baner Road", "Mula River" and no part of the office\'s address (site.address: Unit 7, Riverside Tech Park, Aundh Road, Pune), so it shows another place, most likely the office before a move; draw or photograph the streets around the new address into it, with the street named as site.address names it ("Aundh Road"), or take the picture: line out of site.map to show the address and the map\'s button alone',
      },
    ]);

    // The advice followed: the streets around the new office drawn into the picture, its street named as site.address names it.
    const dir = mkdtempSync(path.join(os.tmpdir(), 'map-move-'));
    try {
      cpSync(path.join(ROOT, 'public'), dir, { recursive: true });
      const file = path.join(dir, 'images/contact/office-map.svg');
      // Its words renamed in its source (artwork/), and drawn as outlines again, as npm run draw-artwork draws them.
      const source = readFileSync(path.join(ROOT, 'artwork/images/contact/office-map.svg'), 'utf8')
        .replace(/Sahyadri Business Centre/g, 'Riverside Tech Park')
        .replace(/Baner/g, 'Aundh');
      writeFileSync(file, (await Outliner.load()).outline(source));
      const result = loadSiteText(moved, { publicDir: dir });
      expect(result.problems).toEqual([]);
      expect(mapWarnings(result)).toEqual([]);
      expect(result.resolved!.files).toContain('/images/contact/office-map.svg');
      const published = [
        ...result.resolved!.pages.map((p) => renderRoute(result.resolved!, p.path).html()),
        readFileSync(file, 'utf8'),
      ];
      for (const text of published) expect(text).not.toMatch(/Baner|Sahyadri Business|411045/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    // The other advice: without its picture the map shows the address and its button alone, with no warning.
    const pictureless = moved.replace(/^ {4}picture: \{ src: \/images\/contact\/office-map\.svg.*\n/m, '');
    expect(pictureless).not.toBe(moved);
    const plain = load(pictureless);
    expect(plain.problems).toEqual([]);
    expect(mapWarnings(plain)).toEqual([]);
    const contact = renderRoute(plain.resolved!, '/ContactPage');
    expect(contact('.map-picture').length).toBe(0);
    expect(contact('main address').text()).toContain('Aundh Road');
    const home = renderRoute(plain.resolved!, '/');
    expect(home('.map-card address').text()).toContain('Aundh Road');
  });
});

describe('docs/guide/facts.md "Add a second office"', () => {
  it('pasted as it says, shows the office on the contact page after the main one', () => {
    const text = SITE.replace('  phones: #', `${guideExample(GUIDE.facts, '### Add a second office')}  phones: #`);
    expect(text).not.toBe(SITE);
    const { problems, resolved } = load(text);
    expect(problems).toEqual([]);
    const shown = renderRoute(resolved!, '/ContactPage')('.contact-columns').text();
    expect(shown).toMatch(/Office 402.*Mumbai office.*5 Harbour Road.*Fort.*Mumbai 400001/s);
  });
});

describe('the built site', () => {
  const pages = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? pages(path.join(dir, e.name)) : e.name.endsWith('.html') ? [path.join(dir, e.name)] : [],
    );
  const built = pages(path.join(ROOT, 'dist/client'));

  it('shows each fact where its text refers to it, and no reference as written', () => {
    expect(built.length).toBeGreaterThan(60);
    for (const file of built) expect(readFileSync(file, 'utf8'), file).not.toMatch(/\$(address|phone|email|chat)\b/);
    const whatsapp = readFileSync(path.join(ROOT, 'dist/client/WhatsAppChatbot.html'), 'utf8');
    expect(whatsapp).toContain('Office 402, Sahyadri Business Centre, Baner Road, Pune, Maharashtra 411045, India');
    const contact = readFileSync(path.join(ROOT, 'dist/client/ContactPage.html'), 'utf8');
    expect(contact).toContain('Our office is on Baner Road in Pune.');
    expect(contact).toContain(
      'https://maps.example/embed?q=Office%20402%2C%20Sahyadri%20Business%20Centre%2C%20Baner%20Road%2C%20Pune%2C%20Maharashtra%20411045%2C%20India',
    );
  });
});
