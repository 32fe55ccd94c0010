// Pass 5: lists made from the pages. A card grid, product tiles, a sitemap group or a footer group that says
// `from: { kind: … }` lists every page of that kind, in the order of `pages`, so a page added to the kind shows up
// everywhere it is listed without another edit.
import type { ListSource } from '../../generated/site-types.ts';
import type { HeroProof } from '../descriptorTypes.ts';
import { NOT_FOUND_PATH } from '../ids.ts';
import { CONTACT_DETAILS_SHOWN } from '../../shared/templateIds.ts';
import { problem, nearMiss } from '../../core/problems.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import type { PageEntry, Part, Resolving } from './parts.ts';

/** What a page looks like where it is listed: its card fields, else its own (resolved) title, summary and picture. */
export function listing(entry: PageEntry) {
  const f = entry.fields.value;
  return {
    title: f.card?.title ?? f.title,
    text: f.card?.text ?? f.summary,
    icon: f.icon,
    image: f.image,
    to: f.card?.to ?? f.path,
  };
}

export function generateLists(r: Resolving): void {
  const kindNames = Object.keys(r.site.kinds);
  const byPath = new Map(r.pages.map((p) => [p.page.path, p]));

  /** The pages a list source names; an unknown kind or a page of another kind is reported at `at`. */
  const pagesFrom = (source: ListSource, at: DataPath, onlyListed = false): PageEntry[] => {
    const kinds = typeof source.kind === 'string' ? [source.kind] : source.kind;
    kinds.forEach((k, i) => {
      if (!Object.hasOwn(r.site.kinds, k))
        r.report(
          typeof source.kind === 'string' ? [...at, 'kind'] : [...at, 'kind', i],
          problem('PAGE014', { kind: k, suggestion: nearMiss(k, kindNames), kinds: kindNames.join(', ') }),
        );
    });
    (source.except ?? []).forEach((p, i) => {
      if (byPath.has(p) && !kinds.includes(byPath.get(p)!.page.kind))
        r.report([...at, 'except', i], problem('PAGE015', { path: p, kinds: kinds.join(' or ') }));
    });
    const listed = r.pages.filter(
      (p) =>
        kinds.includes(p.page.kind) &&
        !(source.except ?? []).includes(p.page.path) &&
        (!onlyListed || inSitemap(p)) &&
        (!source.featured || p.page.featured),
    );
    if (source.featured && !listed.length && kinds.every((k) => Object.hasOwn(r.site.kinds, k))) {
      r.report([...at, 'featured'], problem('PAGE016', { kinds: kinds.join(' or ') }));
    }
    return listed;
  };

  for (const entry of r.pages) {
    for (const part of entry.sections) fillSection(part, pagesFrom, byPath, r);
  }
  // The hero's proof line: the facts a buyer checks first, each only when filled in and valid (checkRegistrations
  // has taken out what is still OWNER or lapsed); the clients are the logos the pages' logo groups name.
  const clients = new Set(
    r.pages.flatMap((entry) =>
      entry.sections.flatMap((part) =>
        part.value.type === 'logoGroups'
          ? (part.value.groups as { logos: { name: string }[] }[]).flatMap((g) => g.logos.map((l) => l.name))
          : [],
      ),
    ),
  );
  const facts = r.site.site;
  for (const entry of r.pages)
    for (const part of entry.sections)
      if (part.value.type === 'hero' && part.value.proof === true)
        part.value.proof = {
          since: facts.foundingYear,
          clients: clients.size,
          certificates: (facts.certificates ?? []).map((c) => c.name),
          gem: Boolean(facts.registrations?.gemSellerId),
        } satisfies HeroProof;
      else if (part.value.type === 'hero') delete part.value.proof;
  for (const entry of r.pages)
    onceOnThePage(
      entry.sections.map((part) => part.value),
      facts,
    );
  r.shared.footer.value.forEach((group, g) => {
    const fromPages = group.from
      ? pagesFrom(group.from, r.shared.footer.origin([g, 'from'])).map((p) => p.page.path)
      : [];
    if (!group.from && !group.links) r.report(r.shared.footer.origin([g]), problem('PAGE017'));
    group.links = [...fromPages, ...(group.links ?? [])];
    delete group.from;
  });
}

