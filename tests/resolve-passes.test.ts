// Each resolver pass alone, on the fixture site after the schema check and the expand pass, with its problems
// collected as site.yaml paths. The whole resolver is covered by tests/resolve.test.ts.
import { mkdirSync, rmSync, writeFileSync, cpSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectAnchors } from '../src/contract/resolve/anchors.ts';
import { expand } from '../src/contract/resolve/expand.ts';
import { checkFiles } from '../src/contract/resolve/files.ts';
import { resolveLinks } from '../src/contract/resolve/links.ts';
import { generateLists } from '../src/contract/resolve/lists.ts';
import { checkForms, checkPositions } from '../src/contract/resolve/positions.ts';
import { checkSchema } from '../src/content/schemaCheck.ts';
import { parseYamlSource, type DataPath } from '../src/content/yamlSource.ts';
import type { SiteConfig } from '../src/generated/site-types.ts';
import { readFileSync } from 'node:fs';
import { FIXTURE_PUBLIC, fixtureText, mutate, ROOT } from './support/fixture.ts';
import { FORMS_FILE } from './support/builds.ts';
import { loadSiteText } from '../src/contract/loadSite.ts';
import { renderRoute } from './support/render.tsx';
import { positionOf } from './support/fixture.ts';
import type { Coded } from '../src/core/problems.ts';
import { applyFix } from '../src/core/problems/catalogue.ts';

/** The fixture (or an edit of it) after the schema check and the expand pass, and the problems passes report. */
function expanded(text = fixtureText()) {
  const source = parseYamlSource(text);
  const { problems: schemaProblems, refs } = checkSchema(source.data);
  expect(schemaProblems).toEqual([]);
  const problems: { at: string; code: string; message: string }[] = [];
  const r = expand(source.data as SiteConfig, refs, (at: DataPath, found: Coded) =>
    problems.push({ at: at.join('.'), code: found.code, message: found.message }),
  );
  const entry = (p: string) => r.pages.find((e) => e.page.path === p)!;
  return { r, problems, entry };
}

describe('expand: kinds, skeletons and blocks', () => {
  it('gives each page its kind and replaces `use:` with a copy of the block, traced to where the block is written', () => {
    const { r, problems, entry } = expanded();
    expect(problems).toEqual([]);
    expect(entry('/Sopi').kind).toEqual(r.site.kinds.product);
    const connect = entry('/').sections[2];
    expect(connect.value).toMatchObject({ type: 'prose', id: 'Connect', heading: 'Talk to us' });
    expect(connect.origin(['heading'])).toEqual(['blocks', 'connect', 'heading']);
  });

  it('fills a kind skeleton with the sections a page gives by id, and refuses an id the skeleton lacks', () => {
    const skeleton = mutate(
      fixtureText(),
      '  industry: { template: StandardPage, nav: null }',
      '  industry:\n    template: StandardPage\n    nav: null\n    sections:\n      - { type: prose, id: About, heading: About the sector }\n      - use: connect',
    );
    const filled = mutate(
      skeleton,
      '      - type: cards\n        id: Advantages',
      '      - { id: About, body: Care is slow on paper. }\n      - type: cards\n        id: Advantages',
    );
    const { problems, entry } = expanded(filled);
    expect(problems).toEqual([]);
    const sections = entry('/Healthcare').sections.map((s) => s.value);
    expect(sections[0]).toMatchObject({
      type: 'prose',
      id: 'About',
      heading: 'About the sector',
      body: 'Care is slow on paper.',
    });
    expect(sections.map((s) => s.id)).toContain('Connect');

    const unknown = expanded(
      mutate(
        skeleton,
        '      - type: cards\n        id: Advantages',
        '      - { id: Abuot, body: Care. }\n      - type: cards\n        id: Advantages',
      ),
    );
    expect(unknown.problems.map((p) => p.message).join('\n')).toMatch(/Abuot/);
  });

  it('refuses two paths that differ only in letter case, at the second', () => {
    const { problems } = expanded(mutate(fixtureText(), '  - path: /404\n', '  - path: /sopi\n'));
    expect(problems).toContainEqual({
      at: expect.stringMatching(/^pages\.\d+\.path$/),
      code: 'PAGE023',
      message: expect.stringMatching(/\/sopi.*\/Sopi|\/Sopi.*\/sopi/),
    });
  });
});

