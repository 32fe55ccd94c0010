import { pages } from 'virtual:site/pages';
import { routedPages } from '../../site/ids';

export default function onBeforePrerenderStart(): string[] {
  return routedPages(pages).map((p) => p.path);
}
