// A corpus of edits a site owner makes in a plain editor: typing, pasting from Word, WhatsApp and spreadsheets, copying
// an entry and changing too little, deleting and renaming pages, unusual characters. Each, made in the fixture site,
// ends one of two ways:
//   - accepted, and the page, rendered exactly as the prerenderer renders it, shows what was meant;
//   - refused with one message at its line and column, whose advice, applied here literally by `applyAdvice` (or, where
//     it cannot be applied by rote, by the edit `fix` names), gives a site that is accepted and shows what was meant.
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { brochureCharacters } from '../src/media/brochureFont.ts';
import { sitemapXml } from '../src/build/outputs/hostFiles.ts';
import { loadSiteText, type ResolvedSite } from '../src/contract/loadSite.ts';
import { CACHE_DIR } from '../src/core/paths.ts';
import { applyFix, formatProblems, type Code, type Problem } from '../src/core/problems.ts';
import { mailerVars } from '../src/shared/formContract.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate, positionOf, ROOT } from './support/fixture.ts';
import { renderRoute } from './support/render.tsx';

/** The icons the schema offers, in its order (schemas/site.schema.json). */
const ICONS: string[] = JSON.parse(readFileSync(path.join(ROOT, 'schemas/site.schema.json'), 'utf8')).$defs.IconName
  .enum;

type Edit = [find: string, replace: string];
interface Case {
  name: string;
  edits: Edit[];
  /** Refused: where (the text the problem starts at in the edited file, or [text, offset into it]) and the first message. */
  refused?: { at: string | [string, number]; code: Code; message: string; count?: number };
  /** Built, with a warning at its line (the first one, when there are several) whose advice, followed, leaves none. */
  warned?: { at: string | [string, number]; code: Code; message: string };
  /** The advice applied by hand, where no rule below can apply it (the same edit a person would make). */
  fix?: Edit[];
  /** Files of public/ the advice renames, as the person renames them before following the rest of it. */
  renames?: [from: string, to: string][];
  /** The meant page: its path and, by CSS selector, the text (every match, joined by " | ") or the number of matches. */
  page: string;
  html: Record<string, string | number | RegExp>;
  /** Anything else the meant site must hold. */
  also?: (site: ResolvedSite) => void;
}

const lines = (text: string) => text.split('\n');

/** The office's map on the contact page, above its form (the fixture has none). */
const MAP_SECTION: Edit = [
  '      - { type: form, id: Get_In_Touch,',
  '      - { type: map, id: Visit, heading: Visit us }\n      - { type: form, id: Get_In_Touch,',
];

/** Problems whose advice a program cannot apply from the problem alone: the edit is on another line. */
const ADVICE_BY_HAND = new Set<Code>(['PAGE006']);

/**
 * Follows a problem's advice to the letter: its fix, where the words say exactly what to type (src/core/problems/
 * catalogue.ts). The one rule below is for advice that edits another line than the problem's.
 */
function applyAdvice(text: string, p: Problem): string | undefined {
  if (p.fix) return applyFix(text, p);
  expect(ADVICE_BY_HAND.has(p.code), `${p.code} has a fix`).toBe(true);
  const all = lines(text);
  let m: RegExpExecArray | null;
  if (p.code === 'PAGE006' && (m = /Write (kind: \w+) to keep/.exec(p.message))) {
    // The page's own kind: line, above the field the message is at.
    let k = p.line - 1;
    while (k > 0 && !/^\s+kind: /.test(all[k])) k--;
    all[k] = all[k].replace(/kind: \w+/, m[1]);
    return all.join('\n');
  }
  return undefined;
}

/** As npm run validate checks a site: its files, and what its brochures' fonts can draw. */
let fonts: ReadonlySet<number>;
/** The fixture's public/ with a camera's pictures added: IMG_0042.JPG as the camera names it, an upright and a wide photo. */
const PUBLIC = path.join(ROOT, '.tmp/owner-mistakes-public');
beforeAll(async () => {
  fonts = await brochureCharacters(CACHE_DIR);
  rmSync(PUBLIC, { recursive: true, force: true });
  cpSync(FIXTURE_PUBLIC, PUBLIC, { recursive: true });
  mkdirSync(path.join(PUBLIC, 'images/photos'), { recursive: true });
  const photo = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#4a7a9c' } })
      .jpeg()
      .toBuffer();
  writeFileSync(path.join(PUBLIC, 'images/photos/IMG_0042.JPG'), await photo(1600, 1200));
  writeFileSync(path.join(PUBLIC, 'images/photos/upright.jpg'), await photo(1200, 1600));
  writeFileSync(path.join(PUBLIC, 'images/photos/wide.jpg'), await photo(2732, 1537));
  writeFileSync(path.join(PUBLIC, 'images/photos/WhatsApp Image 2026-11-20 at 10.15.32.jpeg'), await photo(1600, 1200));
  mkdirSync(path.join(PUBLIC, 'downloads'), { recursive: true });
  writeFileSync(
    path.join(PUBLIC, 'downloads/company-profile.pdf'),
    '%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n',
  );
  writeFileSync(path.join(PUBLIC, 'downloads/tender.pdf'), Buffer.from('MZ\x90\x00 a program renamed'));
});
const load = (text: string) => loadSiteText(text, { publicDir: PUBLIC, brochureCharacters: fonts });

const edited = (edits: Edit[], text = fixtureText()) =>
  edits.reduce((t, [find, replace]) => mutate(t, find, replace), text);

const SOPI_TITLE = '    title: Pension Illustration\n';
const FEATURE = '        - { title: Automatic calculation, text: Pension and gratuity. }\n';
const SOPI_PRODUCT = '    product:\n      descriptionId: sopi\n      description: Calculates pensions.\n';
const WITH_USERS =
  SOPI_PRODUCT +
  '      users:\n        - Medical officers at Primary Health Centres\n        - District pension and accounts officers\n';
const USERS = 'main .checklist li';
/** A product added after /Sopi with words of its own; `extra` lines after its description, `feature` its one feature. */
const GPF = (extra: string, feature: string) =>
  `  - path: /Gpf\n    kind: product\n    title: Provident Fund Online\n    description: Provident fund accounts of Zilla Parishad staff kept online, with advances and statements.\n${extra}    product:\n      description: Keeps provident fund accounts.\n      features:\n${feature}  - path: /ContactPage\n`;
/** A card linking to a partner's website at `to` (as typed), added after the fixture's Faster care card. */
const FASTER_CARE = '          - { title: Faster care, text: Short text., more: The longer text behind the toggle. }\n';
const partnerCard = (to: string): Edit => [
  FASTER_CARE,
  `${FASTER_CARE}          - { title: Our partner, text: A clinic network., link: { label: Visit website, to: ${to} } }\n`,
];
const GPF_FEATURE = '        - { title: Online accounts, text: Every account kept online. }\n';
const WEB_TITLE = '    title: Website Development\n';
const WEB_SECTION = '      - { type: prose, id: Website_Development, heading: Websites, body: We build websites. }\n';
const WEB_SECTION_BLOCK = (body: string) =>
  `      - type: prose\n        id: Website_Development\n        heading: Websites\n        body: |-\n          ${body}\n`;
const CARD =
  '          - { title: Website Development, text: Sites., link: { label: Learn more, to: /WebsiteDevelopment#Website_Development } }\n';

