import { Composer, Lexer, LineCounter, Parser, YAMLParseError, isMap, isNode, isPair, isSeq, isScalar, visit, type Alias, type Document, type Node, type YAMLError } from 'yaml';
import type { Problem } from '../core/problems.ts';
import { FIELD_NAMES, MULTILINE_FIELDS } from './schemaCheck.ts';

export type DataPath = (string | number)[];

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
    problems = [err instanceof ReferenceError && doc ? aliasProblem(doc, err, at) : { line: 1, col: 1, message: 'this file cannot be read; check it for very deep nesting or unusual characters' }];
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
  '00AD': 'a soft hyphen', '200B': 'a zero-width space', '200C': 'a zero-width non-joiner', '200D': 'a zero-width joiner',
  '200E': 'a left-to-right mark', '200F': 'a right-to-left mark', '2028': 'a line separator', '2029': 'a paragraph separator',
  '2060': 'a word joiner', 'FEFF': 'a byte order mark',
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
    return { line: 1, col: 1, message: 'this file is saved as UTF-16 ("Unicode"), not UTF-8: save it again as UTF-8 (in Notepad, File > Save as, Encoding: UTF-8; in VS Code, click "UTF-16" in the status bar, then "Save with Encoding", "UTF-8")' };
  }
  const bad = text.indexOf('\uFFFD');
  if (bad === -1) return undefined;
  return { ...at(bad), message: 'here is a byte that is not UTF-8 text (a character saved by a program in another encoding, such as Windows-1252 "ANSI"), read as "\uFFFD": type the character again here and save the file as UTF-8' };
}

function sourceProblems(text: string, at: At): Problem[] {
  const encoding = encodingProblem(text, at);
  if (encoding) return [encoding];
  if (text.length * 3 > MAX_SITE_YAML_BYTES) {
    const bytes = utf8Length(text);
    if (bytes > MAX_SITE_YAML_BYTES) {
      const n = (x: number) => x.toLocaleString('en-US');
      return [{ line: 1, col: 1, message: `the file is too large: ${n(bytes)} bytes; the limit is ${MAX_SITE_YAML_BYTES / 1024 / 1024} MiB (${n(MAX_SITE_YAML_BYTES)} bytes)` }];
    }
  }
  const problems: Problem[] = [];
  const invisible = new RegExp(INVISIBLE);
  for (let m = invisible.exec(text); m; m = invisible.exec(text)) {
    if (neededJoiner(text, m.index)) continue;
    const code = m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    const name = NAMES[code] ? ` (${NAMES[code]})` : '';
    problems.push({ ...at(m.index), message: `there is an invisible character U+${code}${name} here; delete it` });
    // One per line: deleting the first shows the next.
    const next = text.indexOf('\n', m.index);
    if (next === -1) break;
    invisible.lastIndex = next;
  }
  return problems;
}

const TOO_DEEP = `"[" and "{" are opened here more than ${MAX_BRACKET_DEPTH} times inside one another, each waiting for its "]" or "}"; a list in [ … ] or fields in { … } needs one pair: delete the extra "[" and "{" (and put text that starts with "[" in quotes)`;

/** The depth of "[" and "{" after `token`: a bracket is a token of its own ("[" inside quoted text is part of the text's). */
const bracketDepth = (depth: number, token: string) => (token === '[' || token === '{' ? depth + 1 : token === ']' || token === '}' ? Math.max(0, depth - 1) : depth);

/**
 * What makes a YAML file unreadable before its parser could say anything useful (for a file read with yaml's own
 * parseDocument, such as a translation): not UTF-8, or brackets nested past MAX_BRACKET_DEPTH (the parser recurses
 * once for each). At its line, once.
 */
