// npm run translate -- mr [/Page …]: writes into site.mr.yaml the place of every text still to translate (all of them,
// or those the named pages show), each with its English under "en:" and an empty "mr:" to fill in, and removes every
// leftover: a translation of a text site.yaml no longer has (an entry deleted in a text editor; TRANS004). What the
// file holds besides stays as it is, comments and all; entries are added in site.yaml's order.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { writeWhole } from '../src/core/writeWhole.ts';
import { isCollection, isMap, isScalar, isSeq, parseDocument, Scalar, YAMLMap, YAMLSeq, type Document } from 'yaml';
import { loadSiteText, publicDirOf, shownNameOf, siteFileFromEnv } from '../src/contract/loadSite.ts';
import {
  checkTranslation,
  languagesOf,
  stepsOf,
  translationFileOf,
  type SiteText,
  type Step,
} from '../src/contract/translations.ts';
import { parseYamlSource } from '../src/content/yamlSource.ts';
import { formatProblems } from '../src/core/problems.ts';
import type { SiteConfig } from '../src/generated/site-types.ts';

const HEADER = (
  name: string,
  code: string,
  siteFile: string,
) => `# The ${name} text of the site, beside the English of ${siteFile}. Each text has the English it translates under
# "en:" and its ${name} under "${code}:". When validate says a text is outdated, the English in ${siteFile} has changed:
# update the ${name}, then copy the new English under "en:". \`npm run translate ${code}\` adds the place of every text
# still to translate (see docs/guide/marathi.md, "Translate a page into Marathi").
`;

/** The text of a new entry: one line as it reads, paragraphs as a block that keeps them. */
function scalarOf(text: string): Scalar {
  const node = new Scalar(text);
  if (text.includes('\n')) node.type = Scalar.BLOCK_LITERAL;
  return node;
}

/** Adds `{ en, code: "" }` at `steps`, making the maps and lists on the way; an item in order gets empty items before it. */
function addEntry(doc: Document, steps: Step[], english: string, code: string): void {
  let node: unknown = doc.contents;
  steps.forEach((step, i) => {
    const last = i === steps.length - 1;
    const make = () => (last ? new YAMLMap() : 'index' in steps[i + 1] ? new YAMLSeq() : new YAMLMap());
    let next: unknown;
    if ('index' in step) {
      const seq = node as YAMLSeq;
      while (seq.items.length <= step.index) {
        const empty = new YAMLMap();
        empty.flow = true;
        seq.items.push(empty);
      }
      next = seq.items[step.index];
      if (isMap(next) && (next as YAMLMap).flow && (next as YAMLMap).items.length === 0) {
        next = make();
        seq.items[step.index] = next;
      }
    } else {
      const map = node as YAMLMap;
      const key = 'field' in step ? step.field : step.id;
      next = map.get(key, true);
      if (next === undefined) {
        next = make();
        map.set(key, next);
      }
    }
    node = next;
  });
  const entry = node as YAMLMap;
  entry.set('en', scalarOf(english));
  const empty = new Scalar('');
  empty.type = Scalar.QUOTE_DOUBLE;
  entry.set(code, empty);
}

/**
 * Puts the items of each list whose entries stand at another item's place (TRANS014) where their English now is: an
 * item that came in its place, or else the item that was there (unless it moved on), or else an empty item.
 */
function inSiteOrder(doc: Document, shifted: { list: (string | number)[]; from: number; to: number }[]): void {
  const lists = new Map<string, { list: (string | number)[]; moves: Map<number, number> }>();
  for (const { list, from, to } of shifted) {
    const key = list.join('\u0000');
    if (!lists.has(key)) lists.set(key, { list, moves: new Map() });
    lists.get(key)!.moves.set(to, from);
  }
  for (const { list, moves } of lists.values()) {
    const seq = doc.getIn(list, true);
    if (!isSeq(seq)) continue;
    const items = [...seq.items];
    const movedAway = new Set(moves.values());
    const length = Math.max(items.length, ...[...moves.keys()].map((to) => to + 1));
    seq.items = Array.from({ length }, (_, i) => {
      if (moves.has(i)) return items[moves.get(i)!];
      if (i < items.length && !movedAway.has(i)) return items[i];
      const empty = new YAMLMap();
      empty.flow = true;
      return empty;
    });
    // An item removed from the end of the list leaves no empty place behind.
    while (isMap(seq.items.at(-1)) && (seq.items.at(-1) as YAMLMap).items.length === 0) seq.items.pop();
  }
}

/**
 * Removes the entries at `places` (each a place in the file's data), and the maps, and last items of lists, that they
 * leave empty (an item of a list kept in order before others stays, empty, to keep their places).
 */
function removeEntries(doc: Document, places: (string | number)[][]): void {
  const order = (a: (string | number)[], b: (string | number)[]) => {
    for (let i = 0; i < Math.min(a.length, b.length); i++)
      if (a[i] !== b[i]) return typeof a[i] === 'number' ? (b[i] as number) - (a[i] as number) : a[i] < b[i] ? 1 : -1;
    return b.length - a.length;
  };
  // The last items of a list first: removing one never moves another still to remove.
  for (const at of [...places].sort(order)) {
    doc.deleteIn(at);
    for (let up = at.slice(0, -1); up.length; up = up.slice(0, -1)) {
      const node = doc.getIn(up, true);
      const parent = up.length === 1 ? doc.contents : doc.getIn(up.slice(0, -1), true);
      if (!isCollection(node) || node.items.length) break;
      if (isSeq(parent) && up.at(-1) !== parent.items.length - 1) break;
      doc.deleteIn(up);
    }
  }
}

