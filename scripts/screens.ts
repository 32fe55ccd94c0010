// npm run screens: full-page screenshots of one page of every kind at 360, 768 and 1366 px, in the light and the dark
// colour scheme, taken from the built site (dist/client, or SITE_DIST) served as `npm run serve` serves it, in Debian's
// Chromium. Builds nothing. Writes .tmp/screens/<width>/<kind>.png and .tmp/screens/dark/<width>/<kind>.png
// (SCREENS_DIR to change), prints the folder and any layout problem it noticed
// (exit code 1 when there is one). SCREENS_ONLY=/Path,/Other takes these pages instead, any of the site's.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, SCHEMES, SCREENS, screenTargets, shootScreen } from '../src/check/screens.ts';
import { loadSite, siteFileFromEnv } from '../src/contract/loadSite.ts';
import { config } from '../src/core/config.ts';
import { DIST_CLIENT, TMP_DIR } from '../src/core/paths.ts';
import { serveStatic } from '../src/serve/staticServer.ts';

const root = path.resolve(config.siteDist ?? DIST_CLIENT);
const outDir = path.resolve(config.screensDir ?? path.join(TMP_DIR, 'screens'));
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run "npm run build" first.`);
  process.exit(1);
}
const { site, problems: siteProblems } = loadSite(siteFileFromEnv());
if (!site) {
  console.error(siteProblems);
  process.exit(1);
}
const { targets, unknown } = screenTargets(site.pages, config.screensOnly);
if (unknown.length) {
  console.error(
    `SCREENS_ONLY names no page of the site at ${unknown.join(', ')} (addresses as site.yaml writes them: /Sopi, /mr/)`,
  );
  process.exit(1);
}

rmSync(outDir, { recursive: true, force: true });
const { server, url } = await serveStatic(root, 0);
const browser = await launchChromium();
const started = Date.now();
let count = 0;
try {
  for (const scheme of SCHEMES) {
    for (const screen of SCREENS) {
      for (const target of targets) {
        const result = await shootScreen(browser, url.replace(/\/$/, ''), screen, target, outDir, scheme);
        count++;
        for (const p of result.problems) {
          console.warn(`${screen.width} ${scheme} ${target.path}  ${p}`);
          process.exitCode = 1;
        }
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}
console.log(
  `${count} screenshots (${targets.length} pages × ${SCREENS.length} widths × ${SCHEMES.length} schemes) in ${((Date.now() - started) / 1000).toFixed(1)} s: ${path.relative(process.cwd(), outDir) || outDir}`,
);
