// What the dev server adds to Vite so that it answers as the build does: the files the build writes beside the pages
// (sitemap.xml, robots.txt, the brochures), the headers of `_headers` on every answer, and site.yaml
// read only once an editor has finished saving it.
import { statSync } from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { hostFiles, policyOverPlainHttp } from '../build/outputs/hostFiles.ts';
import { headersMatching, parseHeaders } from '../build/outputs/hostRules.ts';
import type { LoadedSite } from '../contract/loadSite.ts';
import type { SiteStyles } from '../render/siteCss.ts';

const SERVED: Record<string, string> = {
  '/sitemap.xml': 'application/xml; charset=utf-8',
  '/robots.txt': 'text/plain; charset=utf-8',
};

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

/**
 * Serves the build's host files and brochures from the loaded site, and sets the `_headers` headers on every answer.
 * The Content-Security-Policy is sent as Content-Security-Policy-Report-Only: Vite's live reload needs what the policy
 * forbids (its websocket, inline styles of its error overlay), so violations are shown in the console, not enforced.
 */
export function devHostFiles(loaded: () => { site: LoadedSite; styles: SiteStyles } | undefined): Middleware {
  let made:
    | {
        site: LoadedSite;
        files: Record<string, string>;
        rules: ReturnType<typeof parseHeaders>;
        pdfs: Map<string, Promise<Uint8Array>>;
      }
    | undefined;
  return (req, res, next) => {
    const current = loaded();
    if (!current) return next();
    if (made?.site !== current.site) {
      const files = hostFiles(current.site, current.styles);
      made = { site: current.site, files, rules: parseHeaders(files._headers), pdfs: new Map() };
    }
    let pathname: string;
    // Matched as sent, as the hosts match their rules (a page's path is letters, digits, _ and - only).
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    } catch {
      return next();
    }
    for (const [name, value] of headersMatching(made.rules, pathname))
      if (name === 'Content-Security-Policy')
        res.setHeader('Content-Security-Policy-Report-Only', policyOverPlainHttp(value));
      else res.setHeader(name, value);

    const type = SERVED[pathname];
    if (type) {
      res.setHeader('Content-Type', type);
      res.end(made.files[pathname.slice(1)]);
      return;
    }
    const page = current.site.pages.find((p) => p.brochureHref === pathname);
    if (!page) return next();
    const pdfs = made.pdfs;
    if (!pdfs.has(pathname))
      pdfs.set(
        pathname,
        import('../build/outputs/brochure.ts').then(({ brochurePdf }) => brochurePdf(page, current.site.layout)),
      );
    pdfs.get(pathname)!.then((pdf) => {
      res.setHeader('Content-Type', 'application/pdf');
      res.end(pdf);
    }, next);
  };
}

/**
 * A step of a path that names a hidden file or folder: any name starting with a dot (.forms-inbox with the forms'
 * submissions and résumés, .env, .git, .tmp), and "." and ".." steps; but /.well-known/, which sites publish, and Vite's
 * own folder of prebundled dependencies, node_modules/.vite/.
 */
export function hiddenStep(pathname: string): string | undefined {
  const steps = pathname.split(/[/\\]/);
  return steps.find(
    (step, i) =>
      step.startsWith('.') && step !== '.well-known' && !(step === '.vite' && steps[i - 1] === 'node_modules'),
  );
}

/**
 * The dev server answers 404 to any address with a hidden step, however it is written (%2e, %252e, a backslash) and
 * whichever way Vite would have served it (/@fs/, ?raw, ?import): Vite serves every other file under the project.
 * An /@fs/ address (a file by its absolute path) is judged by its steps below the project's `root`, or below the
 * folder it shares with the project: a project kept in a hidden folder still loads its own files.
 */
export function noHiddenFiles(root: string): Middleware {
  return (req, res, next) => {
    let pathname = (req.url ?? '/').split(/[?#]/)[0];
    for (let i = 0; i < 3; i++) {
      // decoded until it no longer changes: Vite decodes once, its /@fs/ paths once more
      let once: string;
      try {
        once = decodeURIComponent(pathname);
      } catch {
        break;
      }
      if (once === pathname) break;
      pathname = once;
    }
    if (pathname.startsWith('/@fs/')) {
      const below = path.relative(root, path.resolve(pathname.slice('/@fs'.length))).split(path.sep);
      pathname = below.slice(below.findIndex((step) => step !== '..')).join('/');
    }
    if (hiddenStep(pathname) === undefined) return next();
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found: the dev server serves no file or folder whose name starts with a dot.\n');
  };
}

/**
 * Runs `read` once a burst of saves is over, and applies what it read only once the file has settled: a read that
 * found problems while the file was empty, or changed while it was read, is an editor halfway through a save, and is
 * read again a moment later (for about a second, after which an empty file is reported as one).
 */
export function whenSettled<T extends { problems?: unknown }>(
  file: string,
  read: () => T,
  apply: (result: T) => void,
  quietMs = 100,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let tries = 0;
  const stamp = () => {
    try {
      const s = statSync(file);
      return { key: `${s.size}:${s.mtimeMs}`, empty: s.size === 0 };
    } catch {
      return { key: 'missing', empty: true };
    }
  };
  const attempt = () => {
    const before = stamp();
    const result = read();
    const after = stamp();
    if (result.problems && (after.empty || after.key !== before.key) && ++tries < 10) {
      timer = setTimeout(attempt, quietMs);
      return;
    }
    apply(result);
  };
  return () => {
    clearTimeout(timer);
    tries = 0;
    timer = setTimeout(attempt, quietMs);
  };
}
