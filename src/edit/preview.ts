// The editor's live preview: the dev server (`vike dev`, the site's own renderer) started on a copy of site.yaml that
// holds the form's unsaved values, behind a small proxy on this computer. The editor writes the copy as the owner types;
// the dev server reloads the page in the preview as it does for any save. The proxy answers only at its own address and
// only requests of its own pages (a page of another site, or of another port of this computer, sends its Origin and is
// refused: it could read the project's files through the dev server), and takes off X-Frame-Options and the report-only
// CSP, which (rightly, for the real site) forbid showing a page inside another: here it is shown inside the editor.
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import path from 'node:path';
import { publicDirOf } from '../contract/loadSite.ts';
import { PROJECT_ROOT, TMP_DIR } from '../core/paths.ts';

export interface Preview {
  /** The preview's address, e.g. http://127.0.0.1:40123 (a page is at its path under it). */
  url: string;
  /** Shows `text` (site.yaml with the form's values) in the preview. */
  show(text: string): void;
  close(): Promise<void>;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = s.address() as { port: number };
        s.close(() => resolve(port));
      })
      .on('error', reject);
  });

/** How long the preview's dev server is given to stop by itself. */
const STOP_WITHIN_MS = 10_000;

/** The preview of `siteFile` at `port` (0: any free port) of 127.0.0.1. */
export async function startPreview(siteFile: string, port = 0): Promise<Preview> {
  const dir = path.join(TMP_DIR, 'editor-preview', String(process.pid));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const previewFile = path.join(dir, 'site.yaml');
  writeFileSync(previewFile, readFileSync(siteFile, 'utf8'));
  // Its pictures and translations are the site's own (read, never written).
  symlinkSync(publicDirOf(siteFile), path.join(dir, 'public'));
  for (const f of readdirSync(path.dirname(siteFile)).filter((f) => /^site\.[a-z]{2,3}\.yaml$/.test(f)))
    symlinkSync(path.join(path.dirname(siteFile), f), path.join(dir, f));

  const devPort = await freePort();
  // The dev server as `npm run dev` starts it (not in a test runner's mode), on the copy; what it prints goes to a log
  // beside the copy (its messages about the copy are the form's problems, which the form shows itself).
  const {
    NODE_ENV: _mode,
    VITEST: _vitest,
    VITEST_MODE: _vitestMode,
    VITEST_WORKER_ID: _worker,
    VITEST_POOL_ID: _pool,
    ...env
  } = process.env;
  const log = openSync(path.join(dir, 'dev-server.log'), 'w');
  const dev: ChildProcess = spawn(
    path.join(PROJECT_ROOT, 'node_modules/.bin/vike'),
    ['dev', '--port', String(devPort)],
    {
      cwd: PROJECT_ROOT,
      env: { ...env, SITE_YAML: previewFile, HOST: '127.0.0.1' },
      stdio: ['ignore', log, log],
    },
  );
  // Requests wait for the dev server to listen (it takes some seconds to start), rather than fail.
  const ready = (async () => {
    for (let i = 0; i < 600 && dev.exitCode === null; i++) {
      if (
        await new Promise<boolean>((resolve) => {
          const c = connect(devPort, '127.0.0.1', () => {
            c.destroy();
            resolve(true);
          }).on('error', () => resolve(false));
        })
      )
        return;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();

  /** Whether a request comes to this proxy's own address, from its own pages or from no page at all. */
  const ours = (headers: IncomingHttpHeaders) =>
    own.has(headers.host ?? '') && (headers.origin === undefined || own.has(headers.origin.replace(/^http:\/\//, '')));
  const proxy: Server = createServer(async (req, res) => {
    if (!ours(req.headers)) {
      res.writeHead(own.has(req.headers.host ?? '') ? 403 : 421).end('This preview answers only its own pages.');
      return;
    }
    await ready;
    const forward = request(
      {
        host: '127.0.0.1',
        port: devPort,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `127.0.0.1:${devPort}` },
      },
      (answer) => {
        const headers = { ...answer.headers };
        delete headers['x-frame-options'];
        delete headers['content-security-policy-report-only'];
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    forward.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'Content-Type': 'text/plain; charset=utf-8' });
      res.end('The preview stopped; start npm run edit again.');
    });
    req.pipe(forward);
  });
  // Live reload's websocket, passed through as it is. Its two sockets are kept until they close: the proxy's close()
  // ends them itself (an upgraded socket is no HTTP connection that closeAllConnections() ends, and the proxy's close
  // would wait for it).
  const passedThrough = new Set<Socket>();
  const keep = (s: Socket) => {
    passedThrough.add(s);
    s.once('close', () => passedThrough.delete(s));
  };
  proxy.on('upgrade', (req, socket: Socket, head) => {
    if (!ours(req.headers)) {
      socket.destroy();
      return;
    }
    keep(socket);
    const upstream = connect(devPort, '127.0.0.1', () => {
      upstream.write(
        `${req.method} ${req.url} HTTP/1.1\r\n${Object.entries({ ...req.headers, host: `127.0.0.1:${devPort}` })
          .map(([k, v]) => `${k}: ${v}`)
          .join('\r\n')}\r\n\r\n`,
      );
      upstream.write(head);
      upstream.pipe(socket).pipe(upstream);
    });
    keep(upstream);
    upstream.on('error', () => socket.destroy());
    socket.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve, reject) =>
    proxy.once('error', reject).listen(port, '127.0.0.1', () => resolve()),
  ).catch((error: unknown) => {
    dev.kill('SIGTERM'); // the port is taken: no dev server is left behind
    throw error;
  });
  const listening = (proxy.address() as { port: number }).port;
  const own = new Set([`127.0.0.1:${listening}`, `localhost:${listening}`]);

  let last = '';
  return {
    url: `http://127.0.0.1:${listening}`,
    show(text) {
      if (text === last) return;
      last = text;
      const temp = `${previewFile}.${process.pid}.tmp`;
      writeFileSync(temp, text);
      renameSync(temp, previewFile);
    },
    async close() {
      const stopped = new Promise((resolve) =>
        dev.exitCode !== null || dev.signalCode !== null ? resolve(null) : dev.once('exit', resolve),
      );
      dev.kill('SIGTERM');
      // A dev server that has not stopped within a few seconds (busy, or closing its file watcher) is stopped outright:
      // once, on a busy machine, it never did, and the editor's close waited for it for ever.
      const outright = setTimeout(() => dev.kill('SIGKILL'), STOP_WITHIN_MS);
      proxy.closeAllConnections();
      for (const socket of passedThrough) socket.destroy();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await stopped;
      clearTimeout(outright);
      if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
    },
  };
}
