// The site in more than one language. The site's own language (the first of site.languages: English) is site.yaml;
// each other language's text is in site.<code>.yaml beside it (site.mr.yaml for Marathi), which mirrors site.yaml down
// to each text: a list of items that have an id (sections, menu items, cards with an id) or a path (pages) is keyed by
// it, any other list is kept in order. Each text there holds the English it translates beside its translation:
//
//   pages:
//     /Sopi:
//       title:
//         en: Pension Illustration System
//         mr: निवृत्तिवेतन गणना प्रणाली
//
// When the English in site.yaml changes, the copy under `en:` no longer matches, and validate names the translation as
// outdated at its line until someone updates it and copies the new English in: nothing but an editor is needed, and the
// state is in the repository. Which values are texts is the schema's word ("x-site": "text"): paths, ids, icons,
// pictures, links, phone numbers and the company's own name are not translated.
import path from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Document, type Node, type YAMLMap } from 'yaml';
import type { SiteConfig } from '../generated/site-types.ts';
import type { SearchWord } from './descriptorTypes.ts';
import { problem, type Problem } from '../core/problems.ts';
import { allParts, type Resolving } from './resolve/parts.ts';
import { getAt, setAt } from '../content/dataPath.ts';
import { MULTILINE_FIELDS, type Ref } from '../content/schemaCheck.ts';
import {
  joinedLinesProblems,
  LONE_SURROGATE,
  loneSurrogateProblem,
  unreadableTextProblem,
  type DataPath,
} from '../content/yamlSource.ts';
import { placeholdersOf, UI_TEXT, type UiText } from '../shared/uiText.ts';

export interface Language {
  code: string;
  name: string;
  locale: string;
}

/** A site that names no languages is in English only. */
const ENGLISH: Language = { code: 'en', name: 'English', locale: 'en_IN' };

export function languagesOf(site: Pick<SiteConfig, 'site'>): Language[] {
  return site.site.languages ?? [ENGLISH];
}

/** The file that holds a language's text: site.mr.yaml beside site.yaml. */
export const translationFileOf = (siteFile: string, code: string) =>
  path.join(path.dirname(siteFile), `${path.basename(siteFile, '.yaml')}.${code}.yaml`);

/** A text of the site: where it stands in site.yaml and what it says there. */
export interface SiteText {
  path: DataPath;
  english: string;
}

const keyOf = (at: DataPath) => at.join('\u0000');

/**
 * Every text of the site once, in site.yaml's order: what the schema marks as text, in the file as written and in the
 * sections pages fill from their kind (which the schema checks only once they are put together).
 */
export function siteTexts(refs: Ref[], r: Resolving): SiteText[] {
  const found = new Map<string, SiteText>();
  const add = (at: DataPath, english: string) => {
    if (!found.has(keyOf(at))) found.set(keyOf(at), { path: at, english });
  };
  for (const ref of refs) if (ref.kind === 'text') add(ref.path, ref.value);
  for (const part of allParts(r))
    for (const ref of part.refs) if (ref.kind === 'text') add(part.origin(ref.path), ref.value);
  // And the templates' own words (src/shared/uiText.ts), under `ui:` in a translation file.
  for (const [key, english] of Object.entries(UI_TEXT)) add([UI, key], english);
  return [...found.values()];
}

/** Where a translation file keeps the templates' own words. */
const UI = 'ui';
const isUiText = (text: SiteText) => text.path[0] === UI;

/** The templates' own words in a language: each translated one, the site's own language's for the rest. */
export function uiTextOf(check: TranslationCheck): UiText {
  const ui: Record<string, string> = { ...UI_TEXT };
  for (const key of Object.keys(UI_TEXT)) {
    const translation = check.translated.get(keyOf([UI, key]));
    if (translation) ui[key] = translation.text;
  }
  return ui as UiText;
}

/** A video's captions file (a WebVTT file under public/) named by the site, and where site.yaml names it. */
export interface CaptionsRef {
  path: DataPath;
  file: string;
}