const CASES: Case[] = [
  // ---------------------------------------------------------------- typing
  {
    name: "a partner's website copied from a sentence, its full stop with it",
    edits: [partnerCard('"https://www.clinic-network.example/about."')],
    warned: {
      at: '"https://www.clinic-network.example/about."',
      code: 'LINK022',
      message:
        'this address ends with ".", as a sentence goes on after an address, and the link would ask the other site for a page of that name, which it may not have; write https://www.clinic-network.example/about',
    },
    page: '/Healthcare',
    html: { '.card a[href="https://www.clinic-network.example/about"]': 1 },
  },
  {
    name: "a partner's website written as a browser's bar shows it, without https://",
    edits: [partnerCard('www.clinic-network.example/about')],
    refused: {
      at: 'www.clinic-network.example/about',
      code: 'SCHEMA034',
      message:
        '"to" "www.clinic-network.example/about" is not of its form (Where a link goes: /Path, /Path#anchor, #anchor, /downloads/file.pdf (a file under public/downloads/), https://… (or http://… for a site that has no https, with a warning), mailto:…, phone:<id from site.phones>, email:<id from site.emails>, chat: or chat:<message>): write https://www.clinic-network.example/about',
    },
    page: '/Healthcare',
    html: { '.card a[href="https://www.clinic-network.example/about"][rel="noopener noreferrer"]': 1 },
  },
  {
    name: 'a title that starts with a word in quotes, a colon further on',
    edits: [[SOPI_TITLE, '    title: "Paperless" pensions: the illustration\n']],
    refused: {
      at: 'pensions: the illustration',
      code: 'YAML024',
      message:
        'this text starts with a quote, so YAML ends it at the closing quote and cannot read the words after it; to show it as typed, quotes and all, put all of it in quotes: \'"Paperless" pensions: the illustration\'',
    },
    page: '/Sopi',
    html: { h1: '"Paperless" pensions: the illustration' },
  },
  {
    name: 'a list entry indented one space more than the one above (it would be folded into it)',
    edits: [[SOPI_PRODUCT, WITH_USERS.replace('        - District', '         - District')]],
    refused: {
      at: '- District',
      code: 'YAML011',
      message:
        'this entry is indented 1 space too many, so it is read as more of the entry above; line it up with the other "- " entries',
    },
    page: '/Sopi',
    html: { [USERS]: 'Medical officers at Primary Health Centres | District pension and accounts officers' },
  },
  {
    name: 'a list entry indented three spaces more than the one above',
    edits: [[SOPI_PRODUCT, WITH_USERS.replace('        - District', '           - District')]],
    refused: {
      at: '- District',
      code: 'YAML011',
      message:
        'this entry is indented 3 spaces too many, so it is read as more of the entry above; line it up with the other "- " entries',
    },
    page: '/Sopi',
    html: { [USERS]: 'Medical officers at Primary Health Centres | District pension and accounts officers' },
  },
  {
    name: 'the first entry of a list indented one space short of the entries after it',
    edits: [['\npages:\n  - path: /\n', '\npages:\n - path: /\n']],
    refused: {
      at: [' - path: /\n', 1],
      code: 'YAML036',
      message: 'this entry is indented 1 space too few; it must line up with the other "- path:" entries',
    },
    page: '/',
    html: { h1: /\S/ },
  },
  {
    name: 'a list entry without its dash, indented under the one above',
    edits: [[SOPI_PRODUCT, WITH_USERS.replace('        - District', '          District')]],
    refused: {
      at: 'District pension',
      code: 'YAML012',
      message:
        'this line is read as more of the text above it, and a list entry is one line: join it to the line above (or, if it is an entry or field of its own, line it up with the others)',
    },
    fix: [['\n          District pension', '\n        - District pension']],
    page: '/Sopi',
    html: { [USERS]: 'Medical officers at Primary Health Centres | District pension and accounts officers' },
  },
  {
    name: 'a list entry begun with an en dash, as Word writes a hyphen typed at the start of a line',
    edits: [[SOPI_PRODUCT, WITH_USERS.replace('        - District', '        \u2013 District')]],
    refused: {
      at: '\u2013 District',
      code: 'YAML043',
      message:
        'this line starts with an en dash (\u2013), where a list entry starts with a hyphen and a space; type "- " in its place',
    },
    page: '/Sopi',
    html: { [USERS]: 'Medical officers at Primary Health Centres | District pension and accounts officers' },
  },
  {
    name: 'a list copied from Word with its bullets, the first entry too',
    edits: [[SOPI_PRODUCT, WITH_USERS.replaceAll('        - ', '        \u2022\t')]],
    refused: {
      at: '\u2022\tMedical',
      code: 'YAML043',
      message:
        'this line starts with a bullet (\u2022), where a list entry starts with a hyphen and a space; type "- " in its place',
      count: 2,
    },
    page: '/Sopi',
    html: { [USERS]: 'Medical officers at Primary Health Centres | District pension and accounts officers' },
  },
  {
    name: 'a feature begun with an em dash among features begun with "- "',
    edits: [
      [FEATURE, `${FEATURE}        \u2014 { title: Three-level approval, text: Checked and approved online. }\n`],
    ],
    refused: {
      at: '\u2014 { title',
      code: 'YAML043',
      message:
        'this line starts with an em dash (\u2014), where a list entry starts with a hyphen and a space; type "- " in its place',
    },
    page: '/Sopi',
    html: { '#key .card-title': 'Automatic calculation | Three-level approval' },
  },
  {
    name: "a dash that carries a text on from the line above is the text's",
    edits: [
      [
        SOPI_PRODUCT,
        SOPI_PRODUCT.replace('Calculates pensions.\n', 'Calculates pensions\n        \u2013 for every office.\n'),
      ],
    ],
    page: '/Sopi',
    html: { '#sopi p': /^Calculates pensions \u2013 for every office\. \|/ },
  },
  {
    name: 'a feature card written on one line, with its fields run together',
    edits: [[FEATURE, '        - title: Automatic calculation text: Pension and gratuity. icon: document\n']],
    refused: {
      at: 'text: Pension',
      code: 'YAML019',
      message: '"text:" starts another field of this entry: put each field on its own line, lined up with "title"',
    },
    page: '/Sopi',
    html: {
      '#key .card-title': 'Automatic calculation',
      '#key .card-text': 'Pension and gratuity.',
      '#key .card-icon svg': 1,
    },
  },
  {
    name: 'fields inside { … } without the comma between them',
    edits: [[FEATURE, '        - { title: Automatic calculation text: Pension and gratuity. }\n']],
    refused: {
      at: 'text: Pension',
      code: 'YAML018',
      message: '"text:" starts another field of this entry: put a comma before it',
    },
    page: '/Sopi',
    html: { '#key .card-title': 'Automatic calculation', '#key .card-text': 'Pension and gratuity.' },
  },
  {
    name: 'a title broken over two lines',
    edits: [[SOPI_TITLE, '    title: Pension\n      Illustration\n']],
    refused: {
      at: 'Illustration\n',
      code: 'YAML012',
      message:
        'this line is read as more of the text above it, and "title" is one line: join it to the line above (or, if it is an entry or field of its own, line it up with the others)',
    },
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'a quoted title broken over two lines by a paste from Word',
    edits: [[SOPI_TITLE, '    title: "Pension\n      Illustration"\n']],
    refused: {
      at: 'Illustration"',
      code: 'YAML012',
      message:
        'this line is read as more of the text above it, and "title" is one line: join it to the line above (or, if it is an entry or field of its own, line it up with the others)',
    },
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'a sentence field that runs on to the next line is one paragraph, as meant',
    edits: [
      [
        FEATURE,
        '        - title: Automatic calculation\n          text: Pension and gratuity,\n            worked out from the service book.\n',
      ],
    ],
    page: '/Sopi',
    html: { '#key .card-text': 'Pension and gratuity, worked out from the service book.' },
  },
  {
    name: 'a misspelt kind is one message, not also every link to the page',
    edits: [
      ['    kind: product\n', '    kind: prodcut\n'],
      ['links: [/Products, {', 'links: [/Products, /Sopi, {'],
    ],
    refused: {
      at: 'prodcut',
      code: 'PAGE002',
      message:
        'unknown kind "prodcut" (did you mean "product"?); kinds: home, service, industry, product, listing, contact, info',
    },
    page: '/Sopi',
    html: {
      h1: 'Pension Illustration',
      '.menu-link[aria-current="page"]': 'Products',
      'footer a[href="/Sopi"]': 'Pension Illustration',
    },
  },
  {
    name: 'a misspelt field name',
    edits: [[SOPI_TITLE, '    titel: Pension Illustration\n']],
    refused: {
      at: 'titel',
      code: 'SCHEMA003',
      message:
        'unknown field "titel" (did you mean "title"?); allowed here: path, kind, title, description, summary, icon, card, template, nav, parent, inSitemap, draft, featured, image, aliases, piece, product, sections',
    },
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'a misspelt shared block is one message, not also the links to its anchor',
    edits: [['      - use: connect\n', '      - use: conect\n']],
    refused: {
      at: 'conect',
      code: 'PAGE001',
      message: 'there is no block "conect" (did you mean "connect"?); blocks: connect',
    },
    page: '/',
    html: { '#Connect h2': 'Talk to us' },
  },
  {
    name: 'a misspelt section type',
    edits: [['      - type: productTiles\n', '      - type: productTile\n']],
    refused: {
      at: 'productTile\n',
      code: 'SCHEMA020',
      message:
        'unknown section type "productTile" (did you mean "productTiles"?); section types: hero, prose, cards, carousel, logoGroups, testimonials, gallery, map, contactDetails, registrations, form, productTiles, sitemap',
    },
    page: '/Products',
    html: { '.tile a[href="/Sopi"]': 'Pension Illustration' },
  },
  {
    name: 'a misspelt link, with the page it meant',
    edits: [[CARD, CARD.replace('to: /WebsiteDevelopment#', 'to: /WebsiteDevelopmnt#')]],
    refused: {
      at: '/WebsiteDevelopmnt#',
      code: 'LINK003',
      message:
        'the link "/WebsiteDevelopmnt#Website_Development" leads nowhere: there is no page "/WebsiteDevelopmnt" (did you mean "/WebsiteDevelopment"?)',
    },
    page: '/',
    html: { '#Services .card a[href="/WebsiteDevelopment#Website_Development"]': 1 },
  },
  {
    name: 'a link to a page written without the / its address begins with',
    edits: [['actions: [{ label: Connect, to: /ContactPage,', 'actions: [{ label: Connect, to: ContactPage,']],
    refused: {
      at: 'ContactPage, style',
      code: 'SCHEMA034',
      message:
        '"to" "ContactPage" is not of its form (Where a link goes: /Path, /Path#anchor, #anchor, /downloads/file.pdf (a file under public/downloads/), https://… (or http://… for a site that has no https, with a warning), mailto:…, phone:<id from site.phones>, email:<id from site.emails>, chat: or chat:<message>): write /ContactPage',
    },
    page: '/',
    html: { '#Connect a[href="/ContactPage"]': 1 },
  },
  {
    name: "a link to one of the site's pages copied from the browser's address bar, with the site's address",
    edits: [[CARD, CARD.replace('to: /WebsiteDevelopment#', 'to: https://www.fixture.example/WebsiteDevelopment#')]],
    refused: {
      at: 'https://www.fixture.example/',
      code: 'LINK023',
      message:
        '"https://www.fixture.example/WebsiteDevelopment#Website_Development" is an address on this site (site.origin), and a link written so opens in a new tab as another site\'s would, and is not checked; write the page by its path: /WebsiteDevelopment#Website_Development',
    },
    page: '/',
    html: { '#Services .card a[href="/WebsiteDevelopment#Website_Development"]:not([target])': 1 },
  },
  {
    name: 'a misspelt menu id on a kind',
    edits: [
      [
        '  contact: { template: StandardPage, nav: contact }\n',
        '  contact: { template: StandardPage, nav: contcat }\n',
      ],
    ],
    refused: {
      at: 'contcat',
      code: 'PAGE005',
      message:
        'the nav id "contcat" does not exist (did you mean "contact"?); nav ids: home, products, contact; or write nav: null to light no menu item',
    },
    page: '/ContactPage',
    html: { '.menu-link[aria-current="page"]': 'Contact' },
  },
  {
    name: 'no space after a colon',
    edits: [[SOPI_TITLE, '    title:Pension Illustration\n']],
    refused: { at: ':Pension', code: 'YAML021', message: 'put a space after this colon' },
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'a link to a page that is not there, with nothing near it: no far-fetched suggestion',
    edits: [[CARD, CARD.replace('to: /WebsiteDevelopment#Website_Development', 'to: /Careers')]],
    refused: {
      at: '/Careers',
      code: 'LINK003',
      message: 'the link "/Careers" leads nowhere: there is no page "/Careers"',
    },
    fix: [['to: /Careers', 'to: /ContactPage']],
    page: '/',
    html: { '#Services .card a[href="/ContactPage"]': 1 },
  },

  // ---------------------------------------------------------------- pasted from Word and web pages
  {
    name: 'a zero-width space pasted from a web page',
    edits: [[SOPI_TITLE, '    title: Pension\u200B Illustration\n']],
    refused: {
      at: '\u200B',
      code: 'YAML005',
      message: 'there is an invisible character U+200B (a zero-width space) here; delete it',
    },
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'a zero-width space written as an escape inside "double quotes"',
    edits: [[SOPI_TITLE, '    title: "Pension\\u200B Illustration"\n']],
    refused: {
      at: '"Pension',
      code: 'YAML015',
      message: 'this text holds an invisible character U+200B (a zero-width space), written as an escape; delete it',
    },
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'a soft hyphen from Word',
    edits: [[SOPI_TITLE, '    title: Pension Illus\u00ADtration\n']],
    refused: {
      at: '\u00AD',
      code: 'YAML005',
      message: 'there is an invisible character U+00AD (a soft hyphen) here; delete it',
    },
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'a line separator (U+2028) inside a title',
    edits: [[SOPI_TITLE, '    title: Pension\u2028Illustration\n']],
    refused: {
      at: '\u2028',
      code: 'YAML005',
      message: 'there is an invisible character U+2028 (a line separator) here; delete it',
    },
    fix: [['Pension\u2028Illustration', 'Pension Illustration']],
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'a byte order mark in the middle of the file (two files pasted together)',
    edits: [[SOPI_TITLE, '    title: \uFEFFPension Illustration\n']],
    refused: {
      at: '\uFEFF',
      code: 'YAML005',
      message: 'there is an invisible character U+FEFF (a byte order mark) here; delete it',
    },
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'a right-to-left override hidden in a title',
    edits: [[SOPI_TITLE, '    title: Pension \u202EIllustration\n']],
    refused: { at: '\u202E', code: 'YAML005', message: 'there is an invisible character U+202E here; delete it' },
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'a line indented with a tab',
    edits: [[SOPI_TITLE, '\ttitle: Pension Illustration\n']],
    refused: {
      at: '\ttitle',
      code: 'YAML017',
      message: 'this line is indented with a tab; tabs cannot be used to indent, use spaces',
    },
    fix: [['\ttitle', '    title']],
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'curly quotes, an apostrophe, an en dash and a non-breaking space from Word are text',
    edits: [[SOPI_TITLE, '    title: Pension \u2013 \u201CIllustration\u201D\u00A0Officer\u2019s\n']],
    page: '/Sopi',
    html: { h1: 'Pension \u2013 \u201CIllustration\u201D\u00A0Officer\u2019s' },
  },
  {
    name: 'a colon followed by a space inside a text',
    edits: [[FEATURE, '        - title: Automatic calculation\n          text: Note: pension and gratuity.\n']],
    refused: {
      at: 'Note: pension',
      code: 'YAML020',
      message: 'the text of "text" contains a colon followed by a space; put this text in quotes',
    },
    page: '/Sopi',
    html: { '#key .card-text': 'Note: pension and gratuity.' },
  },
  {
    name: '"#1" inside a text would start a comment and drop the rest',
    edits: [[FEATURE, '        - title: Automatic calculation\n          text: Rated #1 for pension and gratuity.\n']],
    refused: {
      at: '#1',
      code: 'YAML013',
      message:
        'a "#" after a space starts a comment, so the rest of this line would be left out; put this text in quotes',
    },
    page: '/Sopi',
    html: { '#key .card-text': 'Rated #1 for pension and gratuity.' },
  },
  {
    name: '"# 1" (with a space) inside a text would start a comment too',
    edits: [
      [FEATURE, '        - title: Automatic calculation\n          text: We are # 1 for pension and gratuity.\n'],
    ],
    refused: {
      at: '# 1',
      code: 'YAML013',
      message:
        'a "#" after a space starts a comment, so the rest of this line would be left out; put this text in quotes',
    },
    page: '/Sopi',
    html: { '#key .card-text': 'We are # 1 for pension and gratuity.' },
  },
  {
    name: '"#1" inside { … } would swallow the closing bracket',
    edits: [[FEATURE, '        - { title: Automatic calculation, text: Rated #1 for pension. }\n']],
    refused: {
      at: '#1',
      code: 'YAML013',
      message:
        'a "#" after a space starts a comment, so the rest of this line would be left out; put this text in quotes',
    },
    page: '/Sopi',
    html: { '#key .card-text': 'Rated #1 for pension.' },
  },
  {
    name: 'a comma inside { … } splits the text',
    edits: [[FEATURE, '        - { title: Automatic calculation, text: Pension, gratuity and arrears. }\n']],
    refused: {
      at: 'gratuity and arrears.',
      code: 'SCHEMA002',
      message:
        '"gratuity and arrears." was read as a field name: a comma inside { … } splits the text there; put the whole text in quotes',
    },
    fix: [['text: Pension, gratuity and arrears.', 'text: "Pension, gratuity and arrears."']],
    page: '/Sopi',
    html: { '#key .card-text': 'Pension, gratuity and arrears.' },
  },
  {
    name: 'a title that starts with a [bracket]',
    edits: [[SOPI_TITLE, '    title: [New] Pension Illustration\n']],
    refused: {
      at: '[New]',
      code: 'YAML025',
      message: 'text cannot start with "[" unless it is in quotes; put this text in quotes',
    },
    page: '/Sopi',
    html: { h1: '[New] Pension Illustration' },
  },

  // ---------------------------------------------------------------- pasted from WhatsApp
  {
    name: 'WhatsApp *bold* at the start of a title',
    edits: [[SOPI_TITLE, '    title: *Pension* Illustration\n']],
    refused: {
      at: '*Pension*',
      code: 'YAML025',
      message: 'text cannot start with "*" unless it is in quotes; put this text in quotes',
    },
    page: '/Sopi',
    html: { h1: '*Pension* Illustration' },
  },
  {
    name: 'a handle starting with @',
    edits: [[WEB_TITLE, '    title: @WebsiteDevelopment\n']],
    refused: {
      at: '@Website',
      code: 'YAML025',
      message: 'text cannot start with "@" unless it is in quotes; put this text in quotes',
    },
    page: '/WebsiteDevelopment',
    html: { h1: '@WebsiteDevelopment' },
  },
  {
    name: '"& Co" at the start of a text',
    edits: [[WEB_TITLE, '    title: & Co Websites\n']],
    refused: {
      at: '& Co',
      code: 'YAML025',
      message: 'text cannot start with "&" unless it is in quotes; put this text in quotes',
    },
    page: '/WebsiteDevelopment',
    html: { h1: '& Co Websites' },
  },
  {
    name: 'an emoji and a family emoji (joined by ZWJ) in a page without a brochure are text',
    edits: [[WEB_TITLE, '    title: Websites \uD83D\uDE80 for \uD83D\uDC69\u200D\uD83D\uDCBB teams\n']],
    page: '/WebsiteDevelopment',
    html: { h1: 'Websites \uD83D\uDE80 for \uD83D\uDC69\u200D\uD83D\uDCBB teams' },
  },
  {
    name: 'a zero-width joiner between Latin letters (from a chat app) is refused',
    edits: [[WEB_TITLE, '    title: Website\u200DDevelopment\n']],
    refused: {
      at: '\u200D',
      code: 'YAML005',
      message: 'there is an invisible character U+200D (a zero-width joiner) here; delete it',
    },
    fix: [['Website\u200DDevelopment', 'Website Development']],
    page: '/WebsiteDevelopment',
    html: { h1: 'Website Development' },
  },

  // ---------------------------------------------------------------- pasted from a spreadsheet
  {
    name: 'a link in text to a page written with the spaces of its title',
    edits: [['text: Sites.,', 'text: "Sites, as in [our website work](/Website Development).",']],
    refused: {
      at: '"Sites, as in',
      code: 'LINK020',
      message:
        'the link "[our website work](/Website Development)" has spaces in its address, so the page would show it as typed, brackets and all; write [our website work](/WebsiteDevelopment)',
    },
    page: '/',
    html: { 'main a[href="/WebsiteDevelopment"]': /our website work/ },
  },
  {
    name: "a page's address written as its title is, with a space",
    edits: [['  - path: /WebsiteDevelopment\n', '  - path: /Website Development\n']],
    refused: {
      at: '/Website Development',
      code: 'SCHEMA024',
      message:
        '"path" "/Website Development" is not a page\'s address: after its one /, an address has only letters, digits, _ and - (no spaces); write /WebsiteDevelopment',
    },
    page: '/WebsiteDevelopment',
    html: { h1: 'Website Development' },
  },
  {
    name: 'a picture written with backslashes, as Windows shows its folders',
    edits: [['logo: { src: /images/logo.svg', 'logo: { src: \\images\\logo.svg']],
    refused: {
      at: '\\images',
      code: 'SCHEMA025',
      message:
        '"src" "\\images\\logo.svg" is written with backslashes (\\), as Windows shows folders; a site\'s files are written with forward slashes: write /images/logo.svg',
    },
    page: '/',
    html: { '.brand img[src$="logo.svg"]': 1 },
  },
  {
    name: 'an e-mail address copied from a link, with its mailto:',
    edits: [['address: info@fixture.example }', 'address: mailto:info@fixture.example }']],
    refused: {
      at: 'mailto:info',
      code: 'SCHEMA026',
      message:
        '"address" is written as a link ("mailto:info@fixture.example"); the site makes the link itself: write the address alone, info@fixture.example',
    },
    page: '/ContactPage',
    html: { 'main a[href="mailto:info@fixture.example"]': /info@fixture\.example/ },
  },
  {
    name: 'an e-mail address copied from the end of a sentence, with its full stop',
    edits: [['address: info@fixture.example }', 'address: info@fixture.example. }']],
    refused: {
      at: 'info@fixture.example.',
      code: 'SCHEMA030',
      message:
        '"address" ends with "." after the address, as a sentence it was copied from did; write the address alone, info@fixture.example',
    },
    page: '/ContactPage',
    html: { 'main a[href="mailto:info@fixture.example"]': /info@fixture\.example/ },
  },
  {
    name: 'a careers mailbox at gmail typed gmail.con',
    edits: [['address: info@fixture.example }', 'address: careers.fixture@gmail.con }']],
    warned: {
      at: 'careers.fixture@gmail.con',
      code: 'FACT041',
      message:
        '"careers.fixture@gmail.con" ends in gmail.con, which looks like gmail.com misspelt, and mail to it would not arrive; if it is, write careers.fixture@gmail.com',
    },
    page: '/ContactPage',
    html: { 'main a[href="mailto:careers.fixture@gmail.com"]': /careers\.fixture@gmail\.com/ },
  },
  {
    name: 'a photo named as WhatsApp saved it, with spaces',
    edits: [
      [
        SOPI_TITLE,
        SOPI_TITLE +
          '    image: { src: /images/photos/WhatsApp Image 2026-11-20 at 10.15.32.jpeg, alt: The calculator on a desk }\n',
      ],
    ],
    refused: {
      at: '/images/photos/WhatsApp',
      code: 'SCHEMA028',
      message:
        '"src" names a file whose name has spaces or other characters a web address cannot carry ("/images/photos/WhatsApp Image 2026-11-20 at 10.15.32.jpeg"): rename the file public/images/photos/WhatsApp Image 2026-11-20 at 10.15.32.jpeg to whatsapp-image-2026-11-20-at-10-15-32.jpeg, then write /images/photos/whatsapp-image-2026-11-20-at-10-15-32.jpeg',
    },
    renames: [
      [
        'images/photos/WhatsApp Image 2026-11-20 at 10.15.32.jpeg',
        'images/photos/whatsapp-image-2026-11-20-at-10-15-32.jpeg',
      ],
    ],
    page: '/Sopi',
    html: { 'main img[alt="The calculator on a desk"]': 1 },
  },
  {
    name: 'a line pasted from Word, indented with non-breaking spaces',
    edits: [[SOPI_TITLE, '\u00A0\u00A0\u00A0\u00A0title: Pension Illustration\n']],
    refused: {
      at: '\u00A0\u00A0\u00A0\u00A0title',
      code: 'YAML042',
      message:
        'these 4 spaces are non-breaking spaces, which look like spaces but are not read as spaces here; type ordinary spaces in their place',
    },
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'a non-breaking space after a colon, pasted from WhatsApp',
    edits: [[SOPI_TITLE, '    title:\u00A0Pension Illustration\n']],
    refused: {
      at: '\u00A0Pension',
      code: 'YAML042',
      message:
        'this space is a non-breaking space, which looks like a space but is not read as one here; type an ordinary space in its place',
    },
    page: '/Sopi',
    html: { h1: 'Pension Illustration' },
  },
  {
    name: 'a non-breaking space inside a text is kept, as the writer meant it',
    edits: [[SOPI_TITLE, '    title: Pension\u00A0Illustration\n']],
    page: '/Sopi',
    html: { h1: 'Pension\u00A0Illustration' },
  },
  {
    name: 'a testimonial pasted with its quotation marks, which the page sets itself',
    edits: [
      [
        '      - type: carousel\n',
        '      - type: testimonials\n        id: Reviews\n        heading: What our clients say\n        items:\n          - topic: Pension cases\n            quote: >-\n              \u201CEvery case now reaches the District\n              on time.\u201D\n            name: Pension officer\n            role: Zilla Parishad\n          - topic: Grievances\n            quote: \'"Fast" and "fair" is what citizens say.\'\n            name: Ward officer\n            role: Municipal Corporation\n      - type: carousel\n',
      ],
    ],
    page: '/Healthcare',
    html: {
      '.testimonial blockquote p':
        'Every case now reaches the District on time. | "Fast" and "fair" is what citizens say.',
    },
  },
  {
    name: 'a closing date written day first, as dates are written in India',
    edits: [
      [
        '- { title: Faster care, text: Short text., more: The longer text behind the toggle. }',
        '- { title: Faster care, text: Short text., more: The longer text behind the toggle., closes: 31/12/2099 }',
      ],
    ],
    refused: {
      at: '31/12/2099',
      code: 'SCHEMA023',
      message: '"closes" is a date written day first (31/12/2099); write it year first, in quotes: "2099-12-31"',
    },
    page: '/Healthcare',
    html: { '.card-title': /Faster care/ },
  },
  {
    name: "a closing date written with its month's name, as a letter writes it",
    edits: [
      [
        '- { title: Faster care, text: Short text., more: The longer text behind the toggle. }',
        '- { title: Faster care, text: Short text., more: The longer text behind the toggle., closes: 31st December 2099 }',
      ],
    ],
    refused: {
      at: '31st December',
      code: 'SCHEMA027',
      message:
        '"closes" is a date written with its month\'s name (31st December 2099); write it in numbers, year first, in quotes: "2099-12-31"',
    },
    page: '/Healthcare',
    html: { '.card-title': /Faster care/ },
  },
  {
    name: 'a closing date written day first, on the 31st of a month of 30 days',
    edits: [
      [
        '- { title: Faster care, text: Short text., more: The longer text behind the toggle. }',
        '- { title: Faster care, text: Short text., more: The longer text behind the toggle., closes: 31/11/2099 }',
      ],
    ],
    refused: {
      at: '31/11/2099',
      code: 'SCHEMA029',
      message: '"closes" is 31/11/2099, a day that does not exist: November 2099 has 30 days; check the date',
    },
    fix: [['31/11/2099', '"2099-11-30"']],
    page: '/Healthcare',
    html: { '.card-title': /Faster care/ },
  },
  {
    name: 'a closing date on the 31st of a month of 30 days',
    edits: [
      [
        '- { title: Faster care, text: Short text., more: The longer text behind the toggle. }',
        '- { title: Faster care, text: Short text., more: The longer text behind the toggle., closes: "2099-11-31" }',
      ],
    ],
    refused: {
      at: '"2099-11-31"',
      code: 'SCHEMA029',
      message: '"closes" is 2099-11-31, a day that does not exist: November 2099 has 30 days; check the date',
    },
    fix: [['"2099-11-31"', '"2099-11-30"']],
    page: '/Healthcare',
    html: { '.card-title': /Faster care/ },
  },
  {
    name: 'a brochure asked for with yes, as a form is answered',
    edits: [['      brochure: true\n', '      brochure: yes\n']],
    refused: {
      at: 'yes\n',
      code: 'SCHEMA031',
      message: '"brochure" is "yes"; it takes true or false: write true',
    },
    page: '/Sopi',
    html: { 'a[href="/brochures/Sopi.pdf"]': 1 },
  },
  {
    name: 'a postal code without quotes is a number',
    edits: [['postalCode: "411001"', 'postalCode: 411001']],
    refused: {
      at: '411001',
      code: 'SCHEMA005',
      message: '"postalCode" is read as a number, and should be text: put this text in quotes',
    },
    page: '/ContactPage',
    html: { 'main address': /411001/ },
  },
  {
    name: 'a founding year written as text',
    edits: [['foundingYear: 2014', 'foundingYear: "2014"']],
    refused: {
      at: '"2014"',
      code: 'SCHEMA041',
      message: '"foundingYear" is a number, written in digits alone and without quotes: for "2014" write 2014',
    },
    page: '/',
    html: {},
    also: (site) => expect(site.layout.site.foundingYear).toBe(2014),
  },
  {
    name: 'a founding year written as a financial year',
    edits: [['foundingYear: 2014', 'foundingYear: 2014-15 # the year we started']],
    refused: {
      at: '2014-15',
      code: 'SCHEMA041',
      message: '"foundingYear" is a number, written in digits alone and without quotes: for "2014-15" write 2014',
    },
    page: '/',
    html: {},
    also: (site) => expect(site.layout.site.foundingYear).toBe(2014),
  },
  {
    name: "a carousel's pause written in seconds and its gap in pixels, as people say them",
    edits: [['autoplayDelay: 1000, speed: 300, gap: 6,', 'autoplayDelay: 2.5 s, speed: 300, gap: "6px",']],
    refused: {
      at: '2.5 s',
      code: 'SCHEMA041',
      message:
        '"autoplayDelay" is a number of milliseconds, written in digits alone and without quotes: for "2.5 s" write 2500',
      count: 2,
    },
    page: '/Healthcare',
    html: { '#Partners [data-island="carousel"]': 1 },
    also: (site) =>
      expect(
        site.pages
          .find((p) => p.path === '/Healthcare')!
          .sections.flatMap((x) => ('settings' in x && x.settings ? [x.settings] : [])),
      ).toContainEqual(expect.objectContaining({ autoplayDelay: 2500, gap: 6 })),
  },
  {
    name: 'a Read More toggle written as true, without its words',
    edits: [['        toggle: { more: Read More, less: Read Less }\n', '        toggle: true\n']],
    refused: {
      at: 'true',
      code: 'SCHEMA006',
      message: '"toggle" should be an entry with named fields, written { more: …, less: … }',
    },
    fix: [['        toggle: true\n', '        toggle: { more: Read more, less: Read less }\n']],
    page: '/Healthcare',
    html: { '.toggle-button .toggle-label': 'Read more' },
  },
  {
    name: 'a title that is only a number',
    edits: [[WEB_TITLE, '    title: 2024\n']],
    refused: {
      at: '2024',
      code: 'SCHEMA005',
      message: '"title" is read as a number, and should be text: put this text in quotes',
    },
    page: '/WebsiteDevelopment',
    html: { h1: '2024' },
  },
  {
    name: 'Windows line endings throughout (saved by Excel or Notepad)',
    edits: [],
    page: '/Sopi',
    html: { h1: 'Pension Illustration', '#key .card-title': 'Automatic calculation' },
  },

  // ---------------------------------------------------------------- copying an entry and changing too little
  {
    name: 'a product copied with its path unchanged',
    edits: [
      [
        '  - path: /ContactPage\n',
        '  - path: /Sopi\n    kind: product\n    title: Medical Reimbursement\n    description: A second product page copied from the first, its path left as it was.\n    product: { description: Claims., features: [{ title: Claims, text: Online. }] }\n  - path: /ContactPage\n',
      ],
    ],
    refused: {
      at: '/Sopi\n    kind: product\n    title: Medical',
      code: 'PAGE022',
      message:
        'the path "/Sopi" is already used by the page "Pension Illustration" (pages item 5); each path needs its own page',
    },
    fix: [
      [
        '  - path: /Sopi\n    kind: product\n    title: Medical',
        '  - path: /Mrms\n    kind: product\n    title: Medical',
      ],
    ],
    page: '/Products',
    html: { '.tile a[href="/Mrms"]': 'Medical Reimbursement', '.tile a[href="/Sopi"]': 'Pension Illustration' },
  },
  {
    name: 'a page copied with its path changed only in letter case',
    edits: [
      [
        '  - path: /ContactPage\n',
        '  - path: /sopi\n    kind: product\n    title: Medical Reimbursement\n    description: A second product page copied from the first, its path changed in case only.\n    product: { description: Claims., features: [{ title: Claims, text: Online. }] }\n  - path: /ContactPage\n',
      ],
    ],
    refused: {
      at: '/sopi',
      code: 'PAGE023',
      message:
        'the path "/sopi" differs only in letter case from "/Sopi" (the page "Pension Illustration"); hosts and disks that ignore case would mix them up: choose another path',
    },
    fix: [['  - path: /sopi\n', '  - path: /Mrms\n']],
    page: '/Mrms',
    html: { h1: 'Medical Reimbursement', '.menu-link[aria-current="page"]': 'Products' },
  },
  {
    name: 'a section copied on the same page with its id unchanged',
    edits: [
      [
        '      - { type: prose, id: Website_Development, heading: Websites, body: We build websites. }\n',
        '      - { type: prose, id: Website_Development, heading: Websites, body: We build websites. }\n      - { type: prose, id: Website_Development, heading: Web shops, body: We build shops. }\n',
      ],
    ],
    refused: {
      at: 'Website_Development, heading: Web shops',
      code: 'LINK014',
      message:
        'the id "Website_Development" is used twice on the page "/WebsiteDevelopment"; ids must be unique on a page',
    },
    fix: [['id: Website_Development, heading: Web shops', 'id: Web_Shops, heading: Web shops']],
    page: '/WebsiteDevelopment',
    html: { 'main section[id] h2': 'Websites | Web shops' },
  },
  {
    name: 'a menu entry copied with its id unchanged (both would be lit)',
    edits: [
      [
        '  - { id: contact, label: Contact, to: /ContactPage }\n',
        '  - { id: contact, label: Contact, to: /ContactPage }\n  - { id: contact, label: Services, to: /WebsiteDevelopment }\n',
      ],
    ],
    refused: {
      at: 'contact, label: Services',
      code: 'PAGE004',
      message: 'the nav id "contact" is also used by the menu item "Contact"; each menu item needs an id of its own',
    },
    fix: [['id: contact, label: Services', 'id: services, label: Services']],
    page: '/ContactPage',
    html: { '.menu-link[aria-current="page"]': 'Contact' },
  },
  {
    name: 'a card copied with its link anchor left pointing at the old section',
    edits: [[CARD, CARD + CARD.replace('title: Website Development', 'title: Healthcare')]],
    page: '/',
    html: {
      '#Services .card-title': 'Website Development | Healthcare',
      '#Services .card a[href="/WebsiteDevelopment#Website_Development"]': 2,
    },
  },

  // ---------------------------------------------------------------- new, deleted and renamed pages
  {
    name: 'a new page of its own with a menu entry lights that entry and is on the sitemap',
    edits: [
      [
        '  - path: /404\n',
        '  - path: /Faq\n    kind: info\n    title: Questions\n    description: Answers to the questions clients ask us most about custom software and support.\n    sections:\n      - { type: prose, id: Answers, heading: Answers, body: Eight to twelve weeks. }\n  - path: /404\n',
      ],
      [
        '  - { id: contact, label: Contact, to: /ContactPage }\n',
        '  - { id: contact, label: Contact, to: /ContactPage }\n  - { id: faq, label: FAQ, to: /Faq }\n',
      ],
    ],
    page: '/Faq',
    html: {
      h1: 'Questions',
      '.menu-link[aria-current="page"]': 'FAQ',
      'nav[aria-label="Breadcrumb"] li': 'Home | Questions',
    },
  },
  {
    name: 'a page renamed and its links left as they were',
    edits: [['  - path: /WebsiteDevelopment\n', '  - path: /WebDevelopment\n']],
    refused: {
      at: '/WebsiteDevelopment]',
      code: 'LINK010',
      message: 'there is no page "/WebsiteDevelopment" (did you mean "/WebDevelopment"?)',
      count: 2,
    },
    page: '/',
    html: {
      '#Services .card a[href="/WebDevelopment#Website_Development"]': 1,
      'footer a[href="/WebDevelopment"]': 'Website Development',
    },
  },
  {
    name: 'the 404 page deleted',
    edits: [
      [
        '  - path: /404\n    kind: info\n    title: Page not found\n',
        '  - path: /NotFound\n    kind: info\n    title: Page not found\n',
      ],
    ],
    refused: {
      at: '- path: /\n',
      code: 'PAGE013',
      message: 'there is no page with path "/404": add one; it is shown for addresses that do not exist',
    },
    fix: [['  - path: /NotFound\n', '  - path: /404\n']],
    page: '/404',
    html: { h1: 'Page not found' },
  },
  {
    name: 'a page left out of the sitemap by inSitemap: false stays off it, and a renamed one keeps its old address as an alias',
    edits: [
      ['  - path: /Healthcare\n', '  - path: /HealthcareSoftware\n    aliases: [/Healthcare]\n    inSitemap: false\n'],
    ],
    page: '/HealthcareSoftware',
    html: { h1: 'Healthcare' },
    also: (site) => {
      expect(sitemapXml(site)).not.toContain('/Healthcare');
      expect(site.pages.find((p) => p.path === '/HealthcareSoftware')!.aliases).toEqual(['/Healthcare']);
    },
  },

  // ---------------------------------------------------------------- unusual characters
  {
    name: 'an emoji in the title of a product with a brochure (its PDF would print "?")',
    edits: [[SOPI_TITLE, '    title: Pension Illustration \uD83C\uDF89\n']],
    refused: {
      at: 'Pension Illustration \uD83C',
      code: 'BROCHURE001',
      message:
        'the brochure\'s fonts cannot draw "\uD83C\uDF89" (U+1F389), so its PDF would show "?" there; remove the character, or write "brochure: false" for this product',
    },
    page: '/Sopi',
    html: { h1: 'Pension Illustration', '#Brochure': 1 },
  },
  {
    name: 'a check mark pasted into a feature of a product with a brochure',
    edits: [[FEATURE, '        - { title: Automatic calculation, text: Pension and gratuity \u2713 }\n']],
    refused: {
      at: 'Pension and gratuity \u2713',
      code: 'BROCHURE001',
      message:
        'the brochure\'s fonts cannot draw "\u2713" (U+2713), so its PDF would show "?" there; remove the character, or write "brochure: false" for this product',
    },
    page: '/Sopi',
    html: { '#key .card-text': 'Pension and gratuity' },
  },
  {
    name: 'Marathi, an arrow and a rupee sign in a product with a brochure are drawn',
    edits: [[SOPI_TITLE, '    title: निवृत्तीवेतन \u2192 \u20B9 Illustration\n']],
    page: '/Sopi',
    html: { h1: 'निवृत्तीवेतन \u2192 \u20B9 Illustration', '#Brochure': 1 },
  },
  {
    name: 'Marathi with the zero-width joiner its spelling needs',
    edits: [[WEB_TITLE, '    title: वेबसाइट विकास क्\u200Dष\n']],
    page: '/WebsiteDevelopment',
    html: { h1: 'वेबसाइट विकास क्\u200Dष' },
  },
  {
    name: 'Urdu with the zero-width non-joiner its spelling needs',
    edits: [[WEB_TITLE, '    title: ویب سائٹ می\u200Cخواهم\n']],
    page: '/WebsiteDevelopment',
    html: { h1: 'ویب سائٹ می\u200Cخواهم' },
  },
  {
    name: 'a NUL byte from a broken copy',
    edits: [[WEB_TITLE, '    title: Website\u0000 Development\n']],
    refused: { at: '\u0000', code: 'YAML005', message: 'there is an invisible character U+0000 here; delete it' },
    page: '/WebsiteDevelopment',
    html: { h1: 'Website Development' },
  },
  {
    name: 'an accent written as a separate combining mark is text',
    edits: [[WEB_TITLE, '    title: Cafe\u0301 Websites\n']],
    page: '/WebsiteDevelopment',
    html: { h1: 'Cafe\u0301 Websites' },
  },
  {
    name: 'a full-width colon (from a Chinese or Japanese keyboard) is text',
    edits: [[WEB_TITLE, '    title: Websites\uFF1A fast\n']],
    page: '/WebsiteDevelopment',
    html: { h1: 'Websites\uFF1A fast' },
  },
  // ---------------------------------------------------------------- one place per fact (site.address, phones, e-mails, chat)
  {
    name: 'the office address typed into a page instead of referred to',
    edits: [
      [
        'body: We build websites.',
        'body: "Visit us at 1 Test Road, Pune, Maharashtra 411001, India to see a demonstration."',
      ],
    ],
    warned: {
      at: '"Visit us at 1 Test Road',
      code: 'FACT011',
      message:
        '"1 Test Road, Pune, Maharashtra 411001, India" is the office\'s address (site.address) typed again: write $address in its place, so that when it changes this changes with it',
    },
    page: '/WebsiteDevelopment',
    html: {
      '#Website_Development p': 'Visit us at 1 Test Road, Pune, Maharashtra 411001, India to see a demonstration.',
    },
  },
  {
    name: 'a street of the address typed into a section',
    edits: [
      ['body: We build websites.', 'body: Our studio on Test Road in Pune builds websites.'],
      ['lines: [1 Test Road]', 'lines: [Unit 4, Test Road]'],
    ],
    warned: {
      at: 'Our studio on',
      code: 'FACT011',
      message:
        '"Test Road" is line 2 of the office\'s address (site.address) typed again: write $address:line2 in its place, so that when it changes this changes with it',
    },
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p': 'Our studio on Test Road in Pune builds websites.' },
  },
  {
    name: "a chat's *bold* pasted from WhatsApp",
    edits: [['body: We build websites.', 'body: We build websites with a *free demo* for every office.']],
    warned: {
      at: 'We build websites with a',
      code: 'PAGE031',
      message:
        '"*free demo*" is marked as a chat marks bold, italic or struck words, and the page would show the marks as they are (the site\'s texts have no bold or italic); write free demo without them',
    },
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p': 'We build websites with a free demo for every office.' },
  },
  {
    name: 'a sentence copied from a web page with its HTML tags',
    edits: [['body: We build websites.', 'body: We build <b>fast</b> websites.<br> For every office.']],
    warned: {
      at: 'We build <b>',
      code: 'PAGE034',
      message:
        '"<b>" is an HTML tag, and the page would show it as it is (the site\'s texts are shown as written, not read as HTML); write the words without it',
    },
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p': 'We build fast websites. For every office.' },
  },
  {
    name: "Markdown's **bold** from a notes app",
    edits: [['body: We build websites.', 'body: We build **fast** websites.']],
    warned: {
      at: 'We build **',
      code: 'PAGE033',
      message:
        '"**fast**" is Markdown\'s way to mark words, and the page would show its marks as they are (the site\'s texts are shown as written: no bold, no headings or links inside a text); write fast in its place',
    },
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p': 'We build fast websites.' },
  },
  {
    name: "a Markdown link in a section's heading, which shows no links",
    edits: [['heading: Websites, body:', 'heading: "[Websites](/WebsiteDevelopment)", body:']],
    warned: {
      at: '"[Websites]',
      code: 'PAGE033',
      message:
        '"[Websites](/WebsiteDevelopment)" is Markdown\'s way to mark words, and the page would show its marks as they are (the site\'s texts are shown as written: no bold, no headings or links inside a text); write Websites in its place',
    },
    page: '/WebsiteDevelopment',
    html: { '#Website_Development h2': 'Websites' },
  },
  {
    name: "a link written in a contact desk's text, which shows no links",
    edits: [['text: Sales desk.,', 'text: "Sales desk: see [our products](/Products).",']],
    warned: {
      at: '"Sales desk: see',
      code: 'PAGE033',
      message:
        '"[our products](/Products)" is Markdown\'s way to mark words, and the page would show its marks as they are (the site\'s texts are shown as written: no bold, no headings or links inside a text); write our products in its place',
    },
    page: '/ContactPage',
    html: { '#Contact_Desks .card-text': 'Sales desk: see our products.' },
  },
  {
    name: "a link written in a Read More button's words, which show no links",
    edits: [['toggle: { more: Read More,', 'toggle: { more: "[Read More](/Healthcare)",']],
    warned: {
      at: '"[Read More]',
      code: 'PAGE033',
      message:
        '"[Read More](/Healthcare)" is Markdown\'s way to mark words, and the page would show its marks as they are (the site\'s texts are shown as written: no bold, no headings or links inside a text); write Read More in its place',
    },
    page: '/Healthcare',
    html: { '#Advantages .toggle-button': 'Read More: Faster care' },
  },
  {
    name: 'an ampersand copied from a web page as &amp;',
    edits: [[WEB_TITLE, '    title: Website Design &amp; Development\n']],
    warned: {
      at: 'Website Design &amp;',
      code: 'PAGE035',
      message: '"&amp;" is how HTML writes "&", and the page would show "&amp;" as it is; write & itself',
    },
    page: '/WebsiteDevelopment',
    html: { h1: 'Website Design & Development' },
  },
  {
    name: "a mistyped link in a hero's intro, which shows its links",
    edits: [['intro: A test hero. }', 'intro: "A test hero. See [our products](/Prodcts)." }']],
    refused: {
      at: '"A test hero. See',
      code: 'LINK003',
      message: 'the link "/Prodcts" leads nowhere: there is no page "/Prodcts" (did you mean "/Products"?)',
    },
    page: '/',
    html: { '.hero-intro a[href="/Products"]': 'our products' },
  },
  {
    name: 'the office phone number typed into a card',
    edits: [['body: We build websites.', 'body: Call +91 00000 00000 to talk about a website.']],
    warned: {
      at: 'Call +91',
      code: 'FACT011',
      message:
        '"+91 00000 00000" is the phone number "office" of site.phones typed again: write $phone:office in its place, so that when it changes this changes with it',
    },
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p': 'Call +91 00000 00000 to talk about a website.' },
  },
  {
    name: 'an e-mail address of site.emails typed into text',
    edits: [['body: We build websites.', 'body: Write to info@fixture.example about a website.']],
    warned: {
      at: 'Write to info',
      code: 'FACT011',
      message:
        '"info@fixture.example" is the e-mail address "info" of site.emails typed again: write $email:info in its place, so that when it changes this changes with it',
    },
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p': 'Write to info@fixture.example about a website.' },
  },
  {
    name: 'the chat number written again instead of naming the phone',
    edits: [['phone: office, message: "Hello there"', 'number: "+91 00000 00000", message: "Hello there"']],
    warned: {
      at: '"+91 00000 00000", message',
      code: 'FACT010',
      message:
        'this is the number "office" of site.phones written again: write phone: office in place of number: "+91 00000 00000", so that a new number is one edit',
    },
    page: '/',
    html: { 'footer a[href="https://chat.example/910000000000?text=Hello%20there"]': 2 },
  },
  {
    name: 'a mobile number without +91',
    edits: [['number: "+91 00000 00000"', 'number: "98220 12345"']],
    refused: {
      at: '"98220 12345"',
      code: 'FACT005',
      message:
        'the number "98220 12345" has no country code, so callers abroad and phones that dial it as a link reach another number; write it with India\'s country code: "+91 98220 12345"',
    },
    page: '/',
    html: {
      'footer a[href="tel:+919822012345"]': 1,
      'footer a[href="https://chat.example/919822012345?text=Hello%20there"]': 2,
    },
  },
  {
    name: 'a landline with its 0 and no country code',
    edits: [['number: "+91 00000 00000"', 'number: "020 2567 1234"']],
    refused: {
      at: '"020 2567 1234"',
      code: 'FACT005',
      message:
        'the number "020 2567 1234" has no country code, so callers abroad and phones that dial it as a link reach another number; write it with India\'s country code instead of the 0: "+91 20 2567 1234"',
    },
    page: '/',
    html: { 'footer a[href="tel:+912025671234"]': 1 },
  },
  {
    name: "a landline's 0 kept after +91",
    edits: [['number: "+91 00000 00000"', 'number: "+91 020 2567 1234"']],
    refused: {
      at: '"+91 020 2567 1234"',
      code: 'FACT040',
      message:
        'the number "+91 020 2567 1234" has 11 digits after +91, and every Indian number has 10 (a mobile\'s ten, or the area code and the number together), so a call to it reaches no one; leave out the 0 after +91: "+91 20 2567 1234"',
    },
    page: '/',
    html: { 'footer a[href="tel:+912025671234"]': 1 },
  },
  {
    name: 'two numbers typed into one phone',
    edits: [['number: "+91 00000 00000"', 'number: "+91 98220 12345 / 98220 12346"']],
    refused: {
      at: '"+91 98220 12345 /',
      code: 'SCHEMA032',
      message:
        '"number" holds two numbers, "+91 98220 12345 / 98220 12346": a phone number holds one, which its link calls; write +91 98220 12345 here, and 98220 12346 as another phone of site.phones (- { id: …, label: …, number: "98220 12346" })',
    },
    // The advice as a person follows it: the second number as a phone of its own, with India's code (FACT005 says so).
    fix: [
      [
        '"+91 98220 12345 / 98220 12346" }',
        '"+91 98220 12345" }\n    - { id: mobile, label: Mobile, number: "+91 98220 12346" }',
      ],
    ],
    page: '/',
    html: { 'footer a[href="tel:+919822012345"]': 1 },
  },
  {
    name: 'who answers a phone typed after its number',
    edits: [['number: "+91 00000 00000"', 'number: "+91 98220 12345 (Mr. Patil)"']],
    refused: {
      at: '"+91 98220 12345 (',
      code: 'SCHEMA033',
      message:
        '"number" "+91 98220 12345 (Mr. Patil)" holds more than its number, and a phone\'s link calls what is written: write +91 98220 12345 alone (who answers it goes in its label)',
    },
    page: '/',
    html: { 'footer a[href="tel:+919822012345"]': 1 },
  },
  {
    name: 'a PIN code written as an envelope has it, with a space',
    edits: [['postalCode: "411001"', 'postalCode: "411 001"']],
    refused: {
      at: '"411 001"',
      code: 'SCHEMA034',
      message: '"postalCode" "411 001" is not of its form: write 411001',
    },
    page: '/',
    html: { 'footer address': /Pune.*411001/ },
  },
  {
    name: "the site's address copied from the browser's address bar",
    edits: [['origin: https://fixture.example', 'origin: https://fixture.example/']],
    refused: {
      at: 'https://fixture.example/',
      code: 'SCHEMA034',
      message:
        '"origin" "https://fixture.example/" is not of its form (The public address of the site, without a trailing slash, e.g. https://www.example.com): write https://fixture.example',
    },
    page: '/',
    html: { 'link[rel="canonical"][href="https://fixture.example/"]': 1 },
  },
  {
    name: "a section's anchor written as words",
    edits: [['id: Website_Development, heading: Websites', 'id: Website Development, heading: Websites']],
    refused: {
      at: 'Website Development, heading',
      code: 'SCHEMA034',
      message:
        '"id" "Website Development" is not of its form (An anchor on the page, for links such as /Page#Id: a letter, then letters, digits, _ or -): write Website_Development',
    },
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p': 'We build websites.' },
  },
  {
    name: 'a mobile number with a digit left out',
    edits: [['number: "+91 00000 00000"', 'number: "+91 98220 1234"']],
    refused: {
      at: '"+91 98220 1234"',
      code: 'FACT040',
      message:
        'the number "+91 98220 1234" has 9 digits after +91, and every Indian number has 10 (a mobile\'s ten, or the area code and the number together), so a call to it reaches no one; check it against the number as the phone or the bill shows it',
    },
    fix: [['"+91 98220 1234"', '"+91 98220 12345"']],
    page: '/',
    html: { 'footer a[href="tel:+919822012345"]': 1 },
  },
  {
    name: 'a WhatsApp number of its own without +91 (98 would be read as the country)',
    edits: [['phone: office, message: "Hello there"', 'number: "9822012345", message: "Hello there"']],
    refused: {
      at: '"9822012345"',
      code: 'FACT009',
      message:
        'the chat number "9822012345" has no country code, so the chat service reads its first digits as one and opens a chat with someone else; write it with India\'s country code: "+91 98220 12345"',
    },
    page: '/',
    html: { 'footer a[href="https://chat.example/919822012345?text=Hello%20there"]': 2 },
  },
  {
    name: 'text that refers to the facts shows them, in a card on one line too',
    edits: [
      [
        'body: We build websites.',
        'body: "Visit $address:line1 in $address:city, call $phone:office, write to $email:info or chat on $chat."',
      ],
    ],
    page: '/WebsiteDevelopment',
    html: {
      '#Website_Development p':
        'Visit 1 Test Road in Pune, call +91 00000 00000, write to info@fixture.example or chat on +91 00000 00000.',
    },
  },
  {
    name: 'a reference to a phone that site.phones does not have',
    edits: [['body: We build websites.', 'body: Call $phone:sales about websites.']],
    refused: {
      at: 'Call $phone:sales',
      code: 'FACT004',
      message: '$phone:sales: there is no phone "sales" in site.phones; write one of $phone:office',
    },
    fix: [['Call $phone:sales', 'Call $phone:office']],
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p': 'Call +91 00000 00000 about websites.' },
  },
  {
    name: 'a reference to a part the address does not have',
    edits: [['body: We build websites.', 'body: We are in $address:town.']],
    refused: {
      at: 'We are in',
      code: 'FACT001',
      message:
        '$address:town: the address has no part "town"; write $address for the whole address or one of $address:street, $address:line1, $address:city, $address:region, $address:postalCode, $address:country',
    },
    fix: [['$address:town', '$address:city']],
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p': 'We are in Pune.' },
  },
  // ---------------------------------------------------------------- messages whose advice works when followed
  {
    name: 'a mobile number written without quotes or +91',
    edits: [['number: "+91 00000 00000"', 'number: 9822012345']],
    refused: {
      at: '9822012345',
      code: 'SCHEMA005',
      message: '"number" is read as a number, and should be text: put this text in quotes',
    },
    page: '/',
    html: { 'footer a[href="tel:+919822012345"]': 1 },
  },
  {
    name: "a camera photo's .JPG named as .jpg",
    edits: [
      [SOPI_TITLE, SOPI_TITLE + '    image: { src: /images/photos/IMG_0042.jpg, alt: The calculator on a desk }\n'],
    ],
    refused: {
      at: '/images/photos/IMG_0042.jpg',
      code: 'FILE044',
      message:
        'the file "/images/photos/IMG_0042.jpg" does not exist, but "/images/photos/IMG_0042.JPG" does: web servers tell capitals from small letters, so write the name as the file has it (did you mean "/images/photos/IMG_0042.JPG"?)',
    },
    page: '/Sopi',
    html: { 'main img.prose-image[alt="The calculator on a desk"]': 1, 'main picture source[type="image/avif"]': 1 },
  },
  {
    name: "a camera photo's upper-case .JPG as it is",
    edits: [
      [SOPI_TITLE, SOPI_TITLE + '    image: { src: /images/photos/IMG_0042.JPG, alt: The calculator on a desk }\n'],
    ],
    page: '/Sopi',
    html: { 'main img.prose-image[alt="The calculator on a desk"]': 1, 'main picture source[type="image/webp"]': 1 },
  },
  {
    // Windows and macOS open public/images/photos/ when asked for public/images/Photos/: only the folders' own listing
    // tells the owner there, before the host answers 404.
    name: "a picture's folder written with a capital it does not have, as Windows opens it",
    edits: [
      [SOPI_TITLE, SOPI_TITLE + '    image: { src: /images/Photos/IMG_0042.JPG, alt: The calculator on a desk }\n'],
    ],
    refused: {
      at: '/images/Photos/IMG_0042.JPG',
      code: 'FILE044',
      message:
        'the file "/images/Photos/IMG_0042.JPG" does not exist, but "/images/photos/IMG_0042.JPG" does: web servers tell capitals from small letters, so write the name as the file has it (did you mean "/images/photos/IMG_0042.JPG"?)',
    },
    page: '/Sopi',
    html: { 'main img.prose-image[alt="The calculator on a desk"]': 1, 'main picture source[type="image/webp"]': 1 },
  },
  {
    name: 'a menu entry removed while a kind still lights it',
    edits: [['  - { id: contact, label: Contact, to: /ContactPage }\n', '']],
    refused: {
      at: 'contact }\n  info',
      code: 'PAGE005',
      message: 'the nav id "contact" does not exist; nav ids: home, products; or write nav: null to light no menu item',
    },
    page: '/ContactPage',
    html: { '.menu-link[aria-current="page"]': 0, h1: /Contact/ },
  },
  {
    name: "another site's bare address in a footer group's links",
    edits: [['links: [/Products, {', 'links: [/Products, https://partner.example/, {']],
    refused: {
      at: 'https://partner.example/',
      code: 'SCHEMA009',
      message:
        'item 2 of "links" is another site\'s address, and a link to another site needs the words it shows: write { label: partner.example, to: "https://partner.example/" } (with other words after label: if you like)',
    },
    page: '/',
    html: { 'footer a[href="https://partner.example/"]': 'partner.example (opens in a new tab)' },
  },
  {
    name: 'an industry page that leaves out a section its kind has',
    edits: [
      [
        '  industry: { template: StandardPage, nav: null }\n',
        '  industry:\n    template: StandardPage\n    nav: null\n    sections:\n      - { type: cards, id: Key_Features, heading: Key features }\n',
      ],
    ],
    refused: {
      at: ['sections:\n      - type: cards\n        id: Advantages', 0],
      code: 'PAGE018',
      message:
        'the page "/Healthcare" does not fill the section "Key_Features" that every page of the kind "industry" has, and it needs its cards: add to this page\'s sections an entry "- id: Key_Features" with its "cards:" (as docs/guide/pages-and-products.md "Add an industry" shows)',
    },
    fix: [
      [
        '    sections:\n      - type: cards\n        id: Advantages',
        '    sections:\n      - id: Key_Features\n        cards:\n          - { title: Records, text: Every patient record in one place. }\n      - type: cards\n        id: Advantages',
      ],
    ],
    page: '/Healthcare',
    html: { '#Key_Features h2': 'Key features', '#Key_Features .card-title': 'Records' },
  },
  {
    name: 'an upright phone photo as the home hero',
    edits: [
      [
        '      - { type: hero, heading: Software that works, intro: A test hero. }',
        '      - { type: hero, heading: Software that works, intro: A test hero., image: { src: /images/photos/upright.jpg, alt: Our office } }',
      ],
    ],
    warned: {
      at: '/images/photos/upright.jpg',
      code: 'FILE048',
      message:
        'the picture "/images/photos/upright.jpg" is upright (1200×1600), and the home page\'s hero is a wide band 1366 px wide that shows only a strip across its middle: supply a landscape picture, at least 2732×1537',
    },
    fix: [['/images/photos/upright.jpg', '/images/photos/wide.jpg']],
    page: '/',
    html: { '.hero img[alt="Our office"]': 1 },
  },
  {
    name: "a photo's alt text left as the camera named the file",
    edits: [
      [
        '      - { type: hero, heading: Software that works, intro: A test hero. }',
        '      - { type: hero, heading: Software that works, intro: A test hero., image: { src: /images/photos/wide.jpg, alt: IMG_0042.JPG } }',
      ],
    ],
    refused: {
      at: ['alt: IMG_0042.JPG', 5],
      code: 'FILE053',
      message:
        'the alt text of /images/photos/wide.jpg is "IMG_0042.JPG", a file\'s name: a screen reader reads it aloud to a visitor who cannot see the picture, and a search engine reads it too; write in its place what the picture shows, in a few words',
    },
    fix: [['alt: IMG_0042.JPG', 'alt: Our team at work in the Pune office']],
    page: '/',
    html: { '.hero img[alt="Our team at work in the Pune office"]': 1 },
  },
  // ---------------------------------------------------------------- lists pasted from Word, a PDF or WhatsApp
  {
    name: 'bullets pasted from Word into a body (a bullet and a tab) are a list',
    edits: [
      [
        WEB_SECTION,
        WEB_SECTION_BLOCK(
          'We build:\n          •\tCompany websites\n          •\tCitizen portals\n\n          Each is ready in weeks.',
        ),
      ],
    ],
    page: '/WebsiteDevelopment',
    html: {
      '#Website_Development p': 'We build: | Each is ready in weeks.',
      '#Website_Development ul.pasted-list li': 'Company websites | Citizen portals',
    },
  },
  {
    name: 'numbered steps pasted into a body are a numbered list',
    edits: [[WEB_SECTION, WEB_SECTION_BLOCK('1. Requirements\n          2. Design\n          3) Launch')]],
    page: '/WebsiteDevelopment',
    html: { '#Website_Development ol.pasted-list li': 'Requirements | Design | Launch', '#Website_Development p': 0 },
  },
  {
    name: 'dashes and stars typed as bullets, a blank line between entries, are one list',
    edits: [
      [WEB_SECTION, WEB_SECTION_BLOCK('- Company websites\n\n          * Citizen portals\n\n          – Intranets')],
    ],
    page: '/WebsiteDevelopment',
    html: {
      '#Website_Development ul.pasted-list': 1,
      '#Website_Development ul.pasted-list li': 'Company websites | Citizen portals | Intranets',
    },
  },
  {
    name: 'an e-mail address and a phone number given in a body ($email:info, $phone:office) are links to write and call',
    edits: [[WEB_SECTION, WEB_SECTION_BLOCK('To ask about a website, call $phone:office or write to $email:info.')]],
    page: '/WebsiteDevelopment',
    html: {
      '#Website_Development p': 'To ask about a website, call +91 00000 00000 or write to info@fixture.example.',
      '#Website_Development p a[href="tel:+910000000000"]': '+91 00000 00000',
      '#Website_Development p a[href="mailto:info@fixture.example"]': 'info@fixture.example',
    },
  },
  {
    name: "a card named by its link whose text gives an e-mail address keeps its link line, so that the card's link covers no other",
    edits: [
      [
        CARD,
        CARD.replace('label: Learn more', 'label: Website Development').replace(
          'text: Sites.',
          'text: "Sites. Ask $email:info."',
        ),
      ],
    ],
    page: '/',
    html: {
      '#Services .card-title-link': 0,
      '#Services .card-link a[href="/WebsiteDevelopment#Website_Development"]': 1,
      '#Services .card-text a[href="mailto:info@fixture.example"]': 'info@fixture.example',
    },
  },
  {
    name: 'a bullet typed at the start of a list entry',
    edits: [[SOPI_PRODUCT, WITH_USERS.replace('        - Medical', '        - • Medical')]],
    refused: {
      at: '• Medical',
      code: 'PAGE020',
      message:
        'this list entry starts with "• ", and the list draws its own bullets, so the page would show two; delete "• " at its start',
    },
    page: '/Sopi',
    html: { [USERS]: 'Medical officers at Primary Health Centres | District pension and accounts officers' },
  },
  {
    name: 'a number typed at the start of a list entry',
    edits: [[SOPI_PRODUCT, WITH_USERS.replace('        - District', '        - 2. District')]],
    refused: {
      at: '2. District',
      code: 'PAGE020',
      message:
        'this list entry starts with "2. ", and the list draws its own bullets, so the page would show two; delete "2. " at its start',
    },
    page: '/Sopi',
    html: { [USERS]: 'Medical officers at Primary Health Centres | District pension and accounts officers' },
  },
  // ---------------------------------------------------------------- fields a kind does not show, copies changed too little
  {
    name: 'a product page whose kind is changed to service',
    edits: [['    kind: product\n', '    kind: service\n']],
    refused: {
      at: 'product:\n      descriptionId',
      code: 'PAGE006',
      message:
        '"product" is shown only on a product page (the ProductPage template), and this page is of the kind "service", whose pages do not show it: its description, its 1 feature, its brochure would be left off the site. Write kind: product to keep it a product, or move what it says into sections: and delete product:',
    },
    page: '/Sopi',
    html: { '#sopi': 1, '#key .card-title': 'Automatic calculation', '.menu-link[aria-current="page"]': 'Products' },
  },
  {
    name: 'a product copied with only its path changed',
    edits: [
      [
        '  - path: /ContactPage\n',
        '  - path: /Sopi2\n    kind: product\n    title: Pension Illustration\n    description: The fixture product page with a description anchor, key features and a brochure.\n    product:\n      description: Calculates pensions.\n      features:\n        - { title: Automatic calculation, text: Pension and gratuity. }\n  - path: /ContactPage\n',
      ],
    ],
    warned: {
      at: [
        'Pension Illustration\n    description: The fixture product page with a description anchor, key features and a brochure.\n    product:\n      description:',
        0,
      ],
      code: 'PAGE021',
      message:
        'this title is the same as the title of /Sopi, another page of the kind "product", so the two look alike wherever pages are listed: write one of its own',
    },
    fix: [
      [
        'title: Pension Illustration\n    description: The fixture product page with a description anchor, key features and a brochure.\n    product:\n      description:',
        'title: Pension Cases\n    description: The fixture product page that prepares pension cases, copied from the pension illustration.\n    product:\n      description:',
      ],
      [
        '      description: Calculates pensions.\n      features:\n        - { title: Automatic calculation, text: Pension and gratuity. }\n  - path: /ContactPage',
        '      description: Prepares pension cases for approval.\n      features:\n        - { title: Case tracking, text: Every case followed from desk to desk. }\n  - path: /ContactPage',
      ],
    ],
    page: '/Products',
    html: { '.tile a[href="/Sopi"]': 'Pension Illustration', '.tile a[href="/Sopi2"]': 'Pension Cases' },
  },
  {
    name: "a product copied with its title and description changed, but not its summary nor its product's text",
    edits: [
      [
        '  - path: /ContactPage\n',
        '  - path: /Gpf\n    kind: product\n    title: Provident Fund Online\n    description: Provident fund accounts of Zilla Parishad staff kept online, with advances and statements.\n    summary: Pensions prepared and approved online.\n    product:\n      description: Calculates pensions.\n      features:\n        - { title: Online accounts, text: Every account kept online. }\n  - path: /ContactPage\n',
      ],
      [
        '    title: Pension Illustration\n',
        '    title: Pension Illustration\n    summary: Pensions prepared and approved online.\n',
      ],
    ],
    warned: {
      at: ['Pensions prepared and approved online.\n    product:', 0],
      code: 'PAGE021',
      message:
        'this summary is the same as the summary of /Sopi, another page of the kind "product", so the two look alike wherever pages are listed: write one of its own',
    },
    fix: [
      [
        '    summary: Pensions prepared and approved online.\n    product:',
        '    summary: Provident fund accounts kept online.\n    product:',
      ],
      [
        '      description: Calculates pensions.\n      features:\n        - { title: Online',
        '      description: Keeps provident fund accounts.\n      features:\n        - { title: Online',
      ],
    ],
    page: '/Gpf',
    html: { h1: 'Provident Fund Online', 'main p': /Keeps provident fund accounts\./ },
  },
  {
    name: 'a product copied with its words changed, but not its features',
    edits: [['  - path: /ContactPage\n', GPF('', FEATURE)]],
    warned: {
      at: [`${FEATURE.trim()}\n  - path: /ContactPage`, 0],
      code: 'PAGE036',
      message:
        "its one feature is word for word /Sopi's (\"Automatic calculation\"), so this page would list the other product's features: write this product's own",
    },
    fix: [[`${FEATURE}  - path: /ContactPage`, `${GPF_FEATURE}  - path: /ContactPage`]],
    page: '/Gpf',
    html: { '#key .card-title': 'Online accounts' },
  },
  {
    name: 'a product copied with its words changed, but not who uses it',
    edits: [
      [SOPI_PRODUCT, WITH_USERS],
      [
        '  - path: /ContactPage\n',
        GPF('', GPF_FEATURE).replace(
          '      features:',
          '      users:\n        - Medical officers at Primary Health Centres\n        - District pension and accounts officers\n      features:',
        ),
      ],
    ],
    warned: {
      at: [
        '- Medical officers at Primary Health Centres\n        - District pension and accounts officers\n      features:\n        - { title: Online',
        0,
      ],
      code: 'PAGE036',
      message:
        "all 2 of its users are word for word /Sopi's (the first: \"Medical officers at Primary Health Centres\"), so this page would list the other product's users: write this product's own",
    },
    fix: [
      [
        '        - Medical officers at Primary Health Centres\n        - District pension and accounts officers\n      features:\n        - { title: Online',
        '        - Provident fund clerks of the Zilla Parishad\n        - District pension and accounts officers\n      features:\n        - { title: Online',
      ],
    ],
    page: '/Gpf',
    html: { [USERS]: 'Provident fund clerks of the Zilla Parishad | District pension and accounts officers' },
  },
  {
    name: 'a product copied with its words changed, but not its picture',
    edits: [
      [SOPI_TITLE, `${SOPI_TITLE}    image: { src: /images/card.svg, alt: A pension case file }\n`],
      [
        '  - path: /ContactPage\n',
        GPF('    image: { src: /images/card.svg, alt: A pension case file }\n', GPF_FEATURE),
      ],
    ],
    warned: {
      at: ['/images/card.svg, alt: A pension case file }\n    product:\n      description: Keeps', 0],
      code: 'PAGE037',
      message:
        'this picture is the picture of /Sopi too, another page of the kind "product", so the two look alike wherever pages are listed: give this page a picture of its own, and an alt that says what it shows',
    },
    fix: [
      [
        '{ src: /images/card.svg, alt: A pension case file }\n    product:\n      description: Keeps',
        '{ src: /images/logo.svg, alt: A provident fund passbook }\n    product:\n      description: Keeps',
      ],
    ],
    page: '/Products',
    html: { '.tile img[src="/images/card.svg"]': 1, '.tile img[src="/images/logo.svg"]': 1 },
  },
  {
    name: 'a card copied in its list with only its title changed',
    edits: [
      [
        '          - { title: Faster care, text: Short text., more: The longer text behind the toggle. }\n',
        '          - { title: Faster care, text: Short text., more: The longer text behind the toggle. }\n          - { title: Fewer visits, text: Short text., more: The longer text behind the toggle. }\n',
      ],
    ],
    warned: {
      at: ['Short text., more: The longer text behind the toggle. }\n      - type: carousel', 0],
      code: 'PAGE038',
      message:
        'this card\'s text is the same as that of "Faster care" above it in this list, so the two show the same text: give this card its own',
    },
    fix: [
      [
        '{ title: Fewer visits, text: Short text., more: The longer text behind the toggle. }',
        '{ title: Fewer visits, text: Reports reach the clinic first., more: The longer text behind the toggle. }',
      ],
    ],
    page: '/Healthcare',
    html: { '#Advantages .card-title': 'Faster care | Fewer visits' },
  },
  {
    name: 'two services with the same description',
    edits: [
      [
        '  - path: /Healthcare\n',
        '  - path: /AppDevelopment\n    kind: service\n    title: App Development\n    description: The fixture service page with a section anchor that other pages link to.\n  - path: /Healthcare\n',
      ],
    ],
    warned: {
      at: ['The fixture service page with a section anchor that other pages link to.\n  - path: /Healthcare', 0],
      code: 'PAGE021',
      message:
        'this description is the same as the description of /WebsiteDevelopment, another page of the kind "service", so the two look alike wherever pages are listed: write one of its own',
    },
    fix: [
      [
        '    description: The fixture service page with a section anchor that other pages link to.\n  - path: /Healthcare',
        '    description: The fixture page about mobile apps for field staff, built for Android phones and tablets.\n  - path: /Healthcare',
      ],
    ],
    page: '/AppDevelopment',
    html: { 'meta[name="description"]': 1, h1: 'App Development' },
  },
  // ---------------------------------------------------------------- what owners expect
  {
    name: 'YouTube and X among the social links',
    edits: [
      [
        '    - { label: Chat, icon: chat, to: "chat:" }\n',
        '    - { label: Chat, icon: chat, to: "chat:" }\n    - { label: YouTube, icon: youtube, to: "https://www.youtube.com/@fixture" }\n    - { label: X, icon: x, to: "https://x.com/fixture" }\n',
      ],
    ],
    page: '/',
    html: {
      'footer a[href="https://www.youtube.com/@fixture"] svg': 1,
      'footer a[href="https://x.com/fixture"] svg': 1,
      'footer a[href="https://x.com/fixture"][rel="noopener noreferrer"]': 1,
    },
  },
  {
    name: 'Twitter added to the social links by its old name',
    edits: [
      [
        '    - { label: Chat, icon: chat, to: "chat:" }\n',
        '    - { label: Chat, icon: chat, to: "chat:" }\n    - { label: Twitter, icon: twitter, to: "https://x.com/fixture" }\n',
      ],
    ],
    refused: {
      at: 'twitter, to',
      code: 'SCHEMA007',
      message: `"icon" must be one of ${ICONS.map((i) => `"${i}"`).join(', ')} (did you mean "x"?)`,
    },
    page: '/',
    html: { 'footer a[href="https://x.com/fixture"] svg': 1 },
  },
  {
    name: "a partner's site written with http:// that also opens at https://",
    edits: [
      [
        CARD,
        CARD.replace(
          'link: { label: Learn more, to: /WebsiteDevelopment#Website_Development }',
          'link: { label: Visit website, to: "http://partner.example/" }',
        ),
      ],
    ],
    warned: {
      at: '"http://partner.example/',
      code: 'LINK008',
      message:
        '"http://partner.example/" is not encrypted: some browsers warn before opening it, and a network on the way can change what it shows; if that site also opens at https://partner.example/, write that',
    },
    page: '/',
    html: { '#Services .card a[href="https://partner.example/"][target="_blank"]': 1 },
  },
  {
    name: "the own receiver's e-mails sent to a mailbox id typed wrong",
    edits: [
      [
        '  forms: { contact: "https://forms.example/contact", application: "https://forms.example/apply" }\n',
        '  forms:\n    provider: own\n    mail: { from: forms@fixture.example, contact: infoo, application: info }\n',
      ],
    ],
    refused: {
      at: 'infoo',
      code: 'LINK013',
      message: 'there is no e-mail "infoo" in site.emails (did you mean "info"?)',
    },
    page: '/ContactPage',
    html: { 'form[action="/forms/contact"]': 1 },
    also: (site) =>
      expect(mailerVars(site.layout.site)).toEqual({
        MAIL_FROM: 'forms@fixture.example',
        CONTACT_TO: 'info@fixture.example',
        APPLICATION_TO: 'info@fixture.example',
      }),
  },
  {
    name: "provider: netlify written over another service's, its addresses left behind",
    edits: [
      [
        '  forms: { contact: "https://forms.example/contact", application: "https://forms.example/apply" }\n',
        '  forms:\n    provider: netlify\n    contact: "https://forms.example/contact"\n    application: "https://forms.example/apply"\n',
      ],
    ],
    refused: {
      at: 'contact: "https',
      code: 'FACT038',
      message:
        'with provider: netlify the forms post to the site itself, where Netlify receives them, so this address would send the enquiry form elsewhere; delete the line contact: (or, if the forms are to go to the service this address belongs to, name it as provider:)',
      count: 2,
    },
    // Both lines deleted, as the two messages say.
    fix: [
      ['    contact: "https://forms.example/contact"\n', ''],
      ['    application: "https://forms.example/apply"\n', ''],
    ],
    page: '/ContactPage',
    html: { 'form[action="/"][data-netlify="true"][name="contact"]': 1, 'input[name="form-name"]': 1 },
  },
  {
    name: 'a page taken off the site with draft: true while the footer and a card link to it',
    edits: [[WEB_TITLE, WEB_TITLE + '    draft: true\n']],
    refused: {
      at: '/WebsiteDevelopment]',
      code: 'LINK009',
      message:
        'the page "/WebsiteDevelopment" is a draft (draft: true), so it is not published; remove it from here while it is a draft, or delete its draft: true',
      count: 2,
    },
    fix: [
      ['    links: [/WebsiteDevelopment]\n', '    links: [/Products]\n'],
      [CARD, '          - { title: Website Development, text: Sites. }\n'],
    ],
    page: '/',
    html: { 'a[href^="/WebsiteDevelopment"]': 0, '#Services .card-title': 'Website Development' },
    also: (site) => expect(site.pages.map((p) => p.path)).not.toContain('/WebsiteDevelopment'),
  },
  {
    name: 'a product kept as a draft is in no list and not built',
    edits: [[SOPI_TITLE, SOPI_TITLE + '    draft: true\n']],
    page: '/Products',
    html: { '.tile a[href="/Sopi"]': 0, h1: /Products/ },
    also: (site) => {
      expect(site.pages.map((p) => p.path)).not.toContain('/Sopi');
      expect(sitemapXml(site)).not.toContain('/Sopi');
    },
  },
  {
    name: 'links written inside a body: a page, a phone, another site',
    edits: [
      [
        'body: We build websites.',
        'body: "See [our products](/Products), [call us](phone:office) or visit [a partner](https://partner.example/)."',
      ],
    ],
    page: '/WebsiteDevelopment',
    html: {
      '#Website_Development p': 'See our products, call us or visit a partner (opens in a new tab).',
      '#Website_Development p a[href="/Products"]': 'our products',
      '#Website_Development p a[href="tel:+910000000000"]': 'call us',
      '#Website_Development p a[href="https://partner.example/"][target="_blank"][rel="noopener noreferrer"]': 1,
    },
  },
  {
    name: 'a link inside a body to a page that does not exist',
    edits: [['body: We build websites.', 'body: "See [our products](/Prodcts)."']],
    refused: {
      at: '"See [our',
      code: 'LINK003',
      message: 'the link "/Prodcts" leads nowhere: there is no page "/Prodcts" (did you mean "/Products"?)',
    },
    fix: [['(/Prodcts)', '(/Products)']],
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p a[href="/Products"]': 'our products' },
  },
  {
    name: 'a link inside a body to something that is not a page or a web address',
    edits: [['body: We build websites.', 'body: "See [our products](javascript:go)."']],
    refused: {
      at: '"See [our',
      code: 'LINK011',
      message:
        'the link "[our products](javascript:go)" leads nowhere: after the words in [ ] write, in ( ), a page (/Products), a page\'s section (/CareerPage#Apply_Now), an https:// address, phone:office, email:info or chat:',
    },
    fix: [['(javascript:go)', '(/Products)']],
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p a[href="/Products"]': 'our products', 'a[href^="javascript"]': 0 },
  },
  {
    name: 'a company profile to download, linked from a card',
    edits: [
      [
        CARD,
        CARD.replace(
          'link: { label: Learn more, to: /WebsiteDevelopment#Website_Development }',
          'link: { label: Company profile (PDF), to: /downloads/company-profile.pdf }',
        ),
      ],
    ],
    page: '/',
    html: { '#Services .card a[href="/downloads/company-profile.pdf"][target="_blank"][rel="noopener noreferrer"]': 1 },
    also: (site) => expect(site.files).toContain('/downloads/company-profile.pdf'),
  },
  {
    name: 'a download that is a program renamed .pdf',
    edits: [
      [
        CARD,
        CARD.replace(
          'link: { label: Learn more, to: /WebsiteDevelopment#Website_Development }',
          'link: { label: Tender document, to: /downloads/tender.pdf }',
        ),
      ],
    ],
    refused: {
      at: '/downloads/tender.pdf',
      code: 'FILE038',
      message:
        'public/downloads/tender.pdf is named .pdf but is not a PDF file (its first bytes say otherwise): save it again as PDF, or name it for what it is',
    },
    fix: [['/downloads/tender.pdf', '/downloads/company-profile.pdf']],
    page: '/',
    html: { '#Services .card a[href="/downloads/company-profile.pdf"]': 1 },
    also: (site) => expect(site.files).not.toContain('/downloads/tender.pdf'),
  },
  {
    name: 'a download linked before its file is put in public/downloads/',
    edits: [['body: We build websites.', 'body: "Read our [price list](/downloads/price-list.pdf)."']],
    refused: {
      at: '"Read our',
      code: 'FILE043',
      message:
        'there is no file public/downloads/price-list.pdf: put the file there (the folder public/downloads/), named as written here',
    },
    fix: [['/downloads/price-list.pdf', '/downloads/company-profile.pdf']],
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p a[href="/downloads/company-profile.pdf"]': 'price list (opens in a new tab)' },
  },
  {
    name: 'a program offered as a download',
    edits: [['body: We build websites.', 'body: "Get [the installer](/downloads/setup.exe)."']],
    refused: {
      at: '"Get [the',
      code: 'FILE036',
      message:
        '"/downloads/setup.exe" is not a file type the site offers to download: .pdf, .docx, .xlsx, .pptx, .odt, .ods, .odp, .zip, .csv (save it as a PDF, which opens everywhere)',
    },
    fix: [['/downloads/setup.exe', '/downloads/company-profile.pdf']],
    page: '/WebsiteDevelopment',
    html: { '#Website_Development p a[href="/downloads/company-profile.pdf"]': 'the installer (opens in a new tab)' },
  },
  {
    name: 'a second office, shown on the contact page and referred to in a text',
    edits: [
      [
        '  phones:\n',
        '  offices:\n    - { id: mumbai, title: Mumbai office, lines: [5 Harbour Road], city: Mumbai, region: Maharashtra, postalCode: "400001", country: India, phone: office }\n  phones:\n',
      ],
      ['body: We build websites.', 'body: Our Mumbai team works from $office:mumbai.'],
    ],
    page: '/ContactPage',
    html: {
      '.contact-columns address': /1 Test Road.*\|.*5 Harbour Road.*Mumbai 400001.*\+91 00000 00000/s,
      '.contact-columns': /Office.*Mumbai office/s,
    },
    also: (site) => {
      const $ = renderRoute(site, '/WebsiteDevelopment');
      expect($('#Website_Development p').text()).toBe(
        'Our Mumbai team works from 5 Harbour Road, Mumbai, Maharashtra 400001, India.',
      );
    },
  },
  {
    name: 'a second office whose phone id is misspelt',
    edits: [
      [
        '  phones:\n',
        '  offices:\n    - { id: mumbai, title: Mumbai office, lines: [5 Harbour Road], city: Mumbai, region: Maharashtra, postalCode: "400001", country: India, phone: ofice }\n  phones:\n',
      ],
    ],
    refused: {
      at: 'ofice }',
      code: 'FACT006',
      message: 'there is no phone "ofice" in site.phones (did you mean "office"?)',
    },
    page: '/ContactPage',
    html: { '.contact-columns address': /5 Harbour Road/ },
  },
  {
    name: 'the founding year typed with two digits swapped',
    edits: [['foundingYear: 2014', 'foundingYear: 2041']],
    refused: {
      at: '2041',
      code: 'FACT042',
      message: `the company cannot have been founded in 2041, after this year (${new Date().getFullYear()}), and the footer and the home page would say it was; if two digits were swapped, write 2014`,
    },
    page: '/',
    html: { footer: /Founded in 2014\./ },
  },
  ...['5 MB', '5'].map(
    (typed): Case => ({
      name: `the largest résumé written as people say its size ("resumeMaxBytes: ${typed}")`,
      edits: [
        [
          'application: "https://forms.example/apply" }',
          `application: "https://forms.example/apply", resumeMaxBytes: ${typed} }`,
        ],
      ],
      refused: {
        at: `${typed} }`,
        code: 'SCHEMA035',
        message: `"resumeMaxBytes" is a number of bytes, written in digits alone${typed === '5' ? ' (5 is 5 bytes, smaller than any file)' : ''}: 5 MB is 5242880; write 5242880`,
      },
      page: '/',
      html: { footer: /Founded in 2014\./ },
      also: (site) => expect(site.layout.site.forms.resumeMaxBytes).toBe(5 * 1024 * 1024),
    }),
  ),
  {
    name: "the maps service's embed code pasted whole where its address goes",
    edits: [
      MAP_SECTION,
      [
        'embedUrl: "https://maps.example/embed"',
        `embedUrl: '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3782" width="600" height="450" style="border:0;" allowfullscreen="" loading="lazy" referrerpolicy="no-referrer-when-downgrade"></iframe>'`,
      ],
    ],
    refused: {
      at: "'<iframe",
      code: 'SCHEMA036',
      message:
        '"embedUrl" is a service\'s whole embed code (<iframe …>), and only its address is asked for, the part in src="…": write https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3782',
    },
    page: '/ContactPage',
    html: { '#Visit a[href="https://maps.example/"]': 1 },
    also: (site) =>
      expect(site.layout.site.map.embedUrl).toBe('https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d3782'),
  },
  {
    name: "a place's link copied from a maps service, with commas in it",
    edits: [
      MAP_SECTION,
      [
        'linkUrl: "https://maps.example/"',
        'linkUrl: "https://www.google.com/maps/place/Baner,+Pune,+Maharashtra/@18.559,73.7868,14z"',
      ],
    ],
    page: '/ContactPage',
    html: { 'a[href="https://www.google.com/maps/place/Baner,+Pune,+Maharashtra/@18.559,73.7868,14z"]': 1 },
  },
  {
    name: "a place's link typed with a space in it",
    edits: [
      MAP_SECTION,
      ['linkUrl: "https://maps.example/"', 'linkUrl: "https://www.google.com/maps/place/Baner Pune"'],
    ],
    refused: {
      at: '"https://www.google.com/maps/place/Baner Pune"',
      code: 'SCHEMA034',
      message:
        '"linkUrl" "https://www.google.com/maps/place/Baner Pune" is not of its form (An https:// address on a real host, e.g. https://forms.example.com/contact (no spaces, quotes or semicolons)): write https://www.google.com/maps/place/Baner%20Pune',
    },
    page: '/ContactPage',
    html: { 'a[href="https://www.google.com/maps/place/Baner%20Pune"]': 1 },
  },
  {
    name: "a place's link copied from a visiting card, without its https://",
    edits: [MAP_SECTION, ['linkUrl: "https://maps.example/"', 'linkUrl: "www.google.com/maps/place/Baner"']],
    refused: {
      at: '"www.google.com/maps/place/Baner"',
      code: 'SCHEMA034',
      message:
        '"linkUrl" "www.google.com/maps/place/Baner" is not of its form (An https:// address on a real host, e.g. https://forms.example.com/contact (no spaces, quotes or semicolons)): write https://www.google.com/maps/place/Baner',
    },
    page: '/ContactPage',
    html: { 'a[href="https://www.google.com/maps/place/Baner"]': 1 },
  },
  {
    name: "the logo's address copied from the company's old website",
    edits: [['logo: { src: /images/logo.svg', 'logo: { src: "https://old.fixture.example/assets/logo.svg"']],
    refused: {
      at: '"https://old.fixture.example/',
      code: 'SCHEMA040',
      message:
        '"src" "https://old.fixture.example/assets/logo.svg" is an address on old.fixture.example, and the picture here is a file of the site\'s own: save the picture as a file, put it at public/images/logo.svg, and write /images/logo.svg',
    },
    // The file is saved where the advice says (the fixture has it there), and its path written.
    fix: [['"https://old.fixture.example/assets/logo.svg"', '/images/logo.svg']],
    page: '/',
    html: { 'header img[src="/images/logo.svg"]': 1 },
  },
  {
    name: "a YouTube address given as the hero's video",
    edits: [
      [
        '- { type: hero, heading: Software that works, intro: A test hero. }',
        '- { type: hero, heading: Software that works, intro: A test hero., video: { src: "https://youtu.be/M7lc1UVf-VE", title: Our office at work } }',
      ],
    ],
    refused: {
      at: '"https://youtu.be/',
      code: 'SCHEMA040',
      message:
        '"src" "https://youtu.be/M7lc1UVf-VE" is an address on youtu.be, and the video here is a file of the site\'s own: save the video as a file, put it at public/videos/our-office-at-work.mp4, and write /videos/our-office-at-work.mp4; or show it from YouTube in a text section of its own, - { type: prose, id: …, heading: …, body: …, youtube: { address: "https://youtu.be/M7lc1UVf-VE", title: … } } (docs/guide/media.md, "Add a YouTube video")',
    },
    // The second way, as written: the hero as it was, and a section of its own for the video.
    fix: [
      [
        '- { type: hero, heading: Software that works, intro: A test hero., video: { src: "https://youtu.be/M7lc1UVf-VE", title: Our office at work } }',
        '- { type: hero, heading: Software that works, intro: A test hero. }\n      - { type: prose, id: Office_Tour, heading: Our office, body: A short film., youtube: { address: "https://youtu.be/M7lc1UVf-VE", title: Our office at work } }',
      ],
    ],
    page: '/',
    html: { '#Office_Tour a[href="https://www.youtube.com/watch?v=M7lc1UVf-VE"]': 1 },
  },
  {
    name: "the company's Instagram added to the social links by its handle",
    edits: [
      [
        '    - { label: Chat, icon: chat, to: "chat:" }\n',
        '    - { label: Chat, icon: chat, to: "chat:" }\n    - { label: Instagram, icon: instagram, to: "@fixture.software" }\n',
      ],
    ],
    refused: {
      at: '"@fixture.software"',
      code: 'SCHEMA037',
      message:
        '"to" "@fixture.software" is a profile\'s handle, and a link needs its whole address: on Instagram, write https://www.instagram.com/fixture.software',
    },
    page: '/',
    html: { 'footer a[href="https://www.instagram.com/fixture.software"]': 1 },
  },
  {
    name: 'a list added to a text written after ">-", whose lines YAML joins',
    edits: [
      [
        '      - { type: prose, id: Website_Development, heading: Websites, body: We build websites. }',
        '      - type: prose\n        id: Website_Development\n        heading: Websites\n        body: >-\n          We build websites for:\n          - municipal corporations\n          - schools and colleges',
      ],
    ],
    refused: {
      at: '>-',
      code: 'YAML044',
      message:
        '"body" is written after ">-", which joins its lines: a line that starts a list entry ("-") is joined to the line above it, and the page shows them as one sentence; write "|-" in place of ">-", which keeps each line as it is written',
    },
    page: '/WebsiteDevelopment',
    html: {
      '#Website_Development p': 'We build websites for:',
      '#Website_Development li': 'municipal corporations | schools and colleges',
    },
  },
  {
    name: 'a list added to a product feature\'s text written after ">-"',
    edits: [
      [
        '        - { title: Automatic calculation, text: Pension and gratuity. }',
        '        - title: Automatic calculation\n          text: >-\n            Pension and gratuity, worked out for:\n            - retiring staff\n            - family pensioners',
      ],
    ],
    refused: {
      at: '>-',
      code: 'YAML044',
      message:
        '"text" is written after ">-", which joins its lines: a line that starts a list entry ("-") is joined to the line above it, and the page shows them as one sentence; write "|-" in place of ">-", which keeps each line as it is written',
    },
    page: '/Sopi',
    html: {
      '#key .card-text p': 'Pension and gratuity, worked out for:',
      '#key .card-text li': 'retiring staff | family pensioners',
    },
  },
  {
    name: 'a list added to the shared block every page ends with (site.blocks), written after ">-"',
    edits: [
      [
        '    heading: Talk to us\n    actions:',
        '    heading: Talk to us\n    body: >-\n      Write to us about:\n      - a new website\n      - an app for your department\n    actions:',
      ],
    ],
    refused: {
      at: '>-',
      code: 'YAML044',
      message:
        '"body" is written after ">-", which joins its lines: a line that starts a list entry ("-") is joined to the line above it, and the page shows them as one sentence; write "|-" in place of ">-", which keeps each line as it is written',
    },
    page: '/',
    html: { '#Connect li': 'a new website | an app for your department' },
  },
  {
    name: 'two paragraphs written on under their field, with a blank line between them and no "|-"',
    edits: [
      [
        '      - { type: prose, id: Website_Development, heading: Websites, body: We build websites. }',
        '      - type: prose\n        id: Website_Development\n        heading: Websites\n        body: We build websites for municipal corporations, with property tax, water bills and grievances online.\n\n          And for schools and colleges.',
      ],
    ],
    refused: {
      at: 'We build websites for',
      code: 'YAML044',
      message:
        '"body" runs on over several lines, which YAML joins: the blank line between two paragraphs is read as a line break, and the page shows them as one paragraph; write "|-" after "body:", with the text\'s first line moved below it, which keeps each line as it is written',
    },
    page: '/WebsiteDevelopment',
    html: {
      '#Website_Development p':
        'We build websites for municipal corporations, with property tax, water bills and grievances online. | And for schools and colleges.',
    },
  },
  {
    name: 'an e-mail address pasted into its quotes with a space after it',
    edits: [['address: info@fixture.example }', 'address: "info@fixture.example " }']],
    refused: {
      at: '"info@fixture.example "',
      code: 'SCHEMA038',
      message:
        '"address" "info@fixture.example " has a space after the address, and a mail program takes no address with one: write info@fixture.example',
    },
    page: '/ContactPage',
    html: { 'main a[href="mailto:info@fixture.example"]': /info@fixture\.example/ },
  },
  {
    name: "a product's title copied from a browser's tab, the company's name after it",
    edits: [[SOPI_TITLE, '    title: Pension Illustration | Fixture Software\n']],
    refused: {
      at: 'Pension Illustration | Fixture',
      code: 'PAGE039',
      message:
        'the title "Pension Illustration | Fixture Software" ends in the company\'s name ("| Fixture Software"); the site adds " | Fixture Software" to every page\'s title in the browser\'s tab and shows the title as written in the page\'s heading, breadcrumb and cards: write Pension Illustration',
    },
    page: '/Sopi',
    html: { title: 'Pension Illustration | Fixture Software', h1: 'Pension Illustration' },
  },
  {
    name: "the chat's own number written where a phone's id goes",
    edits: [['phone: office, message: "Hello there" }', 'phone: "+91 98220 12345", message: "Hello there" }']],
    refused: {
      at: '"+91 98220 12345", message',
      code: 'FACT043',
      message:
        '"+91 98220 12345" is a number, and "phone:" takes the id of one of site.phones (office); for a number of its own, write number: in place of phone: on this line',
    },
    page: '/',
    html: { 'footer a[href="https://chat.example/919822012345?text=Hello%20there"]': 2 },
  },
  {
    name: 'a call link written with the number, as a phone link is written on other sites',
    edits: [
      [
        '    - { label: Chat, icon: chat, to: "chat:" }\n',
        '    - { label: Chat, icon: chat, to: "chat:" }\n    - { label: Call us, icon: phone, to: "tel:+91 00000 00000" }\n',
      ],
    ],
    refused: {
      at: '"tel:+91',
      code: 'SCHEMA039',
      message:
        '"to" "tel:+91 00000 00000" dials a number written in the link, and a link names a phone by its id in site.phones: the number is that of phone:office, so write phone:office',
    },
    page: '/',
    html: { 'footer a[href="tel:+910000000000"]': 2 },
  },
];

