// The trust details a government buyer looks for (site.registrations, site.certificates, site.empanelments), and the
// home page's flagship products. On the real built site, still OWNER, none of the numbers is published; on the
// walk-through site, filled in as docs/guide/facts.md "Fill in the registrations and certificates" shows, the footer, the Who We Are
// page and the Organization JSON-LD carry them. A mistyped number is refused at its line with advice that, followed,
// is accepted; a lapsed certificate is warned of and left off. The flagship products (featured: true) are listed on
// the home page above the client logos, linking to their pages.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { load as parseHtml } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { htmlFileOf } from '../src/check/checkSite.ts';
import { loadSiteText } from '../src/contract/loadSite.ts';
import { applyFix, type Code } from '../src/core/problems.ts';
import { DIST } from './support/browser.ts';
import { builtClient } from './support/builds.ts';
import { ROOT } from './support/fixture.ts';
import { renderRoute } from './support/render.tsx';
import { GUIDE, guideExample } from './support/walkthrough.ts';
import { realSite } from './support/realSite.ts';

const SITE = readFileSync(path.join(ROOT, 'site.yaml'), 'utf8');
const load = (text: string) => loadSiteText(text, { publicDir: path.join(ROOT, 'public') });
const EXAMPLE = guideExample(GUIDE.facts, '### Fill in the registrations and certificates');
/** site.yaml with the guide's example in place of the OWNER lines, as the walk-through says. */
const FILLED =
  SITE.slice(0, SITE.indexOf('  registrations:\n')) + EXAMPLE + SITE.slice(SITE.indexOf('  copyrightOwner:'));
const lineOf = (text: string, needle: string) => text.slice(0, text.indexOf(needle)).split('\n').length;
const builtPage = (root: string, route: string) => parseHtml(readFileSync(htmlFileOf(root, route)!, 'utf8'));
/** The organisation the page tells search engines about (one entry of its JSON-LD graph). */
const jsonLd = ($: ReturnType<typeof parseHtml>) => {
  const graph = JSON.parse($('script[type="application/ld+json"]').text())['@graph'] as Record<string, any>[];
  const organisation = graph.find((entry) => entry['@type'] === 'Organization');
  if (!organisation) throw new Error('the page tells search engines of no organisation');
  return organisation;
};

describe('the real site, its registrations still OWNER', () => {
  it('publishes none of them: no footer line, no section on /WhoWeAre, nothing in the JSON-LD, no "OWNER" on any page', () => {
    expect(SITE).toMatch(/cin: OWNER/);
    const about = builtPage(DIST, '/WhoWeAre');
    expect(about('#Registrations').length).toBe(0);
    expect(about('.footer-registrations').length).toBe(0);
    const data = jsonLd(builtPage(DIST, '/'));
    for (const key of ['taxID', 'vatID', 'identifier', 'hasCredential', 'memberOf'])
      expect(data).not.toHaveProperty(key);
    const { resolved } = realSite();
    const shown = resolved!.pages
      .filter((p) => builtPage(DIST, p.path)('body').text().includes('OWNER'))
      .map((p) => p.path);
    expect(shown).toEqual([]);
  });
});

describe('docs/guide/facts.md "Fill in the registrations and certificates", followed on the walk-through site', () => {
  const CLIENT = builtClient('walkthrough');

  it('shows the CIN, the GSTIN and the certificates in the footer of every page', () => {
    for (const route of ['/', '/Products', '/ContactPage']) {
      const footer = builtPage(CLIENT, route)('footer .footer-registrations');
      expect(
        footer
          .find('div')
          .map((_, d) => footer.find(d).text())
          .get(),
      ).toEqual([
        'CIN U72200MH2014PTC254871',
        'GSTIN 27AABCV4821K1Z6',
        'Certificates ISO 9001:2015 · ISO/IEC 27001:2022',
      ]);
    }
  });

  it('shows every number, certificate and empanelment on /WhoWeAre', () => {
    const $ = builtPage(CLIENT, '/WhoWeAre');
    const section = $('#Registrations');
    expect(section.find('h2').text()).toBe('Registrations and certificates');
    expect(
      section
        .find('dl div')
        .map((_, d) => $(d).find('dt').text() + ': ' + $(d).find('dd').text())
        .get(),
    ).toEqual([
      'CIN: U72200MH2014PTC254871',
      'GSTIN: 27AABCV4821K1Z6',
      'Udyam registration: UDYAM-MH-26-0048213',
      'GeM seller ID: GEM-SELLER-7H2K9Q',
    ]);
    expect(
      section
        .find('li')
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual([
      'ISO 9001:2015No. QMS-IN-58213, issued by Bureau of Quality Certification Pvt. Ltd., valid until 31 March 2028',
      'ISO/IEC 27001:2022No. ISMS-IN-20417, issued by Bureau of Quality Certification Pvt. Ltd., valid until 30 September 2027',
      'Maharashtra Information Technology CorporationSoftware development and maintenance, since 2021, valid until 31 December 2027',
    ]);
  });

  it('carries them in the Organization JSON-LD, which parses', () => {
    const data = jsonLd(builtPage(CLIENT, '/'));
    expect(data['@type']).toBe('Organization');
    expect(data.taxID).toBe('27AABCV4821K1Z6');
    expect(data.vatID).toBe('27AABCV4821K1Z6');
    expect(data.identifier).toEqual([
      {
        '@type': 'PropertyValue',
        propertyID: 'CIN',
        name: 'Corporate Identity Number (CIN)',
        value: 'U72200MH2014PTC254871',
      },
      {
        '@type': 'PropertyValue',
        propertyID: 'UDYAM',
        name: 'Udyam registration number',
        value: 'UDYAM-MH-26-0048213',
      },
      { '@type': 'PropertyValue', propertyID: 'GeM', name: 'GeM seller ID', value: 'GEM-SELLER-7H2K9Q' },
    ]);
    expect(data.hasCredential[0]).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'certificate',
      name: 'ISO 9001:2015',
      identifier: 'QMS-IN-58213',
      recognizedBy: { '@type': 'Organization', name: 'Bureau of Quality Certification Pvt. Ltd.' },
      expires: '2028-03-31',
    });
    expect(data.memberOf).toEqual([
      {
        '@type': 'ProgramMembership',
        programName: 'Software development and maintenance',
        hostingOrganization: { '@type': 'Organization', name: 'Maharashtra Information Technology Corporation' },
      },
    ]);
  });
});

