import { dangerouslySkipEscape } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { layout } from 'virtual:site/pages';
import styles from 'virtual:site/style';
import type { PageDescriptor } from '../site/descriptorTypes';
import { pageDocument } from '../render/document';

/** Every page is static HTML; Vike adds only the site script (src/pages/+client.ts). */
export default function onRenderHtml(pageContext: PageContextServer) {
  const page = (pageContext.data as PageDescriptor | undefined) ?? layout.notFound;
  return dangerouslySkipEscape(pageDocument(page, layout, styles));
}
