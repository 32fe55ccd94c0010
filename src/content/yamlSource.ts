import {
  Composer,
  Lexer,
  LineCounter,
  Parser,
  YAMLParseError,
  isMap,
  isNode,
  isPair,
  isSeq,
  isScalar,
  visit,
  type Alias,
  type Document,
  type Node,
  type YAMLError,
} from 'yaml';
import { problem, type Code, type Problem } from '../core/problems.ts';
import { FIELD_NAMES, MULTILINE_FIELDS, PARAGRAPH_FIELDS } from './schemaCheck.ts';
import { listMarker } from '../shared/textBlocks.ts';

export type { DataPath } from './dataPath.ts';
import type { DataPath } from './dataPath.ts';

/** site.yaml parsed with source positions, so any value can be traced back to LINE:COL. */
export interface YamlSource {
  data: unknown;
  problems: Problem[];
  /** Position of the value at `path` (or of its key with `key: true`); falls back to the nearest parent that exists. */
  positionOf(path: DataPath, options?: { key?: boolean }): { line: number; col: number };
}

/** site.yaml is read whole into memory; anything larger is a pasted mistake, not a site. */
export const MAX_SITE_YAML_BYTES = 8 * 1024 * 1024;
/** Values repeated with *name, counted after expansion; the classic "billion laughs" file needs millions. */
export const MAX_ALIASES = 1000;

/** The parser keeps a few hundred bytes for each piece it reads (name, value, space, mark); a realistic 8 MiB site has about 1.3 million. */
export const MAX_PIECES = 2_000_000;

/** "[" and "{" inside one another: a site nests them two or three deep; yaml's parser recurses once for each. */
export const MAX_BRACKET_DEPTH = 64;

type At = (offset: number) => { line: number; col: number };

export function parseYamlSource(text: string): YamlSource {
  // A leading BOM is allowed and invisible in editors; keeping it would shift every column on line 1 by one.
  const body = text.replace(/^\uFEFF/, '');
  // Every line and column below comes from this one count of the lines.
  const lineCounter = new LineCounter();
  lineCounter.addNewLine(0);
  for (let nl = body.indexOf('\n'); nl !== -1; nl = body.indexOf('\n', nl + 1)) lineCounter.addNewLine(nl + 1);
  const at: At = (offset) => lineCounter.linePos(offset);
  let doc: Document | undefined;
  let data: unknown;
  let problems: Problem[];
  try {
    problems = sourceProblems(body, at);
    if (!problems.length) {
      const parsed = parseCounted(body, at);
      doc = parsed.doc;
      problems = parsed.problem ? [parsed.problem] : syntaxProblems(doc!, body, at);
      if (!problems.length) data = doc!.toJS({ maxAliasCount: MAX_ALIASES });
    }
  } catch (err) {
    // yaml refuses an alias bomb (maxAliasCount) or an alias to nothing while making the data; a person still gets a line, never a stack trace.
    problems = [
      err instanceof ReferenceError && doc ? aliasProblem(doc, err, at) : { line: 1, col: 1, ...problem('YAML001') },
    ];
    data = undefined;
  }

  function positionOf(path: DataPath, options: { key?: boolean } = {}) {
    if (!doc) return { line: 1, col: 1 };
    const pos = at(offsetOf(doc, path, options.key ?? false));
    return { line: pos.line, col: pos.col };
  }
  return { data, problems, positionOf };
}

// ---------------------------------------------------------------- raw text

// C0 controls except tab/LF/CR, DEL, C1 controls, and every format (Cf) and line/paragraph separator (Zl, Zp)
// character: bidi controls, zero-width spaces, soft hyphens, a BOM past the very start. The zero-width joiner and
// non-joiner are format characters that some scripts need; those are let through where they join letters of such a
// script, or emoji (see `neededJoiner`).
const INVISIBLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\p{Cf}\p{Zl}\p{Zp}]/gu;
const NAMES: Record<string, string> = {
  '00AD': 'a soft hyphen',
  '200B': 'a zero-width space',
  '200C': 'a zero-width non-joiner',
  '200D': 'a zero-width joiner',
  '200E': 'a left-to-right mark',
  '200F': 'a right-to-left mark',
  '2028': 'a line separator',
  '2029': 'a paragraph separator',
  '2060': 'a word joiner',
  FEFF: 'a byte order mark',
};
/** Letters of scripts that write with ZWJ/ZWNJ (Indic, Arabic, Persian, Sinhala…): any letter or mark that is not Latin, Greek, Cyrillic or common. */
const JOINED_SCRIPT = /[\p{L}\p{M}]/u;
const UNJOINED_SCRIPT = /[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}\p{Script=Common}]/u;
const EMOJI = /[\p{Extended_Pictographic}\u{FE0F}\u{1F3FB}-\u{1F3FF}]/u;

/** A ZWJ or ZWNJ between two letters of a script that needs it (क्‍ष, می‌خواهم), or a ZWJ inside an emoji sequence. */
function neededJoiner(text: string, index: number): boolean {
  const char = text[index];
  if (char !== '\u200C' && char !== '\u200D') return false;
  const prev = /[\uDC00-\uDFFF]/.test(text[index - 1] ?? '') ? text.slice(index - 2, index) : (text[index - 1] ?? '');
  const next = String.fromCodePoint(text.codePointAt(index + 1) ?? 0x20);
  const scripted = (c: string) => JOINED_SCRIPT.test(c) && !UNJOINED_SCRIPT.test(c);
  if (scripted(prev) && scripted(next)) return true;
  return char === '\u200D' && EMOJI.test(prev) && EMOJI.test(next);
}

/** An invisible character as an owner reads its name: "a zero-width space (U+200B)". */
function invisibleName(char: string): string {
  const code = char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
  return `${NAMES[code] ?? 'an invisible character'} (U+${code})`;
}

