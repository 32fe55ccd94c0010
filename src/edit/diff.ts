// A line diff of two versions of a file, for "saved: N lines changed" and the diff the owner can look at.

export type DiffLine = { kind: ' ' | '-' | '+'; line: number; text: string };

/** The lines of `before` and `after` as a diff: common lines (' '), removed ('-', numbered in `before`), added ('+', numbered in `after`). */
export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let top = 0;
  while (top < a.length && top < b.length && a[top] === b[top]) top++;
  let tail = 0;
  while (tail < a.length - top && tail < b.length - top && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const x = a.slice(top, a.length - tail);
  const y = b.slice(top, b.length - tail);
  // Versions far apart (a restore): every line between as removed, then added, rather than a table of millions.
  if (x.length * y.length > 4_000_000)
    return [
      ...a.slice(0, top).map((text, i) => ({ kind: ' ' as const, line: i + 1, text })),
      ...x.map((text, i) => ({ kind: '-' as const, line: top + i + 1, text })),
      ...y.map((text, i) => ({ kind: '+' as const, line: top + i + 1, text })),
      ...b.slice(b.length - tail).map((text, i) => ({ kind: ' ' as const, line: b.length - tail + i + 1, text })),
    ];
  // The longest common subsequence of what is left between (an edit's few lines, or the items a list move carried).
  const lcs: number[][] = Array.from({ length: x.length + 1 }, () => new Array<number>(y.length + 1).fill(0));
  for (let i = x.length - 1; i >= 0; i--)
    for (let j = y.length - 1; j >= 0; j--)
      lcs[i][j] = x[i] === y[j] ? lcs[i + 1][j + 1] + 1 : Math.max(lcs[i + 1][j], lcs[i][j + 1]);
  const out: DiffLine[] = a.slice(0, top).map((text, i) => ({ kind: ' ', line: i + 1, text }));
  let i = 0;
  let j = 0;
  while (i < x.length || j < y.length) {
    if (i < x.length && j < y.length && x[i] === y[j]) {
      out.push({ kind: ' ', line: top + j + 1, text: y[j] });
      i++;
      j++;
    } else if (i < x.length && (j === y.length || lcs[i + 1][j] >= lcs[i][j + 1])) {
      out.push({ kind: '-', line: top + i + 1, text: x[i] });
      i++;
    } else {
      out.push({ kind: '+', line: top + j + 1, text: y[j] });
      j++;
    }
  }
  for (let k = b.length - tail; k < b.length; k++) out.push({ kind: ' ', line: k + 1, text: b[k] });
  return out;
}

/** How many lines changed (the more of those added and those removed), and the changed lines with two lines around each. */
export function diffAround(before: string, after: string): { changed: number; lines: DiffLine[] } {
  const diff = lineDiff(before, after);
  const count = (kind: DiffLine['kind']) => diff.filter((l) => l.kind === kind).length;
  return {
    changed: Math.max(count('+'), count('-')),
    lines: diff.filter((_, i) => diff.slice(Math.max(0, i - 2), i + 3).some((l) => l.kind !== ' ')),
  };
}

/** Only the changed lines, as "-old" and "+new", in the order a diff shows them. */
export const changedLines = (before: string, after: string) =>
  lineDiff(before, after)
    .filter((l) => l.kind !== ' ')
    .map((l) => l.kind + l.text);