/** The captions files each page's videos name, by the page's path: each other language needs its own beside it. */
export function captionsByPage(r: Resolving): Map<string, CaptionsRef[]> {
  return new Map(
    r.pages.map((entry) => [
      entry.page.path,
      [entry.fields, ...entry.sections].flatMap((part) =>
        part.refs
          .filter((ref) => ref.kind === 'file' && ref.path.at(-1) === 'captions')
          .map((ref) => ({ path: part.origin(ref.path), file: ref.value })),
      ),
    ]),
  );
}

/** A captions file in another language: /videos/x.vtt → /videos/x.mr.vtt. */
export const captionsIn = (file: string, code: string) => file.replace(/\.vtt$/i, `.${code}.vtt`);

/** The texts each page shows, by its path: its own, its kind's and blocks' sections, and the shared site facts, menu and footer. */
export function textsByPage(texts: SiteText[], r: Resolving): Map<string, SiteText[]> {
  const byKey = new Map(texts.map((t) => [keyOf(t.path), t]));
  const shared = [
    ...[r.shared.site, r.shared.nav, r.shared.footer].flatMap((part) =>
      part.refs.filter((ref) => ref.kind === 'text').map((ref) => part.origin(ref.path)),
    ),
    ...texts.filter(isUiText).map((t) => t.path),
  ].map(keyOf);
  return new Map(
    r.pages.map((entry) => {
      const own = [entry.fields, ...entry.sections].flatMap((part) =>
        part.refs.filter((ref) => ref.kind === 'text').map((ref) => keyOf(part.origin(ref.path))),
      );
      const keys = new Set([...shared, ...own]);
      return [entry.page.path, [...keys].map((key) => byKey.get(key)!).filter(Boolean)];
    }),
  );
}

// ---------------------------------------------------------------- where a text stands in a translation file

/** One step from a site.yaml value to a translation file's: a field, an item by its id or path, or an item in order. */
export type Step = { field: string } | { id: string } | { index: number };

/**
 * The steps to a text in a translation file. An item of a list is named by its id (or a page by its path) when it has
 * one; in a list where only some items have one, the others by their place (1, 2, …); in a list where none has one,
 * the translation file's list is in the same order.
 */
export function stepsOf(site: unknown, at: DataPath): Step[] {
  const steps: Step[] = [];
  let value: unknown = site;
  for (const step of at) {
    if (typeof step === 'number' && Array.isArray(value)) {
      const item = value[step] as Record<string, unknown> | undefined;
      const named = (x: unknown) =>
        typeof x === 'object' &&
        x !== null &&
        (typeof (x as Record<string, unknown>).path === 'string' ||
          typeof (x as Record<string, unknown>).id === 'string');
      if (named(item)) steps.push({ id: String(item!.path ?? item!.id) });
      else if (value.some(named)) steps.push({ id: String(step + 1) });
      else steps.push({ index: step });
    } else steps.push({ field: String(step) });
    value = (value as Record<string | number, unknown> | undefined)?.[step];
  }
  return steps;
}

const stepText = (step: Step) => ('field' in step ? step.field : 'id' in step ? step.id : `item ${step.index + 1}`);
/** Where a text is, as a person reads it: pages › /Sopi › sections › Intro › body. */
export const placeOf = (steps: Step[]) => steps.map(stepText).join(' › ');

/** The node a translation file has at these steps, if any; a page found under its old address when it moved there. */
function nodeAt(doc: Document, steps: Step[], moved: Map<string, string> = new Map()): Node | undefined {
  let node: unknown = doc.contents;
  for (const [i, step] of steps.entries()) {
    if (i === 1 && 'id' in step && moved.has(step.id) && 'field' in steps[0] && steps[0].field === PAGES) {
      node = isMap(node) ? node.get(moved.get(step.id), true) : undefined;
      if (node === undefined || node === null) return undefined;
      continue;
    }
    if ('index' in step) node = isSeq(node) ? node.items[step.index] : undefined;
    else node = isMap(node) ? node.get('field' in step ? step.field : step.id, true) : undefined;
    if (node === undefined || node === null) return undefined;
  }
  return node as Node;
}

/** The place in a translation file's data of the node at these steps (a page under the address the file has it at). */
function dataPlace(steps: Step[], moved: Map<string, string>): (string | number)[] {
  return steps.map((step, i) =>
    'index' in step
      ? step.index
      : 'field' in step
        ? step.field
        : i === 1 && moved.has(step.id)
          ? moved.get(step.id)!
          : step.id,
  );
}