/**
 * A text without the invisible characters validate refuses in site.yaml (YAML005), and the name of each one removed:
 * what the editor saves of a text pasted from Word, a web page or a chat app.
 */
export function withoutInvisible(text: string): { text: string; removed: string[] } {
  const removed: string[] = [];
  const kept = text.replace(new RegExp(INVISIBLE), (char: string, index: number) => {
    if (neededJoiner(text, index)) return char;
    removed.push(invisibleName(char));
    return '';
  });
  return { text: kept, removed };
}

/** The share of NUL characters above which a file read as UTF-8 is UTF-16 (every other byte of English text is 0). */
const UTF16_NULS = 0.2;

/**
 * A file not in UTF-8, refused once at its first sign: saved as UTF-16 ("Unicode" in Notepad, every other byte 0, or
 * its byte order mark FF FE / FE FF, which reading as UTF-8 turns into U+FFFD), or with a byte that is not UTF-8 text
 * (a character saved as Windows-1252, "ANSI"), which reading turns into U+FFFD. A U+FFFD typed into the file is never
 * meant either: it is what a program shows for a character it could not read.
 */
function encodingProblem(text: string, at: At): Problem | undefined {
  const head = text.slice(0, 4096);
  const nuls = head.split('\u0000').length - 1;
  if (/^\uFFFD\uFFFD/.test(text) || (nuls && nuls / head.length > UTF16_NULS)) {
    return { line: 1, col: 1, ...problem('YAML002') };
  }
  const bad = text.indexOf('\uFFFD');
  if (bad === -1) return undefined;
  return { ...at(bad), ...problem('YAML003') };
}

function sourceProblems(text: string, at: At): Problem[] {
  const encoding = encodingProblem(text, at);
  if (encoding) return [encoding];
  if (text.length * 3 > MAX_SITE_YAML_BYTES) {
    const bytes = utf8Length(text);
    if (bytes > MAX_SITE_YAML_BYTES) {
      return [{ line: 1, col: 1, ...problem('YAML004', { bytes, limit: MAX_SITE_YAML_BYTES }) }];
    }
  }
  const problems: Problem[] = [];
  const invisible = new RegExp(INVISIBLE);
  for (let m = invisible.exec(text); m; m = invisible.exec(text)) {
    if (neededJoiner(text, m.index)) continue;
    const code = m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    problems.push({ ...at(m.index), ...problem('YAML005', NAMES[code] ? { code, name: NAMES[code] } : { code }) });
    // One per line: deleting the first shows the next.
    const next = text.indexOf('\n', m.index);
    if (next === -1) break;
    invisible.lastIndex = next;
  }
  // One problem a line: the first found there.
  const linesSaid = new Set(problems.map((p) => p.line));
  for (const wrong of [...wrongSpaceProblems(text, at), ...listMarkProblems(text, at)])
    if (!linesSaid.has(wrong.line)) {
      problems.push(wrong);
      linesSaid.add(wrong.line);
    }
  return problems.sort((a, b) => a.line - b.line || a.col - b.col);
}

/** Each line's spaces of another kind where YAML needs its own (WRONG_SPACES), the first of the line. */
function wrongSpaceProblems(text: string, at: At): Problem[] {
  const byLine = new Map<number, Problem>();
  for (const wrongSpace of WRONG_SPACES) {
    for (const m of text.matchAll(wrongSpace)) {
      const spaces = m.groups!.spaces;
      const where = at(m.index + m[0].length - spaces.length);
      if (!byLine.has(where.line)) byLine.set(where.line, { ...where, ...problem('YAML042', { spaces }) });
    }
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line || a.col - b.col);
}

