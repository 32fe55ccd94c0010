import { describe, expect, it } from 'vitest';
import { fixtureText, load, loadFixture, mutate } from './support/fixture.ts';

const page = (path: string) => {
  const found = loadFixture().pages.find((p) => p.path === path);
  if (!found) throw new Error(`no page ${path}`);
  return found;
};

describe('resolving site.yaml into page descriptors', () => {
  it('applies per-kind defaults: nav highlight and template', () => {
    expect(page('/WebsiteDevelopment')).toMatchObject({ nav: 'home', template: 'StandardPage' });
    expect(page('/Sopi')).toMatchObject({ nav: 'products', template: 'ProductPage' });
    expect(page('/Healthcare').nav).toBeNull();
    expect(page('/')).toMatchObject({ nav: 'home', template: 'HomePage' });
  });

  it('builds the breadcrumb Home → kind parent → title', () => {
    expect(page('/Sopi').breadcrumb).toEqual([
      { label: 'Home', path: '/' },
      { label: 'Products', path: '/Products' },
      { label: 'Pension Illustration' },
    ]);
    expect(page('/Healthcare').breadcrumb).toEqual([{ label: 'Home', path: '/' }, { label: 'Healthcare' }]);
  });

  it('lets a page override its kind', () => {
    const text = mutate(
      fixtureText(),
      '    kind: industry\n',
      '    kind: industry\n    nav: contact\n    parent: /Products\n',
    );
    const hc = load(text).resolved!.pages.find((p) => p.path === '/Healthcare')!;
    expect(hc.nav).toBe('contact');
    expect(hc.breadcrumb.map((c) => c.label)).toEqual(['Home', 'Products', 'Healthcare']);
  });

  it('warns once of a shared block used on two pages, at its one line', () => {
    const text = mutate(
      mutate(fixtureText(), '    heading: Talk to us\n', '    heading: Talk to *us*\n'),
      '      - { type: prose, id: Website_Development, heading: Websites, body: We build websites. }\n',
      '      - { type: prose, id: Website_Development, heading: Websites, body: We build websites. }\n      - use: connect\n',
    );
    const { problems, warnings = [], resolved } = load(text);
    expect(problems).toEqual([]);
    expect(resolved!.pages.filter((p) => p.sections.some((s) => s.id === 'Connect')).map((p) => p.path)).toEqual([
      '/',
      '/WebsiteDevelopment',
    ]);
    const line = text.split('\n').findIndex((l) => l.includes('Talk to *us*')) + 1;
    expect(warnings.filter((w) => w.code === 'PAGE031').map((w) => w.line)).toEqual([line]);
  });

  it('replaces `use:` with the shared block', () => {
    const home = page('/');
    expect(home.sections.map((s) => s.type)).toEqual(['hero', 'cards', 'prose']);
    expect(home.sections[2]).toMatchObject({ id: 'Connect', heading: 'Talk to us' });
  });

  it('fills product tiles from the product pages, then the extra tiles', () => {
    const grid = page('/Products').sections[0];
    expect(grid.type).toBe('productTiles');
    if (grid.type !== 'productTiles') return;
    expect(grid.tiles).toEqual([{ title: 'Pension Illustration', to: '/Sopi' }, { title: 'Coming Soon Portal' }]);
  });

  it('adds a product with one YAML entry: page, tile and anchors', () => {
    const text = fixtureText().replace(
      '  - path: /ContactPage',
      `  - path: /NewProduct
    kind: product
    title: New Product
    description: A product added by one entry in site.yaml, to prove nothing else is needed.
    product:
      description: Does new things.
      features: [{ title: One feature }]
  - path: /ContactPage`,
    );
    const { pages } = load(text).resolved!;
    const added = pages.find((p) => p.path === '/NewProduct')!;
    expect(added).toMatchObject({ nav: 'products', template: 'ProductPage' });
    expect(added.anchors).toEqual(expect.arrayContaining(['description', 'key']));
    const grid = pages.find((p) => p.path === '/Products')!.sections[0];
    expect(grid.type === 'productTiles' && grid.tiles?.map((t) => t.to)).toEqual(['/Sopi', '/NewProduct', undefined]);
  });

  it('collects every anchor of a page, including template ids', () => {
    expect(page('/Sopi').anchors).toEqual(expect.arrayContaining(['main', 'sopi', 'key', 'Brochure']));
    expect(page('/Sopi').brochureHref).toBe('/brochures/Sopi.pdf');
  });

  it('builds the chat link from the number (non-word characters removed) and the encoded message', () => {
    const { layout } = loadFixture();
    expect(layout.chatHref).toBe('https://chat.example/910000000000?text=Hello%20there');
    expect(layout.site.social[0].to).toBe(layout.chatHref);
  });

  it('labels footer links with the target page title unless the link has its own label', () => {
    const { layout } = loadFixture();
    expect(layout.footer[1].links).toEqual([
      { label: 'Products', to: '/Products' },
      { label: 'Contact us', to: '/ContactPage' },
    ]);
  });

  it('keeps the not-found page out of the sitemap', () => {
    const { layout } = loadFixture();
    expect(layout.notFound).toMatchObject({ title: 'Page not found', inSitemap: false });
  });

  it('gives canonical URLs and titles from site facts', () => {
    expect(page('/Sopi').meta).toMatchObject({
      title: 'Pension Illustration | Fixture Software',
      canonical: 'https://fixture.example/Sopi',
    });
  });
});