describe("a partner's site that has no https", () => {
  it('is linked at its http:// address, opened in a new tab, with a warning at its line that stays', () => {
    const text = edited([
      [
        CARD,
        CARD.replace(
          'link: { label: Learn more, to: /WebsiteDevelopment#Website_Development }',
          'link: { label: Visit website, to: "http://old-partner.example/" }',
        ),
      ],
    ]);
    const { problems, warnings = [], resolved } = load(text);
    expect(problems).toEqual([]);
    const { line, col } = positionOf(text, '"http://old-partner.example/');
    expect(warnings).toMatchObject([
      {
        line,
        col,
        code: 'LINK008',
        fix: { replace: { text: 'http://old-partner.example/', with: 'https://old-partner.example/' } },
        message:
          '"http://old-partner.example/" is not encrypted: some browsers warn before opening it, and a network on the way can change what it shows; if that site also opens at https://old-partner.example/, write that',
      },
    ]);
    const $ = renderRoute(resolved!, '/');
    expect(
      $('#Services .card a[href="http://old-partner.example/"][target="_blank"][rel="noopener noreferrer"]').length,
    ).toBe(1);
  });
});

describe('owner mistakes: each edit gives the page meant, or one message at its line whose advice gives it', () => {
  it('has at least 40 cases', () => expect(CASES.length).toBeGreaterThanOrEqual(40));

  for (const c of CASES) {
    it(c.name, () => {
      let text = edited(c.edits);
      if (c.name.startsWith('Windows line endings')) text = text.replace(/\n/g, '\r\n');
      let { problems, resolved } = load(text);
      if (c.refused) {
        expect(resolved, 'refused').toBeUndefined();
        const [needle, offset] = typeof c.refused.at === 'string' ? [c.refused.at, 0] : c.refused.at;
        const { line, col } = positionOf(text, needle);
        const sorted = formatProblems('site.yaml', problems).split('\n');
        expect(sorted[0]).toBe(`site.yaml:${line}:${col + offset}  ${c.refused.code}  ${c.refused.message}`);
        expect(problems.length).toBe(c.refused.count ?? 1);
        for (const [from, to] of c.renames ?? []) renameSync(path.join(PUBLIC, from), path.join(PUBLIC, to));
        if (c.fix) text = edited(c.fix, text);
        else {
          // Each message in turn, as a person reads the first, follows it and runs validate again.
          for (let round = 0; problems.length && round < 5; round++) {
            const next = [...problems].sort((a, b) => a.line - b.line || a.col - b.col)[0];
            const followed = applyAdvice(text, next);
            expect(followed, `the advice of "${next.message}" can be applied`).toBeDefined();
            text = followed!;
            ({ problems, resolved } = load(text));
          }
        }
        ({ problems, resolved } = load(text));
      }
      expect(problems).toEqual([]);
      if (c.warned) {
        const [needle, offset] = typeof c.warned.at === 'string' ? [c.warned.at, 0] : c.warned.at;
        const { line, col } = positionOf(text, needle);
        const warnings = [...(load(text).warnings ?? [])]
          .filter((w) => !w.file)
          .sort((a, b) => a.line - b.line || a.col - b.col);
        expect(warnings.map((w) => `${w.line}:${w.col}  ${w.code}  ${w.message}`)[0]).toBe(
          `${line}:${col + offset}  ${c.warned.code}  ${c.warned.message}`,
        );
        if (c.fix) text = edited(c.fix, text);
        for (let round = 0; !c.fix && round < 5; round++) {
          const next = (load(text).warnings ?? [])
            .filter((w) => !w.file)
            .sort((a, b) => a.line - b.line || a.col - b.col)[0];
          if (!next) break;
          const followed = applyAdvice(text, next);
          expect(followed, `the advice of "${next.message}" can be applied`).toBeDefined();
          text = followed!;
        }
        ({ problems, resolved } = load(text));
        expect(problems).toEqual([]);
        expect(resolved!.pages.length).toBeGreaterThan(0);
        expect((load(text).warnings ?? []).map((w) => `${w.line}:${w.col}  ${w.message}`)).toEqual([]);
      }
      const $ = renderRoute(resolved!, c.page);
      for (const [selector, want] of Object.entries(c.html)) {
        const found = $(selector);
        const shown = found
          .map((_, e) => $(e).text().trim())
          .get()
          .join(' | ');
        if (typeof want === 'number') expect(found.length, selector).toBe(want);
        else if (want instanceof RegExp) expect(shown, selector).toMatch(want);
        else expect(shown, selector).toBe(want);
      }
      c.also?.(resolved!);
    });
  }
});