export function addMissing(
  fileText: string,
  site: unknown,
  missing: SiteText[],
  code: string,
  header: string,
  unused: (string | number)[][] = [],
  moved: { from: string; to: string }[] = [],
  shifted: { list: (string | number)[]; from: number; to: number }[] = [],
): string {
  const doc = parseDocument(fileText || header);
  if (!isMap(doc.contents)) doc.contents = new YAMLMap() as never;
  removeEntries(doc, unused);
  inSiteOrder(doc, shifted);
  // A page renamed in a text editor: its entry from under its old address to under its new one, where it stands.
  for (const { from, to } of moved) {
    const key = (doc.get('pages', true) as YAMLMap).items.find((pair) => isScalar(pair.key) && pair.key.value === from)
      ?.key as Scalar | undefined;
    if (key) key.value = to;
  }
  // The templates' words (ui:) first, so that pages: is the file's last list, as in site.yaml (a page is added at the end).
  const ordered = [...missing.filter((t) => t.path[0] === 'ui'), ...missing.filter((t) => t.path[0] !== 'ui')];
  const top = doc.contents as YAMLMap;
  if (ordered.some((t) => t.path[0] === 'ui') && !top.has('ui')) {
    const pagesAt = top.items.findIndex((pair) => String((pair.key as { value?: unknown })?.value) === 'pages');
    top.items.splice(
      pagesAt < 0 ? (fileText ? top.items.length : 0) : pagesAt,
      0,
      doc.createPair('ui', new YAMLMap()) as never,
    );
  }
  for (const text of ordered) addEntry(doc, stepsOf(site, text.path), text.english, code);
  return doc.toString({ lineWidth: 0, indent: 2, indentSeq: true, flowCollectionPadding: false });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [code, ...pages] = process.argv.slice(2);
  const siteFile = siteFileFromEnv();
  const siteText = readFileSync(siteFile, 'utf8');
  const loaded = loadSiteText(siteText, { publicDir: publicDirOf(siteFile) });
  if (!loaded.resolved) {
    console.error(formatProblems(shownNameOf(siteFile), loaded.problems));
    process.exit(1);
  }
  const raw = parseYamlSource(siteText);
  const languages = languagesOf(raw.data as SiteConfig).slice(1);
  const language = languages.find((l) => l.code === code);
  if (!language) {
    console.error(
      `Which language? npm run translate -- <code> [/Page …], where <code> is one of site.languages after the first: ${languages.map((l) => l.code).join(', ') || '(none: add one to site.languages in site.yaml)'}`,
    );
    process.exit(1);
  }
  const unknown = pages.filter((p) => !loaded.resolved!.textsByPage.has(p));
  if (unknown.length) {
    console.error(`No page ${unknown.join(', ')} in ${shownNameOf(siteFile)}.`);
    process.exit(1);
  }
  const file = translationFileOf(siteFile, code);
  const before = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const { texts, textsByPage } = loaded.resolved;
  const wanted = pages.length
    ? new Set(pages.flatMap((p) => textsByPage.get(p)!).map((t) => t.path.join('\u0000')))
    : undefined;
  const check = checkTranslation(raw.data, texts, before, language);
  if (check.problems.length) {
    console.error(formatProblems(shownNameOf(file), check.problems));
    process.exit(1);
  }
  const line = (t: SiteText) => raw.positionOf(t.path);
  const missing = check.missing
    .filter((t) => !wanted || wanted.has(t.path.join('\u0000')))
    .sort((a, b) => line(a).line - line(b).line || line(a).col - line(b).col);
  const unused = check.unused.map((u) => u.at);
  if (!missing.length && !unused.length && !check.moved.length && !check.shifted.length) {
    console.log(
      `${shownNameOf(file)}: nothing to add; every text ${pages.length ? `of ${pages.join(', ')} ` : ''}has its ${language.name} already.`,
    );
    process.exit(0);
  }
  const text = addMissing(
    before,
    raw.data,
    missing,
    code,
    HEADER(language.name, code, shownNameOf(siteFile)),
    unused,
    check.moved,
    check.shifted,
  );
  writeWhole(file, text);
  const count = (n: number) => `${n} ${n === 1 ? 'text' : 'texts'}`;
  const said: string[] = [];
  if (missing.length)
    said.push(`added ${count(missing.length)} to translate, each with an empty ${code}: "" to fill in`);
  if (unused.length) said.push(`removed ${count(unused.length)} that ${shownNameOf(siteFile)} no longer has`);
  for (const { from, to } of check.moved) said.push(`moved the page ${from} to its new address ${to}`);
  if (check.shifted.length)
    said.push(`put ${count(check.shifted.length)} back in the order of ${shownNameOf(siteFile)}, whose lists changed`);
  console.log(`${shownNameOf(file)}: ${said.join('; ')}; then run npm run validate.`);
}
