import { sitePages } from 'virtual:site/pages';
import { routedPages } from '../../contract/ids.ts';

/**
 * Every page's address, with its descriptor as the page's data: Vike then has no +data hook to call for it. The not-found
 * page of each language but the site's own too (/mr/404, written as mr/404.html); the site's own is Vike's error page.
 */
export default function onBeforePrerenderStart() {
  const { pages, layout, layouts } = sitePages();
  const otherNotFound = Object.values(layouts)
    .filter((l) => l !== layout)
    .map((l) => l.notFound);
  return [...routedPages(pages), ...otherNotFound].map((page) => ({ url: page.path, pageContext: { data: page } }));
}
