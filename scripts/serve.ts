// npm run serve: serves the built site (dist/client) as Cloudflare Pages' own runtime does (src/serve/staticServer.ts),
// and prints its address. SITE_DIST serves another folder; PORT and HOST say where.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { recoverInterruptedSwap } from '../src/build/build.ts';
import { serveStatic } from '../src/serve/staticServer.ts';
import { config } from '../src/core/config.ts';
import { DIST_CLIENT } from '../src/core/paths.ts';

const root = path.resolve(config.siteDist ?? DIST_CLIENT);
recoverInterruptedSwap(path.dirname(root)); // a build stopped mid-swap left the last good site aside: put it back
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run "npm run build" first.`);
  process.exit(1);
}
const port = config.port;
serveStatic(root, port, config.host).then(({ url }) => {
  console.log(`The site is served at ${url}  (Ctrl+C stops it)`);
});
