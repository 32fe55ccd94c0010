// What the project's code is made from, as one hash: the built code is kept by it (src/build/codeBuild.ts), and so is
// what reading a site file gave (src/contract/checkedText.ts), since a change to the code may change either.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from './paths.ts';

/** Folders and files whose content the built code is made from: the sources, and the packages' exact versions. */
const CODE_INPUTS = ['src', 'templates', 'package-lock.json', 'tsconfig.json'];

/**
 * A file Vike writes beside a `+config.ts` while it loads it (`+config.ts.build-<hash>.mjs`) and removes at once: a
 * build running beside this one (the test setup builds several sites at a time) may have one there, which is no source.
 */
const VIKE_TRANSIENT = /\.build-[a-z0-9]{12}\.mjs$/;

/** Every code input's path, relative to the project, sorted. */
function codeFiles(): string[] {
  const files: string[] = [];
  for (const input of CODE_INPUTS) {
    const full = path.join(PROJECT_ROOT, input);
    if (!existsSync(full)) continue;
    if (!statSync(full).isDirectory()) {
      files.push(input);
      continue;
    }
    for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
      if (entry.isFile() && !VIKE_TRANSIENT.test(entry.name))
        files.push(path.relative(PROJECT_ROOT, path.join(entry.parentPath, entry.name)));
    }
  }
  return files.sort();
}

/**
 * A hash of every code input's path and bytes, and of where the project is: the server build names its own folder and
 * the project's, so a copy of the project (a benchmark's, a second checkout sharing node_modules) builds its own.
 */
export function codeHash(): string {
  const hash = createHash('sha256').update(`${PROJECT_ROOT}\0`);
  for (const file of codeFiles())
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(PROJECT_ROOT, file)))
      .update('\0');
  return hash.digest('hex').slice(0, 20);
}
