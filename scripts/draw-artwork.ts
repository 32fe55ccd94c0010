// npm run draw-artwork: the site's own drawings (artwork/, SVG with their words as <text>) written to public/ with the
// words as outlines in the site's typeface (src/media/outlines.ts), and the record of what was drawn from what
// (artwork/drawn.json, which validate reads); --check: only list the ones public/ lacks or has out of date, and the
// record if it is, and fail if any.
import path from 'node:path';
import { ARTWORK_DIR, ARTWORK_RECORD } from '../src/media/artworkRecord.ts';
import { drawArtwork } from '../src/media/outlines.ts';
import { PROJECT_ROOT } from '../src/core/paths.ts';

const check = process.argv.includes('--check');
const artwork = path.join(PROJECT_ROOT, ARTWORK_DIR);
const { written, stale, recordChanged } = await drawArtwork(artwork, path.join(PROJECT_ROOT, 'public'), { check });
for (const name of written) console.log(`wrote public/${name}`);
for (const name of stale) console.log(`out of date: public/${name} (run npm run draw-artwork)`);
if (recordChanged) console.log(`${check ? 'out of date' : 'wrote'}: ${ARTWORK_DIR}/${ARTWORK_RECORD}`);
if (!written.length && !stale.length && !recordChanged) console.log('public/ has every drawing of artwork/ as drawn');
if (check && (stale.length || recordChanged)) process.exitCode = 1;