export function unreadableTextProblem(text: string): Problem | undefined {
  const lines = new LineCounter();
  lines.addNewLine(0);
  for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', nl + 1)) lines.addNewLine(nl + 1);
  const at: At = (offset) => lines.linePos(offset);
  const encoding = encodingProblem(text, at);
  if (encoding || !/[[{]/.test(text)) return encoding;
  let depth = 0;
  let offset = 0;
  for (const token of new Lexer().lex(text)) {
    depth = bracketDepth(depth, token);
    if (depth > MAX_BRACKET_DEPTH) return { ...at(offset), message: TOO_DEEP };
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
  let problem: Problem | undefined;
  function* tokens() {
    let offset = 0;
    let pieces = 0;
    let depth = 0;
    for (const token of new Lexer().lex(text)) {
      // These markers are not part of the text (the same characters in the text were refused above).
      if (token !== '\x02' && token !== '\x18' && token !== '\x1f') {
        if (++pieces > MAX_PIECES) {
          problem = { ...at(offset), message: `the file is too large to read: more than ${MAX_PIECES.toLocaleString('en-US')} names, values and marks` };
          return;
        }
        depth = bracketDepth(depth, token);
        if (depth > MAX_BRACKET_DEPTH) {
          problem = { ...at(offset), message: TOO_DEEP };
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
      doc.errors.push(new YAMLParseError(next.range.slice(0, 2) as [number, number], 'MULTIPLE_DOCS', 'Source contains multiple documents'));
      break;
    }
  }
  return problem ? { problem } : { doc };
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
        return { ...pos, message: `"${key}" appears twice in this entry; keep one` };
      });
    if (first) problems.push(explain(first, text, lines, at));
    return problems;
  }
  const top = doc.contents;
  if (top === null) return [{ line: 1, col: 1, message: 'the file is empty' }];
  if (!isMap(top)) {
    const what = isSeq(top) ? 'a list' : 'plain text';
    return [{ ...at(top.range?.[0] ?? 0), message: `the file must start with named fields such as "site:" and "pages:", not ${what}` }];
  }
  const loop = selfAlias(doc, at);
  return loop ? [loop] : [...foldedProblems(doc, text, at), ...hashProblems(doc, text, at), ...escapedInvisibleProblems(doc, at)];
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
      const field = !inList && isPair(parent) && parent.value === node && isScalar(parent.key) ? String(parent.key.value) : undefined;
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
        problems.push({ ...where, message: `this entry is indented ${diff} ${diff === 1 ? 'space' : 'spaces'} too many, so it is read as more of the entry above; line it up with the other "- " entries` });
      } else {
        const what = inList ? 'a list entry' : `"${field}"`;
        problems.push({ ...where, message: `this line is read as more of the text above it, and ${what} is one line: join it to the line above (or, if it is an entry or field of its own, line it up with the others)` });
      }
    },
  });
  return problems;
}

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

const HASH_MESSAGE = 'a "#" after a space starts a comment, so the rest of this line would be left out; put this text in quotes';

/** What follows a "#" that is text, not a note: a letter or digit ("#1", "#hashtag"), or a number after a space ("# 1"). */
const TEXT_AFTER_HASH = /^(?:[\p{L}\p{N}]| +\d)/u;