/** Whether a text stands at the item its list's entry moved to. */
function sameItem(shift: { to: number; list: (string | number)[] }, steps: Step[]): boolean {
  const step = steps[shift.list.length];
  return step !== undefined && 'index' in step && step.index === shift.to;
}

// ---------------------------------------------------------------- checking a translation against site.yaml

export interface TranslationCheck {
  language: Language;
  /** The translation of each text that has one (outdated ones too), by its site.yaml path. */
  translated: Map<string, { text: string; line: number; col: number }>;
  /** Texts with no translation, at their site.yaml line. */
  missing: SiteText[];
  /** Of those, each whose entry the file has (its English, and no translation): where, by its site.yaml path. */
  emptyAt: Map<string, { line: number; col: number }>;
  /** Translations of an English text that has changed since: where, and the English they were made from. */
  outdated: { text: SiteText; line: number; col: number; was: string }[];
  /** Mistakes in the translation file, each at its line there: these stop the build, as a mistake in site.yaml does. */
  problems: Problem[];
  /** Words a reader may search with that the pages say otherwise (its `searchWords:`): the word, and the pages' words. */
  searchWords: SearchWord[];
  /**
   * Entries that translate a text site.yaml no longer has there (left by an entry deleted in a text editor): unused,
   * so a warning at their line; `at` is their place in the file's data, for npm run translate to remove them.
   */
  unused: { at: (string | number)[]; line: number; col: number; place: string; english: string }[];
  /**
   * Pages whose translation the file keeps under an old address of theirs (an alias: a page renamed in a text editor):
   * used for the page all the same, with a warning at the line of the old address to write the new one there.
   */
  moved: { from: string; to: string; line: number; col: number }[];
  /**
   * Items of a list kept in order (no ids) whose translation the file has at another item of the list, where their
   * English stood before an item was added, removed or moved in a text editor: used for the item all the same, with a
   * warning at the entry's line; npm run translate puts the file's items back in site.yaml's order (`list` is the
   * list's place in the file's data, `from` and `to` the item's old and new place in it).
   */
  shifted: { list: (string | number)[]; from: number; to: number; line: number; col: number }[];
}

/** The list of pages in site.yaml and in a translation file. */
const PAGES = 'pages';

/**
 * The pages a translation file has under an old address only (one of the page's aliases): from the page's path to the
 * address the file has it under.
 */
function movedPages(site: unknown, doc: Document): Map<string, string> {
  const moved = new Map<string, string>();
  const inFile = isMap(doc.contents) ? doc.contents.get(PAGES, true) : undefined;
  const pages = (site as { pages?: { path?: unknown; aliases?: unknown }[] } | undefined)?.pages;
  if (!isMap(inFile) || !Array.isArray(pages)) return moved;
  const taken = new Set(pages.map((p) => p?.path));
  for (const page of pages) {
    if (typeof page?.path !== 'string' || inFile.has(page.path) || !Array.isArray(page.aliases)) continue;
    const old = page.aliases.find((a) => typeof a === 'string' && inFile.has(a) && !taken.has(a));
    if (old) moved.set(page.path, old);
  }
  return moved;
}

/** Where a translation file lists the words its readers search with that its pages say otherwise. */
const SEARCH_WORDS = 'searchWords';

const lineCol = (doc: LineCounter, offset: number) => {
  const p = doc.linePos(offset);
  return { line: p.line, col: p.col };
};

/**
 * Matches a language's file against the site's texts: each text translated, missing, or outdated (its English copy
 * no longer the English of site.yaml); and every entry of the file that translates nothing site.yaml has now, or is
 * not a text with its English and its translation, is a problem at its line.
 */