describe('a number typed wrong is refused at its line, and the advice, followed, is accepted', () => {
  const CASES: { name: string; typed: [string, string]; code: Code; message: RegExp; fixed?: true }[] = [
    {
      name: 'a CIN in small letters with spaces',
      typed: ['cin: U72200MH2014PTC254871', 'cin: u72200 mh2014 ptc254871'],
      code: 'FACT028',
      message: /write the CIN in capitals without spaces.*: "(U72200MH2014PTC254871)"$/,
      fixed: true,
    },
    {
      name: 'a CIN with a character missing',
      typed: ['cin: U72200MH2014PTC254871', 'cin: U72200MH2014PTC25487'],
      code: 'FACT026',
      message:
        /the CIN "U72200MH2014PTC25487" has 20 characters, and a CIN has 21 characters: L or U, 5 digits, 2 letters for the state/,
    },
    {
      name: 'a CIN with a digit for a letter of the state',
      typed: ['cin: U72200MH2014PTC254871', 'cin: U72200M12014PTC254871'],
      code: 'FACT027',
      message:
        /^characters 7–8 of the CIN "U72200M12014PTC254871" \("M1"\) should be the state, 2 letters \(MH for Maharashtra\)/,
    },
    {
      name: 'a GSTIN with one character mistyped',
      typed: ['gstin: 27AABCV4821K1Z6', 'gstin: 27AABCV4821K1Z8'],
      code: 'FACT025',
      message:
        /the last character of the GSTIN "27AABCV4821K1Z8" is a check on the 14 before it.*\(with these 14 it is "(6)"\)/,
      fixed: true,
    },
    {
      name: "a GSTIN of another state's registration",
      typed: ['gstin: 27AABCV4821K1Z6', 'gstin: 29AABCV4821K1Z2'],
      code: 'FACT024',
      message: /starts with the state code 29, and the office \(site\.address\) is in Maharashtra, whose code is 27/,
    },
    {
      name: 'a GSTIN in small letters',
      typed: ['gstin: 27AABCV4821K1Z6', 'gstin: 27aabcv4821k1z6'],
      code: 'FACT023',
      message: /write the GSTIN in capitals.*: "27AABCV4821K1Z6"$/,
      fixed: true,
    },
    {
      name: 'a Udyam number without its hyphens',
      typed: ['udyam: UDYAM-MH-26-0048213', 'udyam: UDYAM MH 26 0048213'],
      code: 'FACT032',
      message: /write the Udyam registration number in capitals with hyphens.*: "UDYAM-MH-26-0048213"$/,
      fixed: true,
    },
    {
      name: 'a Udyam number short of a digit',
      typed: ['udyam: UDYAM-MH-26-0048213', 'udyam: UDYAM-MH-26-004821'],
      code: 'FACT031',
      message: /is not in its form, UDYAM-MH-00-0000000/,
    },
  ];
  for (const c of CASES) {
    it(c.name, () => {
      const text = FILLED.replace(c.typed[0], c.typed[1]);
      expect(text).not.toBe(FILLED);
      const { problems } = load(text);
      expect(problems.map((p) => p.line)).toEqual([lineOf(text, c.typed[1])]);
      expect(problems[0].code).toBe(c.code);
      expect(problems[0].message).toMatch(c.message);
      if (!c.fixed) {
        expect(problems[0].fix).toBeUndefined();
        return;
      }
      // The fix writes the number as the certificate prints it: the line as it was before it was typed wrong.
      const fixed = applyFix(text, problems[0])!;
      expect(fixed).toBe(FILLED);
      expect(load(fixed).problems).toEqual([]);
    });
  }
});

