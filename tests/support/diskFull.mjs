// A disk that is full under one folder, for a build started with NODE_OPTIONS=--import=<this file> and DISK_FULL_AT
// set to that folder (tests/cache-safety.test.ts). Every fs.writeFileSync of a file there creates it empty, as a real
// full disk does, and throws the error Linux gives for a write to a full disk: the error object is a real one, from
// writing to /dev/full. What this shows: the build's own handling of ENOSPC from Node's writes (its message, what it
// leaves behind, what the next build makes of it). What it does not: writes done outside Node's fs (libvips, ffmpeg),
// which report a full disk in their own words, matched by the build as text.
import fs from 'node:fs';
import path from 'node:path';
import { syncBuiltinESMExports } from 'node:module';

const folder = process.env.DISK_FULL_AT && path.resolve(process.env.DISK_FULL_AT);
if (folder) {
  let full;
  try {
    fs.writeFileSync('/dev/full', 'x');
  } catch (error) {
    full = error;
  }
  const original = fs.writeFileSync;
  fs.writeFileSync = function writeFileSync(file, data, options) {
    if (typeof file === 'string' && path.resolve(file).startsWith(folder + path.sep)) {
      original.call(fs, file, '');
      throw Object.assign(new Error(`ENOSPC: no space left on device, write '${file}'`), {
        code: full?.code ?? 'ENOSPC',
        errno: full?.errno,
        syscall: 'write',
        path: file,
      });
    }
    return original.call(fs, file, data, options);
  };
  syncBuiltinESMExports();
}