export function checkTranslation(
  site: unknown,
  texts: SiteText[],
  fileText: string,
  language: Language,
): TranslationCheck {
  const lines = new LineCounter();
  const check: TranslationCheck = {
    language,
    translated: new Map(),
    missing: [],
    emptyAt: new Map(),
    outdated: [],
    problems: [],
    searchWords: [],
    unused: [],
    moved: [],
    shifted: [],
  };
  // Not UTF-8, or brackets nested past what the parser can take: one problem, at its line, before parsing.
  const unreadable = unreadableTextProblem(fileText.replace(/^\uFEFF/, ''));
  if (unreadable) return { ...check, problems: [unreadable] };
  const doc = parseDocument(fileText.replace(/^\uFEFF/, ''), {
    lineCounter: lines,
    uniqueKeys: true,
    prettyErrors: false,
  });
  for (const error of doc.errors)
    check.problems.push({
      ...lineCol(lines, error.pos[0]),
      ...problem('TRANS001', { says: error.message.split('\n')[0] }),
    });
  // A translation's paragraphs or list joined into one line by how it is written (">", or no sign at all).
  check.problems.push(
    ...joinedLinesProblems(doc, fileText.replace(/^\uFEFF/, ''), (offset) => lineCol(lines, offset), {
      anyField: true,
    }),
  );
  if (check.problems.length) return check;
  const used = new Set<Node>();
  const code = language.code;
  const moved = movedPages(site, doc);
  for (const [to, from] of moved) {
    const pair = (doc.get(PAGES, true) as YAMLMap).items.find((p) => isScalar(p.key) && p.key.value === from)!;
    check.moved.push({ from, to, ...lineCol(lines, (pair.key as Node).range![0]) });
  }
  // Each text's entry at its place in the file; in a list kept in order whose item's English is no longer the entry's,
  // the entry of another item of the list that has its English (the list changed in site.yaml: an item added, removed
  // or moved), unless that entry is its own item's. An entry that moved on is no longer its old place's.
  const placed = texts.map((text) => ({ text, steps: stepsOf(site, text.path) }));
  const entries = new Map(placed.map(({ text, steps }) => [text, nodeAt(doc, steps, moved)]));
  const englishOf = (node: Node | undefined) => {
    const en = isMap(node) ? node.get('en', true) : undefined;
    return isScalar(en) ? String(en.value ?? '') : undefined;
  };
  const taken = new Set<Node>();
  for (const { text } of placed) {
    const entry = entries.get(text);
    if (entry && englishOf(entry) === text.english) taken.add(entry);
  }
  const shiftedTo = new Map<Node, { list: (string | number)[]; from: number; to: number }>();
  for (const { text, steps } of placed) {
    const entry = entries.get(text);
    const k = steps.findLastIndex((step) => 'index' in step);
    if (k < 0 || (entry && englishOf(entry) === text.english)) continue;
    const list = nodeAt(doc, steps.slice(0, k), moved);
    if (!isSeq(list)) continue;
    const to = (steps[k] as { index: number }).index;
    for (let from = 0; from < list.items.length; from++) {
      const other = nodeAt(doc, [...steps.slice(0, k), { index: from }, ...steps.slice(k + 1)], moved);
      if (from === to || !other || taken.has(other) || englishOf(other) !== text.english) continue;
      const translation = isMap(other) ? other.get(code, true) : undefined;
      if (!isScalar(translation) || typeof translation.value !== 'string' || !translation.value.trim()) continue;
      taken.add(other);
      entries.set(text, other);
      shiftedTo.set(other, { list: dataPlace(steps.slice(0, k), moved), from, to });
      break;
    }
  }
  for (const { text, steps } of placed) {
    let entry = entries.get(text);
    // Its place's entry went to another item, and none came in its place: a text to translate.
    if (entry && shiftedTo.has(entry) && !sameItem(shiftedTo.get(entry)!, steps)) entry = undefined;
    if (entry && shiftedTo.has(entry)) {
      const { list, from, to } = shiftedTo.get(entry)!;
      if (!check.shifted.some((s) => s.list.join('\u0000') === list.join('\u0000') && s.from === from))
        check.shifted.push({ list, from, to, ...lineCol(lines, entry.range![0]) });
    }
    if (!entry) {
      check.missing.push(text);
      continue;
    }
    used.add(entry);
    const at = lineCol(lines, entry.range![0]);
    if (!isMap(entry) || !entry.has('en')) {
      check.problems.push({ ...at, ...problem('TRANS002', { place: placeOf(steps), code }) });
      continue;
    }
    const [en, translation] = [entry.get('en', true), entry.get(code, true)];
    const extra = entry.items
      .map((pair) => String((pair.key as { value?: unknown })?.value ?? pair.key))
      .filter((k) => k !== 'en' && k !== code);
    if (extra.length)
      check.problems.push({ ...at, ...problem('TRANS003', { place: placeOf(steps), extra: extra[0], code }) });
    if (!isScalar(translation) || typeof translation.value !== 'string' || translation.value.trim() === '') {
      check.missing.push(text);
      check.emptyAt.set(keyOf(text.path), lineCol(lines, (translation ?? entry).range![0]));
      continue;
    }
    const textAt = lineCol(lines, translation.range![0]);
    const half = LONE_SURROGATE.exec(translation.value);
    if (half) {
      check.problems.push({ ...textAt, ...loneSurrogateProblem(half[0]) });
      continue;
    }
    check.translated.set(keyOf(text.path), { text: translation.value, ...textAt });
    const was = isScalar(en) ? String(en.value ?? '') : '';
    if (was !== text.english) check.outdated.push({ text, ...textAt, was });
  }
  // Whatever the file translates that site.yaml no longer has.
  const visit = (node: unknown, at: (string | number)[], steps: string[]) => {
    if (isMap(node)) {
      if (node.has('en')) {
        if (!used.has(node as Node))
          check.unused.push({
            at,
            ...lineCol(lines, (node as Node).range![0]),
            place: steps.join(' › '),
            english: String((node.get('en', true) as { value?: unknown } | undefined)?.value ?? ''),
          });
        return;
      }
      for (const pair of node.items) {
        const key = String((pair.key as { value?: unknown })?.value ?? pair.key);
        visit(pair.value, [...at, key], [...steps, key]);
      }
    } else if (isSeq(node)) node.items.forEach((item, i) => visit(item, [...at, i], [...steps, `item ${i + 1}`]));
  };
  visit(doc.contents, [], []);
  readSearchWords(doc, lines, check);
  return check;
}

