import { pages } from 'virtual:site/pages';
import { routedPages } from '../../site/ids';

/** Every page's address, with its descriptor as the page's data: Vike then has no +data hook to call for it. */
export default function onBeforePrerenderStart() {
  return routedPages(pages).map((page) => ({ url: page.path, pageContext: { data: page } }));
}
