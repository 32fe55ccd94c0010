// npm run draw-artwork: the site's own drawings (artwork/, SVG with their words as <text>) written to public/ with the
// words as outlines in the site's typeface (src/media/outlines.ts); --check: only list the ones public/ lacks or has
// out of date, and fail if any.
import path from 'node:path';
import { drawArtwork } from '../src/media/outlines.ts';
import { PROJECT_ROOT } from '../src/core/paths.ts';

const check = process.argv.includes('--check');
const { written, stale } = await drawArtwork(path.join(PROJECT_ROOT, 'artwork'), path.join(PROJECT_ROOT, 'public'), {
  check,
});
for (const name of written) console.log(`wrote public/${name}`);
for (const name of stale) console.log(`out of date: public/${name} (run npm run draw-artwork)`);
if (!written.length && !stale.length) console.log('public/ has every drawing of artwork/ as drawn');
if (stale.length) process.exitCode = 1;
