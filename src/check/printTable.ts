// The benchmarks' tables (npm run bench:*): each column as wide as its widest cell, two spaces between columns.

/** Prints `rows` (the head first) as a table; returns each column's width, for lines printed under it. */
export function printTable(rows: string[][]): number[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const r of rows)
    console.log(
      r
        .map((c, i) => c.padEnd(widths[i]))
        .join('  ')
        .trimEnd(),
    );
  return widths;
}
