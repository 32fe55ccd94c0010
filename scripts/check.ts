// npm run check: checks the built site (dist/client, or the folder in argv[2] / SITE_DIST) against site.yaml's
// descriptors (SITE_YAML for another site file) and prints every problem as `page → problem`; the exit code is
// non-zero when there is any.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { checkSite, formatProblem } from '../src/check/checkSite.ts';
import { loadSite, siteFileFromEnv } from '../src/contract/loadSite.ts';
import { config } from '../src/core/config.ts';
import { DIST_CLIENT } from '../src/core/paths.ts';

const dir = path.resolve(process.argv[2] ?? config.siteDist ?? DIST_CLIENT);
const shownDir = path.relative(process.cwd(), dir) || dir;

const { site, problems: siteProblems } = loadSite(siteFileFromEnv(), { formsEndpointBase: config.formsEndpointBase });
if (!site) {
  console.error(siteProblems);
  process.exit(1);
}
if (!existsSync(dir)) {
  console.error(`No built site in ${shownDir}: run "npm run build" first.`);
  process.exit(1);
}

const { problems, pages, links } = checkSite(dir, site);
const summary = `${shownDir}: ${pages} pages and ${links} links checked, ${problems.length === 0 ? 'no problems' : `${problems.length} problem${problems.length === 1 ? '' : 's'}`}.`;
if (problems.length) {
  for (const p of problems) console.error(formatProblem(p));
  console.error(summary);
  process.exit(1);
}
console.log(summary);
