// Vite plugin: site.yaml → virtual modules for the renderer, the inline stylesheet, brochures and host files; live reload on edits; and a build that stops (writing nothing) when site.yaml has problems.
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { loadSiteFile, PROJECT_ROOT, type ResolvedSite } from './loadSite.ts';
import { formatProblems } from './problems.ts';
import { applyFormEndpointOverride } from './formEndpoints.ts';
import { hostFiles } from './hostFiles.ts';
import { siteStyles, STYLE_FILE, type SiteStyles } from './siteCss.ts';

/** Module ids the templates and Vike glue import (typed in src/virtual-modules.d.ts). */
const MODULES = {
  pages: 'virtual:site/pages',
  style: 'virtual:site/style',
  siteScript: 'virtual:site/site-script',
  /** Dev server only: Vite's live-reload client, then the site script from its source. */
  devScript: 'virtual:site/dev-script',
} as const;
const RESOLVED = (id: string) => '\0' + id;
/**
 * The site script, the one script every page loads (after its first paint, see src/shared/siteScriptLoader.ts). It is
 * an entry of the browser build of its own, not a Vike client entry: Vike adds no script tag to any page.
 */
const SITE_SCRIPT_SOURCE = path.join(PROJECT_ROOT, 'src/browser/siteScript.ts');
const SITE_SCRIPT_ENTRY = 'site-script';
const isModule = (id: string) => Object.values(MODULES).some((m) => id === m);

/** A value as a module: JSON inside a string parses faster than the same data as a JavaScript literal. */
const jsonModule = (exports: Record<string, unknown>) =>
  Object.entries(exports).map(([name, value]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`).join('\n') + '\n';

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
  let styles: SiteStyles | undefined;
  /** The site script's address: its source on the dev server; once the browser build has written it, the built file. */
  let siteScript: string | undefined;
  const style = () => (styles ??= siteStyles());

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
    // One instance for the browser and the server build: site.yaml is read and checked once per build.
    sharedDuringBuild: true,
    config() {
      return { publicDir };
    },
    configEnvironment(name, _config, { command }) {
      if (name === 'client' && command === 'build') return { build: { rollupOptions: { input: { [SITE_SCRIPT_ENTRY]: SITE_SCRIPT_SOURCE } } } };
      return undefined;
    },
    buildStart() {
      this.addWatchFile(siteFile);
      this.addWatchFile(STYLE_FILE);
      if (!server && !load()) throw new SiteProblemsError(lastError!);
    },
    resolveId(id) {
      return isModule(id) ? RESOLVED(id) : undefined;
    },
    load(id) {
      if (id === RESOLVED(MODULES.pages)) {
        const { pages, layout } = site();
        return jsonModule({ pages, layout });
      }
      if (id === RESOLVED(MODULES.style)) return `export default ${JSON.stringify(style())};\n`;
      if (id === RESOLVED(MODULES.siteScript)) return `export const siteScript = ${JSON.stringify(siteScript)};\n`;
      if (id === RESOLVED(MODULES.devScript)) return `import '/@vite/client';\nimport ${JSON.stringify(`/@fs${SITE_SCRIPT_SOURCE}`)};\n`;
      return undefined;
    },
    async generateBundle(_options, bundle) {
      // Only the browser build publishes files; the server build has no use for them.
      if (this.environment?.config.consumer !== 'client') return;
      const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === SITE_SCRIPT_SOURCE);
      siteScript = entry && `${this.environment.config.base}${entry.fileName}`;
      const { pages, layout } = site();
      const withBrochure = pages.filter((p) => p.brochureHref);
      if (withBrochure.length) {
        // The PDF code (pdf-lib, fontkit and a font) is loaded only by a site that has brochures.
        const { brochurePdf } = await import('./brochure.ts');
        for (const page of withBrochure) {
          this.emitFile({ type: 'asset', fileName: page.brochureHref!.slice(1), source: await brochurePdf(page, layout, (message) => this.warn(message)) });
        }
      }
      for (const [fileName, source] of Object.entries(hostFiles({ pages, layout }, style()))) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
    configureServer(devServer) {
      server = devServer;
      siteScript = `/@id/__x00__${MODULES.devScript}`;
      if (!load()) devServer.config.logger.error(lastError!, { timestamp: true });
      devServer.watcher.add([siteFile, STYLE_FILE]);
      const invalidate = (id: string) => {
        for (const env of Object.values(devServer.environments)) {
          const mod = env.moduleGraph.getModuleById(RESOLVED(id));
          if (mod) env.moduleGraph.invalidateModule(mod);
        }
      };
      const onChange = (file: string) => {
        const changed = path.resolve(file);
        if (changed === STYLE_FILE) {
          styles = undefined;
          invalidate(MODULES.style);
          devServer.ws.send({ type: 'full-reload' });
          return;
        }
        if (changed !== siteFile && !changed.startsWith(publicDir)) return;
        const ok = load();
        invalidate(MODULES.pages);
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
      // While site.yaml is broken every request gets the problems instead of a stale page or picture, except Vite's own
      // (/@vite/client keeps the problems page connected, so it reloads by itself once site.yaml is fixed).
      devServer.middlewares.use((req, res, next) => {
        if (lastError && !/^\/(@|__|node_modules\/)/.test(req.url ?? '/')) {
          res.statusCode = 500;
          if (!req.headers.accept?.includes('text/html')) {
            res.setHeader('Content-Type', 'text/plain; charset=utf-8');
            res.end(`${shownName} has problems:\n${lastError}\n`);
            return;
          }
          const escaped = lastError.replace(/&/g, '&amp;').replace(/</g, '&lt;');
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(`<!doctype html><html lang="en"><title>site.yaml has problems</title><script type="module" src="/@vite/client"></script>` +
            `<body style="font:16px/1.5 monospace;padding:2rem"><h1>site.yaml has problems</h1><pre>${escaped}</pre><p>Fix site.yaml and save: this page reloads by itself.</p></body></html>`);
          return;
        }
        next();
      });
    },
  };
}
