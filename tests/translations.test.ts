// A second language from site.<code>.yaml beside site.yaml: what validate says of missing, outdated and stray
// translations, at whose lines; which pages are published in it and where their links lead. On the mini fixture.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { addMissing } from '../scripts/translate.ts';
import { loadSiteText } from '../src/contract/loadSite.ts';
import { formatProblem } from '../src/core/problems.ts';
import { applyFix } from '../src/core/problems/catalogue.ts';
import { parseYamlSource } from '../src/content/yamlSource.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate, positionOf, ROOT, runScript } from './support/fixture.ts';
import { standInTranslation } from './support/bilingual.ts';
import { renderRoute } from './support/render.tsx';
import { GUIDE, guideExample, prepareWalkthroughSite } from './support/walkthrough.ts';

const DIR = path.join(ROOT, '.tmp/translations');
const SITE = path.join(DIR, 'site.yaml');
const MARATHI = path.join(DIR, 'site.mr.yaml');
const LANGUAGES =
  '  languages:\n    - { code: en, name: English, locale: en_IN }\n    - { code: mr, name: मराठी, locale: mr_IN }\n';
const withLanguages = (text: string) =>
  mutate(
    text,
    '  copyrightOwner: Fixture Software Pvt. Ltd.\n',
    `  copyrightOwner: Fixture Software Pvt. Ltd.\n${LANGUAGES}`,
  );

function write(site: string, marathi?: string) {
  writeFileSync(SITE, site);
  if (marathi === undefined) rmSync(MARATHI, { force: true });
  else writeFileSync(MARATHI, marathi);
}
const load = () => loadSiteText(readFileSync(SITE, 'utf8'), { publicDir: path.join(DIR, 'public'), siteFile: SITE });
const shown = (p: Parameters<typeof formatProblem>[1]) => formatProblem('site.yaml', p);

/** Every place `npm run translate mr` writes, each filled with a stand-in Marathi text: "मराठी: " and the English. */
function fullTranslation(site: string): string {
  write(site);
  const loaded = load();
  const skeleton = addMissing('', parseYamlSource(site).data, loaded.translations!.checks[0].missing, 'mr', '');
  // Each empty translation takes its English's text, one line or block as the English is.
  return skeleton.replace(
    /^( *)(- )?en: (\|-\n(?:\1 {4}.*\n|\n)*|.*\n)(\1(?: {2})?)mr: ""\n/gm,
    (_, indent: string, dash = '', english: string, mrIndent: string) => {
      const block = english.startsWith('|-');
      const text = block ? english : english.trim();
      const marathi = block
        ? english.replace(/^(\s+)(\S)/m, '$1मराठी: $2')
        : JSON.stringify(`मराठी: ${JSON.parse(text.startsWith('"') ? text : JSON.stringify(text))}`);
      return `${indent}${dash}en: ${english}${mrIndent}mr: ${marathi}${block ? '' : '\n'}`;
    },
  );
}

/** A translation file with every translation of one page's own texts taken out: each `mr:` of its entry, with its lines. */
function withoutPage(marathi: string, page: string): string {
  const start = marathi.indexOf(`\n  ${page}:\n`) + 1;
  const next = marathi.indexOf('\n  /', start);
  const end = next < 0 ? marathi.length : next + 1;
  const entry = marathi.slice(start, end).replace(/^( *)mr: (\|-\n(?:\1 +.*\n|\n)*|.*\n)/gm, '');
  return marathi.slice(0, start) + entry + marathi.slice(end);
}

beforeEach(() => {
  rmSync(DIR, { recursive: true, force: true });
  mkdirSync(DIR, { recursive: true });
  cpSync(FIXTURE_PUBLIC, path.join(DIR, 'public'), { recursive: true });
});