/** The marks that stand where a list entry's "- " belongs in a list typed in Word or copied from it or from a chat. */
const LIST_MARKS: Record<string, string> = {
  '\u2010': 'a hyphen of another kind',
  '\u2011': 'a non-breaking hyphen',
  '\u2012': 'a figure dash',
  '\u2013': 'an en dash',
  '\u2014': 'an em dash',
  '\u2212': 'a minus sign',
  '\u2022': 'a bullet',
  '\u25CF': 'a bullet',
  '\u25E6': 'a bullet',
  '\u25AA': 'a bullet',
  '\u00B7': 'a middle dot',
};
const LIST_MARK = new RegExp(`^(?<indent> *)(?<mark>[${Object.keys(LIST_MARKS).join('')}][ \\t\\u00A0]+)\\S`);
/** A line that opens a text written under "|" or ">": the lines indented more than it are that text's. */
const BLOCK_TEXT = /(?::|^ *-)[ \t]+[|>][-+0-9]*[ \t]*(?:#.*)?\r?$/;

/**
 * Each line begun with a dash or a bullet (LIST_MARKS) where a list entry belongs: under a field with no value on its
 * line ("users:"), or beside entries begun with "- ". A dash that carries on a text of the line above, or inside a text
 * written under "|" or ">", is the text's and is left alone.
 */
function listMarkProblems(text: string, at: At): Problem[] {
  const problems: Problem[] = [];
  // The lines read so far that may hold a list, each indented more than the one before it: the last one indented no
  // more than a line is the line it belongs under, or the entry before it.
  const above: { indent: number; line: string }[] = [];
  let blockIndent = -1;
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const indent = line.search(/[^ ]/);
    if (indent === -1 || line[indent] === '#' || line[indent] === '\r') continue;
    if (blockIndent >= 0 && indent > blockIndent) continue;
    blockIndent = BLOCK_TEXT.test(line) ? indent : -1;
    while (above.length && above[above.length - 1].indent > indent) above.pop();
    const marked = LIST_MARK.exec(line)?.groups;
    const under = above[above.length - 1];
    if (marked && under) {
      const entry = /^(?:- |-$)/.test(under.line.slice(indent)) || LIST_MARK.test(under.line);
      const field = /:[ \t]*(?:#.*)?\r?$/.test(under.line);
      if ((under.indent === indent && (entry || field)) || (under.indent < indent && field)) {
        const mark = marked.mark;
        problems.push({ ...at(start + indent), ...problem('YAML043', { mark, name: LIST_MARKS[mark[0]] }) });
      }
    }
    if (under?.indent === indent) above.pop();
    above.push({ indent, line });
  }
  return problems;
}

/** Spaces of other kinds than the one YAML reads as a space (a non-breaking space above all): they look the same. */
const OTHER_SPACES = '[\\u00A0\\u1680\\u2000-\\u200A\\u202F\\u205F\\u3000]+';
/**
 * Where such spaces stand for the spaces YAML needs, as text pasted from Word or WhatsApp brings them: in a line's
 * indentation (or after its "- "), and after a field name's colon (in a line, or in { … }). Inside a text they are
 * part of it and stay.
 */
const WRONG_SPACES = [
  new RegExp(`^[ \\t]*(?:-[ \\t]+)*-?(?<spaces>${OTHER_SPACES})`, 'gm'),
  new RegExp(`(?:^[ \\t]*(?:-[ \\t]+)?|[{,][ \\t]*)[A-Za-z_][\\w-]*:(?<spaces>${OTHER_SPACES})`, 'gm'),
];

const TOO_DEEP = () => problem('YAML006', { depth: MAX_BRACKET_DEPTH });

/** The depth of "[" and "{" after `token`: a bracket is a token of its own ("[" inside quoted text is part of the text's). */
const bracketDepth = (depth: number, token: string) =>
  token === '[' || token === '{' ? depth + 1 : token === ']' || token === '}' ? Math.max(0, depth - 1) : depth;

/**
 * What makes a YAML file unreadable before its parser could say anything useful (for a file read with yaml's own
 * parseDocument, such as a translation): not UTF-8, a non-breaking space where YAML needs a space, or brackets nested
 * past MAX_BRACKET_DEPTH (the parser recurses once for each). At its line, once.
 */
export function unreadableTextProblem(text: string): Problem | undefined {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', nl + 1)) lines.addNewLine(nl + 1);
  const at: At = (offset) => lines.linePos(offset);
  const found = encodingProblem(text, at) ?? wrongSpaceProblems(text, at)[0];
  if (found || !/[[{]/.test(text)) return found;
  let depth = 0;
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    depth = bracketDepth(depth, token);
    if (depth > MAX_BRACKET_DEPTH) return { ...at(offset), ...TOO_DEEP() };
    if (token !== '\x02' && token !== '\x18' && token !== '\x1f') offset += token.length;
  }
  return undefined;
}

/**
 * yaml's parseDocument, with the pieces the lexer reads counted as they go by: too many pieces stop the parse there,
 * before the parser could use gigabytes on a dense or hostile file. One pass over the text.
 */
function parseCounted(text: string, at: At): { doc?: Document; problem?: Problem } {
  const parser = new Parser();
  let found: Problem | undefined;
  function* tokens() {
    let offset = 0;
    let pieces = 0;
    let depth = 0;
    for (const token of new Lexer().lex(text)) {
      // These markers are not part of the text (the same characters in the text were refused above).
      if (token !== '\x02' && token !== '\x18' && token !== '\x1f') {
        if (++pieces > MAX_PIECES) {
          found = { ...at(offset), ...problem('YAML007', { limit: MAX_PIECES }) };
          return;
        }
        depth = bracketDepth(depth, token);
        if (depth > MAX_BRACKET_DEPTH) {
          found = { ...at(offset), ...TOO_DEEP() };
          return;
        }
        offset += token.length;
      }
      yield* parser.next(token);
    }
    yield* parser.end();
  }
  let doc: Document | undefined;
  for (const next of new Composer({ prettyErrors: false, uniqueKeys: true }).compose(tokens(), true, text.length)) {
    if (!doc) doc = next;
    else {
      doc.errors.push(
        new YAMLParseError(
          next.range.slice(0, 2) as [number, number],
          'MULTIPLE_DOCS',
          'Source contains multiple documents',
        ),
      );
      break;
    }
  }
  return found ? { problem: found } : { doc };
}

function utf8Length(text: string): number {
  let bytes = text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 0x80) bytes += c >= 0x800 && (c < 0xd800 || c > 0xdfff) ? 2 : 1;
  }
  return bytes;
}

// ---------------------------------------------------------------- YAML syntax

