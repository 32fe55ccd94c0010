// Files to download (a company profile, a tender document, a price list): under public/downloads/, linked like a page
// (`to: /downloads/company-profile.pdf`), published as they are. Only document types a visitor's computer opens
// safely, each checked by its first bytes (a renamed .exe is not a .pdf), and at most 20 MB each.
import { problem, type Coded } from '../../core/problems.ts';
import { closeSync, openSync, readSync, statSync } from 'node:fs';
import { addressAsFiled } from '../../core/fileFacts.ts';
import path from 'node:path';
import { DOWNLOADS_DIR } from '../../shared/outputNames.ts';

export const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;

/** Each type a download may have: its extensions and how its first bytes begin. */
const TYPES: { name: string; extensions: string[]; starts: (b: Buffer) => boolean }[] = [
  { name: 'PDF', extensions: ['pdf'], starts: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  // Word, Excel and PowerPoint files (and OpenDocument) are ZIP archives.
  {
    name: 'Word, Excel or PowerPoint',
    extensions: ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
    starts: (b) => b.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004',
  },
  { name: 'ZIP', extensions: ['zip'], starts: (b) => b.subarray(0, 4).toString('latin1') === 'PK\u0003\u0004' },
  { name: 'CSV', extensions: ['csv'], starts: (b) => !b.includes(0) },
];
const EXTENSIONS = TYPES.flatMap((t) => t.extensions);

/** A download's address: /downloads/ and a file name of letters, digits, -, _ and dots. */
export const DOWNLOAD = new RegExp(`^/${DOWNLOADS_DIR}/[A-Za-z0-9_-][A-Za-z0-9_.-]*$`);

/** Why the file a link to /downloads/… names cannot be published, or undefined when it can. */
export function downloadProblem(publicDir: string, to: string): Coded | undefined {
  const ext = path.extname(to).slice(1).toLowerCase();
  const type = TYPES.find((t) => t.extensions.includes(ext));
  if (!type) return problem('FILE036', { to, extensions: EXTENSIONS.map((e) => `.${e}`).join(', ') });
  const file = path.join(publicDir, to);
  // Written with the capitals the file has: hosts tell Profile.pdf from profile.pdf, where Windows and macOS open either.
  const filed = addressAsFiled(publicDir, to);
  if (filed !== to || !statSync(file).isFile()) {
    return filed && filed !== to
      ? problem('FILE042', { to, other: path.posix.basename(filed), suggestion: filed })
      : problem('FILE043', { to });
  }
  const size = statSync(file).size;
  if (size > MAX_DOWNLOAD_BYTES) return problem('FILE037', { to, megabytes: (size / 1024 / 1024).toFixed(1) });
  const head = Buffer.alloc(512);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 512, 0);
  } finally {
    closeSync(fd);
  }
  if (!type.starts(head.subarray(0, Math.min(512, size)))) return problem('FILE038', { to, ext, name: type.name });
  return undefined;
}
