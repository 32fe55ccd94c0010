import { pages } from 'virtual:site/pages';
import { NOT_FOUND_PATH } from '../../site/ids';

export default function onBeforePrerenderStart(): string[] {
  return pages.map((p) => p.path).filter((p) => p !== NOT_FOUND_PATH);
}
