// After the build: a .br and a .gz copy of every text file, so any static host (and npm run serve) can send them
// compressed without compressing on each request.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;

/** Writes file.br and file.gz beside every text file over 1 KB under `root`; returns how many files. */
export function precompress(root: string): number {
  let count = 0;
  for (const entry of readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(file + '.gz', gzipSync(body, { level: 9 }));
    writeFileSync(file + '.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }));
    count++;
  }
  return count;
}