/** Column (0-based) of a " #" that follows unquoted text and is itself followed by a letter or digit ("Rank #1"), if any. */
function textHash(line: string): number | undefined {
  let quote: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) { if (c === quote) quote = undefined; continue; }
    if ((c === '"' || c === "'") && /(^|[\s:{[,])$/.test(line.slice(0, i))) { quote = c; continue; }
    if (c === '#' && line[i - 1] === ' ') return /[^\s:{[,-]/.test(line[i - 2] ?? ' ') && TEXT_AFTER_HASH.test(line.slice(i + 1)) ? i : undefined;
  }
  return undefined;
}

/** Half of a character: a UTF-16 surrogate with no other half, which only an escape ("\ud800") can write. */
export const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
export const loneSurrogateMessage = (half: string) =>
  `this text holds "\\u${half.charCodeAt(0).toString(16).toUpperCase()}", half of a character written as an escape (a lone surrogate), which no page can show: write the character itself in its place, or delete the escape`;

/**
 * An invisible character written as an escape in "double quotes" ("\u200B"): the raw text has none to find; and half
 * a character ("\ud800"), which no page, address or file name can hold.
 */
function escapedInvisibleProblems(doc: Document, at: At): Problem[] {
  const problems: Problem[] = [];
  visit(doc, {
    Scalar(_key, node) {
      if (node.type !== 'QUOTE_DOUBLE' || typeof node.value !== 'string' || !node.range) return;
      const value = node.value;
      const half = LONE_SURROGATE.exec(value);
      if (half) {
        problems.push({ ...at(node.range[0]), message: loneSurrogateMessage(half[0]) });
        return;
      }
      const invisible = new RegExp(INVISIBLE);
      for (let m = invisible.exec(value); m; m = invisible.exec(value)) {
        if (neededJoiner(value, m.index) || /[\t\n\r]/.test(m[0])) continue;
        const code = m[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
        problems.push({ ...at(node.range[0]), message: `this text holds an invisible character U+${code}${NAMES[code] ? ` (${NAMES[code]})` : ''}, written as an escape; delete it` });
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
      if (after.startsWith(' #') && TEXT_AFTER_HASH.test(after.slice(2))) problems.push({ ...at(node.range[1] + 1), message: HASH_MESSAGE });
    },
  });
  return problems;
}

// Words for the parser's error codes when nothing more precise was found by looking at the line.
const PLAIN: Partial<Record<YAMLError['code'], string>> = {
  BAD_DQ_ESCAPE: 'inside "double quotes" a backslash must be written as \\\\; or use \'single quotes\'',
  BAD_INDENT: 'this line does not line up with the lines above it; check its indentation',
  BLOCK_AS_IMPLICIT_KEY: 'this line does not fit here; check its indentation and the colon after each field name',
  BLOCK_IN_FLOW: 'this does not fit inside { … } or [ … ]; put text that contains ": " or "- " in quotes',
  MISSING_CHAR: 'something is missing on this line; check for a missing colon, comma, quote or bracket',
  MULTILINE_IMPLICIT_KEY: 'this line has no colon after the field name; write it as "name: value"',
  MULTIPLE_DOCS: 'a line "---" splits the file in two; remove it',
  RESOURCE_EXHAUSTION: 'the entries here are nested too deeply to be read',
  TAB_AS_INDENT: 'tabs cannot be used to indent, use spaces',
  TAG_RESOLVE_FAILED: 'text cannot start with "!" unless it is in quotes; put this text in quotes',
  UNEXPECTED_TOKEN: 'this text does not fit here; check the indentation, commas and quotes on this line',
};
const FALLBACK = 'this line cannot be read; check its indentation, colons and quotes';

// Codes the parser uses when a line sits at the wrong indentation (it rarely says so directly).
const INDENT_CODES = new Set<string>(['BAD_INDENT', 'MISSING_CHAR', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'UNEXPECTED_TOKEN']);

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
  if (hash !== undefined) return { line: hashLine, col: hash + 1, message: HASH_MESSAGE };
  if (open) return { ...at(open.offset), message: `the ${open.char} opened here is never closed; add the missing ${open.closer}` };

  const tab = /^[ ]*\t/.exec(lineText);
  if (tab || err.code === 'TAB_AS_INDENT') {
    const col = tab ? tab[0].length : pos.col;
    return { line: pos.line, col, message: 'this line is indented with a tab; tabs cannot be used to indent, use spaces' };
  }

  // "field: text: more" reads as a field inside a field; the parser complains at the text after the first colon.
  const field = /([^\s{},:"']+)["']?\s*:\s*$/.exec(before)?.[1];
  const words = rest.replace(/\s#.*$/, '').trimEnd();
  if (field && ['BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'BLOCK_IN_FLOW'].includes(err.code) && !/^["']/.test(words)) {
    // "title: Four cases text: Separate workflows icon: document": fields written on one line, not text with a colon.
    const other = /(?:^|\s)([A-Za-z][A-Za-z0-9]*): /.exec(words);
    if (other && FIELD_NAMES.has(other[1])) {
      const col = pos.col + other.index + other[0].indexOf(other[1]);
      const inBraces = /\{[^}]*$/.test(before);
      return {
        line: pos.line, col,
        message: inBraces
          ? `"${other[1]}:" starts another field of this entry: put a comma before it`
          : `"${other[1]}:" starts another field of this entry: put each field on its own line, lined up with "${field}"`,
      };
    }
    if (/:(\s|$)/.test(words)) {
      const what = words.endsWith(':') ? 'ends with a colon' : 'contains a colon followed by a space';
      return { ...pos, message: `the text of "${field}" ${what}; put this text in quotes` };
    }
  }

  if (INDENT_CODES.has(err.code)) {
    // When the error sits on a value, the line at fault is the next one that has a field: the parser read it as more of this value.
    let index = pos.line - 1;
    if (field && (err.code === 'BLOCK_AS_IMPLICIT_KEY' || err.code === 'MULTILINE_IMPLICIT_KEY')) {
      const isField = (i: number) => { const l = readLine(lines[i]); return !!(l?.key || l?.dash); };
      do index++;
      while (index < lines.length && !isField(index));
    }
    const indent = index < lines.length ? indentProblem(lines, index) : undefined;
    if (indent) return indent;
    const glued = /^( *(?:- +)?[^\s:#]+):[^\s:]/.exec(lineText);
    if (glued) return { line: pos.line, col: glued[1].length + 1, message: 'put a space after this colon' };
    const here = readLine(lineText);
    if (here && !here.key && !here.dash && (err.code === 'MULTILINE_IMPLICIT_KEY' || /followed by map values/.test(err.message))) {
      return { line: pos.line, col: here.indent + 1, message: 'this line has no colon after the field name; write it as "name: value"' };
    }
  }

  if (err.code === 'UNEXPECTED_TOKEN') {
    const char = text[offset];
    if (char === ']' || char === '}') return { ...pos, message: `there is a "${char}" here with no "${char === ']' ? '[' : '{'}" before it; remove it` };
    if (/["']\s*$/.test(before)) return { ...pos, message: 'there is text after the closing quote; put all of the text inside the quotes' };
  }
  // "title: *Pension* Illustration" (WhatsApp bold), "[Draft] Pension", "& Co": a mark that starts something else in YAML.
  const start = /^( *(?:- +)?[^\s:#{}[\],"']+: +)([*&![%@`|>])/.exec(lineText);
  if (start && (err.code !== 'UNEXPECTED_TOKEN' || start[2] !== '[' || /\][^,\]}]*\S/.test(lineText.slice(start[1].length)))) {
    return { line: pos.line, col: start[1].length + 1, message: `text cannot start with "${start[2]}" unless it is in quotes; put this text in quotes` };
  }
  if (err.code === 'BAD_SCALAR_START') return { ...pos, message: `text cannot start with "${text[offset]}" unless it is in quotes; put this text in quotes` };
  return { ...pos, message: PLAIN[err.code] ?? FALLBACK };
}

/** The quote or bracket whose missing end made the parser give up at `offset`, if any really is missing. */
function unclosedBefore(text: string, offset: number, err: YAMLError): { offset: number; char: string; closer: string } | undefined {
  let found: { offset: number; char: string; closer: string } | undefined;
  const quoteMissing = err.code === 'MISSING_CHAR' && /quote/.test(err.message);
  const stack: unknown[] = [...new Parser().parse(text)];
  while (stack.length) {
    const token = stack.pop();
    if (!token || typeof token !== 'object') continue;
    const t = token as { type?: string; offset?: number; source?: string; start?: { offset: number; source: string }; end?: { type: string }[] };
    if (quoteMissing && (t.type === 'double-quoted-scalar' || t.type === 'single-quoted-scalar') && t.offset! < offset) {
      const q = t.source![0];
      if (!found || t.offset! > found.offset) found = { offset: t.offset!, char: `quote (${q})`, closer: `${q} at the end of the text` };
    } else if (!quoteMissing && t.type === 'flow-collection' && t.start!.offset <= offset) {
      const char = t.start!.source;
      const closer = char === '[' ? ']' : '}';
      const closed = t.end?.some((e) => e.type === (char === '[' ? 'flow-seq-end' : 'flow-map-end'));
      if (!closed && (!found || t.start!.offset > found.offset)) found = { offset: t.start!.offset, char: `"${char}"`, closer: `"${closer}"` };
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

const spaces = (n: number) => `${n} ${n === 1 ? 'space' : 'spaces'}`;

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
    const sibling = above.find((l) => l.dash && line.key && l.key === line.key)
      ?? (owner !== -1 && (firstDash === -1 || owner < firstDash) ? undefined : above[firstDash]);
    if (sibling && sibling.indent !== line.indent) {
      const diff = line.indent - sibling.indent;
      const others = sibling.key && sibling.key === line.key ? `"- ${sibling.key}:"` : '"- "';
      return { ...where, message: `this entry is indented ${spaces(Math.abs(diff))} too ${diff > 0 ? 'many' : 'few'}; it must line up with the other ${others} entries` };
    }
    return undefined;
  }

  const previous = above[0];
  if (previous?.key && previous.hasValue && !previous.textBlock && line.indent > previous.keyCol) {
    return { ...where, message: `this line is indented ${spaces(line.indent - previous.keyCol)} more than the field above it; line it up with "${previous.key}"` };
  }
  const fields = above.filter((l) => l.key);
  if (fields.some((l) => l.keyCol === line.indent)) return undefined;
  const target = fields.filter((l) => l.keyCol > line.indent).sort((a, b) => a.keyCol - b.keyCol)[0];
  if (!target) return undefined;
  return { ...where, message: `this line is indented ${spaces(target.keyCol - line.indent)} less than "${target.key}" above it; line it up with "${target.key}"` };
}

// ---------------------------------------------------------------- aliases

/** Where the alias that yaml refused while making the data stands: one to nothing, or one of too many copies. */
function aliasProblem(doc: Document, err: ReferenceError, at: At): Problem {
  const unresolved = /Unresolved alias.*: (.*)$/.exec(err.message)?.[1];
  let alias: Alias | undefined;
  visit(doc, { Alias(_key, node) { if (unresolved === undefined || node.source === unresolved) { alias = node; return visit.BREAK; } } });
  const where = at(alias?.range?.[0] ?? 0);
  return unresolved !== undefined
    ? { ...where, message: `"*${unresolved}" repeats the value marked "&${unresolved}", but no value above it has that mark` }
    : { ...where, message: `too many aliases (a YAML bomb): at most ${MAX_ALIASES}` };
}

/** An alias inside the very value it repeats would never end; yaml would make a value that contains itself. */
function selfAlias(doc: Document, at: At): Problem | undefined {
  let found: Alias | undefined;
  visit(doc, { Alias(_key, node, path) { if (path.some((p) => isNode(p) && p.anchor === node.source)) { found = node; return visit.BREAK; } } });
  return found && { ...at(found.range?.[0] ?? 0), message: `"*${found.source}" repeats the entry it sits in, which would never end; remove it` };
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
