// npm run validate: checks site.yaml and prints every problem as site.yaml:LINE:COL  message.
import path from 'node:path';
import { loadSiteFile, PROJECT_ROOT } from '../src/site/loadSite';
import { formatProblems } from '../src/site/problems';

const file = path.resolve(process.argv[2] ?? process.env.SITE_YAML ?? path.join(PROJECT_ROOT, 'site.yaml'));
const { problems, resolved } = loadSiteFile(file);
const shown = path.relative(process.cwd(), file) || file;
if (problems.length || !resolved) {
  console.error(formatProblems(shown, problems));
  process.exit(1);
}
console.log(`${shown}: ${resolved.pages.length} pages, no problems.`);