describe('a site in two languages', () => {
  it('without site.mr.yaml publishes English only, and says so once a page, at its line, with a line for the language', () => {
    const site = withLanguages(fixtureText());
    write(site);
    const loaded = load();
    expect(loaded.problems).toEqual([]);
    expect(loaded.resolved!.pages.every((p) => p.lang === 'en')).toBe(true);
    expect(loaded.translations!.summaries).toEqual([
      expect.stringMatching(
        /^मराठी \(mr\): 0 of \d+ pages in मराठी, \d+ texts to translate, 0 outdated \(no site\.mr\.yaml yet: npm run translate mr writes it\)$/,
      ),
    ]);
    expect(loaded.warnings!.map(shown)).toContain(
      `site.yaml:${positionOf(site, '  - path: /Sopi').line}:11  TRANS007  /Sopi is not in मराठी yet (none of its ${loaded.resolved!.textsByPage.get('/Sopi')!.filter((t) => t.path[0] === 'pages').length} texts is), so it is published in English only: मराठी pages link to it marked as English; npm run translate mr /Sopi writes the place of each text in site.mr.yaml`,
    );
  });

  it("npm run translate mr /Sopi writes the places of the texts /Sopi shows, in site.yaml's order, and keeps what the file held", () => {
    const site = withLanguages(fixtureText());
    write(site, '# Our Marathi.\nsite:\n  tagline:\n    en: stale\n    mr: जुने\n');
    const run = runScript('scripts/translate.ts', ['mr', '/Sopi'], { env: { ...process.env, SITE_YAML: SITE } });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /site\.mr\.yaml: added \d+ texts to translate, each with an empty mr: "" to fill in; then run npm run validate\./,
    );
    const written = readFileSync(MARATHI, 'utf8');
    expect(written.startsWith('# Our Marathi.\nsite:\n  tagline:\n    en: stale\n    mr: जुने\n')).toBe(true);
    expect(written).toMatch(/\n {2}\/Sopi:\n {4}title:\n {6}en: Pension Illustration\n {6}mr: ""\n/);
    expect(written).not.toContain('/Healthcare:'); // another page's own texts are not asked for
    expect(written.indexOf('nav:')).toBeLessThan(written.indexOf('pages:'));
  });

  it('publishes every translated page at /mr/Path beside its English one, each naming the other, and leaves English addresses as they were', () => {
    const site = withLanguages(fixtureText());
    write(site, fullTranslation(site));
    const { problems, resolved, translations } = load();
    expect(problems).toEqual([]);
    expect(translations!.summaries[0]).toMatch(
      /^मराठी \(mr\): (\d+) of \1 pages in मराठी, 0 texts to translate, 0 outdated \(site\.mr\.yaml\)$/,
    );
    const english = resolved!.pages.filter((p) => p.lang === 'en');
    const marathi = resolved!.pages.filter((p) => p.lang === 'mr');
    expect(marathi.map((p) => p.path)).toEqual(
      english.filter((p) => p.path !== '/404').map((p) => (p.path === '/' ? '/mr/' : `/mr${p.path}`)),
    );
    const sopi = marathi.find((p) => p.path === '/mr/Sopi')!;
    expect(sopi.title).toBe('मराठी: Pension Illustration');
    expect(sopi.meta.canonical).toBe(`${resolved!.layout.site.origin}/mr/Sopi`);
    expect(sopi.alternates).toEqual([
      { lang: 'en', path: '/Sopi' },
      { lang: 'mr', path: '/mr/Sopi' },
    ]);
    expect(english.find((p) => p.path === '/Sopi')!.alternates).toEqual(sopi.alternates);
    expect(sopi.breadcrumb.map((c) => c.path)).toEqual(['/mr/', '/mr/Products', undefined]);
    expect(resolved!.layouts.mr.nav.map((n) => n.to).every((to) => to.startsWith('/mr/'))).toBe(true);
  });

  it('keeps a page with one text untranslated in Marathi, that text in English, named at the site.mr.yaml line that lost it', () => {
    const site = withLanguages(fixtureText());
    const marathi = fullTranslation(site).replace(/(\/Sopi:\n {4}title:\n {6}en: .*\n {6}mr: ).*\n/, '$1""\n');
    write(site, marathi);
    const { problems, resolved, warnings } = load();
    expect(problems).toEqual([]);
    const sopi = resolved!.pages.find((p) => p.path === '/mr/Sopi')!;
    expect(sopi.title).toBe('Pension Illustration');
    expect(sopi.englishTexts).toEqual(['Pension Illustration']);
    // On the page, the English title is marked as English wherever it is an element's whole text, and nothing else is.
    const $ = renderRoute(resolved!, '/mr/Sopi');
    expect($('html').attr('lang')).toBe('mr');
    expect($('h1').html()).toBe('<span lang="en">Pension Illustration</span>');
    expect($('.breadcrumb [aria-current="page"]').html()).toBe('<span lang="en">Pension Illustration</span>');
    expect($('main [lang="en"]').filter((_, el) => $(el).text() !== 'Pension Illustration').length).toBe(0);
    const products = resolved!.pages.find((p) => p.path === '/mr/Products')!;
    expect(JSON.stringify(products.sections)).toContain('"to":"/mr/Sopi"');
    const at = positionOf(marathi, '      mr: ""\n');
    expect(warnings!.map((w) => formatProblem(w.file ?? 'site.yaml', w))).toContain(
      `site.mr.yaml:${at.line}:${at.col + 10}  TRANS008  not in मराठी yet: "Pension Illustration" has no translation in site.mr.yaml, so the मराठी pages show it in English, marked as English (at pages › /Sopi › title; write its मराठी after "mr:" on this line)`,
    );
    // The advice followed: the Marathi written after mr: on that line.
    write(site, marathi.replace(/(\/Sopi:\n {4}title:\n {6}en: .*\n {6}mr: )""\n/, '$1"पेन्शन प्रकरणे"\n'));
    expect(load().resolved!.pages.find((p) => p.path === '/mr/Sopi')!.title).toBe('पेन्शन प्रकरणे');
  });

  it('warns at its line of an mr: text that reads as English (pasted, or copied from its en: line), and not of a name', () => {
    const site = withLanguages(fixtureText());
    const marathi = fullTranslation(site)
      .replace(/(\/Sopi:\n {4}title:\n {6}en: .*\n {6}mr: ).*\n/, '$1Pension Illustration for the district office\n')
      .replace(
        /(\/Sopi:\n(?: {4}.*\n)*? {4}description:\n {6}en: .*\n {6}mr: ).*\n/,
        '$1Sopi Pension Illustration And Gratuity Calculator For PMC Offices\n',
      );
    expect(marathi).toContain('mr: Sopi Pension Illustration And Gratuity'); // a name, in Latin letters
    write(site, marathi);
    const { problems, warnings } = load();
    expect(problems).toEqual([]);
    const at = positionOf(marathi, 'mr: Pension Illustration for');
    expect(warnings!.filter((w) => w.code === 'TRANS011').map((w) => formatProblem(w.file!, w))).toEqual([
      `site.mr.yaml:${at.line}:${at.col + 4}  TRANS011  "Pension Illustration for the district office" reads as English (it has no Devanagari letter), and the मराठी page would show it as it is; write it in मराठी, in place of this text`,
    ]);
  });

  it('refuses at its line a translation indented with non-breaking spaces (pasted from WhatsApp), and reads it once they are spaces', () => {
    const site = withLanguages(fixtureText());
    const whole = fullTranslation(site);
    const pasted = whole.replace(/(\/Sopi:\n {4}title:\n {6}en: .*\n) {6}mr: /, `$1${'\u00A0'.repeat(6)}mr: `);
    expect(pasted).not.toBe(whole);
    write(site, pasted);
    const { problems } = load();
    expect(problems.map((p) => formatProblem(p.file!, p))).toEqual([
      `site.mr.yaml:${positionOf(pasted, '\u00A0'.repeat(6)).line}:1  YAML042  these 6 spaces are non-breaking spaces, which look like spaces but are not read as spaces here; type ordinary spaces in their place`,
    ]);
    write(site, applyFix(pasted, problems[0])!);
    expect(load().problems).toEqual([]);
  });

  it('refuses at its line a translation in two paragraphs written after ">-" (read as one), and shows both once it is "|-"', () => {
    // (Its first paragraph longer than a YAML writer's 80 columns: a writer writes a single line break so.)
    const site = withLanguages(fixtureText());
    const whole = fullTranslation(site);
    const folded = whole.replace(
      /^( *)mr: "मराठी: We build websites\."$/m,
      '$1mr: >-\n$1  आम्ही महानगरपालिकांसाठी संकेतस्थळे तयार करतो, ज्यात मालमत्ता कर, पाणीपट्टी आणि तक्रारी ऑनलाइन भरता येतात.\n\n$1  आणि शाळा व महाविद्यालयांसाठीही.',
    );
    expect(folded).not.toBe(whole);
    write(site, folded);
    const { problems } = load();
    const at = positionOf(folded, '>-\n');
    expect(problems.map((p) => formatProblem(p.file!, p))).toEqual([
      `site.mr.yaml:${at.line}:${at.col}  YAML044  "mr" is written after ">-", which joins its lines: the blank line between two paragraphs is read as a line break, and the page shows them as one paragraph; write "|-" in place of ">-", which keeps each line as it is written`,
    ]);
    write(site, applyFix(folded, problems[0])!);
    const loaded = load();
    expect(loaded.problems).toEqual([]);
    const $ = renderRoute(loaded.resolved!, '/mr/WebsiteDevelopment');
    expect(
      $('#Website_Development p')
        .map((_, p) => $(p).text())
        .get(),
    ).toEqual([
      'आम्ही महानगरपालिकांसाठी संकेतस्थळे तयार करतो, ज्यात मालमत्ता कर, पाणीपट्टी आणि तक्रारी ऑनलाइन भरता येतात.',
      'आणि शाळा व महाविद्यालयांसाठीही.',
    ]);
  });

  it('reads searchWords, and refuses one without the word it finds at its line', () => {
    const site = withLanguages(fixtureText());
    const translated = fullTranslation(site);
    write(site, `searchWords:\n  पेन्शन: [निवृत्तिवेतन, सेवानिवृत्ती]\n  कंप्लेंट: तक्रार\n${translated}`);
    const good = load();
    expect(good.problems).toEqual([]);
    expect(good.translations!.checks[0].searchWords).toEqual([
      { word: 'पेन्शन', means: ['निवृत्तिवेतन', 'सेवानिवृत्ती'] },
      { word: 'कंप्लेंट', means: ['तक्रार'] },
    ]);
    const broken = `searchWords:\n  पेन्शन: निवृत्तिवेतन\n  कंप्लेंट:\n${translated}`;
    write(site, broken);
    const at = positionOf(broken, 'कंप्लेंट:');
    expect(load().problems.map((p) => formatProblem(p.file!, p))).toEqual([
      `site.mr.yaml:${at.line}:${at.col}  TRANS012  each line under "searchWords:" is a word readers may search with, a colon, and the word the pages say (or several, in square brackets), such as\n  पेन्शन: [निवृत्तिवेतन, सेवानिवृत्ती]`,
    ]);
  });

  it('keeps a page none of whose own texts is translated in English only, and links to it from Marathi pages at its English address', () => {
    const site = withLanguages(fixtureText());
    const marathi = withoutPage(fullTranslation(site), '/Sopi');
    write(site, marathi);
    const { problems, resolved } = load();
    expect(problems).toEqual([]);
    expect(resolved!.pages.some((p) => p.path === '/mr/Sopi')).toBe(false);
    const products = resolved!.pages.find((p) => p.path === '/mr/Products')!;
    expect(JSON.stringify(products.sections)).toContain('"to":"/Sopi"');
    expect(JSON.stringify(products.sections)).not.toContain('"to":"/mr/Sopi"');
  });

  it('names a translation outdated at its line in site.mr.yaml once its English has changed, until the new English is copied in', () => {
    const before = withLanguages(fixtureText());
    const marathi = fullTranslation(before);
    const site = mutate(before, 'title: Pension Illustration\n', 'title: Pension Illustration for Zilla Parishads\n');
    write(site, marathi);
    const outdated = load();
    expect(outdated.problems).toEqual([]);
    const at = positionOf(marathi, 'mr: "मराठी: Pension Illustration"');
    expect(outdated.warnings!.map(shown)).toContain(
      `site.mr.yaml:${at.line}:${at.col + 4}  TRANS009  outdated: the English at site.yaml:${positionOf(site, 'title: Pension Illustration for').line}:12 is now "Pension Illustration for Zilla Parishads" (this मराठी was made from "Pension Illustration"); update the मराठी, then copy the new English under "en:"`,
    );
    expect(outdated.translations!.summaries[0]).toMatch(/, 0 texts to translate, 1 outdated/);
    // The outdated translation is still published: a page stays in Marathi while someone updates it.
    expect(outdated.resolved!.pages.some((p) => p.path === '/mr/Sopi')).toBe(true);
    write(site, marathi.replace('en: Pension Illustration\n', 'en: Pension Illustration for Zilla Parishads\n'));
    expect(load().translations!.summaries[0]).toMatch(/, 0 outdated/);
  });

  it('warns, at its line in site.mr.yaml, of a translation of English site.yaml no longer has, and builds without it; npm run translate removes it', () => {
    const site = withLanguages(fixtureText());
    const marathi = fullTranslation(site);
    // A page deleted in a text editor, and a text of a page that is there (an item of a list kept in order, past its end).
    const stray = marathi
      .replace('\npages:\n', '\npages:\n  /Gone:\n    title:\n      en: A page that was removed\n      mr: काढलेले पान\n')
      .replace(
        '\n  /Sopi:\n',
        '\n  /Sopi:\n    summary:\n      en: A summary that was removed\n      mr: काढलेला सारांश\n',
      );
    expect(stray).not.toBe(marathi);
    write(site, stray);
    const loaded = load();
    expect(loaded.problems).toEqual([]);
    expect(loaded.resolved!.pages.some((p) => p.path === '/mr/Sopi')).toBe(true);
    expect(loaded.warnings!.filter((w) => w.code === 'TRANS004').map(shown)).toEqual([
      `site.mr.yaml:${positionOf(stray, '  /Gone:').line + 2}:7  TRANS004  pages › /Gone › title translates "A page that was removed", which site.yaml no longer has there, so it is not used: remove it (npm run translate mr removes every such leftover), or move it to where that text is now`,
      expect.stringMatching(
        /^site\.mr\.yaml:\d+:7 {2}TRANS004 {2}pages › \/Sopi › summary translates "A summary that was removed"/,
      ),
    ]);
    const run = runScript('scripts/translate.ts', ['mr'], { env: { ...process.env, SITE_YAML: SITE } });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(
      /site\.mr\.yaml: removed 2 texts that \S*site\.yaml no longer has; then run npm run validate\.\n$/,
    );
    expect(readFileSync(MARATHI, 'utf8')).toBe(marathi);
  });

  it('keeps the Marathi of a page renamed in a text editor (its old address in aliases:) at its new address, with the lines to change; npm run translate moves it', () => {
    // The page renamed as the guide says, and a link somewhere still to its old address, anchor and all.
    const site = mutate(
      withLanguages(fixtureText()),
      'body: We build websites. }',
      'body: "We build websites, and [pension software](/Sopi#sopi)." }',
    );
    const marathi = fullTranslation(site);
    write(site, marathi);
    const before = load().resolved!.pages.filter((p) => p.lang === 'mr').length;
    const renamed = mutate(site, '  - path: /Sopi\n', '  - path: /PensionCases\n    aliases: [/Sopi]\n');
    write(renamed, marathi);
    const loaded = load();
    expect(loaded.problems).toEqual([]);
    const marathiPages = loaded.resolved!.pages.filter((p) => p.lang === 'mr');
    expect(marathiPages).toHaveLength(before);
    const page = marathiPages.find((p) => p.path === '/mr/PensionCases')!;
    expect(page.title).toBe('मराठी: Pension Illustration');
    expect(page.englishTexts).toBeUndefined();
    // Its old Marathi address leads to it (npm run build writes it into _redirects as /Sopi's).
    expect(page.aliases).toEqual(['/mr/Sopi']);
    const old = positionOf(marathi, '  /Sopi:\n');
    const link = positionOf(renamed, '/Sopi#sopi');
    expect(loaded.warnings!.map((w) => [w.code, w.file ?? 'site.yaml', w.line, w.col])).toEqual(
      expect.arrayContaining([
        ['TRANS013', 'site.mr.yaml', old.line, old.col + 2],
        ['LINK021', 'site.yaml', link.line, expect.any(Number)],
      ]),
    );
    // The link leads to the page's new address, in each language.
    const inPages = (lang: string) =>
      JSON.stringify(loaded.resolved!.pages.filter((p) => p.lang === lang).map((p) => p.sections));
    expect(inPages('en')).toContain('(/PensionCases#sopi)');
    expect(inPages('mr')).toContain('(/mr/PensionCases#sopi)');
    expect(inPages('en') + inPages('mr')).not.toMatch(/\(\/(mr\/)?Sopi[#)]/);
    // Each fix followed literally: the same pages, and nothing left to say.
    const moved = loaded.warnings!.find((w) => w.code === 'TRANS013')!;
    const led = loaded.warnings!.find((w) => w.code === 'LINK021')!;
    write(applyFix(renamed, led)!, applyFix(marathi, moved)!);
    const fixed = load();
    expect(fixed.problems).toEqual([]);
    expect(fixed.warnings!.filter((w) => ['TRANS013', 'LINK021', 'TRANS004'].includes(w.code))).toEqual([]);
    expect(fixed.resolved!.pages.find((p) => p.path === '/mr/PensionCases')!.title).toBe(page.title);
    // npm run translate makes the same change to site.mr.yaml, and only that one.
    write(renamed, marathi);
    const run = runScript('scripts/translate.ts', ['mr'], { env: { ...process.env, SITE_YAML: SITE } });
    expect(run.status, run.stderr).toBe(0);
    expect(readFileSync(MARATHI, 'utf8')).toBe(applyFix(marathi, moved));
  });

  it("keeps each Marathi name of a list with an item added in a text editor on its own item, the new one in English; npm run translate puts the list in site.yaml's order", () => {
    const site = withLanguages(fixtureText());
    const marathi = fullTranslation(site);
    // A logo added second, as an owner pastes a copied line under the first one: the items after it move down by one.
    const added = mutate(
      site,
      '          - { name: Partner One, src: /images/logo.svg }\n',
      '          - { name: Partner One, src: /images/logo.svg }\n          - { name: Partner Five, src: /images/card.svg }\n',
    );
    write(added, marathi);
    const loaded = load();
    expect(loaded.problems).toEqual([]);
    // The names the carousel is given on /mr/Healthcare (its logos' alt texts).
    const names = () =>
      (
        JSON.parse(
          renderRoute(load().resolved!, '/mr/Healthcare')('#Partners [data-island="carousel"]').attr('data-props')!,
        ) as { logos: { name: string }[] }
      ).logos.map((logo) => logo.name);
    expect(names()).toEqual([
      'मराठी: Partner One',
      'Partner Five',
      'मराठी: Partner Two',
      'मराठी: Partner Three',
      'मराठी: Partner Four',
    ]);
    expect(loaded.warnings!.filter((w) => w.code === 'TRANS009')).toEqual([]);
    const shifted = loaded.warnings!.filter((w) => w.code === 'TRANS014');
    expect(shifted.map((w) => [w.file, w.line, w.col, w.message])).toEqual([
      [
        'site.mr.yaml',
        positionOf(marathi, 'en: Partner Two').line,
        positionOf(marathi, 'en: Partner Two').col,
        expect.stringContaining('3 मराठी entries of it stand at the place of another item'),
      ],
    ]);
    expect(loaded.warnings!.filter((w) => w.code === 'TRANS008').map((w) => w.line)).toEqual([
      positionOf(added, 'Partner Five').line,
    ]);
    // npm run translate moves the three down and leaves a place for the new one, the rest as it was.
    const run = runScript('scripts/translate.ts', ['mr'], { env: { ...process.env, SITE_YAML: SITE } });
    expect(run.status, run.stderr).toBe(0);
    const reordered = readFileSync(MARATHI, 'utf8');
    expect(reordered).toBe(
      mutate(
        marathi,
        '              mr: "मराठी: Partner One"\n',
        '              mr: "मराठी: Partner One"\n          - name:\n              en: Partner Five\n              mr: ""\n',
      ),
    );
    expect(load().warnings!.filter((w) => w.code === 'TRANS014')).toEqual([]);
    write(added, reordered.replace('mr: ""', 'mr: "मराठी: Partner Five"'));
    expect(names()).toEqual([
      'मराठी: Partner One',
      'मराठी: Partner Five',
      'मराठी: Partner Two',
      'मराठी: Partner Three',
      'मराठी: Partner Four',
    ]);
  });

  it('refuses, at its line in site.mr.yaml, a translation that breaks a line, and one too long for its place', () => {
    const site = withLanguages(fixtureText());
    const marathi = fullTranslation(site);
    const twoLines = marathi.replace('mr: "मराठी: Pension Illustration"', 'mr: "निवृत्तिवेतन\\nगणना"');
    write(site, twoLines);
    const line = positionOf(twoLines, 'mr: "निवृत्तिवेतन').line;
    expect(load().problems.map(shown)).toEqual([
      `site.mr.yaml:${line}:11  TRANS005  "title" is one line (its English is): write the मराठी on one line`,
    ]);
    const long = marathi.replace('mr: "मराठी: Pension Illustration"', `mr: "${'निवृत्तिवेतन '.repeat(7)}"`);
    write(site, long);
    expect(load().problems.map(shown)).toEqual([
      expect.stringMatching(
        new RegExp(`^site\\.mr\\.yaml:${positionOf(long, 'mr: "निवृत्तिवेतन').line}:11  SCHEMA015  .*70`),
      ),
    ]);
  });

  describe('the walk-throughs of docs/guide/marathi.md', () => {
    /** The mini fixture with the English product of docs/guide/pages-and-products.md pasted at the end of pages: (its last list). */
    const withProduct = () => {
      mkdirSync(path.join(DIR, 'public/images/products'), { recursive: true });
      writeFileSync(
        path.join(DIR, 'public/images/products/fleet.svg'),
        '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#eef4f8"/></svg>',
      );
      return withLanguages(fixtureText()) + guideExample(GUIDE.pages, '### Add a product');
    };

    it('"Translate a page into Marathi": the command writes the page\'s places as the guide shows them', () => {
      const site = withProduct();
      write(site, standInTranslation(site, SITE, ['/FleetTracker']));
      const command = guideExample(GUIDE.marathi, '### Translate a page into Marathi', 0, 'sh').trim();
      expect(command).toBe('npm run translate -- mr /FleetTracker');
      const run = runScript('scripts/translate.ts', command.split(' ').slice(4), {
        env: { ...process.env, SITE_YAML: SITE },
      });
      expect(run.status, run.stderr).toBe(0);
      expect(readFileSync(MARATHI, 'utf8')).toContain(guideExample(GUIDE.marathi, '### Translate a page into Marathi'));
    });

    it('"Add a product in both languages": the guide\'s Marathi, pasted at the end of site.mr.yaml, publishes /mr/FleetTracker', () => {
      const site = withProduct();
      write(
        site,
        standInTranslation(site, SITE, ['/FleetTracker']) +
          guideExample(GUIDE.marathi, '### Add a product in both languages'),
      );
      const { problems, resolved, translations } = load();
      expect(problems).toEqual([]);
      expect(translations!.summaries[0]).toMatch(
        /^मराठी \(mr\): (\d+) of \1 pages in मराठी, 0 texts to translate, 0 outdated/,
      );
      const fleet = resolved!.pages.find((p) => p.path === '/mr/FleetTracker')!;
      expect(fleet.title).toBe('वाहन ट्रॅकिंग प्रणाली');
      expect(fleet.brochureHref).toBe('/mr/brochures/FleetTracker.pdf');
      expect(JSON.stringify(resolved!.pages.find((p) => p.path === '/mr/Products')!.sections)).toContain(
        '"to":"/mr/FleetTracker"',
      );
    });

    it('"When validate says a translation is outdated": the warning reads as the guide prints it, and following it clears it', () => {
      const before = withProduct();
      const marathi =
        standInTranslation(before, SITE, ['/FleetTracker']) +
        guideExample(GUIDE.marathi, '### Add a product in both languages');
      const site = before.replace('title: Fleet Tracking System', 'title: Fleet and Trip Tracking');
      write(site, marathi);
      const printed = guideExample(GUIDE.marathi, '### When validate says a translation is outdated', 0, '').trim();
      const shown = load().warnings!.map((w) => formatProblem('site.yaml', { ...w, message: `warning: ${w.message}` }));
      const outdated = shown.find((w) => w.includes('outdated'))!;
      expect(outdated).toContain('  TRANS009  warning: outdated:');
      // The guide shows the line as validate prints it, code included.
      expect(outdated.replace(/:\d+:\d+/g, ':L:C')).toBe(printed.replace(/:\d+:\d+/g, ':L:C'));
      write(
        site,
        marathi
          .replace('      en: Fleet Tracking System\n', '      en: Fleet and Trip Tracking\n')
          .replace('mr: वाहन ट्रॅकिंग प्रणाली', 'mr: वाहन आणि फेरी ट्रॅकिंग'),
      );
      expect(load().translations!.summaries[0]).toMatch(/, 0 outdated/);
    });
  });
});

describe("the guides' walk-throughs, followed literally on the real site, with its site.mr.yaml", () => {
  it('take no page off the Marathi site: a vacancy, a video, a YouTube video, an office and a photo in English only', async () => {
    const realSite = path.join(ROOT, 'site.yaml');
    const marathiPages = (loaded: ReturnType<typeof loadSiteText>) =>
      loaded.resolved!.pages.filter((p) => p.lang === 'mr').map((p) => p.path);
    const before = loadSiteText(readFileSync(realSite, 'utf8'), {
      publicDir: path.join(ROOT, 'public'),
      siteFile: realSite,
    });
    expect(before.problems).toEqual([]);
    // Every walk-through of docs/guide/ that tests/support/walkthrough.ts follows, then two more.
    const dir = path.join(DIR, 'walkthrough');
    const { siteFile } = prepareWalkthroughSite(dir);
    cpSync(path.join(ROOT, 'site.mr.yaml'), path.join(dir, 'site.mr.yaml'));
    let site = readFileSync(siteFile, 'utf8');
    // facts.md, "Add a second office": "paste it under `site:`, above `phones:`".
    site = mutate(site, '  phones:', `${guideExample(GUIDE.facts, '### Add a second office')}\n  phones:`);
    // media.md, "Add photos": "after the last photo of that group", the file from a camera at its place.
    const lastPhoto = '              - { src: /images/events/womens-day-4.svg';
    const photoLine = site.indexOf('\n', site.indexOf(lastPhoto)) + 1;
    site = site.slice(0, photoLine) + guideExample(GUIDE.media, '### Add photos') + site.slice(photoLine);
    await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c06' } })
      .jpeg()
      .toFile(path.join(dir, 'public/images/events/womens-day-5.jpg'));
    writeFileSync(siteFile, site);
    const after = loadSiteText(site, { publicDir: path.join(dir, 'public'), siteFile });
    expect(after.problems).toEqual([]);
    // Every page that was in Marathi still is; the new pages (a product, an industry, a page of its own) are in English only.
    expect(marathiPages(after)).toEqual(marathiPages(before));
    // The new English texts are shown in English on those pages, and named as such, each at its line.
    const careers = after.resolved!.pages.find((p) => p.path === '/mr/CareerPage')!;
    const vacancy = guideExample(GUIDE.pages, '### Add a vacancy').match(/title: (.+)/)![1];
    expect(careers.englishTexts).toContain(vacancy);
    const office = after.resolved!.pages.find((p) => p.path === '/mr/ContactPage')!;
    expect(office.englishTexts).toContain('Mumbai office');
    // validate's line for the language: as many pages in Marathi as before, some with English texts.
    const inMarathi = (line: string) => /^मराठी \(mr\): (\d+) of \d+ pages in मराठी/.exec(line)?.[1];
    expect(inMarathi(after.translations!.summaries[0])).toBe(inMarathi(before.translations!.summaries[0]));
    expect(after.translations!.summaries[0]).toMatch(
      / pages in मराठी \(\d+ pages with \d+ texts in English until translated\)/,
    );
    // And no advice to let another page answer for a Marathi address.
    expect([...(after.warnings ?? []), ...after.problems].filter((w) => /aliases: \[\/mr/.test(w.message))).toEqual([]);
  }, 60_000);
});