function syntaxProblems(doc: Document, text: string, at: At): Problem[] {
  const errors = [...doc.errors, ...doc.warnings].sort((a, b) => a.pos[0] - b.pos[0]);
  if (errors.length) {
    const lines = text.split('\n');
    // The parser reports one mistake as a cascade of errors after it; only the first is worth reading.
    // A repeated field is a mistake of its own that causes no cascade, so each one before it is kept.
    const first = errors.find((e) => e.code !== 'DUPLICATE_KEY');
    const problems = errors
      .filter((e) => e.code === 'DUPLICATE_KEY' && (!first || e.pos[0] < first.pos[0]))
      .map((e) => {
        const pos = at(e.pos[0]);
        const key = /^["']?([^"':]*)/.exec(lines[pos.line - 1].slice(pos.col - 1))![1];
        return { ...pos, ...problem('YAML008', { key }) };
      });
    if (first) problems.push(explain(first, text, lines, at));
    return problems;
  }
  const top = doc.contents;
  if (top === null) return [{ line: 1, col: 1, ...problem('YAML009') }];
  if (!isMap(top)) {
    return [{ ...at(top.range?.[0] ?? 0), ...problem('YAML010', { what: isSeq(top) ? 'a list' : 'plain text' }) }];
  }
  const loop = selfAlias(doc, at);
  return loop
    ? [loop]
    : [
        ...foldedProblems(doc, text, at),
        ...joinedLinesProblems(doc, text, at),
        ...hashProblems(doc, text, at),
        ...escapedInvisibleProblems(doc, text, at),
      ];
}

/**
 * A text whose lines YAML joins although they were written apart: written under ">" (folded), or run on over several
 * lines with no "|" (plain), a blank line between two paragraphs is read as one line break, which the page shows as
 * one paragraph, and a line that starts a list entry ("- ", "• ", "1.") is joined to the line above it. Refused with
 * "|" to write, which keeps each line as it is written (paragraphs and lists are laid out by src/shared/textBlocks.ts).
 * `anyField`: every field's text (a translation file's, whose fields are the languages' codes).
 */
export function joinedLinesProblems(doc: Document, text: string, at: At, { anyField = false } = {}): Problem[] {
  const problems: Problem[] = [];
  visit(doc, {
    Scalar(_key, node, path) {
      if (!node.range || (node.type !== 'BLOCK_FOLDED' && node.type !== 'PLAIN')) return;
      const source = text.slice(node.range[0], node.range[1]).replace(/\r/g, '');
      if (!source.includes('\n')) return;
      const parent = path[path.length - 1];
      if (!isPair(parent) || parent.value !== node || !isScalar(parent.key) || !parent.key.range) return;
      const field = String(parent.key.value);
      // A field that holds one line and runs on is refused by foldedProblems, as another mistake.
      if (node.type === 'PLAIN' && !anyField && !MULTILINE_FIELDS.has(field)) return;
      // The keys of the fields around it, nearest first: a translation's text is its language's, in its field's.
      const keys = path.flatMap((p) => (isPair(p) && isScalar(p.key) ? [String(p.key.value)] : [])).reverse();
      if (!inParagraphs(anyField ? keys.slice(1) : keys, anyField)) return;
      const folded = node.type === 'BLOCK_FOLDED';
      const lines = source.split('\n').slice(folded ? 1 : 0);
      const indent = (line: string) => /^ */.exec(line)![0].length;
      const written = lines.filter((l) => l.trim());
      // Under ">", a line indented more than the text's own is kept as it is, with the lines next to it.
      const own = folded ? Math.min(...written.map(indent)) : 0;
      // A YAML writer writes a text's single line break as a blank line, its lines folded at 80 columns: a blank line
      // is a paragraph's only among lines a person wrote, one of them longer than a writer writes.
      const byPerson = written.some((l) => l.trim().length > FOLD_WIDTH);
      let list: string | undefined;
      let paragraphs = false;
      let above: string | undefined; // the last line with text
      lines.forEach((line, i) => {
        if (!line.trim()) return;
        const joined = above !== undefined && (!folded || (indent(line) === own && indent(above) === own));
        if (joined && !lines[i - 1].trim()) paragraphs ||= byPerson;
        // A dash (– or —) at a line's start carries a sentence on as often as it starts an entry: left as the text's.
        else if (joined && !/^[–—]/.test(line.trim())) list ??= listMarker(line.trim())?.marker.trim();
        above = line;
      });
      if (!list && !paragraphs) return;
      const lost = list ? { marker: list } : {};
      if (folded) {
        const header = /^\S+/.exec(source)![0];
        problems.push({
          ...at(node.range[0]),
          ...problem('YAML044', { field, ...lost, header, literal: header.replace('>', '|') }),
        });
        return;
      }
      // Plain text: "|-" after the field's colon, and the text's first line moved below it when it was beside it.
      const colon = text.indexOf(':', parent.key.range[1]);
      const below = text.lastIndexOf('\n', node.range[0]) > colon;
      const textIndent = Math.min(...written.slice(below ? 0 : 1).map(indent));
      problems.push({
        ...at(below ? colon + 1 : node.range[0]),
        ...problem('YAML044', { field, ...lost, ...(below ? {} : { indent: textIndent }) }),
      });
    },
  });
  return problems;
}

/**
 * Text (in quotes or not) that goes on to the next line is read as one line, joined by a space: a list entry indented one
 * space too many becomes part of the entry above, a title broken in two becomes one. Only a field that holds
 * sentences or paragraphs may run on like that; anywhere else the line it runs on to is refused.
 */
function foldedProblems(doc: Document, text: string, at: At): Problem[] {
  const problems: Problem[] = [];
  visit(doc, {
    Scalar(_key, node, path) {
      if (node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL' || !node.range) return;
      const nl = text.indexOf('\n', node.range[0]);
      if (nl === -1 || nl >= node.range[1]) return;
      const parent = path[path.length - 1];
      const inList = isSeq(parent);
      const field =
        !inList && isPair(parent) && parent.value === node && isScalar(parent.key)
          ? String(parent.key.value)
          : undefined;
      if (!inList && (!field || MULTILINE_FIELDS.has(field))) return;
      if (writerFold(text, node.range[0], node.range[1])) return;
      // The line it runs on to: the next one with text.
      const next = /\n([ \t]*)(?=\S)/g;
      next.lastIndex = nl;
      const m = next.exec(text)!;
      const where = at(m.index + 1 + m[1].length);
      const lineStart = text.lastIndexOf('\n', node.range[0]) + 1;
      const ownIndent = /^ */.exec(text.slice(lineStart))![0].length;
      if (text.startsWith('- ', m.index + 1 + m[1].length) && inList) {
        const diff = m[1].length - ownIndent;
        problems.push({ ...where, ...problem('YAML011', { diff }) });
      } else {
        problems.push({ ...where, ...problem('YAML012', inList ? {} : { field: field! }) });
      }
    },
  });
  return problems;
}

/**
 * Whether a text is laid out as paragraphs and lists (templates/parts/Paragraphs.tsx): its field is a Paragraphs in the
 * schema, named by the key of the field that holds it (a card's text under cards:), or of the one further out for an
 * object held by its name (a block's intro under blocks: connect:); in a translation file a list may
 * be written by its entries' ids, the holder's key one further out (cards: Vision: text:).
 */
const inParagraphs = ([field, around, further]: string[], translation: boolean) =>
  PARAGRAPH_FIELDS.has(`${around}.${field}`) ||
  PARAGRAPH_FIELDS.has(`${further}.*.${field}`) ||
  (translation && PARAGRAPH_FIELDS.has(`${further}.${field}`));

/** The line width at which YAML writers fold a long text (yaml's and js-yaml's default). */
const FOLD_WIDTH = 80;

/**
 * Whether the line breaks in a text are a YAML writer's, which folds one long line at 80 columns (yaml's default, so
 * any tool's output): each break stands where the next word would have gone past the 80th column, and no line it runs
 * on to starts like an entry ("- "), a field ("name: ") or a note ("#"), nor is empty (a paragraph). A person's break
 * ("title: Pension" and "Illustration" on the next line) is refused as before: the word would have fitted.
 */
function writerFold(text: string, start: number, end: number): boolean {
  let lineStart = text.lastIndexOf('\n', start - 1) + 1;
  for (let nl = text.indexOf('\n', start); nl !== -1 && nl < end; nl = text.indexOf('\n', nl + 1)) {
    const before = text.slice(lineStart, nl).replace(/\r$/, '').trimEnd();
    const next = /^[ \t]*([^\n]*)/.exec(text.slice(nl + 1))![1].replace(/\r$/, '');
    if (next === '' || /^(-( |$)|#|[^\s:"']+:( |$))/.test(next)) return false;
    if (before.length + 1 + next.split(/\s/)[0].length <= FOLD_WIDTH) return false;
    lineStart = nl + 1;
  }
  return true;
}

/** What follows a "#" that is text, not a note: a letter or digit ("#1", "#hashtag"), or a number after a space ("# 1"). */
const TEXT_AFTER_HASH = /^(?:[\p{L}\p{N}]| +\d)/u;

/** Column (0-based) of a " #" that follows unquoted text and is itself followed by a letter or digit ("Rank #1"), if any. */
function textHash(line: string): number | undefined {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === quote) quote = undefined;
      continue;
    }
    if ((c === '"' || c === "'") && /(^|[\s:{[,])$/.test(line.slice(0, i))) {
      quote = c;
      continue;
    }
    if (c === '#' && line[i - 1] === ' ')
      return /[^\s:{[,-]/.test(line[i - 2] ?? ' ') && TEXT_AFTER_HASH.test(line.slice(i + 1)) ? i : undefined;
  }
  return undefined;
}

/** Half of a character: a UTF-16 surrogate with no other half, which only an escape ("\ud800") can write. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const loneSurrogateProblem = (half: string) =>
  problem('YAML014', { hex: half.charCodeAt(0).toString(16).toUpperCase() });

/**
 * An invisible character written as an escape in "double quotes" ("\u200B"): the raw text has none to find; and half
 * a character ("\ud800"), which no page, address or file name can hold.
 */
function escapedInvisibleProblems(doc: Document, text: string, at: At): Problem[] {
  const problems: Problem[] = [];
  visit(doc, {
    Scalar(_key, node) {
      if (node.type !== 'QUOTE_DOUBLE' || typeof node.value !== 'string' || !node.range) return;
      const value = node.value;
      const half = LONE_SURROGATE.exec(value);
      if (half) {
        problems.push({ ...at(node.range[0]), ...loneSurrogateProblem(half[0]) });
        return;
      }
      const invisible = new RegExp(INVISIBLE);
      for (let m = invisible.exec(value); m; m = invisible.exec(value)) {
        if (neededJoiner(value, m.index) || /[\t\n\r]/.test(m[0])) continue;
        const code = m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
        const escape = new RegExp(`\\\\u${code}`, 'i').exec(text.slice(node.range[0], node.range[1]))?.[0];
        problems.push({
          ...at(node.range[0]),
          ...problem('YAML015', { code, ...(NAMES[code] ? { name: NAMES[code] } : {}), ...(escape ? { escape } : {}) }),
        });
        return;
      }
    },
  });
  return problems;
}

/** A plain text followed on its line by "#word" or "# 1": "text: Rank #1 in Pune" would silently be "Rank". */
function hashProblems(doc: Document, text: string, at: At): Problem[] {
  const problems: Problem[] = [];
  visit(doc, {
    Scalar(_key, node) {
      if (node.type !== 'PLAIN' || !node.range) return;
      const after = text.slice(node.range[1], node.range[2]);
      if (after.startsWith(' #') && TEXT_AFTER_HASH.test(after.slice(2)))
        problems.push({ ...at(node.range[1] + 1), ...problem('YAML013') });
    },
  });
  return problems;
}

// Words for the parser's error codes when nothing more precise was found by looking at the line.
const PLAIN: Partial<Record<YAMLError['code'], Code>> = {
  BAD_DQ_ESCAPE: 'YAML026',
  BAD_INDENT: 'YAML027',
  BLOCK_AS_IMPLICIT_KEY: 'YAML028',
  BLOCK_IN_FLOW: 'YAML029',
  MISSING_CHAR: 'YAML030',
  MULTILINE_IMPLICIT_KEY: 'YAML022',
  MULTIPLE_DOCS: 'YAML031',
  RESOURCE_EXHAUSTION: 'YAML032',
  TAB_AS_INDENT: 'YAML033',
  UNEXPECTED_TOKEN: 'YAML034',
};

// Codes the parser uses when a line sits at the wrong indentation (it rarely says so directly).
const INDENT_CODES = new Set<string>([
  'BAD_INDENT',
  'MISSING_CHAR',
  'BLOCK_AS_IMPLICIT_KEY',
  'MULTILINE_IMPLICIT_KEY',
  'UNEXPECTED_TOKEN',
]);

/** A quoted text, as typed, in the quotes that show it as typed: double ones unless it has a double quote. */
const asTyped = (typed: string) => (/["\\]/.test(typed) ? `'${typed.replace(/'/g, "''")}'` : `"${typed}"`);

/**
 * A value that starts with a quoted word and goes on after the closing quote (`name: "Fixture" Software`, `- 'Pune'
 * office`, `{ title: "Four" cases, … }`): where the words after the quote start, the text as typed, and the same in
 * quotes. The error is at the value (a block field, which a colon later on makes a misplaced field) or right after the
 * closing quote (in braces or brackets, where the value ends at a comma or closing bracket).
 */
function textAfterQuote(
  lineText: string,
  errCol: number,
): { col: number; values: { typed: string; wrapped: string } } | undefined {
  const QUOTED = String.raw`"(?:[^"\\]|\\.)*"|'(?:[^']|'')*'`;
  const block = new RegExp(String.raw`^( *(?:- +)?(?:[^\s:#{}[\],"']+: +)?)(${QUOTED})([ \t]*)([^\s#].*?)\s*$`).exec(
    lineText,
  );
  let start: number;
  let quote: string;
  let gap: string;
  let tail: string;
  if (block) [start, quote, gap, tail] = [block[1].length, block[2], block[3], block[4]];
  else {
    const end = lineText.slice(0, errCol - 1).trimEnd().length;
    const found = [...lineText.matchAll(new RegExp(QUOTED, 'g'))].find(
      (m) => m.index + m[0].length === end && /(?:^|[:\-[{,])\s*$/.test(lineText.slice(0, m.index)),
    );
    if (!found) return undefined;
    const after = /^([ \t]*)([^,}\]#]*?)\s*(?:[,}\]]|\s#|$)/.exec(lineText.slice(end))!;
    if (!after[2]) return undefined;
    [start, quote, gap, tail] = [found.index, found[0], after[1], after[2]];
  }
  const typed = quote + gap + tail;
  return { col: start + quote.length + gap.length + 1, values: { typed, wrapped: asTyped(typed) } };
}

function explain(err: YAMLError, text: string, lines: string[], at: At): Problem {
  const offset = err.pos[0];
  const pos = at(offset);
  const lineText = lines[pos.line - 1] ?? '';
  const before = lineText.slice(0, pos.col - 1);
  const rest = lineText.slice(pos.col - 1);

  // An unclosed quote or bracket is reported where the parser gave up, often many lines later: point at the opening one.
  const open = err.code === 'RESOURCE_EXHAUSTION' ? undefined : unclosedBefore(text, offset, err);
  // "{ text: Rank #1 in Pune }": the comment swallowed the closing bracket.
  const hashLine = open ? at(open.offset).line : pos.line;
  const hash = textHash(lines[hashLine - 1] ?? '');
  if (hash !== undefined) return { line: hashLine, col: hash + 1, ...problem('YAML013') };
  if (open) return { ...at(open.offset), ...problem('YAML016', { char: open.char, closer: open.closer }) };

  const tab = /^[ ]*\t/.exec(lineText);
  if (tab || err.code === 'TAB_AS_INDENT') {
    const col = tab ? tab[0].length : pos.col;
    return { line: pos.line, col, ...problem('YAML017') };
  }

  // "summary: "Paperless" pension cases": a text that starts with a quote ends, for YAML, at the closing quote, and the
  // words after it cannot be read (with a colon among them, the line reads as a misplaced field).
  const quoted = textAfterQuote(lineText, pos.col);
  if (quoted) return { line: pos.line, col: quoted.col, ...problem('YAML024', quoted.values) };

  // "field: text: more" reads as a field inside a field; the parser complains at the text after the first colon.
  const field = /([^\s{},:"']+)["']?\s*:\s*$/.exec(before)?.[1];
  const words = rest.replace(/\s#.*$/, '').trimEnd();
  if (
    field &&
    ['BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'BLOCK_IN_FLOW'].includes(err.code) &&
    !/^["']/.test(words)
  ) {
    // "title: Four cases text: Separate workflows icon: document": fields written on one line, not text with a colon.
    const other = /(?:^|\s)([A-Za-z][A-Za-z0-9]*): /.exec(words);
    if (other && FIELD_NAMES.has(other[1])) {
      const col = pos.col + other.index + other[0].indexOf(other[1]);
      const inBraces = /\{[^}]*$/.test(before);
      return {
        line: pos.line,
        col,
        ...(inBraces
          ? problem('YAML018', { field: other[1] })
          : problem('YAML019', { field: other[1], first: field, firstCol: lineText.indexOf(`${field}:`) + 1 })),
      };
    }
    if (/:(\s|$)/.test(words)) {
      return { ...pos, ...problem('YAML020', { field, endsWithColon: words.endsWith(':') }) };
    }
  }

  if (INDENT_CODES.has(err.code)) {
    // When the error sits on a value, the line at fault is the next one that has a field: the parser read it as more of this value.
    let index = pos.line - 1;
    if (field && (err.code === 'BLOCK_AS_IMPLICIT_KEY' || err.code === 'MULTILINE_IMPLICIT_KEY')) {
      const isField = (i: number) => {
        const l = readLine(lines[i]);
        return !!(l?.key || l?.dash);
      };
      do index++;
      while (index < lines.length && !isField(index));
    }
    const indent = index < lines.length ? indentProblem(lines, index) : undefined;
    if (indent) return indent;
    const glued = /^( *(?:- +)?[^\s:#]+):[^\s:]/.exec(lineText);
    if (glued) return { line: pos.line, col: glued[1].length + 1, ...problem('YAML021') };
    const here = readLine(lineText);
    if (
      here &&
      !here.key &&
      !here.dash &&
      (err.code === 'MULTILINE_IMPLICIT_KEY' || /followed by map values/.test(err.message))
    ) {
      return { line: pos.line, col: here.indent + 1, ...problem('YAML022') };
    }
  }

  if (err.code === 'UNEXPECTED_TOKEN') {
    const char = text[offset];
    if (char === ']' || char === '}') return { ...pos, ...problem('YAML023', { char }) };
  }
  // "title: *Pension* Illustration" (WhatsApp bold), "[Draft] Pension", "& Co": a mark that starts something else in YAML.
  const start = /^( *(?:- +)?[^\s:#{}[\],"']+: +)([*&![%@`|>])/.exec(lineText);
  if (
    start &&
    (err.code !== 'UNEXPECTED_TOKEN' || start[2] !== '[' || /\][^,\]}]*\S/.test(lineText.slice(start[1].length)))
  ) {
    return { line: pos.line, col: start[1].length + 1, ...problem('YAML025', { mark: start[2] }) };
  }
  if (err.code === 'BAD_SCALAR_START') return { ...pos, ...problem('YAML025', { mark: text[offset] }) };
  if (err.code === 'TAG_RESOLVE_FAILED') return { ...pos, ...problem('YAML025', { mark: '!' }) };
  // Each of these takes no values.
  return { ...pos, ...problem((PLAIN[err.code] ?? 'YAML035') as 'YAML035') };
}

/** The quote or bracket whose missing end made the parser give up at `offset`, if any really is missing. */
function unclosedBefore(
  text: string,
  offset: number,
  err: YAMLError,
): { offset: number; char: string; closer: string } | undefined {
  let found: { offset: number; char: string; closer: string } | undefined;
  const quoteMissing = err.code === 'MISSING_CHAR' && /quote/.test(err.message);
  const stack: unknown[] = [...new Parser().parse(text)];
  while (stack.length) {
    const token = stack.pop();
    if (!token || typeof token !== 'object') continue;
    const t = token as {
      type?: string;
      offset?: number;
      source?: string;
      start?: { offset: number; source: string };
      end?: { type: string }[];
    };
    if (
      quoteMissing &&
      (t.type === 'double-quoted-scalar' || t.type === 'single-quoted-scalar') &&
      t.offset! < offset
    ) {
      const q = t.source![0];
      if (!found || t.offset! > found.offset)
        found = { offset: t.offset!, char: `quote (${q})`, closer: `${q} at the end of the text` };
    } else if (!quoteMissing && t.type === 'flow-collection' && t.start!.offset <= offset) {
      const char = t.start!.source;
      const closer = char === '[' ? ']' : '}';
      const closed = t.end?.some((e) => e.type === (char === '[' ? 'flow-seq-end' : 'flow-map-end'));
      if (!closed && (!found || t.start!.offset > found.offset))
        found = { offset: t.start!.offset, char: `"${char}"`, closer: `"${closer}"` };
    }
    for (const value of Object.values(t)) if (value && typeof value === 'object') stack.push(value);
  }
  return found;
}

// ---------------------------------------------------------------- indentation

interface Line {
  indent: number;
  /** "- " starts the line; `key` is then the first field of that entry. */
  dash: boolean;
  key?: string;
  keyCol: number;
  /** "field: |" or "- >": the deeper lines after it are text, not fields. */
  textBlock: boolean;
  hasValue: boolean;
}

function readLine(raw: string): Line | undefined {
  const m = /^( *)(-(?: +|$))?(.*?)\r?$/.exec(raw)!;
  const rest = m[3];
  if (!m[2] && (rest === '' || rest.startsWith('#'))) return undefined;
  const k = /^(?:"([^"]*)"|'([^']*)'|([^\s#:{}[\],"'&*!|>][^#]*?))\s*:(?:\s+(.*))?$/.exec(rest);
  // An entry's first field names it even when written "- { path: …" or "- path:/x".
  const key = k ? (k[1] ?? k[2] ?? k[3]) : /^(?:\{\s*)?([^\s:,{}[\]"']+)\s*:/.exec(rest)?.[1];
  const value = (k ? (k[4] ?? '') : rest).replace(/(^|\s)#.*$/, '').trim();
  return {
    indent: m[1].length,
    dash: !!m[2],
    key: k || m[2] ? key : undefined,
    keyCol: m[1].length + (m[2]?.length ?? 0),
    textBlock: /^[|>][-+0-9]*$/.test(value),
    hasValue: value !== '',
  };
}

/** The lines above `index` that it could line up with: each is less indented than the ones after it. */
function linesAbove(lines: string[], index: number): Line[] {
  const found: Line[] = [];
  let min = Infinity;
  for (let i = index - 1; i >= 0 && min > 0; i--) {
    const l = readLine(lines[i]);
    if (!l || l.indent >= min) continue;
    if (l.textBlock) found.length = 0;
    found.push(l);
    min = l.indent;
  }
  return found;
}

function indentProblem(lines: string[], index: number): Problem | undefined {
  const line = readLine(lines[index]);
  if (!line) return undefined;
  const where = { line: index + 1, col: line.indent + 1 };
  const above = linesAbove(lines, index);

  if (line.dash) {
    // A list entry must line up with its sibling entries: those with the same first field (the pasted "- path:" blocks),
    // else the nearest entry above, unless this is the first entry of a list under an empty "field:" just above it.
    const firstDash = above.findIndex((l) => l.dash);
    const owner = above.findIndex((l) => l.key && !l.hasValue && l.keyCol <= line.indent);
    const sibling =
      above.find((l) => l.dash && line.key && l.key === line.key) ??
      (owner !== -1 && (firstDash === -1 || owner < firstDash) ? undefined : above[firstDash]);
    if (sibling && sibling.indent !== line.indent) {
      const diff = line.indent - sibling.indent;
      const others = sibling.key && sibling.key === line.key ? `"- ${sibling.key}:"` : '"- "';
      return { ...where, ...problem('YAML036', { diff, others }) };
    }
    return undefined;
  }

  const previous = above[0];
  if (previous?.key && previous.hasValue && !previous.textBlock && line.indent > previous.keyCol) {
    const entry = previous.dash ? entryOutOfLine(lines, index, previous, line) : undefined;
    if (entry) return entry;
    const dipped = !previous.dash ? lineOutOfItsFields(lines, index, previous, line) : undefined;
    if (dipped) return dipped;
    return { ...where, ...problem('YAML037', { diff: line.indent - previous.keyCol, field: previous.key }) };
  }
  const fields = above.filter((l) => l.key);
  if (fields.some((l) => l.keyCol === line.indent)) return undefined;
  const target = fields.filter((l) => l.keyCol > line.indent).sort((a, b) => a.keyCol - b.keyCol)[0];
  if (!target) return undefined;
  return { ...where, ...problem('YAML038', { diff: target.keyCol - line.indent, field: target.key! }) };
}

/**
 * One field written short among fields that line up (pasted two spaces in from the left, between two fields of the
 * same entry): that field's line is the one to move, not the lines after it. `previous` is the nearest line above
 * `index`, a field with its value on its line; `line` the deeper one under it.
 */
function lineOutOfItsFields(lines: string[], index: number, previous: Line, line: Line): Problem | undefined {
  let at = index - 1;
  while (at >= 0 && !readLine(lines[at])) at--;
  let before = at - 1;
  while (before >= 0 && !readLine(lines[before])) before--;
  const field = before >= 0 ? readLine(lines[before]) : undefined;
  if (!field?.key || field.dash || field.keyCol !== line.indent) return undefined;
  return {
    line: at + 1,
    col: previous.indent + 1,
    ...problem('YAML038', { diff: line.indent - previous.keyCol, field: field.key }),
  };
}

/**
 * The first entry of a list written out of line with the entries after it (its "- " one space short, its fields where
 * theirs are): that entry's line is the one to move, not each field under it. `entry` is the nearest line above
 * `index` that starts with "- ", `line` the field under it.
 */
function entryOutOfLine(lines: string[], index: number, entry: Line, line: Line): Problem | undefined {
  let at = index - 1;
  while (at >= 0 && readLine(lines[at]) === undefined) at--;
  for (let i = index + 1; i < lines.length; i++) {
    const next = readLine(lines[i]);
    if (!next) continue;
    if (next.indent < Math.min(entry.indent, line.indent) - 2) return undefined;
    if (!next.dash || next.key !== entry.key) continue;
    if (next.indent === entry.indent || next.keyCol !== line.indent) return undefined;
    const diff = entry.indent - next.indent;
    return { line: at + 1, col: entry.indent + 1, ...problem('YAML036', { diff, others: `"- ${entry.key}:"` }) };
  }
  return undefined;
}

// ---------------------------------------------------------------- aliases

/** Where the alias that yaml refused while making the data stands: one to nothing, or one of too many copies. */
function aliasProblem(doc: Document, err: ReferenceError, at: At): Problem {
  const unresolved = /Unresolved alias.*: (.*)$/.exec(err.message)?.[1];
  let alias: Alias | undefined;
  visit(doc, {
    Alias(_key, node) {
      if (unresolved === undefined || node.source === unresolved) {
        alias = node;
        return visit.BREAK;
      }
    },
  });
  const where = at(alias?.range?.[0] ?? 0);
  return unresolved !== undefined
    ? { ...where, ...problem('YAML039', { name: unresolved }) }
    : { ...where, ...problem('YAML040', { max: MAX_ALIASES }) };
}

/** An alias inside the very value it repeats would never end; yaml would make a value that contains itself. */
function selfAlias(doc: Document, at: At): Problem | undefined {
  let found: Alias | undefined;
  visit(doc, {
    Alias(_key, node, path) {
      if (path.some((p) => isNode(p) && p.anchor === node.source)) {
        found = node;
        return visit.BREAK;
      }
    },
  });
  return found && { ...at(found.range?.[0] ?? 0), ...problem('YAML041', { name: found.source }) };
}

// ---------------------------------------------------------------- positions

function offsetOf(doc: Document, path: DataPath, wantKey: boolean): number {
  let node: Node | null | undefined = doc.contents as Node | null;
  let best = node?.range?.[0] ?? 0;
  for (let i = 0; i < path.length; i++) {
    const step = path[i];
    const last = i === path.length - 1;
    if (isMap(node)) {
      const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === String(step));
      if (!pair) return best;
      const keyNode = pair.key as Node;
      if (last && wantKey) return keyNode.range?.[0] ?? best;
      best = keyNode.range?.[0] ?? best;
      node = pair.value as Node | null;
      if (node?.range) best = node.range[0];
    } else if (isSeq(node)) {
      const item = node.items[Number(step)] as Node | undefined;
      if (!item) return best;
      node = item;
      if (node.range) best = node.range[0];
    } else {
      return best;
    }
  }
  return best;
}
