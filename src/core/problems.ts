import { closest, distance } from 'fastest-levenshtein';
import type { Code, Fix } from './problems/catalogue.ts';

export { applyFix, problem, withValues, type Code, type Coded, type Fix } from './problems/catalogue.ts';

/** One thing wrong with site.yaml, at a line and column a person can open: a problem of the catalogue (./problems/catalogue.ts). */
export interface Problem {
  line: number;
  col: number;
  /** Its permanent code in the catalogue, "LINK003". */
  code: Code;
  /** Its words, made by the catalogue from `values`. */
  message: string;
  values?: Record<string, unknown>;
  /** What to change to follow its advice, when the words say exactly what to type. */
  fix?: Fix;
  /**
   * Another file the problem is in: a translation (site.mr.yaml) or a captions file, at its line; a link in public/
   * that no line of site.yaml names (line and col are 0).
   */
  file?: string;
}

/** `site.yaml:12:5  LINK003  the link …`: where, the code, the words. */
export function formatProblem(file: string, p: Pick<Problem, 'line' | 'col' | 'code' | 'message' | 'file'>): string {
  const words = `${p.code}  ${p.message}`;
  if (p.file) return p.line ? `${p.file}:${p.line}:${p.col}  ${words}` : `${p.file}  ${words}`;
  return `${file}:${p.line}:${p.col}  ${words}`;
}

export function formatProblems(file: string, problems: Problem[]): string {
  const sorted = [...problems].sort(
    (a, b) => (a.file ?? '').localeCompare(b.file ?? '') || a.line - b.line || a.col - b.col,
  );
  const noun = problems.length === 1 ? 'problem' : 'problems';
  const files = [...new Set(problems.map((p) => p.file?.split(':')[0] ?? file))];
  return [
    ...sorted.map((p) => formatProblem(file, p)),
    `${problems.length} ${noun} in ${files.join(' and ')}; nothing was built.`,
  ].join('\n');
}

/**
 * Whether `choice` is plausibly what was meant by `value`: a few letters apart, relative to the word's length
 * (one in a short word, about one in three in a long one), letter case aside. "prodcut" → "product" is; "ab" → "xy"
 * and "/ContactPage" → "/CareerPage" are not.
 */
export function isNearMiss(value: string, choice: string): boolean {
  const d = distance(value.toLowerCase(), choice.toLowerCase());
  return d <= Math.max(1, Math.round(Math.min(value.length, choice.length) / 3));
}

/** Warnings, one a line, or "" when there are none: the site still builds. */
export function formatWarnings(file: string, warnings: Problem[] = []): string {
  return [...warnings]
    .sort((a, b) => a.line - b.line || a.col - b.col)
    .map((w) => formatProblem(file, { ...w, message: `warning: ${w.message}` }))
    .join('\n');
}

/** « (did you mean "x"?)» when one of the choices is a near miss, else "". */
export function didYouMean(value: string, choices: Iterable<string>): string {
  const best = nearMiss(value, choices);
  return best === undefined ? '' : ` (did you mean "${best}"?)`;
}

/** The choice that is a near miss of `value`, if one is. */
export function nearMiss(value: string, choices: Iterable<string>): string | undefined {
  const list = [...choices];
  if (list.length === 0) return undefined;
  const best = closest(value, list);
  return isNearMiss(value, best) ? best : undefined;
}

/** The words of a path or name: "/ContactPage" → contact, page; "/E_Commerce" → e, commerce. */
const wordsOf = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The choice that is `value` mistyped, word for word: each word of one the same as the other's or a near miss of it
 * ("QC_Enginer" → "QC_Engineer"), or the same letters with the words run together or split. A word put for another ("Java Developer" for ".NET Developer") is a new name, not a
 * typo, however few letters it changes.
 */
export function nearMissByWords(value: string, choices: Iterable<string>): string | undefined {
  const words = wordsOf(value);
  const best = nearMiss(value, choices);
  if (best === undefined) return undefined;
  const theirs = wordsOf(best);
  // Words run together or split apart ("QCEngineer") are the same words mistyped.
  if (theirs.length !== words.length) return best;
  return words.every((w, i) => w === theirs[i] || isNearMiss(w, theirs[i])) ? best : undefined;
}

/**
 * « (did you mean "/x"?)» for a path that leads nowhere: a near miss by letters ("/ContactPag" → "/ContactPage"), else
 * the existing path that shares the first word and the most others with it ("/Contact-Us" → "/ContactPage",
 * "/WhyChooseUs" → "/WhyUs"). A shared word that is not the first ("page" in "/ContactPage" and "/CareerPage") is no
 * reason to suggest anything.
 */
export function didYouMeanPath(value: string, paths: Iterable<string>): string {
  const best = nearPath(value, paths);
  return best === undefined ? '' : ` (did you mean "${best}"?)`;
}

/** The existing path `didYouMeanPath` suggests, if any. */
export function nearPath(value: string, paths: Iterable<string>): string | undefined {
  const list = [...paths];
  const byLetters = nearMiss(value, list);
  if (byLetters !== undefined) return byLetters;
  const words = wordsOf(value);
  let best = '';
  let bestShared = 0;
  for (const p of list) {
    const theirs = wordsOf(p);
    if (!words.length || !theirs.includes(words[0])) continue;
    const shared = theirs.filter((w) => words.includes(w)).length;
    if (shared > bestShared) {
      best = p;
      bestShared = shared;
    }
  }
  return best || undefined;
}
