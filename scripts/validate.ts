// npm run validate: checks site.yaml and prints every problem as site.yaml:LINE:COL  message, then how long it took.
// One process: the types are written again only when the schema is newer than them (the check itself needs none).
// Its modules compiled once and kept (src/core/compiledModules.ts): Node strips their types again on every start else.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { keepCompiledModules } from '../src/core/compiledModules.ts';

keepCompiledModules();
const { brochureCharacters } = await import('../src/media/brochureFont.ts');
const { loadSiteText, publicDirOf, siteFileFromEnv } = await import('../src/contract/loadSite.ts');
const { CACHE_DIR, DEFAULT_SITE_FILE, DIST_CLIENT } = await import('../src/core/paths.ts');
const { vanishedAddresses } = await import('../src/contract/oldAddresses.ts');
const { formatProblem, formatProblems, formatWarnings } = await import('../src/core/problems.ts');
const { generateTypesIfStale } = await import('../src/content/genTypes.ts');

await generateTypesIfStale();

const file = process.argv[2] ? path.resolve(process.argv[2]) : siteFileFromEnv();
const text = readFileSync(file, 'utf8');
// What a brochure cannot draw is found here too, at its line (the build would print "?" in the PDF).
const fonts = await brochureCharacters(CACHE_DIR);
const { problems, warnings, resolved, translations } = loadSiteText(text, {
  publicDir: publicDirOf(file),
  brochureCharacters: fonts,
  siteFile: file,
});
const shown = path.relative(process.cwd(), file) || file;
// Wall time since this process started (performance.now() counts from there), so starting Node is included.
const took = `checked in ${(performance.now() / 1000).toFixed(2)} s`;
if (problems.length || !resolved) {
  console.error(formatProblems(shown, problems));
  console.error(took);
  process.exit(1);
}
// Addresses the last commit or the last build published that nothing answers now: named, not refused (a page may be
// meant to go), each with the aliases: line that keeps it.
const builtDir = file === DEFAULT_SITE_FILE ? DIST_CLIENT : undefined;
if (warnings?.length) console.warn(formatWarnings(shown, warnings));
const vanished = vanishedAddresses(file, text, resolved, builtDir);
for (const p of vanished) console.log(formatProblem(shown, p));
const note = vanished.length
  ? `; ${vanished.length} old ${vanished.length === 1 ? 'address' : 'addresses'} no longer answered (above)`
  : '';
for (const summary of translations?.summaries ?? []) console.log(summary);
console.log(`${shown}: ${resolved.pages.length} pages, no problems${note}.`);
console.log(`checked in ${(performance.now() / 1000).toFixed(2)} s`);
