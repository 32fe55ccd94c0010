// The editor's writer (src/edit/patch.ts) on the real site.yaml: what it writes is the data meant, and the lines of
// what was edited are the only ones that change.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { changedLines } from '../src/edit/diff.ts';
import { patchYaml } from '../src/edit/patch.ts';
import { DEFAULT_SITE_FILE } from '../src/core/paths.ts';

const site = readFileSync(DEFAULT_SITE_FILE, 'utf8');
const data = () =>
  parse(site) as { site: Record<string, unknown>; nav: Record<string, unknown>[]; pages: Record<string, any>[] };

describe('patchYaml on site.yaml', () => {
  it('writes every page, the site facts and the menu back byte for byte when nothing changed', () => {
    expect(patchYaml(site, data())).toBe(site);
    const d = data();
    for (let i = 0; i < d.pages.length; i++)
      expect(
        patchYaml(site, { ...d, pages: d.pages.map((p, j) => (j === i ? JSON.parse(JSON.stringify(p)) : p)) }),
      ).toBe(site);
  });

  it('changes one line for a new title, in the quoting it had', () => {
    const d = data();
    const sopi = d.pages.find((p) => p.path === '/Sopi')!;
    sopi.title = 'Pension Cases Online (SOPI)';
    expect(changedLines(site, patchYaml(site, d))).toEqual([
      '-    title: Pension Illustration (SOPI)',
      '+    title: Pension Cases Online (SOPI)',
    ]);
    sopi.title = 'SOPI: pension cases';
    expect(changedLines(site, patchYaml(site, d))).toEqual([
      '-    title: Pension Illustration (SOPI)',
      '+    title: "SOPI: pension cases"',
    ]);
  });

  it('changes a value inside { … } in place, and a paragraph inside its block', () => {
    const d = data();
    const sopi = d.pages.find((p) => p.path === '/Sopi')!;
    sopi.image.alt = 'A pension file';
    sopi.product.description = sopi.product.description.replace('four categories', 'five categories');
    const lines = changedLines(site, patchYaml(site, d));
    expect(lines).toHaveLength(4);
    expect(lines).toContain(
      '-    image: { src: /images/products/sopi.svg, alt: "A pension case file with a rupee coin, an approval seal and a chart of calculated amounts" }',
    );
    expect(lines).toContain('+    image: { src: /images/products/sopi.svg, alt: "A pension file" }');
    expect(lines.filter((l) => l.includes('five categories'))).toHaveLength(1);
  });

  it('adds, removes and moves list items with only their lines changing', () => {
    const d = data();
    const sopi = d.pages.find((p) => p.path === '/Sopi')!;
    const users = sopi.product.users as string[];
    users.push('Treasury officers');
    expect(changedLines(site, patchYaml(site, d))).toEqual(['+        - Treasury officers']);
    users.pop();
    users.splice(1, 1);
    expect(changedLines(site, patchYaml(site, d))).toEqual([
      '-        - Medical officers and clerks at Primary Health Centers',
    ]);
    const d2 = data();
    const features = d2.pages.find((p) => p.path === '/Sopi')!.product.features as unknown[];
    [features[0], features[1]] = [features[1], features[0]];
    const moved = patchYaml(site, d2);
    expect(parse(moved)).toEqual(d2);
    // The first feature's three lines now follow the second's: a diff shows one of them moved.
    expect(changedLines(site, moved)).toHaveLength(6);
  });

  it("adds and removes a field in the file's style, next to its neighbours", () => {
    const d = data();
    const sopi = d.pages.find((p) => p.path === '/Sopi')!;
    const { path, kind, title, ...rest } = sopi;
    const i = d.pages.indexOf(sopi);
    d.pages[i] = { path, kind, title, aliases: ['/SOPI-old'], ...rest };
    delete d.pages[i].summary;
    expect(changedLines(site, patchYaml(site, d))).toEqual([
      '+    aliases:',
      '+      - /SOPI-old',
      '-    summary: Pension cases prepared, calculated and approved online, from the Panchayat Samiti to the District.',
    ]);
  });

  it('appends a new page as a block entry after a blank line, like the others', () => {
    const d = data();
    d.pages.push({
      path: '/FleetTracker',
      kind: 'product',
      title: 'Fleet Tracking System',
      product: { description: 'One.\n\nTwo.', features: [{ title: 'Live map', icon: 'map' }] },
    });
    const after = patchYaml(site, d);
    expect(parse(after)).toEqual(d);
    expect(after).toBe(
      `${site}\n  - path: /FleetTracker\n    kind: product\n    title: Fleet Tracking System\n    product:\n      description: |-\n        One.\n\n        Two.\n      features:\n        - title: Live map\n          icon: map\n`,
    );
  });
});

describe('patchYaml and the comments around a list item', () => {
  const text = [
    'pages:',
    '  # ---- Products',
    '  - path: /A',
    '    kind: product',
    '',
    '  # a note about /B, the last product',
    '  - path: /B',
    '    kind: product',
    '    # what /B still needs',
    '',
    '  # ---- Clients',
    '  - path: /C',
    '    kind: clients',
    '',
  ].join('\n');
  const pages = () => (parse(text) as { pages: Record<string, string>[] }).pages;

  it('inserts a new item between two others without touching the comments above and below it', () => {
    const next = pages();
    next.splice(2, 0, { path: '/New', kind: 'product' });
    const after = patchYaml(text, { pages: next });
    expect(after).toBe(
      text.replace('    # what /B still needs\n', '    # what /B still needs\n\n  - path: /New\n    kind: product\n'),
    );
    expect(changedLines(text, after)).toEqual(['+  - path: /New', '+    kind: product', '+']);
  });

  it('removes an item with its own comment, and keeps the comment that heads the next', () => {
    const next = pages();
    next.splice(1, 1);
    expect(patchYaml(text, { pages: next })).toBe(
      'pages:\n  # ---- Products\n  - path: /A\n    kind: product\n\n  # ---- Clients\n  - path: /C\n    kind: clients\n',
    );
  });

  it('inserts a new product on site.yaml after the last product, above the comment that heads the next pages', () => {
    const d = data();
    const index = d.pages.map((p) => p.kind).lastIndexOf('product') + 1;
    d.pages.splice(index, 0, { path: '/FleetTracker', kind: 'product', title: 'Fleet Tracking System' });
    const after = patchYaml(site, d);
    expect(changedLines(site, after)).toEqual([
      '+  - path: /FleetTracker',
      '+    kind: product',
      '+    title: Fleet Tracking System',
      '+',
    ]);
    expect(after).toContain(
      '  - path: /FleetTracker\n    kind: product\n    title: Fleet Tracking System\n\n  # ---------------------------------------------------------------- Clients, blog, careers, contact, legal, sitemap and previews\n  - path: /OurClients\n',
    );
  });
});