describe('files: pictures under public/, sizes from the files', () => {
  const publicCopy = () => {
    const dir = path.join(ROOT, '.tmp/resolve-passes-public');
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    cpSync(FIXTURE_PUBLIC, dir, { recursive: true });
    return dir;
  };

  it("reads each picture's width and height from its file (an SVG from its viewBox)", () => {
    const dir = publicCopy();
    writeFileSync(
      path.join(dir, 'images/wide.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"></svg>',
    );
    const { r, problems, entry } = expanded(
      mutate(
        fixtureText(),
        '{ name: Partner One, src: /images/logo.svg }',
        '{ name: Partner One, src: /images/wide.svg }',
      ),
    );
    checkFiles(r, dir);
    expect(problems).toEqual([]);
    const logos = entry('/Healthcare').sections[1].value.logos as { width: number; height: number }[];
    expect(logos[0]).toMatchObject({ width: 300, height: 100 });
  });

  it('reports a missing file and a hand size that changes the proportions (a path out of public/ the schema refuses first)', () => {
    const dir = publicCopy();
    writeFileSync(
      path.join(dir, 'images/wide.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"></svg>',
    );
    let text = mutate(
      fixtureText(),
      '{ name: Partner One, src: /images/logo.svg }',
      '{ name: Partner One, src: /images/none.svg }',
    );
    text = mutate(
      text,
      '{ name: Partner Three, src: /images/partner-three.svg }',
      '{ name: Partner Three, src: /images/wide.svg, width: 100, height: 100 }',
    );
    const { r, problems } = expanded(text);
    checkFiles(r, dir);
    const logos = 'pages.2.sections.1.logos';
    expect(problems).toMatchObject([
      {
        at: `${logos}.0.src`,
        code: 'FILE045',
        message: 'the file "/images/none.svg" does not exist; put it at public/images/none.svg',
      },
      {
        at: `${logos}.2.width`,
        message: expect.stringMatching(/^100×100 does not keep the proportions of "\/images\/wide\.svg" \(300×100\)/),
      },
    ]);
  });
});

describe('anchors', () => {
  it('collects the ids written in site.yaml and the ids the template always writes, and refuses one twice', () => {
    const { r, problems } = expanded();
    const anchors = collectAnchors(r);
    expect(problems).toEqual([]);
    expect([...anchors.get('/WebsiteDevelopment')!]).toContain('Website_Development');
    expect([...anchors.get('/Sopi')!]).toEqual(expect.arrayContaining(['sopi', 'key']));

    const twice = expanded(
      mutate(
        fixtureText(),
        '      - { type: contactDetails, id: Contact_Desks }',
        '      - { type: contactDetails, id: Get_In_Touch }',
      ),
    );
    collectAnchors(twice.r);
    expect(twice.problems).toMatchObject([
      {
        at: expect.stringMatching(/^pages\.5\.sections\.\d\.id$/),
        code: 'LINK014',
        message: 'the id "Get_In_Touch" is used twice on the page "/ContactPage"; ids must be unique on a page',
      },
    ]);
  });

  it('counts the id the hero section writes on its heading, so a site.yaml id cannot repeat it and a link may target it', () => {
    const { r } = expanded();
    expect([...collectAnchors(r).get('/')!]).toContain('hero-heading');
    const twice = expanded(mutate(fixtureText(), '        id: Services\n', '        id: hero-heading\n'));
    collectAnchors(twice.r);
    expect(twice.problems).toMatchObject([
      {
        at: 'pages.0.sections.1.id',
        code: 'LINK014',
        message: 'the id "hero-heading" is used twice on the page "/"; ids must be unique on a page',
      },
    ]);
  });
});

describe('links', () => {
  it('reports a link that leads nowhere and an anchor that is not on its page, each at its own place', () => {
    let text = mutate(fixtureText(), 'to: /ContactPage, style: button', 'to: /Contact, style: button');
    text = mutate(text, 'to: /WebsiteDevelopment#Website_Development', 'to: /WebsiteDevelopment#Websites');
    const { r, problems } = expanded(text);
    resolveLinks(r, collectAnchors(r));
    expect(problems.map((p) => p.at).sort()).toEqual([
      'blocks.connect.actions.0.to',
      'pages.0.sections.1.cards.0.link.to',
    ]);
    expect(problems.find((p) => p.at.startsWith('blocks'))).toMatchObject({
      code: 'LINK003',
      message: expect.stringMatching(/"\/Contact" leads nowhere.*\/ContactPage/),
    });
    expect(problems.find((p) => p.at.startsWith('pages'))!.code).toBe('LINK005');
    expect(problems.find((p) => p.at.startsWith('pages'))!.message).toBe(
      'the link "/WebsiteDevelopment#Websites" leads to no anchor: the page "/WebsiteDevelopment" has no id "Websites"; its ids: main, Website_Development',
    );
  });
});

describe('lists made from the pages', () => {
  it('fills product tiles with every product page, then the extra tiles', () => {
    const { r, entry } = expanded();
    generateLists(r);
    expect(entry('/Products').sections[0].value.tiles).toEqual([
      { title: 'Pension Illustration', to: '/Sopi' },
      { title: 'Coming Soon Portal' },
    ]);
  });

  it('refuses an unknown kind, suggesting the closest', () => {
    const { r, problems } = expanded(mutate(fixtureText(), 'from: { kind: product }', 'from: { kind: products }'));
    generateLists(r);
    expect(problems).toEqual([
      {
        at: 'pages.3.sections.0.from.kind',
        code: 'PAGE014',
        message: expect.stringMatching(/^unknown kind "products" \(did you mean "product"\?\)/),
      },
    ]);
  });
});

describe('vacancy positions', () => {
  it('refuses a position on a card whose link leads to no application form', () => {
    const text = mutate(
      fixtureText(),
      'text: Sites., link: { label: Learn more, to: /WebsiteDevelopment#Website_Development } }',
      'text: Sites., position: Developer, link: { label: Apply, to: /ContactPage#Get_In_Touch } }',
    );
    const { r, problems } = expanded(text);
    checkPositions(r, () => {});
    expect(problems).toEqual([
      {
        at: 'pages.0.sections.1.cards.0.position',
        code: 'FACT017',
        message: expect.stringMatching(/needs a link to an application form with positions/),
      },
    ]);
  });
});

describe('vacancy positions on the application form', () => {
  const formsSite = () => readFileSync(FORMS_FILE, 'utf8');
  const positionsOf = (r: ReturnType<typeof expanded>['r']) =>
    r.pages.flatMap((p) => p.sections).find((s) => s.value.type === 'form' && s.value.positions)!.value.positions as {
      value: string;
      label: string;
    }[];

  it('adds a position the form does not list yet, labelled with the card title, after the listed ones', () => {
    const { r, problems } = expanded(
      mutate(formsSite(), 'position: "QC_Engineer"', 'position: "Software_Test_Engineer"'),
    );
    const before = positionsOf(r).length;
    checkPositions(r, () => {});
    expect(problems).toEqual([]);
    expect(positionsOf(r).length).toBe(before + 1);
    expect(positionsOf(r).at(-1)).toEqual({ value: 'Software_Test_Engineer', label: expect.any(String) });
  });

  it('warns of an option no vacancy card names (a deleted vacancy), at its line, unless it says keep: true', () => {
    const warned = (text: string) => {
      const { r } = expanded(text);
      const warnings: string[] = [];
      checkPositions(r, (at, found) => warnings.push(`${at.join('.')}  ${found.code}  ${found.message}`));
      return warnings;
    };
    const qc = (w: string[]) => w.filter((x) => x.includes('"QC_Engineer"'));
    expect(qc(warned(formsSite()))).toEqual([]);
    const withoutCard = mutate(formsSite(), '            position: "QC_Engineer"\n', '');
    expect(qc(warned(withoutCard))).toEqual([
      expect.stringMatching(
        /^pages\.\d+\.sections\.\d+\.positions\.8\.value {2}FACT019 {2}no vacancy card names the position "QC_Engineer" \(QC Engineer\), so visitors can apply for a post that is not advertised; delete this line, or write keep: true in it/,
      ),
    ]);
    expect(
      qc(
        warned(
          mutate(
            withoutCard,
            '{ value: QC_Engineer, label: QC Engineer }',
            '{ value: QC_Engineer, label: QC Engineer, keep: true }',
          ),
        ),
      ),
    ).toEqual([]);
  });

  it('warns, once the site names its form service, of a form without its notice and of no thanks page', () => {
    const checked = (text: string) => {
      const { r } = expanded(text);
      const warnings: string[] = [];
      const refused: string[] = [];
      checkForms(
        r,
        (at, found) => warnings.push(`${at.join('.')}  ${found.code}`),
        (at, found) => refused.push(`${at.join('.')}  ${found.code}`),
      );
      return { warnings, refused };
    };
    const warned = (text: string) => checked(text).warnings;
    expect(warned(formsSite())).toEqual([]);
    const noNotice = formsSite().replace(/\n {8}notice: We collect your details[^\n]*/, '');
    expect(warned(noNotice)).toEqual([expect.stringMatching(/^pages\.\d+\.sections\.1\.form {2}FACT036$/)]);
    expect(warned(mutate(formsSite(), '    thanks: /Thanks\n', ''))).toEqual(['site.forms.provider  FACT037']);
    // A site that names no service (the mini site) is not told either.
    expect(warned(fixtureText())).toEqual([]);
    expect(checked(formsSite()).refused).toEqual([]);
  });

  it("refuses a Netlify site's form addresses, left from another service: its forms post to the site itself", () => {
    const { r } = expanded(mutate(formsSite(), '    provider: formspree', '    provider: netlify'));
    const refused: string[] = [];
    checkForms(
      r,
      () => {},
      (at, found) => refused.push(`${at.join('.')}  ${found.code}`),
    );
    expect(refused).toEqual(['site.forms.contact  FACT038', 'site.forms.application  FACT038']);
  });

  it('leaves a vacancy off the site from the day after it closes, with its option, and says so at its closes: line', () => {
    const qcCard = '            position: "QC_Engineer"\n';
    const closedText = mutate(formsSite(), qcCard, qcCard + '            closes: "2020-01-31"\n');
    const closed = loadSiteText(closedText, { publicDir: FIXTURE_PUBLIC });
    expect(closed.problems).toEqual([]);
    const at = positionOf(closedText, '"2020-01-31"');
    expect(closed.warnings).toContainEqual(
      expect.objectContaining({
        ...at,
        code: 'FACT016',
        message:
          'this vacancy closed on 2020-01-31, so "QC Engineer" is no longer on the site and its position is no longer offered in the form; delete the card when you like, or give it a new closing date',
      }),
    );
    const $ = renderRoute(closed.resolved!, '/CareerPage');
    expect($('#Vacancy_QC').length).toBe(0);
    expect($('#Vacancy_UIUX').length).toBe(1);
    expect($('option[value="QC_Engineer"]').length).toBe(0);
    expect($('option[value="UI_/_UX_Designer"]').length).toBe(1);

    const open = loadSiteText(mutate(formsSite(), qcCard, qcCard + '            closes: "2099-12-31"\n'), {
      publicDir: FIXTURE_PUBLIC,
    });
    const $open = renderRoute(open.resolved!, '/CareerPage');
    expect($open('#Vacancy_QC').length).toBe(1);
    expect($open('option[value="QC_Engineer"]').length).toBe(1);
  });

  it("refuses a link to a closed vacancy at the link's line: its card and id are no longer on the page", () => {
    const qcCard = '            position: "QC_Engineer"\n';
    const linked = mutate(
      formsSite(),
      'to: /WebsiteDevelopment#Website_Development }',
      'to: "/CareerPage#Vacancy_QC" }',
    );
    const open = loadSiteText(mutate(linked, qcCard, qcCard + '            closes: "2099-12-31"\n'), {
      publicDir: FIXTURE_PUBLIC,
    });
    expect(open.problems).toEqual([]);
    const closedText = mutate(linked, qcCard, qcCard + '            closes: "2020-01-31"\n');
    const closed = loadSiteText(closedText, { publicDir: FIXTURE_PUBLIC });
    expect(closed.problems).toMatchObject([
      {
        ...positionOf(closedText, '"/CareerPage#Vacancy_QC"'),
        code: 'LINK004',
        message:
          'the link "/CareerPage#Vacancy_QC" leads to a vacancy that closed on 2020-01-31 (its closes: line), so it is no longer on the page "/CareerPage"; remove this link, or give the vacancy a new closing date',
      },
    ]);
    // Either fix, applied as it says, gives a site with no problem.
    expect(
      loadSiteText(mutate(closedText, '"2020-01-31"', '"2099-12-31"'), { publicDir: FIXTURE_PUBLIC }).problems,
    ).toEqual([]);
    const unlinked = loadSiteText(
      mutate(closedText, ', link: { label: Learn more, to: "/CareerPage#Vacancy_QC" }', ''),
      { publicDir: FIXTURE_PUBLIC },
    );
    expect(unlinked.problems).toEqual([]);
    expect(renderRoute(unlinked.resolved!, '/CareerPage')('#Vacancy_QC').length).toBe(0);
  });

  it("warns of a vacancy copied with another's position, whose APPLY would choose that one; a new position, however close, is a new option", () => {
    const qc =
      '          - id: Vacancy_QC\n            title: QC Engineer\n            meta: Minimum 1+ years · freshers can apply\n            lists: [{ heading: Skills, items: [Manual testing, Test plans] }]\n            position: "QC_Engineer"\n            link: { label: APPLY, to: "/CareerPage#Apply_Now" }\n';
    const copied = mutate(
      formsSite(),
      qc,
      qc + qc.replace('Vacancy_QC', 'Vacancy_QA').replace('title: QC Engineer', 'title: QA Engineer'),
    );
    const loaded = loadSiteText(copied, { publicDir: FIXTURE_PUBLIC });
    expect(loaded.problems).toEqual([]);
    const second = copied.indexOf('"QC_Engineer"', copied.indexOf('Vacancy_QA'));
    const line = copied.slice(0, second).split('\n').length;
    expect(loaded.warnings?.filter((w) => w.code === 'FACT039')).toMatchObject([
      {
        line,
        message:
          'this vacancy\'s position "QC_Engineer" is also the position of "QC Engineer" above: its APPLY button would choose that one in the application form; write the position this vacancy is for (a new one is added to the form\'s list)',
      },
    ]);
    // Followed: QA_Engineer, one letter from QC_Engineer, is the new vacancy's own option, not a misspelling of it.
    const followed = loadSiteText(
      `${copied.slice(0, second)}"QA_Engineer"${copied.slice(second + '"QC_Engineer"'.length)}`,
      { publicDir: FIXTURE_PUBLIC },
    );
    expect(followed.problems).toEqual([]);
    expect(followed.warnings?.filter((w) => w.code === 'FACT039' || /Q[AC]_Engineer/.test(w.message))).toEqual([]);
    const $ = renderRoute(followed.resolved!, '/CareerPage');
    expect($('select option[value="QA_Engineer"]').text()).toBe('QA Engineer');
    expect($('select option[value="QC_Engineer"]').length).toBe(1);
  });

  it('takes a vacancy turned into another post (one word for another) as a new option, not as the old one misspelt', () => {
    // ".NET Developer" → "Java Developer" changes four letters of fourteen, near enough to look like a typo by letters.
    const java = mutate(
      mutate(formsSite(), 'position: ".NET Developer"', 'position: "Java Developer"'),
      'title: ASP .NET Developer',
      'title: Java Developer',
    );
    const loaded = loadSiteText(java, { publicDir: FIXTURE_PUBLIC });
    expect(loaded.problems).toEqual([]);
    const $ = renderRoute(loaded.resolved!, '/CareerPage');
    expect($('select option[value="Java Developer"]').text()).toBe('Java Developer');
  });

  it('warns of a vacancy posted on a day still to come, with today in its place as the fix', () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const ahead = mutate(
      formsSite(),
      '            position: "QC_Engineer"',
      `            posted: "${day(14)}"\n            position: "QC_Engineer"`,
    );
    const loaded = loadSiteText(ahead, { publicDir: FIXTURE_PUBLIC });
    expect(loaded.problems).toEqual([]);
    const [warned] = loaded.warnings!.filter((w) => w.code === 'FACT044');
    expect(warned).toMatchObject({ line: positionOf(ahead, `posted: "${day(14)}"`).line });
    const fixed = applyFix(ahead, warned)!;
    expect(fixed).toContain(`posted: "${day(0)}"`);
    expect(loadSiteText(fixed, { publicDir: FIXTURE_PUBLIC }).warnings!.filter((w) => w.code === 'FACT044')).toEqual(
      [],
    );
  });

  it('refuses a near position as misspelt, and takes it once added to the form as its advice says', () => {
    const misspelt = mutate(formsSite(), 'position: "QC_Engineer"', 'position: "QC_Enginer"');
    const [refused] = loadSiteText(misspelt, { publicDir: FIXTURE_PUBLIC }).problems;
    expect(refused.code).toBe('FACT018');
    const added = /add it to that form's positions as (- \{ value: "QC_Enginer", label: "[^"]+" \})$/.exec(
      refused.message,
    )![1];
    const followed = mutate(misspelt, '        positions:\n', `        positions:\n          ${added}\n`);
    const loaded = loadSiteText(followed, { publicDir: FIXTURE_PUBLIC });
    expect(loaded.problems).toEqual([]);
    const $ = renderRoute(loaded.resolved!, '/CareerPage');
    expect($('select option[value="QC_Enginer"]').length).toBe(1);
  });

  it('refuses a position that looks like a listed one misspelt', () => {
    const { r, problems } = expanded(mutate(formsSite(), 'position: "QC_Engineer"', 'position: "QC_Enginer"'));
    checkPositions(r, () => {});
    expect(problems).toEqual([
      {
        at: expect.stringMatching(/cards\.\d+\.position$/),
        code: 'FACT018',
        message: expect.stringMatching(
          /^the position "QC_Enginer" is not an option .*\(did you mean "QC_Engineer"\?\)/,
        ),
      },
    ]);
  });
});
