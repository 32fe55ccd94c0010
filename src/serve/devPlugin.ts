// The dev server's Vite plugin (npm run dev, the editor's preview, the tests' renderer): it reads site.yaml itself, again
// on every save, with live reload, serves the pages, pictures and videos as the build would, and shows the problems
// while there are any. Its pages and stylesheets are the modules of src/build/vitePlugin.ts, made from what it read.
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import type { Problem } from '../core/problems.ts';
import { loadSite, publicDirOf, shownNameOf, type LoadedSite } from '../contract/loadSite.ts';
import { DEFAULT_SITE_FILE } from '../core/paths.ts';
import { siteStyles, STYLE_FILE, type SiteStyles } from '../render/siteCss.ts';
import { devHostFiles, noHiddenFiles, whenSettled } from './devServer.ts';
import { cachedPicture, encodePictures, PICTURE_CACHE, pictureColourCss } from '../media/pictures/encode.ts';
import { diskFullMessage, diskFullOr, DiskFullError } from '../core/writeWhole.ts';
import { extractPosterFrames } from '../media/videos/encode.ts';
import { serveVideo } from './devVideos.ts';
import { PICTURE_DIR, VIDEO_DIR } from '../shared/outputNames.ts';
import { escapeHtml } from '../core/escape.ts';
import { isModule, jsonModule, MODULES, RESOLVED, SITE_SCRIPT_SOURCE, SiteProblemsError } from '../build/vitePlugin.ts';

/** The dev script's query naming the reading of site.yaml its page was rendered from, and the event saying it. */
const SITE_VERSION = 'site';
const SHOWN_EVENT = 'site-yaml:shown';

export interface DevPluginOptions {
  /** The site file to read (its pictures in `public/` beside it), on demand and again on every edit. */
  siteFile?: string;
  /** Where the two forms post (the local receiver), instead of site.forms. */
  formsEndpointBase?: string;
}