/**
 * Each phone number, e-mail address and the office's address once on a page: a contact-details list leaves out the
 * numbers and addresses a desk on the same page gives, and a map leaves the address to the page's contact details.
 */
function onceOnThePage(sections: Record<string, unknown>[], facts: Resolving['site']['site']) {
  const details = sections.filter((s) => s.type === 'contactDetails');
  const shows = (s: Record<string, unknown>, what: string) =>
    ((s.show as readonly string[] | undefined) ?? CONTACT_DETAILS_SHOWN).includes(what);
  const desks = details.some((s) => shows(s, 'desks')) ? facts.contacts : [];
  for (const s of details) {
    if (shows(s, 'phones'))
      s.phoneIds = facts.phones.map((p) => p.id).filter((id) => !desks.some((d) => d.phone === id));
    if (shows(s, 'emails'))
      s.emailIds = facts.emails.map((e) => e.id).filter((id) => !desks.some((d) => d.email === id));
  }
  if (details.some((s) => shows(s, 'address'))) for (const s of sections) if (s.type === 'map') s.withAddress = false;
}

/** Whether a page is listed on /Sitemap and in sitemap.xml: every page but the 404, unless it or its kind says `inSitemap: false`. */
export const inSitemap = (p: PageEntry) =>
  p.page.path !== NOT_FOUND_PATH && (p.page.inSitemap ?? p.kind.inSitemap ?? true);

function fillSection(
  part: Part<Record<string, unknown>>,
  pagesFrom: (s: ListSource, at: DataPath, onlyListed?: boolean) => PageEntry[],
  byPath: Map<string, PageEntry>,
  r: Resolving,
) {
  const section = part.value;
  if (section.type === 'cards') {
    if (!section.from && !section.cards) {
      // A section of the page's kind that the page does not fill is the page's to fill: told at the page, not the kind.
      const page = part.page;
      if (part.origin([])[0] === 'kinds' && page && section.id) {
        r.report(
          ['pages', page.index, page.page.sections ? 'sections' : 'path'],
          problem('PAGE018', { path: page.page.path, id: String(section.id), kind: page.page.kind }),
          true,
        );
      } else r.report(part.origin([]), problem('PAGE019'));
      section.cards = [];
    }
    if (!section.from) return;
    // A tile is an icon and a title; a media card shows the picture; others show the text.
    const layout = (section.layout as string | undefined) ?? 'feature';
    section.cards = pagesFrom(section.from as ListSource, part.origin(['from'])).map((p) => {
      const { title, text, icon, image, to } = listing(p);
      return {
        title,
        ...(text && layout !== 'tile' ? { text } : {}),
        ...(icon ? { icon } : {}),
        ...(layout === 'media' && image ? { image } : {}),
        link: { label: (section.linkLabel as string | undefined) ?? title, to },
      };
    });
    delete section.from;
    delete section.linkLabel;
  }
  if (section.type === 'productTiles') {
    const tiles = section.from
      ? pagesFrom(section.from as ListSource, part.origin(['from'])).map((p) => {
          const { title, text, image, to } = listing(p);
          return { title, to, ...(text ? { text } : {}), ...(image ? { image } : {}) };
        })
      : [];
    section.tiles = [...tiles, ...((section.extra as unknown[] | undefined) ?? [])];
    delete section.from;
    delete section.extra;
  }
  if (section.type === 'sitemap') {
    (section.groups as { from?: ListSource; paths?: string[]; links?: unknown }[]).forEach((group, g) => {
      const chosen = [
        ...(group.from ? pagesFrom(group.from, part.origin(['groups', g, 'from']), true) : []),
        ...(group.paths ?? []).flatMap((p) => (byPath.has(p) ? [byPath.get(p)!] : [])),
      ];
      group.links = chosen.map((p) => ({ label: p.page.title, to: p.page.path }));
      delete group.from;
      delete group.paths;
    });
    // Every page is on the sitemap: those no group lists (a page of a new kind, a page of your own) come last.
    const groups = section.groups as { heading: string; links: { to: string }[] }[];
    const listed = new Set(groups.flatMap((g) => g.links.map((l) => l.to)));
    const rest = r.pages.filter((p) => inSitemap(p) && !listed.has(p.page.path) && p !== part.page);
    if (rest.length)
      groups.push({ heading: r.ui.otherPages, links: rest.map((p) => ({ label: p.page.title, to: p.page.path })) });
  }
}
