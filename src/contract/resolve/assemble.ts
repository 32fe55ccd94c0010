// Pass 6: the descriptors templates render (one per page) and the layout every page shares, from the resolved parts:
// breadcrumbs, lit nav items, head tags, anchors, brochures, logos as pictures.
import type { Link } from '../../generated/site-types.ts';
import { chatHref } from '../../shared/links.ts';
import type { Crumb, PageDescriptor, Section, SiteLayout, SizedImage } from '../descriptorTypes.ts';
import { aliasAddress, brochureHref, NOT_FOUND_PATH } from '../ids.ts';
import { problem, nearMiss } from '../../core/problems.ts';
import { templateOf, type Anchors } from './anchors.ts';
import { inSitemap } from './lists.ts';
import { languagesOf } from '../translations.ts';
import type { PageEntry, Resolving } from './parts.ts';
import { formReturn } from './language.ts';

type RawLogo = { name: string; src: string; alt?: string; width: number; height: number; darkScheme?: true };
const asPicture = ({ name, src, alt, width, height, darkScheme }: RawLogo) => ({
  name,
  image: { src, alt: alt ?? name, width, height, ...(darkScheme ? { darkScheme } : {}) },
});

/** Logos are written as { name, src } and rendered as pictures whose alt text is their name. */
function withLogoPictures(section: Record<string, unknown>): Section {
  if (section.type === 'carousel') section.logos = (section.logos as RawLogo[]).map(asPicture);
  if (section.type === 'logoGroups')
    for (const g of section.groups as { logos: unknown[] }[]) g.logos = (g.logos as RawLogo[]).map(asPicture);
  return section as unknown as Section;
}

