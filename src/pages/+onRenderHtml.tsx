import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { layout } from 'virtual:site/pages';
import type { PageDescriptor } from '../generated/site-types';
import { App } from '../app/App';
import { headTags, organisationJsonLd } from '../app/head';
import { NOSCRIPT_CSS } from '../shared/noscriptStyle';
import { createPageStore } from '../shared/pageStore';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export default function onRenderHtml(pageContext: PageContextServer) {
  const page = (pageContext.data as PageDescriptor | undefined) ?? layout.notFound;
  const store = createPageStore([page], layout.dataVersion);
  const body = renderToString(
    <StaticRouter location={pageContext.urlOriginal}>
      <App layout={layout} store={store} />
    </StaticRouter>,
  );
  const head = headTags(page, layout)
    .map((t) => `<${t.tag} ${Object.entries(t.attrs).map(([k, v]) => `${k}="${escapeAttr(v)}"`).join(' ')}>`)
    .join('\n    ');
  // JSON-LD is data for search engines, not page text: serialised with "<" escaped so it cannot close the script.
  const jsonLd = page.path === '/' ? `<script type="application/ld+json">${JSON.stringify(organisationJsonLd(layout)).replace(/</g, '\\u003c')}</script>` : '';
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>${page.meta.title}</title>
    ${dangerouslySkipEscape(head)}
    <meta name="theme-color" content="#12355b">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <noscript><style>${dangerouslySkipEscape(NOSCRIPT_CSS)}</style></noscript>
    ${dangerouslySkipEscape(jsonLd)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(body)}</div>
  </body>
</html>`;
  // The shared layout travels inside the HTML (as data), not inside the JavaScript bundle.
  return { documentHtml, pageContext: { layout } };
}
