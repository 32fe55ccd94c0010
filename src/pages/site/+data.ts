import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import type { PageDescriptor } from '../../contract/descriptorTypes';
import { layout, layouts, pages } from 'virtual:site/pages';
import { routedPages } from '../../contract/ids';

const byPath = new Map([...routedPages(pages), ...Object.values(layouts).filter((l) => l !== layout).map((l) => l.notFound)].map((p) => [p.path, p]));

/** The descriptor of the requested page; exact case, so /products is a 404 like on a static host. */
export default function data(pageContext: PageContextServer): PageDescriptor {
  const page = byPath.get(pageContext.urlPathname);
  if (!page) throw render(404);
  return page;
}
