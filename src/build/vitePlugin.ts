// Vite plugin: the loaded site → virtual modules for the renderer and the inline stylesheet, and the site script as an
// entry of the browser build. A build hands it the site it has loaded (src/build/build.ts); the dev server lets it read
// site.yaml itself, again on every edit, with live reload, and shows the problems while there are any.
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { Problem } from '../core/problems.ts';
import { loadSite, publicDirOf, shownNameOf, type LoadedSite } from '../contract/loadSite.ts';
import { DEFAULT_SITE_FILE, PROJECT_ROOT } from '../core/paths.ts';
import { siteStyles, STYLE_FILE, type SiteStyles } from '../render/siteCss.ts';
import { devHostFiles, noHiddenFiles, whenSettled } from '../serve/devServer.ts';
import { cachedPicture, encodePictures, PICTURE_CACHE, pictureColourCss } from '../media/pictures/encode.ts';
import { diskFullMessage, diskFullOr, DiskFullError } from '../core/writeWhole.ts';
import { extractPosterFrames } from '../media/videos/encode.ts';
import { serveVideo } from '../serve/devVideos.ts';
import { PICTURE_DIR, VIDEO_DIR } from '../shared/outputNames.ts';
import { escapeHtml } from '../core/escape.ts';

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
/**
 * Vike's browser-side routers (server routing, client routing): entries of the browser build this site does not use,
 * as its pages have no client hooks and no client routing. Not built: built, they would share modules with the site
 * script and split its chunks differently.
 */
const VIKE_ROUTER_ENTRY = /^entries\/entry-(server|client)-routing$/;
const isModule = (id: string) => Object.values(MODULES).some((m) => id === m);

/** A value as a module: JSON inside a string parses faster than the same data as a JavaScript literal. */
const jsonModule = (exports: Record<string, unknown>) =>
  Object.entries(exports).map(([name, value]) => `export const ${name} = JSON.parse(${JSON.stringify(JSON.stringify(value))});`).join('\n') + '\n';

/** The module through which a build hands its loaded site to the prerender. */
const PRERENDER_SITE_MODULE = path.join(PROJECT_ROOT, 'src/render/prerenderSite.ts');

export type SitePluginOptions =
  /**
   * The build of the code (src/build/codeBuild.ts): no site at all. The server bundle's pages and stylesheets are the
   * site each prerender is given at run time (src/render/prerenderSite.ts), so one bundle renders any site.
   */
  | { code: true; onPublished: (files: string[]) => void }
  /** The dev server and the tests' renderer: the site file to read (its pictures in `public/` beside it), on demand and again on every edit. */
  | { code?: false; siteFile?: string; formsEndpointBase?: string };

export class SiteProblemsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SiteProblemsError';
    this.stack = message; // the message says it all: no stack trace for a content mistake
  }
}