/** The file's `searchWords:`, each a word readers type and the word the pages say, both in the language's letters. */
function readSearchWords(doc: Document, lines: LineCounter, check: TranslationCheck): void {
  const words = isMap(doc.contents) ? doc.contents.get(SEARCH_WORDS, true) : undefined;
  if (words === undefined || words === null) return;
  if (!isMap(words)) {
    check.problems.push({ ...lineCol(lines, (words as Node).range![0]), ...problem('TRANS012', {}) });
    return;
  }
  for (const pair of words.items) {
    const [word, value] = [pair.key, pair.value];
    const at = lineCol(lines, (isScalar(word) ? word.range : (value as Node | null)?.range)?.[0] ?? 0);
    // One word the pages say, or a list of them: [निवृत्तिवेतन, सेवानिवृत्ती].
    const means = (isSeq(value) ? value.items : [value]).map((m) => (isScalar(m) ? String(m.value ?? '').trim() : ''));
    if (!isScalar(word) || !String(word.value ?? '').trim() || !means.length || means.some((m) => !m))
      check.problems.push({ ...at, ...problem('TRANS012', {}) });
    else check.searchWords.push({ word: String(word.value).trim(), means });
  }
}

/** The site as its language has it: site.yaml with each text that has a translation replaced by it. */
export function translatedData<T>(site: T, texts: SiteText[], check: TranslationCheck): T {
  const copy = structuredClone(site);
  for (const text of texts) {
    const translation = check.translated.get(keyOf(text.path));
    if (translation && !isUiText(text)) setAt(copy, text.path, translation.text);
  }
  return copy;
}

/**
 * How each page stands in a language. A page none of whose own texts (those under its entry in site.yaml) has a
 * translation yet is in English only: the language's pages link to its English address, marked as English. Any other
 * is published in the language, each text without a translation yet (its own, or one every page shows: an office, a
 * menu label, a footer line) shown in English and marked so: adding English never takes a page off the language's
 * site. `published` maps each published page's path to those English texts.
 */
export function pagesInLanguage(
  textsByPage: Map<string, SiteText[]>,
  check: TranslationCheck,
): { published: Map<string, SiteText[]>; englishOnly: string[] } {
  const published = new Map<string, SiteText[]>();
  const englishOnly: string[] = [];
  for (const [page, texts] of textsByPage) {
    const own = texts.filter((t) => t.path[0] === 'pages');
    const translated = (t: SiteText) => check.translated.has(keyOf(t.path));
    if (own.length && !own.some(translated)) englishOnly.push(page);
    else
      published.set(
        page,
        texts.filter((t) => !translated(t)),
      );
  }
  return { published, englishOnly };
}

