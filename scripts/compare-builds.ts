// npm run compare-builds -- A B: compares two built sites (or two folders of them, such as .tmp/cmp/ with one folder
// per site) file by file, byte for byte, and prints a summary per site: how many files are identical, which differ,
// which are only in one of them. Exit code 1 when anything differs. Used to prove a restructuring changed no output:
// build every site with the code before and after, then compare.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const [a, b] = process.argv.slice(2).map((p) => path.resolve(p));
if (!a || !b || !existsSync(a) || !existsSync(b)) {
  console.error('usage: npm run compare-builds -- FOLDER_A FOLDER_B (two built sites, or two folders of built sites)');
  process.exit(2);
}

/** Every file under `dir`, relative to it, with its content's hash. */
function files(dir: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    found.set(path.relative(dir, file), createHash('sha256').update(readFileSync(file)).digest('hex'));
  }
  return found;
}

/** The sites to compare: A and B themselves, or each folder they share when neither is a site (no index.html). */
const isSite = (dir: string) =>
  existsSync(path.join(dir, 'index.html')) || existsSync(path.join(dir, 'client', 'index.html'));
const pairs = isSite(a)
  ? [['.', a, b]]
  : readdirSync(a)
      .filter((name) => statSync(path.join(a, name)).isDirectory())
      .map((name) => [name, path.join(a, name), path.join(b, name)]);

let differs = 0;
for (const [name, left, right] of pairs) {
  if (!existsSync(right)) {
    console.log(`${name}: only in ${a}`);
    differs++;
    continue;
  }
  const [x, y] = [files(left), files(right)];
  const changed = [...x].filter(([f, h]) => y.has(f) && y.get(f) !== h).map(([f]) => f);
  const onlyLeft = [...x.keys()].filter((f) => !y.has(f));
  const onlyRight = [...y.keys()].filter((f) => !x.has(f));
  const same = x.size - changed.length - onlyLeft.length;
  console.log(
    `${name}: ${x.size} files, ${same} identical, ${changed.length} different, ${onlyLeft.length} only before, ${onlyRight.length} only after`,
  );
  for (const f of changed) console.log(`  different: ${f}`);
  for (const f of onlyLeft) console.log(`  only before: ${f}`);
  for (const f of onlyRight) console.log(`  only after: ${f}`);
  differs += changed.length + onlyLeft.length + onlyRight.length;
}
process.exitCode = differs ? 1 : 0;
