import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { PageDescriptor } from '../../contract/descriptorTypes.ts';
import { sitePages } from 'virtual:site/pages';
import { routedPages } from '../../contract/ids.ts';

/** Each site's pages by path (a site is rendered many times on the dev server: made once per loaded site). */
const pathsOf = new WeakMap<PageDescriptor[], Map<string, PageDescriptor>>();

/** The descriptor of the requested page; exact case, so /products is a 404 like on a static host. */
export default function data(pageContext: PageContextServer): PageDescriptor {
  const { pages, layout, layouts } = sitePages();
  let byPath = pathsOf.get(pages);
  if (!byPath) {
    byPath = new Map(
      [
        ...routedPages(pages),
        ...Object.values(layouts)
          .filter((l) => l !== layout)
          .map((l) => l.notFound),
      ].map((p) => [p.path, p]),
    );
    pathsOf.set(pages, byPath);
  }
  const page = byPath.get(pageContext.urlPathname);
  if (!page) throw render(404);
  return page;
}