export { getAt, keyOf as textKey };

// ---------------------------------------------------------------- every language of a site, as validate and the build read them

export interface SiteTranslations {
  languages: Language[];
  /** Each language after the first, matched against site.yaml. */
  checks: TranslationCheck[];
  /** By language code: the pages published in that language, each with its texts still in English (pagesInLanguage). */
  published: Map<string, Map<string, SiteText[]>>;
  /** Mistakes in a translation file (each with its file): the build stops, as for a mistake in site.yaml. */
  problems: Problem[];
  /** Texts still to translate (at site.yaml's lines) and outdated translations (at the translation file's). */
  warnings: Problem[];
  /** One line a language: pages translated, texts missing, texts outdated. */
  summaries: string[];
}

/** The scripts a language's own name may be written in, besides Latin letters. */
const SCRIPTS = [
  'Devanagari',
  'Bengali',
  'Gujarati',
  'Gurmukhi',
  'Kannada',
  'Malayalam',
  'Oriya',
  'Tamil',
  'Telugu',
  'Arabic',
];
/** The script a language is written in, as its own name shows it (मराठी: Devanagari), or undefined for Latin letters. */
const scriptOf = (name: string) => SCRIPTS.find((script) => new RegExp(`\\p{Script=${script}}`, 'u').test(name));
/**
 * Whether a translation reads as English: no letter of its language's script, and two or more lowercase words of
 * three letters or more ({names} aside). A name kept in Latin letters ("Power BI", "Vistaar Civic Software Pvt. Ltd.")
 * does not.
 */
const readsAsEnglish = (text: string, letter: RegExp) => {
  const words = text.replace(/\{\w+\}/g, '');
  return !letter.test(words) && (words.match(/\b[a-z]{3,}\b/g) ?? []).length >= 2;
};

const shortText = (s: string) => (s.length > 60 ? `${s.slice(0, 57)}…` : s).replace(/\n+/g, ' ');

/**
 * Reads each language's file beside `siteFile` and matches it against the site's texts. A page whose texts are not all
 * translated is reported once, at its line, when none of its own texts is translated yet, and text by text otherwise;
 * the texts every page shows (site facts, menu, footer) text by text.
 */
