// One byte range of a file, read from a Range header as RFC 9110 §14 defines it, for npm run serve (src/serve/staticServer.ts).

export type ByteRange = { start: number; end: number } | 'unsatisfiable' | 'ignore';

/**
 * `bytes=FIRST-LAST`, `bytes=FIRST-` or `bytes=-SUFFIX` of a file of `size` bytes: the inclusive range to send, with
 * LAST cut to the file's end; 'unsatisfiable' (416) when it asks only for bytes past the end; 'ignore' (send the whole
 * file, 200, as the RFC allows) for anything else: another unit, several ranges, a LAST before FIRST, a malformed header.
 */
export function byteRange(header: string, size: number): ByteRange {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'ignore';
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const last = m[2] === '' ? Infinity : Number(m[2]);
  if (last < start) return 'ignore';
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(last, size - 1) };
}
