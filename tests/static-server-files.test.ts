// npm run serve's server (src/serve/staticServer.ts) closes every file it opens, also for a client that goes away
// before its answer starts: none is left for the garbage collector ("Closing file descriptor … on garbage collection").
import { mkdirSync, mkdtempSync, readdirSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveStatic } from '../src/serve/staticServer.ts';

const root = mkdtempSync(path.join(tmpdir(), 'static-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The files under the served folder this process holds open. */
const openUnderRoot = () =>
  readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.startsWith(root));

describe('the static server', () => {
  it('closes each file it opened for a client that went away before the answer started', async () => {
    mkdirSync(path.join(root, 'Page'), { recursive: true });
    const page = `<!DOCTYPE html><title>Page</title>${'<p>words</p>'.repeat(4000)}`;
    writeFileSync(path.join(root, 'Page/index.html'), page);
    writeFileSync(path.join(root, 'index.html'), page);
    const { server, url } = await serveStatic(root, 0);
    try {
      const { hostname, port } = new URL(url);
      const gone = (address: string, headers: Record<string, string>) =>
        new Promise<void>((resolve) => {
          const request = http.get({ host: hostname, port, path: address, headers }, (res) => res.resume());
          request.on('error', () => {});
          request.on('close', () => resolve());
          // Sent, then dropped before the server has opened the file.
          setImmediate(() => request.destroy());
        });
      for (let i = 0; i < 30; i++) {
        await gone('/Page', {});
        await gone('/', { range: 'bytes=0-99' });
      }
      // The server's side of each closed connection settles after the client's.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(openUnderRoot()).toEqual([]);
    } finally {
      server.close();
    }
  });
});
