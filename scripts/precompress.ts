// After the build: a .br and a .gz copy of every text file, so any static host (and npm run serve) can send them
// compressed without compressing on each request.
import { brotliCompressSync, gzipSync, constants } from 'node:zlib';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(process.argv[2] ?? path.join(process.env.SITE_OUT ?? 'dist', 'client'));
const TEXT = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;
let count = 0;
for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !TEXT.test(entry.name)) continue;
  const file = path.join(entry.parentPath, entry.name);
  const body = readFileSync(file);
  if (body.length < 1024) continue;
  writeFileSync(file + '.gz', gzipSync(body, { level: 9 }));
  writeFileSync(file + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  count++;
}
console.log(`precompressed ${count} files in ${path.relative(process.cwd(), root) || root}`);