export function readTranslations(
  siteFile: string,
  data: SiteConfig,
  texts: SiteText[],
  textsByPage: Map<string, SiteText[]>,
  positionOf: (at: DataPath) => { line: number; col: number },
  readFile: (file: string) => string | undefined,
): SiteTranslations {
  const languages = languagesOf(data);
  const result: SiteTranslations = {
    languages,
    checks: [],
    published: new Map(),
    problems: [],
    warnings: [],
    summaries: [],
  };
  const siteName = path.basename(siteFile);
  for (const language of languages.slice(1)) {
    const file = translationFileOf(siteFile, language.code);
    const name = path.basename(file);
    const fileText = readFile(file);
    const check = checkTranslation(data, texts, fileText ?? '', language);
    result.checks.push(check);
    result.problems.push(...check.problems.map((p) => ({ ...p, file: name })));
    // Each translation must fit where it goes as the English does: one line where a field is one line.
    for (const text of texts) {
      const translation = check.translated.get(keyOf(text.path));
      const field = [...text.path].reverse().find((s) => typeof s === 'string') as string;
      if (
        translation &&
        translation.text.includes('\n') &&
        !text.english.includes('\n') &&
        (isUiText(text) || !MULTILINE_FIELDS.has(field))
      ) {
        result.problems.push({
          file: name,
          line: translation.line,
          col: translation.col,
          ...problem('TRANS005', { field, language: language.name }),
        });
      }
      // The templates fill in each {name} of their words: a translation keeps every one, as written.
      if (
        translation &&
        isUiText(text) &&
        placeholdersOf(translation.text).join() !== placeholdersOf(text.english).join()
      ) {
        const names = placeholdersOf(text.english).map((n) => `{${n}}`);
        result.problems.push({
          file: name,
          line: translation.line,
          col: translation.col,
          ...problem('TRANS006', { names, language: language.name, english: text.english }),
        });
      }
    }
    const { published, englishOnly } = pagesInLanguage(textsByPage, check);
    result.published.set(language.code, published);
    const reported = new Set<string>();
    for (const pagePath of englishOnly) {
      const own = textsByPage.get(pagePath)!.filter((t) => t.path[0] === 'pages');
      result.warnings.push({
        ...positionOf(['pages', own[0].path[1], 'path']),
        ...problem('TRANS007', {
          page: pagePath,
          language: language.name,
          texts: own.length,
          code: language.code,
          file: name,
        }),
      });
      own.forEach((t) => reported.add(keyOf(t.path)));
    }
    // Each text still to translate, where it went missing: at its entry in the language's file when the file has one
    // (its translation deleted or emptied), else at its line in site.yaml.
    for (const text of check.missing) {
      if (reported.has(keyOf(text.path))) continue;
      const empty = check.emptyAt.get(keyOf(text.path));
      result.warnings.push({
        ...(empty ? { file: name, ...empty } : positionOf(text.path)),
        ...problem('TRANS008', {
          language: language.name,
          english: shortText(text.english),
          file: name,
          place: placeOf(stepsOf(data, text.path)),
          code: language.code,
          written: !!empty,
        }),
      });
    }
    // A page renamed in a text editor, its translation still under its old address: used, and the line to change.
    for (const { from, to, line, col } of check.moved)
      result.warnings.push({ file: name, line, col, ...problem('TRANS013', { from, to, language: language.name }) });
    // A list changed in a text editor, its translations still in the old order: used where their English is now.
    const lists = new Map<string, TranslationCheck['shifted']>();
    for (const shift of check.shifted) {
      const key = shift.list.join('\u0000');
      lists.set(key, [...(lists.get(key) ?? []), shift]);
    }
    for (const shifts of lists.values())
      result.warnings.push({
        file: name,
        line: shifts[0].line,
        col: shifts[0].col,
        ...problem('TRANS014', {
          place: shifts[0].list.map((s) => (typeof s === 'number' ? `item ${s + 1}` : s)).join(' › '),
          count: shifts.length,
          language: language.name,
          code: language.code,
        }),
      });
    // A translation of a text that is gone: unused, so the build goes on without it.
    for (const { line, col, place, english } of check.unused)
      result.warnings.push({ file: name, line, col, ...problem('TRANS004', { place, english, code: language.code }) });
    // A translation that reads as English (pasted, or copied from its en: line) would be published as it is.
    const script = scriptOf(language.name);
    const letter = script && new RegExp(`\\p{Script=${script}}`, 'u');
    for (const text of texts) {
      const translation = check.translated.get(keyOf(text.path));
      if (!translation || !script || !letter || !readsAsEnglish(translation.text, letter)) continue;
      result.warnings.push({
        file: name,
        line: translation.line,
        col: translation.col,
        ...problem('TRANS011', { text: shortText(translation.text), language: language.name, script }),
      });
    }
    for (const o of check.outdated) {
      const english = positionOf(o.text.path);
      result.warnings.push({
        file: name,
        line: o.line,
        col: o.col,
        ...problem('TRANS009', {
          at: `${siteName}:${english.line}:${english.col}`,
          english: shortText(o.text.english),
          language: language.name,
          was: shortText(o.was),
        }),
      });
    }
    const showingEnglish = [...published.values()].filter((shown) => shown.length);
    const englishShown = new Set(showingEnglish.flatMap((shown) => shown.map((t) => keyOf(t.path)))).size;
    const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
    result.summaries.push(
      `${language.name} (${language.code}): ${published.size} of ${textsByPage.size} pages in ${language.name}${
        showingEnglish.length
          ? ` (${plural(showingEnglish.length, 'page')} with ${plural(englishShown, 'text')} in English until translated)`
          : ''
      }, ${plural(check.missing.length, 'text')} to translate, ${check.outdated.length} outdated${fileText === undefined ? ` (no ${name} yet: npm run translate ${language.code} writes it)` : ` (${name})`}`,
    );
  }
  return result;
}
