import { load as parseHtml } from 'cheerio';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { App } from '../../src/app/App';
import { createPageStore } from '../../src/shared/pageStore';
import type { ResolvedSite } from '../../src/site/loadSite';

/** Renders one route of a resolved site exactly as the prerenderer does, and parses the result for queries. */
export function renderRoute(site: ResolvedSite, url: string) {
  const path = url.split(/[?#]/)[0];
  const page = site.pages.find((p) => p.path === path) ?? site.layout.notFound;
  const html = renderToString(
    <StaticRouter location={url}>
      <App layout={site.layout} store={createPageStore([page], site.layout.dataVersion)} />
    </StaticRouter>,
  );
  return parseHtml(html);
}
