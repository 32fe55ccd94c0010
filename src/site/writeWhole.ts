// One way to write a file that others may be reading: aside first, then renamed over it.
import { randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Writes `file` whole or not at all (its folder made if need be): a reader, or a build running beside this one, never sees half of it. */
export function writeWhole(file: string, data: string | Uint8Array): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const part = `${file}.${randomUUID()}.part`;
  writeFileSync(part, data);
  renameSync(part, file);
}
