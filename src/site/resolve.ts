import { existsSync } from 'node:fs';
import path from 'node:path';
import type {
  BlockUse, Crumb, Link, Page, PageDescriptor, Section, SiteConfig, SiteLayout, Tile,
} from '../generated/site-types';
import { didYouMean, type Problem } from './problems.ts';
import type { DataPath, YamlSource } from './yamlSource.ts';
import { chatHref, telHref } from '../shared/links.ts';
import { brochureHref, LAYOUT_IDS, NOT_FOUND_PATH, PRODUCT_IDS } from './ids.ts';

export interface ResolvedSite {
  pages: PageDescriptor[];
  layout: SiteLayout;
}

interface Options {
  /** Folder that holds the files images and videos point to; when unset, files are not checked. */
  publicDir?: string;
}

const isBlockUse = (s: BlockUse | Section): s is BlockUse => 'use' in s;

/** Turns validated site.yaml data into one descriptor per page, checking what the schema cannot. */
export function resolveSite(site: SiteConfig, source: YamlSource, options: Options = {}): { problems: Problem[]; resolved?: ResolvedSite } {
  const problems: Problem[] = [];
  const reported = new Set<string>();
  const report = (at: DataPath, message: string, key = false) => {
    const problem = { ...source.positionOf(at, { key }), message };
    const id = `${problem.line}:${problem.col}:${message}`;
    if (!reported.has(id)) { reported.add(id); problems.push(problem); }
  };
  const facts = site.site;

  // --- pages by path ---------------------------------------------------------------------------
  const byPath = new Map<string, { page: Page; index: number }>();
  site.pages.forEach((page, index) => {
    const other = byPath.get(page.path);
    if (other) report(['pages', index, 'path'], `the path "${page.path}" is already used by the page "${other.page.title}" (pages item ${other.index + 1}); each path needs its own page`);
    else byPath.set(page.path, { page, index });
  });
  const paths = [...byPath.keys()];
  const navIds = site.nav.map((n) => n.id);
  const kindNames = Object.keys(site.kinds);
  const blockNames = Object.keys(site.blocks ?? {});
  const phoneIds = facts.phones.map((p) => p.id);
  const emailIds = facts.emails.map((e) => e.id);

  // --- per page: kind defaults, nav, parent, sections -----------------------------------------
  type Draft = { page: Page; index: number; descriptor: PageDescriptor; sectionPaths: DataPath[] };
  const drafts: Draft[] = [];
  site.pages.forEach((page, index) => {
    const at = (...rest: DataPath) => ['pages', index, ...rest];
    const kind = site.kinds[page.kind];
    if (!kind) {
      report(at('kind'), `unknown kind "${page.kind}"${didYouMean(page.kind, kindNames)}; kinds: ${kindNames.join(', ')}`);
      return;
    }
    const template = page.template ?? kind.template;
    const nav = page.nav !== undefined ? page.nav : (kind.nav ?? null);
    if (nav !== null && !navIds.includes(nav)) {
      report(page.nav !== undefined ? at('nav') : ['kinds', page.kind, 'nav'], `the nav id "${nav}" does not exist${didYouMean(nav, navIds)}; nav ids: ${navIds.join(', ')}`);
    }
    const parentPath = page.parent !== undefined ? page.parent : kind.parent;
    const breadcrumb: Crumb[] = [{ label: 'Home', path: '/' }];
    if (parentPath && page.path !== '/') {
      const parent = byPath.get(parentPath);
      if (!parent) report(page.parent !== undefined ? at('parent') : ['kinds', page.kind, 'parent'], `the parent page "${parentPath}" does not exist${didYouMean(parentPath, paths)}`);
      else if (parentPath !== page.path && parentPath !== '/') breadcrumb.push({ label: parent.page.title, path: parentPath });
    }
    breadcrumb.push({ label: page.title });
    if (template === 'ProductPage' && !page.product) report(at(), `the page "${page.path}" uses the ProductPage template, so it needs a "product" entry (description and features)`);
    if (template === 'PiecePreviewPage' && !page.piece) report(at(), `the page "${page.path}" uses the PiecePreviewPage template, so it needs "piece: header" or "piece: footer"`);

    const sections: Section[] = [];
    const sectionPaths: DataPath[] = [];
    (page.sections ?? []).forEach((entry, i) => {
      if (isBlockUse(entry)) {
        const block = site.blocks?.[entry.use];
        if (!block) report(at('sections', i, 'use'), `there is no block "${entry.use}"${didYouMean(entry.use, blockNames)}; blocks: ${blockNames.join(', ') || 'none'}`);
        else { sections.push(structuredClone(block)); sectionPaths.push(['blocks', entry.use]); }
      } else {
        sections.push(structuredClone(entry));
        sectionPaths.push(at('sections', i));
      }
    });
    const inSitemap = page.path !== NOT_FOUND_PATH && (page.inSitemap ?? kind.inSitemap ?? true);
    const image = page.image ?? facts.defaultImage;
    const descriptor: PageDescriptor = {
      path: page.path, kind: page.kind, template, title: page.title, nav, breadcrumb,
      meta: {
        title: page.path === '/' ? `${facts.name} | ${facts.tagline}` : `${page.title} | ${facts.shortName}`,
        description: page.description,
        canonical: facts.origin + page.path,
        image,
      },
      sections, inSitemap, anchors: [],
    };
    if (page.summary) descriptor.summary = page.summary;
    if (page.image) descriptor.image = page.image;
    if (page.aliases) {
      descriptor.aliases = page.aliases;
      page.aliases.forEach((alias, n) => {
        if (byPath.has(alias)) report(at('aliases', n), `the alias "${alias}" is the path of another page; an alias must be a path no page uses`);
      });
    }
    if (page.product) {
      descriptor.product = structuredClone(page.product);
      if (page.product.brochure) descriptor.brochureHref = brochureHref(page.path);
    }
    if (page.piece) descriptor.piece = page.piece;
    drafts.push({ page, index, descriptor, sectionPaths });
  });

  // --- generated section content (product tiles, sitemap groups) ------------------------------
  const productDrafts = drafts.filter((d) => d.descriptor.template === 'ProductPage');
  for (const d of drafts) {
    d.descriptor.sections.forEach((section, i) => {
      const at = d.sectionPaths[i];
      if (section.type === 'productTiles') {
        const tiles: Tile[] = productDrafts.map((p) => {
          const tile: Tile = { title: p.page.product?.tile?.title ?? p.page.title, to: p.page.product?.tile?.to ?? p.page.path };
          if (p.page.summary) tile.text = p.page.summary;
          if (p.page.image) tile.image = p.page.image;
          return tile;
        });
        section.tiles = [...tiles, ...(section.extra ?? [])];
      }
      if (section.type === 'sitemap') {
        section.groups.forEach((group, g) => {
          const chosen: Page[] = [];
          for (const k of group.kinds ?? []) {
            if (!site.kinds[k]) report([...at, 'groups', g, 'kinds'], `unknown kind "${k}"${didYouMean(k, kindNames)}`);
            chosen.push(...drafts.filter((x) => x.page.kind === k && x.descriptor.inSitemap).map((x) => x.page));
          }
          (group.paths ?? []).forEach((p, n) => {
            const hit = byPath.get(p);
            if (!hit) report([...at, 'groups', g, 'paths', n], `there is no page "${p}"${didYouMean(p, paths)}`);
            else chosen.push(hit.page);
          });
          group.links = chosen.map((p) => ({ label: p.title, to: p.path }));
        });
      }
    });
  }

  // --- anchors: every id a link may target, and no id twice on a page -------------------------
  for (const d of drafts) {
    const ids: { id: string; at: DataPath }[] = LAYOUT_IDS.map((id) => ({ id, at: ['pages', d.index, 'path'] }));
    d.descriptor.sections.forEach((section, i) => collectIds(section, d.sectionPaths[i], ids));
    if (d.page.product) {
      const pAt: DataPath = ['pages', d.index, 'product'];
      ids.push({ id: d.page.product.descriptionId ?? PRODUCT_IDS.description, at: [...pAt, 'descriptionId'] });
      ids.push({ id: PRODUCT_IDS.features, at: pAt });
      if (d.page.product.brochure) ids.push({ id: PRODUCT_IDS.brochure, at: [...pAt, 'brochure'] });
      d.page.product.features.forEach((c, n) => c.id && ids.push({ id: c.id, at: [...pAt, 'features', n, 'id'] }));
    }
    const seen = new Set<string>();
    for (const { id, at } of ids) {
      if (seen.has(id)) report(at, `the id "${id}" is used twice on the page "${d.page.path}"; ids must be unique on a page`);
      seen.add(id);
    }
    d.descriptor.anchors = [...seen];
  }
  const anchorsOf = new Map(drafts.map((d) => [d.page.path, new Set(d.descriptor.anchors)]));

  // --- vacancies: a card's `position` must be an option of the form its link leads to ---------
  const formsByAnchor = new Map<string, Section & { type: 'form' }>();
  for (const d of drafts) for (const s of d.descriptor.sections) if (s.type === 'form' && s.id) formsByAnchor.set(`${d.page.path}#${s.id}`, s);
  for (const d of drafts) {
    d.descriptor.sections.forEach((section, i) => {
      if (section.type !== 'cards') return;
      section.cards.forEach((card, n) => {
        if (card.position === undefined) return;
        const at = [...d.sectionPaths[i], 'cards', n, 'position'];
        const to = card.link?.to ?? '';
        const form = formsByAnchor.get(to.startsWith('#') ? d.page.path + to : to);
        if (!form?.positions) { report(at, `a card with a "position" needs a link to an application form with positions (e.g. /CareerPage#Apply_Now); its link is "${to || 'missing'}"`); return; }
        const values = form.positions.map((p) => p.value);
        if (!values.includes(card.position)) report(at, `the position "${card.position}" is not an option of the form at "${to}"${didYouMean(card.position, values)}; options: ${values.join(', ')}`);
      });
    });
  }

  // --- links: every `to` anywhere, checked and turned into an href ----------------------------
  const siteChatHref = chatHref(facts.chat.baseUrl, facts.chat.number, facts.chat.message);
  const resolveTarget = (to: string, at: DataPath, currentPath: string | null): string => {
    if (to.startsWith('/') || to.startsWith('#')) {
      const [p, anchor] = to.split('#') as [string, string | undefined];
      const targetPath = p === '' ? currentPath : p;
      if (targetPath === null) { report(at, `"${to}" points to an anchor, but there is no page here to hold it; write /Path#${anchor}`); return to; }
      if (!byPath.has(targetPath)) {
        report(at, `the link "${to}" leads nowhere: there is no page "${targetPath}"${didYouMean(targetPath, paths)}`);
      } else if (anchor && !anchorsOf.get(targetPath)?.has(anchor)) {
        const known = [...(anchorsOf.get(targetPath) ?? [])];
        report(at, `the link "${to}" leads to no anchor: the page "${targetPath}" has no id "${anchor}"${didYouMean(anchor, known)}`);
      }
      // On its own page a link to an anchor is just the anchor: following it never reloads the page.
      return anchor && targetPath === currentPath ? `#${anchor}` : to;
    }
    if (to.startsWith('phone:')) {
      const id = to.slice(6);
      const phone = facts.phones.find((x) => x.id === id);
      if (!phone) { report(at, `there is no phone "${id}" in site.phones${didYouMean(id, phoneIds)}`); return to; }
      return telHref(phone.number);
    }
    if (to.startsWith('email:')) {
      const id = to.slice(6);
      const email = facts.emails.find((x) => x.id === id);
      if (!email) { report(at, `there is no e-mail "${id}" in site.emails${didYouMean(id, emailIds)}`); return to; }
      return `mailto:${email.address}`;
    }
    if (to.startsWith('chat:')) {
      const message = to.slice(5);
      return message ? chatHref(facts.chat.baseUrl, facts.chat.number, message) : siteChatHref;
    }
    return to;
  };
  const walkLinks = (value: unknown, at: DataPath, currentPath: string | null) => {
    if (Array.isArray(value)) value.forEach((v, i) => walkLinks(v, [...at, i], currentPath));
    else if (value && typeof value === 'object') {
      const obj = value as Record<string, unknown>;
      for (const [k, v] of Object.entries(obj)) {
        if (k === 'to' && typeof v === 'string') obj.to = resolveTarget(v, [...at, 'to'], currentPath);
        else if (k !== 'tiles' && k !== 'links') walkLinks(v, [...at, k], currentPath); // generated lists point at pages that exist
      }
    }
  };
  for (const d of drafts) {
    d.descriptor.sections.forEach((s, i) => {
      // Generated tiles and sitemap links point at pages that exist; extra tiles and shared blocks are checked at their source.
      walkLinks(s, d.sectionPaths[i], d.sectionPaths[i][0] === 'blocks' ? null : d.page.path);
    });
    if (d.descriptor.product) walkLinks(d.descriptor.product, ['pages', d.index, 'product'], d.page.path);
  }
  // Shared blocks are checked once with no current page; a bare #anchor in a block has no page to hold it.
  const nav = structuredClone(site.nav);
  walkLinks(nav, ['nav'], null);
  const footer = site.footer.map((group, g) => ({
    title: group.title,
    links: group.links.map((link, n): Link => {
      if (typeof link === 'string') {
        const hit = byPath.get(link);
        if (!hit) report(['footer', g, 'links', n], `there is no page "${link}"${didYouMean(link, paths)}`);
        return { label: hit?.page.title ?? link, to: link };
      }
      return { ...link, to: resolveTarget(link.to, ['footer', g, 'links', n, 'to'], null) };
    }),
  }));
  const layoutSite = structuredClone(facts);
  walkLinks(layoutSite.social, ['site', 'social'], null);
  facts.contacts.forEach((c, i) => {
    if (!phoneIds.includes(c.phone)) report(['site', 'contacts', i, 'phone'], `there is no phone "${c.phone}" in site.phones${didYouMean(c.phone, phoneIds)}`);
    if (!emailIds.includes(c.email)) report(['site', 'contacts', i, 'email'], `there is no e-mail "${c.email}" in site.emails${didYouMean(c.email, emailIds)}`);
  });
  for (const [name, kind] of Object.entries(site.kinds)) {
    if (kind?.nav && !navIds.includes(kind.nav) && !drafts.some((d) => d.page.kind === name)) {
      report(['kinds', name, 'nav'], `the nav id "${kind.nav}" does not exist${didYouMean(kind.nav, navIds)}`);
    }
  }

  // --- files: every picture, video and caption file must exist under public/ -------------------
  if (options.publicDir) {
    const checkFiles = (value: unknown, at: DataPath) => {
      if (Array.isArray(value)) value.forEach((v, i) => checkFiles(v, [...at, i]));
      else if (value && typeof value === 'object') {
        for (const [k, v] of Object.entries(value)) {
          if ((k === 'src' || k === 'captions') && typeof v === 'string' && v.startsWith('/')) {
            if (!existsSync(path.join(options.publicDir!, v))) report([...at, k], `the file "${v}" does not exist; put it at public${v}`);
          } else checkFiles(v, [...at, k]);
        }
      }
    };
    checkFiles(site.site, ['site']);
    checkFiles(site.blocks ?? {}, ['blocks']);
    site.pages.forEach((p, i) => checkFiles(p, ['pages', i]));
  }

  if (problems.length) return { problems };

  const notFoundDraft = drafts.find((d) => d.page.path === NOT_FOUND_PATH);
  if (!notFoundDraft) {
    report(['pages'], `there is no page with path "${NOT_FOUND_PATH}": add one; it is shown for addresses that do not exist`);
    return { problems };
  }
  const pages = drafts.map((d) => d.descriptor);
  const layout: SiteLayout = {
    site: layoutSite, chatHref: siteChatHref, nav, footer,
    notFound: notFoundDraft.descriptor,
  };
  return { problems, resolved: { pages, layout } };
}


function collectIds(value: unknown, at: DataPath, out: { id: string; at: DataPath }[]) {
  if (Array.isArray(value)) value.forEach((v, i) => collectIds(v, [...at, i], out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === 'id' && typeof v === 'string') out.push({ id: v, at: [...at, 'id'] });
      else if (k !== 'tiles' && k !== 'links') collectIds(v, [...at, k], out);
    }
  }
}

