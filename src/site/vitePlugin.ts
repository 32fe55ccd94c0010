// Vite plugin: site.yaml → virtual modules for the renderer, per-page JSON for in-app navigation,
// live reload on edits, and a build that stops (writing nothing) when site.yaml has problems.
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { loadSiteFile, PROJECT_ROOT, type ResolvedSite } from './loadSite.ts';
import { formatProblems } from './problems.ts';
import { pageDataHref } from './ids.ts';
import { applyFormEndpointOverride } from './formEndpoints.ts';
import { brochurePdf } from './brochure.ts';
import { hostFiles } from './hostFiles.ts';
import { iconSprite } from './iconSprite.ts';

const SERVER_MODULE = 'virtual:site/pages';
const RESOLVED = (id: string) => '\0' + id;

export interface SitePluginOptions {
  /** The site file; its pictures and files live in the `public/` folder beside it. */
  siteFile?: string;
}

export class SiteProblemsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteProblemsError';
    this.stack = message; // the message says it all: no stack trace for a content mistake
  }
}

export function sitePlugin(options: SitePluginOptions = {}): Plugin {
  const siteFile = path.resolve(options.siteFile ?? path.join(PROJECT_ROOT, 'site.yaml'));
  const publicDir = path.join(path.dirname(siteFile), 'public');
  const shownName = path.relative(process.cwd(), siteFile) || siteFile;
  let current: ResolvedSite | undefined;
  let lastError: string | undefined;
  let server: ViteDevServer | undefined;
  const sprite = iconSprite(); // the icons are code, not content: one sprite per process

  const load = (): boolean => {
    const { problems, resolved } = loadSiteFile(siteFile, publicDir);
    if (resolved && problems.length === 0) {
      current = { ...resolved, layout: applyFormEndpointOverride(resolved.layout, process.env) };
      lastError = undefined;
      return true;
    }
    lastError = formatProblems(shownName, problems);
    return false;
  };

  const site = (): ResolvedSite => {
    if (!current && !load()) throw new SiteProblemsError(lastError!);
    return current!;
  };

  return {
    name: 'site-yaml',
    config() {
      return { publicDir };
    },
    buildStart() {
      this.addWatchFile(siteFile);
      if (!server && !load()) throw new SiteProblemsError(lastError!);
    },
    resolveId(id) {
      if (id === SERVER_MODULE) return RESOLVED(id);
      return undefined;
    },
    load(id) {
      if (id === RESOLVED(SERVER_MODULE)) {
        const { pages, layout } = site();
        return `export const pages = ${JSON.stringify(pages)};\nexport const layout = ${JSON.stringify(layout)};\n`;
      }
      return undefined;
    },
    async generateBundle() {
      // Only the browser build publishes page data and brochures; the server build has no use for them.
      if (this.environment?.config.consumer !== 'client') return;
      const { pages, layout } = site();
      for (const page of pages) {
        this.emitFile({ type: 'asset', fileName: pageDataHref(page.path, layout.dataVersion).slice(1), source: JSON.stringify(page) });
        if (page.brochureHref) {
          this.emitFile({ type: 'asset', fileName: page.brochureHref.slice(1), source: await brochurePdf(page, layout) });
        }
      }
      this.emitFile({ type: 'asset', fileName: sprite.fileName, source: sprite.source });
      // Files for search engines and static hosts: sitemap.xml, robots.txt, _headers, _redirects.
      for (const [fileName, source] of Object.entries(hostFiles({ pages, layout }))) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(devServer) {
      server = devServer;
      if (!load()) devServer.config.logger.error(lastError!, { timestamp: true });
      devServer.watcher.add(siteFile);
      const onChange = (file: string) => {
        if (path.resolve(file) !== siteFile && !path.resolve(file).startsWith(publicDir)) return;
        const ok = load();
        for (const env of Object.values(devServer.environments)) {
          const mod = env.moduleGraph.getModuleById(RESOLVED(SERVER_MODULE));
          if (mod) env.moduleGraph.invalidateModule(mod);
        }
        if (ok) {
          devServer.config.logger.info(`${shownName} changed: ${current!.pages.length} pages, no problems; reloading`, { timestamp: true });
          devServer.ws.send({ type: 'full-reload' });
        } else {
          devServer.config.logger.error(lastError!, { timestamp: true });
          devServer.ws.send({ type: 'error', err: { message: lastError!, stack: '', plugin: 'site-yaml', id: siteFile } });
        }
      };
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
      devServer.middlewares.use((req, res, next) => {
        if (req.url !== '/' + sprite.fileName) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(sprite.source);
      });
      devServer.middlewares.use((req, res, next) => {
        const match = req.url?.match(/^\/_pages\/[^/]+(\/.*)\.json$/);
        if (!match || !current) return next();
        const wanted = match[1] === '/index' ? '/' : match[1];
        const page = current.pages.find((p) => p.path === wanted);
        if (!page) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(JSON.stringify(page));
      });
      // A request while site.yaml is broken shows the problems instead of a stale page.
      devServer.middlewares.use((req, res, next) => {
        if (lastError && req.headers.accept?.includes('text/html')) {
          const escaped = lastError.replace(/&/g, '&amp;').replace(/</g, '&lt;');
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          // Vite's client script keeps this page connected, so it reloads by itself once site.yaml is fixed.
          res.end(`<!doctype html><html lang="en"><title>site.yaml has problems</title><script type="module" src="/@vite/client"></script>` +
            `<body style="font:16px/1.5 monospace;padding:2rem"><h1>site.yaml has problems</h1><pre>${escaped}</pre><p>Fix site.yaml and save: this page reloads by itself.</p></body></html>`);
          return;
        }
        next();
      });
    },
  };
}