export function assemble(r: Resolving, anchors: Anchors): { pages: PageDescriptor[]; layout: SiteLayout } | undefined {
  const facts = r.shared.site.value;
  // The site's own language; src/contract/resolve/language.ts makes another language's pages from these.
  const languages = languagesOf(r.site);
  const navIds = r.site.nav.map((n) => n.id);
  // A copied menu entry with its id unchanged would be lit together with the first.
  navIds.forEach((id, i) => {
    if (navIds.indexOf(id) !== i)
      r.report(r.shared.nav.origin([i, 'id']), problem('PAGE004', { id, label: r.site.nav[navIds.indexOf(id)].label }));
  });
  const byPath = new Map(r.pages.map((p) => [p.page.path, p]));
  // The menu item that links to a page, itself or by one of its children: what that page lights unless it says otherwise.
  const menuItemOf = new Map<string, string>();
  for (const item of r.site.nav) {
    for (const to of [item.to, ...(item.children ?? []).map((c) => c.to)])
      if (!menuItemOf.has(to)) menuItemOf.set(to, item.id);
  }

  // Each old address redirects to one page: the first that names it.
  const aliasOwner = new Map<string, string>();

  const descriptorOf = (entry: PageEntry): PageDescriptor => {
    const { page, kind, index } = entry;
    const f = entry.fields.value;
    const template = templateOf(entry);
    // The page's own nav: wins; then a kind's nav id; then the menu item that links to the page (a kind's nav: null only
    // means its pages light nothing by default, so a page of it given a menu entry lights that entry).
    const navDeclared = page.nav !== undefined || (kind.nav ?? null) !== null;
    const nav = page.nav !== undefined ? page.nav : (kind.nav ?? menuItemOf.get(page.path) ?? null);
    if (nav !== null && !navIds.includes(nav)) {
      r.report(
        page.nav !== undefined ? ['pages', index, 'nav'] : ['kinds', page.kind, 'nav'],
        problem('PAGE005', { nav, suggestion: nearMiss(nav, navIds), navIds }),
      );
    }
    const parentPath = page.parent !== undefined ? page.parent : kind.parent;
    const breadcrumb: Crumb[] = [{ label: r.ui.home, path: '/' }];
    const parent = parentPath ? byPath.get(parentPath) : undefined;
    if (parent && page.path !== '/' && parentPath !== page.path && parentPath !== '/')
      breadcrumb.push({ label: parent.page.title, path: parentPath! });
    breadcrumb.push({ label: page.title });
    // A field only another template shows (a product page turned into a service page) would vanish without a word.
    if (template !== 'ProductPage' && page.product) {
      const features = page.product.features?.length ?? 0;
      const dropped = [
        'its description',
        ...(features ? [`its ${features} feature${features === 1 ? '' : 's'}`] : []),
        ...(page.product.brochure ? ['its brochure'] : []),
      ];
      r.report(['pages', index, 'product'], problem('PAGE006', { kind: page.kind, dropped: dropped.join(', ') }), true);
    }
    if (template !== 'PiecePreviewPage' && page.piece)
      r.report(['pages', index, 'piece'], problem('PAGE007', { kind: page.kind }), true);
    if (template === 'ProductPage' && !page.product)
      r.report(['pages', index], problem('PAGE008', { path: page.path }));
    if (template === 'PiecePreviewPage' && !page.piece)
      r.report(['pages', index], problem('PAGE009', { path: page.path }));
    // The aliases as the addresses they name (reservedPaths.ts has refused any that names none).
    const aliases = [...new Set((page.aliases ?? []).map((alias) => aliasAddress(alias) ?? alias))];
    (page.aliases ?? []).forEach((alias, n) => {
      const address = aliasAddress(alias) ?? alias;
      const at = ['pages', index, 'aliases', n];
      if (address === page.path) r.report(at, problem('PAGE010', { alias }));
      else if (byPath.has(address)) r.report(at, problem('PAGE011', { alias }));
      else if (aliasOwner.has(address) && aliasOwner.get(address) !== page.path)
        r.report(at, problem('PAGE012', { alias, address: aliasOwner.get(address) }));
      else aliasOwner.set(address, page.path);
    });
    const image = (f.image ?? facts.defaultImage) as SizedImage;
    const descriptor: PageDescriptor = {
      path: page.path,
      lang: languages[0].code,
      alternates: [{ lang: languages[0].code, path: page.path }],
      kind: page.kind,
      template,
      title: page.title,
      nav,
      navDeclared,
      breadcrumb,
      meta: {
        title: page.path === '/' ? `${facts.name} | ${facts.tagline}` : `${page.title} | ${facts.shortName}`,
        description: page.description,
        canonical: facts.origin + page.path,
        image,
      },
      sections: entry.sections.map((s) => withLogoPictures(s.value)),
      inSitemap: inSitemap(entry),
      anchors: [...anchors.get(page.path)!],
    };
    if (page.summary) descriptor.summary = page.summary;
    if (f.image) descriptor.image = f.image as SizedImage;
    if (aliases.length) descriptor.aliases = aliases;
    if (f.product) descriptor.product = f.product as PageDescriptor['product'];
    if (page.product?.brochure) descriptor.brochureHref = brochureHref(page.path);
    if (page.piece) descriptor.piece = page.piece;
    return descriptor;
  };

  const pages = r.pages.map(descriptorOf);
  const notFound = pages.find((p) => p.path === NOT_FOUND_PATH);
  // A page left out for a mistake of its own may be the one meant: that mistake is the one to read.
  if (!notFound && !r.leftOut.size) r.report(['pages'], problem('PAGE013', { NOT_FOUND_PATH }));
  const footer = r.shared.footer.value.map((group) => ({
    title: group.title,
    links: (group.links ?? []).map(
      (link): Link => (typeof link === 'string' ? { label: byPath.get(link)?.page.title ?? link, to: link } : link),
    ),
  }));
  if (!notFound) return undefined;
  return {
    pages,
    layout: {
      language: languages[0],
      languages,
      ui: r.ui,
      onlyInOwnLanguage: { [languages[0].code]: { note: r.ui.onlyInEnglish, short: r.ui.onlyInEnglishShort } },
      site: facts as SiteLayout['site'],
      chatHref: chatHref(facts.chat.baseUrl, facts.chat.number ?? '', facts.chat.message),
      nav: r.shared.nav.value,
      footer,
      notFound,
      sitemapPath: pages.find((p) => p.inSitemap && p.sections.some((s) => s.type === 'sitemap'))?.path,
      formReturn: formReturn(facts.origin, facts.forms.thanks, facts.forms.failed),
    },
  };
}