export function devPlugin(options: DevPluginOptions = {}): Plugin {
  const siteFile = path.resolve(options.siteFile || DEFAULT_SITE_FILE);
  const publicDir = publicDirOf(siteFile);
  const shownName = shownNameOf(siteFile);
  let current: LoadedSite | undefined;
  let lastError: string | undefined;
  let server: ViteDevServer | undefined;
  let styles: SiteStyles | undefined;
  const style = () => (styles ??= siteStyles(current ? pictureColourCss(current.pictures) : ''));
  /**
   * Which reading of the site file and stylesheets the pages are rendered from, counted up on each good save. A page carries its number
   * in its script's address and says it when it connects: a page rendered before a save whose reload it missed (it was
   * still loading while another page was connected, so Vite kept no reload for it) is reloaded then.
   */
  let siteVersion = 0;
  /** The pictures' versions, encoded (or found in the cache) after each load; served once ready. */
  let picturesReady: Promise<unknown> = Promise.resolve();

  /** (Re)reads the site file. */
  const read = () => loadSite(siteFile, { formsEndpointBase: options.formsEndpointBase });
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
    name: 'site-yaml-dev',
    apply: 'serve',
    config() {
      // The dev server serves public/ as it is (a build publishes only what the site uses, src/build/build.ts).
      return { publicDir };
    },
    buildStart() {
      this.addWatchFile(siteFile);
      this.addWatchFile(STYLE_FILE);
      if (!server) site();
    },
    resolveId(id) {
      // The dev script's address carries the reading a page was rendered from (?site=N), kept in its module id.
      return isModule(id.split('?')[0]) ? RESOLVED(id) : undefined;
    },
    load(id) {
      if (id === RESOLVED(MODULES.pages)) {
        const { pages, layout, layouts } = site();
        return jsonModule({ site: { pages, layout, layouts } }) + 'export const sitePages = () => site;\n';
      }
      if (id === RESOLVED(MODULES.style))
        return jsonModule({ siteStyles: style() }) + 'export const styles = () => siteStyles;\n';
      // The site script from its source, after Vite's live-reload client.
      if (id === RESOLVED(MODULES.siteScript))
        return `export const siteScript = ${JSON.stringify(`/@id/__x00__${MODULES.devScript}?${SITE_VERSION}=${siteVersion}`)};\n`;
      if (id.split('?')[0] === RESOLVED(MODULES.devScript)) {
        const shown = Number(new URLSearchParams(id.split('?')[1]).get(SITE_VERSION));
        return (
          `import '/@vite/client';\nimport ${JSON.stringify(`/@fs${SITE_SCRIPT_SOURCE}`)};\n` +
          `import.meta.hot?.send(${JSON.stringify(SHOWN_EVENT)}, { version: ${shown} });\n`
        );
      }
      return undefined;
    },
    configureServer(devServer) {
      server = devServer;
      // First of all: no hidden file (the forms' inbox, .env, .git) from the dev server, which a phone on the network may reach.
      devServer.middlewares.use(noHiddenFiles(devServer.config.root));
      devServer.watcher.add([siteFile, STYLE_FILE]);
      const invalidate = (id: string) => {
        for (const env of Object.values(devServer.environments)) {
          const mod = env.moduleGraph.getModuleById(RESOLVED(id));
          if (mod) env.moduleGraph.invalidateModule(mod);
        }
      };
      const encodeInBackground = () => {
        const site = current!;
        const log = (p: Problem) =>
          devServer.config.logger.error(`${shownName}:${p.line}:${p.col}  ${p.message}`, { timestamp: true });
        // A full disk (the one error not at a line) is said in the terminal; the server keeps serving.
        const fail = (error: unknown) => {
          const full = diskFullOr(error, PICTURE_CACHE + path.sep);
          devServer.config.logger.error(
            full instanceof DiskFullError ? diskFullMessage(full.folder, 100e6) : String(error),
            { timestamp: true },
          );
        };
        // A video's poster frames are pictures: taken from the video first (the videos themselves on first request).
        picturesReady = Promise.resolve()
          .then(() => {
            extractPosterFrames(site.videos, log);
            return encodePictures(site.pictures, log);
          })
          .then(() => {
            styles = undefined;
            invalidate(MODULES.style);
          }, fail);
      };
      /** Every page open reloads; one still loading does once it connects (SHOWN_EVENT below). */
      const reloadPages = () => {
        siteVersion++;
        invalidate(MODULES.siteScript);
        devServer.ws.send({ type: 'full-reload' });
      };
      if (!load()) devServer.config.logger.error(lastError!, { timestamp: true });
      else encodeInBackground();
      const onChange = (file: string) => {
        const changed = path.resolve(file);
        if (changed === STYLE_FILE) {
          styles = undefined;
          invalidate(MODULES.style);
          reloadPages();
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
          devServer.config.logger.info(`${shownName} changed: ${current!.pages.length} pages, no problems; reloading`, {
            timestamp: true,
          });
          reloadPages();
        } else {
          devServer.config.logger.error(lastError!, { timestamp: true });
          showProblems();
        }
      });
      // A page that connects after the problems were sent (it was loading, as the editor's preview often is) is sent
      // them then: a page rendered just before the save would otherwise show the old site with no word of them.
      const showProblems = () =>
        devServer.ws.send({
          type: 'error',
          err: { message: lastError!, stack: '', plugin: 'site-yaml', id: siteFile },
        });
      devServer.ws.on('connection', () => {
        if (lastError) showProblems();
      });
      devServer.ws.on(SHOWN_EVENT, (data: { version?: unknown }, client) => {
        if (!lastError && typeof data?.version === 'number' && data.version < siteVersion)
          client.send({ type: 'full-reload' });
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
        const log = (p: Problem) =>
          devServer.config.logger.error(`${shownName}:${p.line}:${p.col}  ${p.message}`, { timestamp: true });
        serveVideo(current?.videos ?? [], name, req, res, log).then((served) => {
          if (!served) next();
        }, next);
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
          // The page shows the problems in Vite's error overlay too, as a page open at the moment of the save gets them:
          // a page loaded after it (a reload, the editor's preview opening another page) would otherwise miss them.
          const overlay =
            `import { ErrorOverlay } from '/@vite/client';\n` +
            `document.body.append(new ErrorOverlay({ message: ${JSON.stringify(lastError).replace(/</g, '\\u003c')}, stack: '', plugin: 'site-yaml' }));`;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(
            `<!doctype html><html lang="en"><title>site.yaml has problems</title><script type="module" src="/@vite/client"></script>` +
              `<body style="font:16px/1.5 monospace;padding:2rem"><h1>site.yaml has problems</h1><pre>${escaped}</pre><p>Fix site.yaml and save: this page reloads by itself.</p>` +
              `<script type="module">${overlay}</script></body></html>`,
          );
          return;
        }
        next();
      });
      devServer.middlewares.use(
        devHostFiles(() => (current && !lastError ? { site: current, styles: style() } : undefined)),
      );
    },
  };
}
