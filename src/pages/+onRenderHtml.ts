import { dangerouslySkipEscape } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { sitePages } from 'virtual:site/pages';
import { siteScript } from 'virtual:site/site-script';
import { styles } from 'virtual:site/style';
import type { PageDescriptor } from '../contract/descriptorTypes.ts';
import { pageDocument } from '../render/document.tsx';

/** Every page is static HTML that loads the site script (src/browser/siteScript.ts) after its first paint. */
export default function onRenderHtml(pageContext: PageContextServer) {
  const { layout, layouts, rendered } = sitePages();
  const page = (pageContext.data as PageDescriptor | undefined) ?? layout.notFound;
  // The dev server sends the site's policy as report-only (src/serve/devServer.ts), and a page's own would enforce it.
  const html = pageDocument(page, layouts[page.lang] ?? layout, styles(), siteScript, {
    ownPolicy: !import.meta.env.DEV,
  });
  rendered?.(page, html);
  return dangerouslySkipEscape(html);
}