export function sitePlugin(options: SitePluginOptions = {}): Plugin {
  const siteFile = path.resolve((!options.code && options.siteFile) || DEFAULT_SITE_FILE);
  const publicDir = publicDirOf(siteFile);
  const shownName = shownNameOf(siteFile);
  let current: LoadedSite | undefined;
  let lastError: string | undefined;
  let server: ViteDevServer | undefined;
  let styles: SiteStyles | undefined;
  /** The site script's address: its source on the dev server; once the browser build has written it, the built file. */
  let siteScript: string | undefined;
  const style = () => (styles ??= siteStyles(current ? pictureColourCss(current.pictures) : ''));
  /** Dev server: the pictures' versions, encoded (or found in the cache) after each load; served once ready. */
  let picturesReady: Promise<unknown> = Promise.resolve();

  /** Dev server and tests only: (re)reads the site file. */
  const read = () => loadSite(siteFile, { formsEndpointBase: options.code ? undefined : options.formsEndpointBase });
  const apply = (loaded: ReturnType<typeof read>): boolean => {
    current = loaded.site ?? current;
    lastError = loaded.problems;
    return !loaded.problems;
  };
  const load = (): boolean => apply(read());

  const site = (): LoadedSite => {
    if (!current && !load()) throw new SiteProblemsError(lastError!);
    return current!;
  };

  return {
    name: 'site-yaml',
    // One instance for the browser and the server build.
    sharedDuringBuild: true,
    config(_config, { command }) {
      // The dev server serves public/ as it is; a build publishes only what the site uses (src/build/build.ts).
      return { publicDir: command === 'build' ? false : publicDir };
    },
    configEnvironment(name, _config, { command }) {
      if (name === 'client' && command === 'build') return { build: { rollupOptions: { input: { [SITE_SCRIPT_ENTRY]: SITE_SCRIPT_SOURCE } } } };
      return undefined;
    },
    buildStart() {
      if (options.code) return;
      this.addWatchFile(siteFile);
      this.addWatchFile(STYLE_FILE);
      if (!server) site();
    },
    resolveId(id) {
      return isModule(id) ? RESOLVED(id) : undefined;
    },
    load(id) {
      if (id === RESOLVED(MODULES.pages)) {
        if (options.code) return `import { prerenderSite } from ${JSON.stringify(PRERENDER_SITE_MODULE)};\nexport const sitePages = prerenderSite;\n`;
        const { pages, layout, layouts } = site();
        return jsonModule({ site: { pages, layout, layouts } }) + 'export const sitePages = () => site;\n';
      }
      if (id === RESOLVED(MODULES.style)) {
        if (options.code) return `import { prerenderSite } from ${JSON.stringify(PRERENDER_SITE_MODULE)};\nexport const styles = () => prerenderSite().styles;\n`;
        return jsonModule({ siteStyles: style() }) + 'export const styles = () => siteStyles;\n';
      }
      if (id === RESOLVED(MODULES.siteScript)) return `export const siteScript = ${JSON.stringify(siteScript)};\n`;
      if (id === RESOLVED(MODULES.devScript)) return `import '/@vite/client';\nimport ${JSON.stringify(`/@fs${SITE_SCRIPT_SOURCE}`)};\n`;
      return undefined;
    },
    options(inputOptions) {
      if (this.environment?.config.consumer !== 'client' || this.environment.config.command !== 'build') return undefined;
      const input = Object.entries(inputOptions.input as Record<string, string>).filter(([name]) => !VIKE_ROUTER_ENTRY.test(name));
      return { ...inputOptions, input: Object.fromEntries(input) };
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (this.environment?.config.consumer !== 'client' || !options.code) return;
        // The browser build names the site script's file, which the server build then puts in every page.
        const entry = Object.values(bundle).find((c) => c.type === 'chunk' && c.isEntry && c.facadeModuleId === SITE_SCRIPT_SOURCE);
        if (!entry) throw new Error('the browser build has no site script');
        siteScript = `${this.environment.config.base}${entry.fileName}`;
        // The site publishes the JavaScript the site script loads and the browser build's other files; Vike's own
        // entries (its routers, the pages' empty client entries: the pages have no client hooks) stay in the build.
        const loaded = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = bundle[fileName];
          if (loaded.has(fileName) || chunk?.type !== 'chunk') return;
          loaded.add(fileName);
          for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
        };
        visit(entry.fileName);
        options.onPublished(Object.entries(bundle).filter(([fileName, output]) => output.type !== 'chunk' ? !fileName.startsWith('.vite/') : loaded.has(fileName)).map(([fileName]) => fileName));
      },
    },
    configureServer(devServer) {
      server = devServer;
      // First of all: no hidden file (the forms' inbox, .env, .git) from the dev server, which a phone on the network may reach.
      devServer.middlewares.use(noHiddenFiles(devServer.config.root));
      siteScript = `/@id/__x00__${MODULES.devScript}`;
      devServer.watcher.add([siteFile, STYLE_FILE]);
      const invalidate = (id: string) => {
        for (const env of Object.values(devServer.environments)) {
          const mod = env.moduleGraph.getModuleById(RESOLVED(id));
          if (mod) env.moduleGraph.invalidateModule(mod);
        }
      };
      const encodeInBackground = () => {
        const site = current!;
        const log = (p: Problem) => devServer.config.logger.error(`${shownName}:${p.line}:${p.col}  ${p.message}`, { timestamp: true });
        // A full disk (the one error not at a line) is said in the terminal; the server keeps serving.
        const fail = (error: unknown) => {
          const full = diskFullOr(error, PICTURE_CACHE + path.sep);
          devServer.config.logger.error(full instanceof DiskFullError ? diskFullMessage(full.folder, 100e6) : String(error), { timestamp: true });
        };
        // A video's poster frames are pictures: taken from the video first (the videos themselves on first request).
        picturesReady = Promise.resolve()
          .then(() => { extractPosterFrames(site.videos, log); return encodePictures(site.pictures, log); })
          .then(() => { styles = undefined; invalidate(MODULES.style); }, fail);
      };
      if (!load()) devServer.config.logger.error(lastError!, { timestamp: true });
      else encodeInBackground();
      const onChange = (file: string) => {
        const changed = path.resolve(file);
        if (changed === STYLE_FILE) {
          styles = undefined;
          invalidate(MODULES.style);
          devServer.ws.send({ type: 'full-reload' });
          return;
        }
        if (changed !== siteFile && !changed.startsWith(publicDir)) return;
        siteChanged();
      };
      // A save is read once it is over: bursts of events are one change, and a half-written file is read again.
      const siteChanged = whenSettled(siteFile, read, (loaded) => {
        const ok = apply(loaded);
        if (ok) encodeInBackground();
        invalidate(MODULES.pages);
        if (ok) {
          devServer.config.logger.info(`${shownName} changed: ${current!.pages.length} pages, no problems; reloading`, { timestamp: true });
          devServer.ws.send({ type: 'full-reload' });
        } else {
          devServer.config.logger.error(lastError!, { timestamp: true });
          devServer.ws.send({ type: 'error', err: { message: lastError!, stack: '', plugin: 'site-yaml', id: siteFile } });
        }
      });
      devServer.watcher.on('change', onChange);
      devServer.watcher.on('add', onChange);
      devServer.watcher.on('unlink', onChange);
      devServer.middlewares.use(`/${PICTURE_DIR}/`, (req, res, next) => {
        void picturesReady.then(() => {
          const found = current && cachedPicture(current.pictures, `/${PICTURE_DIR}${(req.url ?? '').split('?')[0]}`);
          if (!found) return next();
          res.setHeader('Content-Type', `image/${found.format}`);
          res.end(found.bytes);
        });
      });
      devServer.middlewares.use(`/${VIDEO_DIR}/`, (req, res, next) => {
        const name = `/${VIDEO_DIR}${(req.url ?? '').split('?')[0]}`;
        const log = (p: Problem) => devServer.config.logger.error(`${shownName}:${p.line}:${p.col}  ${p.message}`, { timestamp: true });
        serveVideo(current?.videos ?? [], name, req, res, log).then((served) => { if (!served) next(); }, next);
      });
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
          const escaped = escapeHtml(lastError);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(`<!doctype html><html lang="en"><title>site.yaml has problems</title><script type="module" src="/@vite/client"></script>` +
            `<body style="font:16px/1.5 monospace;padding:2rem"><h1>site.yaml has problems</h1><pre>${escaped}</pre><p>Fix site.yaml and save: this page reloads by itself.</p></body></html>`);
          return;
        }
        next();
      });
      devServer.middlewares.use(devHostFiles(() => (current && !lastError ? { site: current, styles: style() } : undefined)));
    },
  };
}
