import { closest, distance } from 'fastest-levenshtein';

/** One thing wrong with site.yaml, at a line and column a person can open. */
export interface Problem {
  line: number;
  col: number;
  message: string;
}

export function formatProblem(file: string, p: Problem): string {
  return `${file}:${p.line}:${p.col}  ${p.message}`;
}

export function formatProblems(file: string, problems: Problem[]): string {
  const sorted = [...problems].sort((a, b) => a.line - b.line || a.col - b.col);
  const noun = problems.length === 1 ? 'problem' : 'problems';
  return [...sorted.map((p) => formatProblem(file, p)), `${problems.length} ${noun} in ${file}; nothing was built.`].join('\n');
}

/** « (did you mean "x"?)» when one of the choices is a near miss, else "". */
export function didYouMean(value: string, choices: Iterable<string>): string {
  const list = [...choices];
  if (list.length === 0) return '';
  const best = closest(value, list);
  const d = distance(value.toLowerCase(), best.toLowerCase());
  return d <= Math.max(2, Math.floor(value.length / 3)) ? ` (did you mean "${best}"?)` : '';
}

/** The words of a path or name: "/ContactPage" → contact, page; "/E_Commerce" → e, commerce. */
const wordsOf = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);

/**
 * « (did you mean "/x"?)» for a path that leads nowhere: the existing path sharing the most words with it
 * ("/Contact-Us" → "/ContactPage"), else the nearest by letters.
 */
export function didYouMeanPath(value: string, paths: Iterable<string>): string {
  const list = [...paths];
  const words = new Set(wordsOf(value));
  let best = '';
  let bestShared = 0;
  for (const p of list) {
    const shared = wordsOf(p).filter((w) => words.has(w)).length;
    if (shared > bestShared) { best = p; bestShared = shared; }
  }
  return bestShared > 0 ? ` (did you mean "${best}"?)` : didYouMean(value, list);
}