describe('certificates and empanelments', () => {
  it('a certificate past its last valid day is warned of at that line and no longer shown', () => {
    const text = FILLED.replace('validUntil: "2027-09-30"', 'validUntil: "2025-09-30"');
    const { problems, warnings = [], resolved } = load(text);
    expect(problems).toEqual([]);
    const lapsed = warnings.filter((w) => w.code === 'FACT015');
    expect(lapsed.map((w) => [w.line, w.message])).toEqual([
      [
        lineOf(text, '"2025-09-30"'),
        'the certificate "ISO/IEC 27001:2022" was valid until 2025-09-30, so it is no longer shown as valid on the site; write the date of the renewed certificate, or delete the entry',
      ],
    ]);
    const $ = renderRoute(resolved!, '/WhoWeAre');
    expect($('footer .footer-certificates dd').text()).toBe('ISO 9001:2015');
    expect($('#Registrations').text()).not.toContain('27001');
    expect(renderRoute(resolved!, '/')('script[type="application/ld+json"]').text()).not.toContain('27001');
  });

  it('a last valid day that is not on the calendar is refused at its line, with the days of its month', () => {
    const text = FILLED.replace('validUntil: "2027-09-30"', 'validUntil: "2027-09-31"');
    const { problems } = load(text);
    expect(problems.map((p) => [p.line, p.code, p.message])).toEqual([
      [
        lineOf(text, '"2027-09-31"'),
        'SCHEMA029',
        '"validUntil" is 2027-09-31, a day that does not exist: September 2027 has 30 days; check the date',
      ],
    ]);
  });

  it('one half filled in is not shown, with a warning naming what is left', () => {
    const text = FILLED.replace('number: ISMS-IN-20417', 'number: OWNER');
    const { problems, warnings = [], resolved } = load(text);
    expect(problems).toEqual([]);
    expect(warnings.filter((w) => w.code === 'FACT014').map((w) => w.message)).toEqual([
      'the certificate "ISO/IEC 27001:2022" is not shown until number is filled in in place of OWNER',
    ]);
    expect(renderRoute(resolved!, '/WhoWeAre')('#Registrations').text()).not.toContain('27001');
  });
});

describe("the home page's flagship products", () => {
  const { resolved } = realSite();
  const featured = resolved!.pages.filter(
    (p) =>
      p.lang === 'en' &&
      p.kind === 'product' &&
      SITE.includes(`  - path: ${p.path}\n    kind: product\n    featured: true`),
  );

  for (const [lang, home] of [
    ['en', '/'],
    ['mr', '/mr/'],
  ] as const) {
    it(`are listed on ${home} above the client logos, each linking to its built product page (${lang})`, () => {
      const $ = builtPage(DIST, home);
      const sections = $('main > section')
        .map((_, s) => $(s).attr('id'))
        .get();
      expect(sections.indexOf('Flagship_Products')).toBeGreaterThan(-1);
      expect(sections.indexOf('Flagship_Products')).toBeLessThan(sections.indexOf('Clients_Carousel'));
      const cards = $('#Flagship_Products .card')
        .map((_, card) => ({ title: $(card).find('h3').text(), to: $(card).find('a').attr('href')! }))
        .get();
      expect(cards.length).toBe(featured.length);
      expect(cards.length).toBeGreaterThanOrEqual(3);
      expect(cards.length).toBeLessThanOrEqual(6);
      expect(cards.map((c) => c.to)).toEqual(featured.map((p) => (lang === 'en' ? p.path : `/mr${p.path}`)));
      for (const card of cards) {
        expect(existsSync(htmlFileOf(DIST, card.to)!), card.to).toBe(true);
        expect(builtPage(DIST, card.to)('h1').text()).toBe(card.title);
      }
    });
  }

  it('a list of featured products with none featured is refused at its line, and adding featured: true is accepted', () => {
    const text = SITE.replaceAll('    featured: true # one of the flagships the home page names\n', '');
    const { problems } = load(text);
    expect(problems.map((p) => [p.line, p.message])).toEqual([
      [
        lineOf(text, 'from: { kind: product, featured: true }'),
        'no page of the kind product says featured: true, so this list would be empty; add the line "featured: true" under the title of each page it should list',
      ],
    ]);
    const fixed = text.replace(
      '    title: Pension Illustration (SOPI)\n',
      '    title: Pension Illustration (SOPI)\n    featured: true\n',
    );
    expect(load(fixed).problems).toEqual([]);
  });
});
