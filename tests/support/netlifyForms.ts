// Netlify's CDN as its forms see it: a form posted to any address of the site (a Netlify form's action is the thanks
// page) goes to Netlify Forms, here the local receiver answering as Netlify (src/serve/formsReceiver.ts, provider
// netlify); every other request goes to the site, served by `npm run serve`'s server. `netlify dev` does not take form
// posts (docs/deploy.md, "Forms"), so this stands in for the CDN.
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import type { SiteServer } from './browser.ts';
import { serveBuiltSite } from './browser.ts';

/** Serves `root` at `port` as Netlify would, its form posts handed to the receiver at `receiver`. */
export const serveAsNetlify =
  (receiver: string): SiteServer =>
  async (root, port) => {
    const site = await serveBuiltSite(root, 0);
    const pass = (req: IncomingMessage, res: ServerResponse) => {
      const to = new URL(req.url ?? '/', req.method === 'POST' ? receiver : site.base);
      const onward = request(to, { method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      onward.on('error', () => res.writeHead(502).end());
      req.pipe(onward);
    };
    const server = createServer(pass);
    server.on('close', () => site.server.close());
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    const { port: bound } = server.address() as { port: number };
    return { server, base: `http://127.0.0.1:${bound}` };
  };
