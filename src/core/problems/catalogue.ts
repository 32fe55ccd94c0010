// Every problem the site's tools can tell its owner, in one place: each has a permanent code, a title, the words it
// prints (made from its values), a hint where there is more to say, and, where the words say exactly what to type, a
// fix a program can apply (the editor, the tests that follow advice to the letter).
//
// CODES ARE PERMANENT. A code names one problem for good: the owner, the docs (docs/reference/problems.md, generated
// from this file by scripts/gen-problems-doc.ts) and support conversations refer to it. Never renumber, reuse or
// repurpose a code; a problem that is no longer found keeps its code, retired (delete the entry and leave its number
// unused). A new problem takes the next free number of its area; a number with no entry (FILE004) is not to be used.
// Codes are an area's prefix and three digits:
//   YAML    the file as text: encoding, invisible characters, YAML syntax, indentation (src/content/yamlSource.ts)
//   SCHEMA  fields and values against schemas/site.schema.json (src/content/schemaCheck.ts)
//   TRANS   translation files, site.<code>.yaml (src/contract/translations.ts)
//   ADDR    addresses the last build published that this one would not (src/contract/oldAddresses.ts)
//   FILE    files and pictures in public/ (src/contract/resolve/files.ts, downloads.ts, mapPicture.ts, src/media/pictures;
//           a HEIC photo's name: src/content/schemaCheck.ts)
//   VIDEO   videos, their captions and YouTube addresses (src/contract/resolve/videos.ts, youtube.ts, src/media/videos)
//   LINK    links and anchors (src/contract/resolve/links.ts, anchors.ts)
//   PAGE    pages, kinds, blocks, parts, menus and lists (src/contract/resolve/expand.ts, assemble.ts, lists.ts, …)
//   FACT    the site's facts, registrations and vacancies (src/contract/resolve/facts.ts, registrations.ts, positions.ts)
//   BROCHURE text a brochure's fonts cannot draw (src/contract/resolve/brochureText.ts)
//   CHECK   the built HTML against the page descriptors (src/check/checkSite.ts)
//   EDIT    what the editor refuses to open, save or upload (src/edit/server.ts)
// A message's words are the owner's interface: change them only on purpose (the tests compare some of them whole).

/**
 * What to change to follow a problem's advice, relative to where the problem is (its line, and its column on that
 * line); see `applyFix` for exactly what each does.
 */
export type Fix =
  /** The first `text` at or after the column on the problem's line (else the first before it) is replaced by `with`. */
  | { replace: { text: string; with: string } }
  /** The first `text` at or after the column on the problem's line (else the first before it) is deleted. */
  | { delete: { text: string } }
  /** `text` is inserted at the column (spaces just before the column are dropped when `text` starts with ","). */
  | { insert: { text: string } }
  /** The problem's line moved `by` spaces to the right (a negative number: to the left). */
  | { indent: { by: number } }
  /** The problem's line joined to the one above it, with one space between. */
  | { joinLineAbove: true }
  /** `text`, a line of its own, inserted after the problem's line. */
  | { insertLine: { text: string } }
  /** The problem's line broken at the column, the rest on a line of its own starting at column `col` (1-based). */
  | { splitLine: { col: number } }
  /** The value that starts at the column (to the end of the line, or of its `{ … }` field) put in double quotes. */
  | { quote: true }
  /**
   * The value that starts at the column replaced by `with`: in quotes, to its closing quote; else to the end of the
   * line, of its `{ … }` field, or to a comment.
   */
  | { value: { with: string } };

export interface Entry<V> {
  /** A few words for the list of problems. */
  title: string;
  /** The words the owner reads, exactly, made from the problem's values. */
  message: (values: V) => string;
  /** More about the problem and its usual causes, for the reference. */
  hint?: string;
  /** What to change to follow the advice, when the words say exactly what to type. */
  fix?: (values: V) => Fix | undefined;
  /** Values for the reference's example message. */
  example: NoInfer<V>;
  /** Found as a warning: the site still builds. */
  warning?: true;
}

/** Any entry, whatever its values. */
type AnyEntry = Omit<Entry<never>, 'example'> & { example: unknown };

const entry = <V>(e: Entry<V>): Entry<V> => e;
// Entries without values.
type None = Record<string, never>;
const fixed = (
  title: string,
  message: string,
  more: { hint?: string; fix?: Fix; warning?: true } = {},
): Entry<None> => ({
  title,
  message: () => message,
  example: {},
  ...(more.hint ? { hint: more.hint } : {}),
  ...(more.fix ? { fix: () => more.fix } : {}),
  ...(more.warning ? { warning: true } : {}),
});

/** « (did you mean "x"?)» when there is a suggestion, else "". */
export const dym = (suggestion: string | undefined) => (suggestion ? ` (did you mean "${suggestion}"?)` : '');
const spaces = (n: number) => `${n} ${n === 1 ? 'space' : 'spaces'}`;
/** The number a country-code advice quotes ("…: \"+91 98220 12345\""), in place of the number as written. */
const countryCodeFix = (number: string, advice: string): Fix | undefined => {
  const m = /: "(\+[^"]+)"$/.exec(advice);
  return m ? { replace: { text: number, with: m[1] } } : undefined;
};
/** Where in an SVG file a problem with it is: its words start with it once the picture's place is known. */
interface SvgAt {
  shown: string;
  line: number;
  col: number;
}
const svgAt = (at: SvgAt | undefined) =>
  at ? `the SVG "${at.shown}", at its line ${at.line}, column ${at.col}, ` : '';
const SVG_AT: SvgAt = { shown: '/images/logo.svg', line: 3, col: 5 };
const n = (x: number) => x.toLocaleString('en-US');

export const CATALOGUE = {
  // ---------------------------------------------------------------- YAML: the file as text
  YAML001: fixed(
    'The file cannot be read',
    'this file cannot be read; check it for very deep nesting or unusual characters',
  ),
  YAML002: fixed(
    'Saved as UTF-16',
    'this file is saved as UTF-16 ("Unicode"), not UTF-8: save it again as UTF-8 (in Notepad, File > Save as, Encoding: UTF-8; in VS Code, click "UTF-16" in the status bar, then "Save with Encoding", "UTF-8")',
  ),
  YAML003: fixed(
    'A byte that is not UTF-8',
    'here is a byte that is not UTF-8 text (a character saved by a program in another encoding, such as Windows-1252 "ANSI"), read as "\uFFFD": type the character again here and save the file as UTF-8',
    {
      hint: 'Usually a character such as é, ₹ or a curly quote pasted into a file that a program then saved in Windows-1252 ("ANSI").',
    },
  ),
  YAML004: entry({
    title: 'The file is too large',
    message: (v: { bytes: number; limit: number }) =>
      `the file is too large: ${n(v.bytes)} bytes; the limit is ${v.limit / 1024 / 1024} MiB (${n(v.limit)} bytes)`,
    example: { bytes: 9_000_000, limit: 8 * 1024 * 1024 },
  }),
  YAML005: entry({
    title: 'An invisible character',
    message: (v: { code: string; name?: string }) =>
      `there is an invisible character U+${v.code}${v.name ? ` (${v.name})` : ''} here; delete it`,
    hint: 'Text pasted from Word, web pages or chat apps often carries characters that show as nothing: zero-width spaces, direction marks, soft hyphens.',
    fix: (v) => ({ delete: { text: String.fromCodePoint(parseInt(v.code, 16)) } }),
    example: { code: '200B', name: 'a zero-width space' },
  }),
  YAML006: entry({
    title: 'Brackets nested too deeply',
    message: (v: { depth: number }) =>
      `"[" and "{" are opened here more than ${v.depth} times inside one another, each waiting for its "]" or "}"; a list in [ … ] or fields in { … } needs one pair: delete the extra "[" and "{" (and put text that starts with "[" in quotes)`,
    example: { depth: 64 },
  }),
  YAML007: entry({
    title: 'Too many pieces to read',
    message: (v: { limit: number }) => `the file is too large to read: more than ${n(v.limit)} names, values and marks`,
    example: { limit: 2_000_000 },
  }),
  YAML008: entry({
    title: 'A field written twice',
    message: (v: { key: string }) => `"${v.key}" appears twice in this entry; keep one`,
    hint: 'YAML keeps only the last of two lines with the same field name in one entry; the first would be lost without a word.',
    example: { key: 'title' },
  }),
  YAML009: fixed('The file is empty', 'the file is empty'),
  YAML010: entry({
    title: 'The file does not start with fields',
    message: (v: { what: 'a list' | 'plain text' }) =>
      `the file must start with named fields such as "site:" and "pages:", not ${v.what}`,
    example: { what: 'a list' },
  }),
  YAML011: entry({
    title: 'A list entry folded into the one above',
    message: (v: { diff: number }) =>
      `this entry is indented ${v.diff} ${v.diff === 1 ? 'space' : 'spaces'} too many, so it is read as more of the entry above; line it up with the other "- " entries`,
    hint: "A list entry indented more than the one above is read as the rest of that entry's text: the two become one.",
    fix: (v) => ({ indent: { by: -v.diff } }),
    example: { diff: 1 },
  }),
  YAML012: entry({
    title: 'A line read as more of the text above',
    message: (v: { field?: string }) =>
      `this line is read as more of the text above it, and ${v.field === undefined ? 'a list entry' : `"${v.field}"`} is one line: join it to the line above (or, if it is an entry or field of its own, line it up with the others)`,
    fix: () => ({ joinLineAbove: true }),
    example: { field: 'title' },
  }),
  YAML013: fixed(
    'A "#" that starts a comment',
    'a "#" after a space starts a comment, so the rest of this line would be left out; put this text in quotes',
    { fix: { quote: true } },
  ),
  YAML014: entry({
    title: 'Half a character written as an escape',
    message: (v: { hex: string }) =>
      `this text holds "\\u${v.hex}", half of a character written as an escape (a lone surrogate), which no page can show: write the character itself in its place, or delete the escape`,
    example: { hex: 'D83D' },
  }),
  YAML015: entry({
    title: 'An invisible character written as an escape',
    message: (v: { code: string; name?: string; escape?: string }) =>
      `this text holds an invisible character U+${v.code}${v.name ? ` (${v.name})` : ''}, written as an escape; delete it`,
    fix: (v) => (v.escape ? { delete: { text: v.escape } } : undefined),
    example: { code: '200B', name: 'a zero-width space', escape: '\\u200B' },
  }),
  YAML016: entry({
    title: 'A quote or bracket never closed',
    message: (v: { char: string; closer: string }) =>
      `the ${v.char} opened here is never closed; add the missing ${v.closer}`,
    hint: 'The parser reads on to the end of the file looking for the closing mark, so the mistake is where the mark was opened.',
    example: { char: '"["', closer: '"]"' },
  }),
  YAML017: fixed(
    'A line indented with a tab',
    'this line is indented with a tab; tabs cannot be used to indent, use spaces',
    {
      hint: 'Some editors insert a tab when Tab is pressed; YAML counts only spaces. Set the editor to indent with spaces.',
    },
  ),
  YAML018: entry({
    title: 'Fields run together inside { … }',
    message: (v: { field: string }) => `"${v.field}:" starts another field of this entry: put a comma before it`,
    fix: () => ({ insert: { text: ', ' } }),
    example: { field: 'text' },
  }),
  YAML019: entry({
    title: 'Fields written on one line',
    message: (v: { field: string; first: string; firstCol: number }) =>
      `"${v.field}:" starts another field of this entry: put each field on its own line, lined up with "${v.first}"`,
    fix: (v) => ({ splitLine: { col: v.firstCol } }),
    example: { field: 'text', first: 'title', firstCol: 11 },
  }),
  YAML020: entry({
    title: 'Text with a colon',
    message: (v: { field: string; endsWithColon: boolean }) =>
      `the text of "${v.field}" ${v.endsWithColon ? 'ends with a colon' : 'contains a colon followed by a space'}; put this text in quotes`,
    fix: () => ({ quote: true }),
    example: { field: 'title', endsWithColon: false },
  }),
  YAML021: fixed('No space after a colon', 'put a space after this colon', {
    fix: { replace: { text: ':', with: ': ' } },
  }),
  YAML022: fixed(
    'No colon after a field name',
    'this line has no colon after the field name; write it as "name: value"',
  ),
  YAML023: entry({
    title: 'A closing bracket with no opening one',
    message: (v: { char: ']' | '}' }) =>
      `there is a "${v.char}" here with no "${v.char === ']' ? '[' : '{'}" before it; remove it`,
    fix: (v) => ({ delete: { text: v.char } }),
    example: { char: ']' },
  }),
  YAML024: entry({
    title: 'Text after a closing quote',
    message: (v: { typed: string; wrapped: string }) =>
      `this text starts with a quote, so YAML ends it at the closing quote and cannot read the words after it; to show it as typed, quotes and all, put all of it in quotes: ${v.wrapped}`,
    hint: 'Without the quotes shown, write the text with no quotes at all, or with the whole of it inside double quotes.',
    fix: (v) => ({ replace: { text: String(v.typed), with: String(v.wrapped) } }),
    example: { typed: '"Paperless" pension cases', wrapped: `'"Paperless" pension cases'` },
  }),
  YAML025: entry({
    title: 'Text starting with a YAML mark',
    message: (v: { mark: string }) =>
      `text cannot start with "${v.mark}" unless it is in quotes; put this text in quotes`,
    hint: 'In YAML, *, &, !, [, {, %, @, `, | and > at the start of a value mean something else; WhatsApp bold (*Pension*) is the usual case.',
    fix: () => ({ quote: true }),
    example: { mark: '*' },
  }),
  YAML026: fixed(
    'A backslash inside double quotes',
    'inside "double quotes" a backslash must be written as \\\\; or use \'single quotes\'',
  ),
  YAML027: fixed(
    'A line that does not line up',
    'this line does not line up with the lines above it; check its indentation',
  ),
  YAML028: fixed(
    'A line that does not fit',
    'this line does not fit here; check its indentation and the colon after each field name',
  ),
  YAML029: fixed(
    'Something that does not fit inside { … } or [ … ]',
    'this does not fit inside { … } or [ … ]; put text that contains ": " or "- " in quotes',
  ),
  YAML030: fixed(
    'Something missing on a line',
    'something is missing on this line; check for a missing colon, comma, quote or bracket',
  ),
  YAML031: fixed('A "---" line', 'a line "---" splits the file in two; remove it'),
  YAML032: fixed('Nested too deeply', 'the entries here are nested too deeply to be read'),
  YAML033: fixed('A tab used to indent', 'tabs cannot be used to indent, use spaces'),
  YAML034: fixed(
    'Text that does not fit',
    'this text does not fit here; check the indentation, commas and quotes on this line',
  ),
  YAML035: fixed('A line that cannot be read', 'this line cannot be read; check its indentation, colons and quotes'),
  YAML036: entry({
    title: 'A list entry out of line with its siblings',
    message: (v: { diff: number; others: string }) =>
      `this entry is indented ${spaces(Math.abs(v.diff))} too ${v.diff > 0 ? 'many' : 'few'}; it must line up with the other ${v.others} entries`,
    hint: 'Entries of one list start at the same column: copy the indentation of the entry above.',
    fix: (v) => ({ indent: { by: -v.diff } }),
    example: { diff: 2, others: '"- path:"' },
  }),
  YAML037: entry({
    title: 'A line indented more than the field above',
    message: (v: { diff: number; field: string }) =>
      `this line is indented ${spaces(v.diff)} more than the field above it; line it up with "${v.field}"`,
    fix: (v) => ({ indent: { by: -v.diff } }),
    example: { diff: 2, field: 'title' },
  }),
  YAML038: entry({
    title: 'A line indented less than the field above',
    message: (v: { diff: number; field: string }) =>
      `this line is indented ${spaces(v.diff)} less than "${v.field}" above it; line it up with "${v.field}"`,
    fix: (v) => ({ indent: { by: v.diff } }),
    example: { diff: 2, field: 'title' },
  }),
  YAML039: entry({
    title: 'An alias to no value',
    message: (v: { name: string }) =>
      `"*${v.name}" repeats the value marked "&${v.name}", but no value above it has that mark`,
    example: { name: 'office' },
  }),
  YAML040: entry({
    title: 'Too many aliases',
    message: (v: { max: number }) => `too many aliases (a YAML bomb): at most ${v.max}`,
    example: { max: 1000 },
  }),
  YAML041: entry({
    title: 'An alias inside what it repeats',
    message: (v: { name: string }) => `"*${v.name}" repeats the entry it sits in, which would never end; remove it`,
    example: { name: 'card' },
  }),
  YAML042: entry({
    title: 'A non-breaking space where YAML needs a space',
    message: (v: { spaces: string }) =>
      v.spaces.length === 1
        ? 'this space is a non-breaking space, which looks like a space but is not read as one here; type an ordinary space in its place'
        : `these ${v.spaces.length} spaces are non-breaking spaces, which look like spaces but are not read as spaces here; type ordinary spaces in their place`,
    hint: 'Text pasted from Word, web pages or WhatsApp often carries non-breaking spaces; where they stand for the spaces of the indentation or the one after a colon, the line no longer fits.',
    fix: (v) => ({ replace: { text: v.spaces, with: ' '.repeat(v.spaces.length) } }),
    example: { spaces: '\u00A0\u00A0\u00A0\u00A0' },
  }),
  YAML043: entry({
    title: 'A list entry begun with a dash or a bullet',
    message: (v: { mark: string; name: string }) =>
      `this line starts with ${v.name} (${v.mark.trim()}), where a list entry starts with a hyphen and a space; type "- " in its place`,
    hint: 'Word turns a hyphen typed at the start of a line into a dash or a bullet, and a list copied from Word or a chat keeps its bullets; in site.yaml such a line is not a list entry. A dash inside a text, or on a line of a text written under "|", stays as it is.',
    fix: (v) => ({ replace: { text: v.mark, with: '- ' } }),
    example: { mark: '\u2013 ', name: 'an en dash' },
  }),
  YAML044: entry({
    title: 'Paragraphs or a list that YAML joins into one line',
    message: (v: { field: string; marker?: string; header?: string; literal?: string; indent?: number }) =>
      `${v.header ? `"${v.field}" is written after "${v.header}", which joins its lines` : `"${v.field}" runs on over several lines, which YAML joins`}: ${v.marker ? `a line that starts a list entry ("${v.marker}") is joined to the line above it, and the page shows them as one sentence` : 'the blank line between two paragraphs is read as a line break, and the page shows them as one paragraph'}; ${v.header ? `write "${v.literal}" in place of "${v.header}"` : `write "|-" after "${v.field}:"${v.indent === undefined ? '' : ", with the text's first line moved below it"}`}, which keeps each line as it is written`,
    hint: 'In a text the site lays out as paragraphs and lists (a section\'s intro and body, a card\'s text and more, a gallery group\'s text, a form\'s notice, a product\'s description), YAML joins the lines written after ">" or with no sign at all, as it does a long sentence broken over two lines; after "|" each line stays a line, a blank line starts a paragraph, and lines starting with "- " or "•" make a list. A blank line is taken for a paragraph\'s where a line of the text is longer than 80 characters: a YAML writer, which folds lines at 80, writes a single line break as a blank line. A line that starts with a dash (– or —) is left as the text\'s.',
    fix: (v) =>
      v.header
        ? { replace: { text: v.header, with: v.literal! } }
        : { insert: { text: v.indent === undefined ? ' |-' : `|-\n${' '.repeat(v.indent)}` } },
    example: { field: 'text', marker: '-', header: '>-', literal: '|-' },
  }),

  // ---------------------------------------------------------------- SCHEMA: fields and values
  SCHEMA001: entry({
    title: 'A required field is missing',
    message: (v: { who: string; missing: string }) => `${v.who} is missing the required field "${v.missing}"`,
    hint: 'Each kind of entry has fields it cannot do without; the message names the one missing and the entry it is missing from.',
    example: { who: 'the page "/About"', missing: 'title' },
  }),
  SCHEMA002: entry({
    title: 'A comma split a text inside { … }',
    message: (v: { name: string }) =>
      `"${v.name}" was read as a field name: a comma inside { … } splits the text there; put the whole text in quotes`,
    fix: () => ({ quote: true }),
    example: { name: 'Pune and Mumbai' },
  }),
  SCHEMA003: entry({
    title: 'An unknown field',
    message: (v: { name: string; suggestion?: string; allowed: string[] }) =>
      `unknown field "${v.name}"${dym(v.suggestion)}; allowed here: ${v.allowed.join(', ')}`,
    hint: 'Field names are exact, letter case included; a misspelt name is otherwise ignored, and the value with it.',
    fix: (v) => (v.suggestion ? { replace: { text: v.name, with: v.suggestion } } : undefined),
    example: { name: 'titel', suggestion: 'title', allowed: ['path', 'title', 'description'] },
  }),
  SCHEMA004: entry({
    title: 'A field the build writes',
    message: (v: { field: string; why: string }) => `${v.field} is not written in site.yaml: ${v.why}`,
    example: { field: '"canonical"', why: "the build makes it from the page's path" },
  }),
  SCHEMA005: entry({
    title: 'A number or true/false where text is meant',
    message: (v: { field: string; readAs: 'a number' | 'true or false' }) =>
      `${v.field} is read as ${v.readAs}, and should be text: put this text in quotes`,
    hint: 'A phone number, PIN code or year written without quotes is read as a number.',
    fix: () => ({ quote: true }),
    example: { field: '"pin"', readAs: 'a number' },
  }),
  SCHEMA006: entry({
    title: 'A value of the wrong type',
    message: (v: { field: string; want: string }) => `${v.field} should be ${v.want}`,
    example: { field: '"users"', want: 'a list (lines starting with "- ")' },
  }),
  SCHEMA007: entry({
    title: 'A value not among the choices',
    message: (v: { field: string; value: string; allowed: string[]; suggestion?: string }) =>
      `${v.field} must be one of ${v.allowed.join(', ')}${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: v.value, with: v.suggestion } } : undefined),
    example: { field: '"template"', value: 'Prodcut', allowed: ['"Product"', '"Service"'], suggestion: 'Product' },
  }),
  SCHEMA008: entry({
    title: 'A value that must be one thing',
    message: (v: { field: string; value: string }) => `${v.field} must be ${v.value}`,
    example: { field: '"type"', value: '"hero"' },
  }),
  SCHEMA009: entry({
    title: "Another site's address without words",
    message: (v: { field: string; host: string; address: string }) =>
      `${v.field} is another site's address, and a link to another site needs the words it shows: write { label: ${v.host}, to: "${v.address}" } (with other words after label: if you like)`,
    fix: (v) => ({ replace: { text: v.address, with: `{ label: ${v.host}, to: "${v.address}" }` } }),
    example: { field: 'item 2 of "links"', host: 'example.org', address: 'https://example.org/' },
  }),
  SCHEMA010: entry({
    title: 'An invisible control character',
    message: (v: { field: string }) => `${v.field} contains an invisible control character; retype the text without it`,
    example: { field: '"title"' },
  }),
  SCHEMA011: entry({
    title: 'A value of the wrong form',
    message: (v: { field: string; value: string; expected?: string }) =>
      `${v.field} has the wrong form: ${v.value}${v.expected ? ` (expected: ${v.expected})` : ''}`,
    example: { field: '"path"', value: '"about us"', expected: 'a path such as /About' },
  }),
  SCHEMA023: entry({
    title: 'A date written day first',
    message: (v: { field: string; typed: string; date: string }) =>
      `${v.field} is a date written day first (${v.typed}); write it year first, in quotes: "${v.date}"`,
    fix: (v) => ({ replace: { text: v.typed, with: `"${v.date}"` } }),
    example: { field: '"closes"', typed: '31/12/2026', date: '2026-12-31' },
  }),
  SCHEMA024: entry({
    title: "A page's address written like its title",
    message: (v: { field: string; typed: string; path: string }) =>
      `${v.field} "${v.typed}" is not a page's address: after its one /, an address has only letters, digits, _ and - (no spaces); write ${v.path}`,
    fix: (v) => ({ replace: { text: v.typed, with: v.path } }),
    example: { field: '"path"', typed: '/Payroll System', path: '/PayrollSystem' },
  }),
  SCHEMA025: entry({
    title: 'A file written with backslashes',
    message: (v: { field: string; typed: string; path: string }) =>
      `${v.field} "${v.typed}" is written with backslashes (\\), as Windows shows folders; a site's files are written with forward slashes: write ${v.path}`,
    fix: (v) => ({ replace: { text: v.typed, with: v.path } }),
    example: { field: '"src"', typed: '\\images\\products\\payroll.svg', path: '/images/products/payroll.svg' },
  }),
  SCHEMA026: entry({
    title: 'An e-mail address written as a link',
    message: (v: { field: string; typed: string; address: string }) =>
      `${v.field} is written as a link ("${v.typed}"); the site makes the link itself: write the address alone, ${v.address}`,
    fix: (v) => ({ replace: { text: v.typed, with: v.address } }),
    example: { field: '"address"', typed: 'mailto:sales@example.org', address: 'sales@example.org' },
  }),
  SCHEMA027: entry({
    title: "A date written with its month's name",
    message: (v: { field: string; typed: string; date: string }) =>
      `${v.field} is a date written with its month's name (${v.typed}); write it in numbers, year first, in quotes: "${v.date}"`,
    fix: (v) => ({ replace: { text: v.typed, with: `"${v.date}"` } }),
    example: { field: '"closes"', typed: '31 Dec 2026', date: '2026-12-31' },
  }),
  SCHEMA028: entry({
    title: 'A file whose name has spaces',
    message: (v: { field: string; typed: string; path: string; name: string }) =>
      `${v.field} names a file whose name has spaces or other characters a web address cannot carry ("${v.typed}"): rename the file public${v.typed} to ${v.name}, then write ${v.path}`,
    fix: (v) => ({ replace: { text: v.typed, with: v.path } }),
    example: {
      field: '"src"',
      typed: '/images/team/WhatsApp Image 2026-11-20 at 10.15.32.jpeg',
      path: '/images/team/whatsapp-image-2026-11-20-at-10-15-32.jpeg',
      name: 'whatsapp-image-2026-11-20-at-10-15-32.jpeg',
    },
  }),
  SCHEMA029: entry({
    title: 'A date that is not on the calendar',
    message: (v: { field: string; typed: string; month: string; days: number }) =>
      `${v.field} is ${v.typed}, a day that does not exist: ${v.month} has ${v.days} days; check the date`,
    hint: 'The 31st of a month of 30 days, or the 29th of February in a year that is not a leap year: the page would show it, and search engines would refuse it.',
    example: { field: '"closes"', typed: '2026-11-31', month: 'November 2026', days: 30 },
  }),
  SCHEMA030: entry({
    title: 'An e-mail address with a full stop after it',
    message: (v: { field: string; typed: string; address: string }) =>
      `${v.field} ends with "${v.typed.trim().slice(-1)}" after the address, as a sentence it was copied from did; write the address alone, ${v.address}`,
    fix: (v) => ({ replace: { text: v.typed.trim(), with: v.address } }),
    example: { field: '"address"', typed: 'sales@example.org.', address: 'sales@example.org' },
  }),
  SCHEMA031: entry({
    title: 'Yes or no written as words',
    message: (v: { field: string; typed: string; meant: string }) =>
      `${v.field} is "${v.typed}"; it takes true or false: write ${v.meant}`,
    fix: (v) => ({ replace: { text: v.typed, with: v.meant } }),
    example: { field: '"featured"', typed: 'yes', meant: 'true' },
  }),
  SCHEMA032: entry({
    title: 'Two phone numbers in one',
    message: (v: { field: string; typed: string; number: string; other: string }) =>
      `${v.field} holds two numbers, "${v.typed}": a phone number holds one, which its link calls; write ${v.number} here, and ${v.other} as another phone of site.phones (- { id: …, label: …, number: "${v.other}" })`,
    fix: (v) => ({ replace: { text: v.typed, with: v.number } }),
    example: {
      field: '"number"',
      typed: '+91 98220 12345 / 98220 12346',
      number: '+91 98220 12345',
      other: '98220 12346',
    },
  }),
  SCHEMA033: entry({
    title: 'A phone number with words in it',
    message: (v: { field: string; typed: string; number: string; phone: boolean }) =>
      `${v.field} "${v.typed}" holds more than its number, and a phone's link calls what is written: write ${v.number} alone${v.phone ? ' (who answers it goes in its label)' : ''}`,
    fix: (v) => ({ replace: { text: v.typed, with: v.number } }),
    example: { field: '"number"', typed: '+91 98220 12345 (Mr. Patil)', number: '+91 98220 12345', phone: true },
  }),
  SCHEMA034: entry({
    title: 'A value near its form',
    message: (v: { field: string; typed: string; meant: string; expected?: string }) =>
      `${v.field} "${v.typed}" is not of its form${v.expected ? ` (${v.expected.replace(/ \(OWNER[^)]*\)|\.$/g, '')})` : ''}: write ${v.meant}`,
    fix: (v) => ({ replace: { text: v.typed, with: v.meant } }),
    example: { field: '"postalCode"', typed: '411 045', meant: '411045', expected: 'A PIN code: six digits.' },
  }),
  SCHEMA035: entry({
    title: 'A size not written in bytes',
    message: (v: { field: string; typed: string; size: string; meant: number; most?: number }) =>
      `${v.field} is a number of bytes, written in digits alone${/^\d+$/.test(v.typed) ? ` (${v.typed} is ${v.typed} bytes, smaller than any file)` : ''}: ${v.size} is ${v.meant}${v.most ? `, more than the ${v.most} (${v.most / 1024 ** 2} MB) it may be at most; write ${v.most} or less` : `; write ${v.meant}`}`,
    hint: 'A size is said in megabytes (5 MB) but kept in bytes, the unit browsers measure a file in: 1 MB is 1,048,576 bytes. A résumé of more than 20 MB is refused by most form services.',
    fix: (v) => (v.most ? undefined : { replace: { text: v.typed, with: String(v.meant) } }),
    example: { field: '"resumeMaxBytes"', typed: '5 MB', size: '5 MB', meant: 5242880 },
  }),
  SCHEMA036: entry({
    title: "A service's embed code where its address is asked for",
    message: (v: { field: string; typed: string; address: string }) =>
      `${v.field} is a service's whole embed code (<iframe …>), and only its address is asked for, the part in src="…": write ${v.address}`,
    hint: 'A maps or video service offers "Embed" code to copy, an <iframe> with the address inside it; the site makes the frame itself.',
    fix: (v) => ({ replace: { text: v.typed, with: v.address } }),
    example: {
      field: '"embedUrl"',
      typed: '<iframe src="https://www.google.com/maps/embed?pb=!1m18" width="600" height="450"></iframe>',
      address: 'https://www.google.com/maps/embed?pb=!1m18',
    },
  }),
  SCHEMA037: entry({
    title: "A profile's handle where its address goes",
    message: (v: { field: string; typed: string; service?: string; meant?: string }) =>
      `${v.field} "${v.typed}" is a profile's handle, and a link needs its whole address: ${v.meant ? `on ${v.service}, write ${v.meant}` : "open the profile in a browser and copy the address from the browser's bar (https://…)"}`,
    hint: 'A handle (@name) is how people find a profile inside the app; a link on a web page needs the address that opens it in a browser. LinkedIn has no handle that makes one address: copy it from the profile.',
    fix: (v) => (v.meant ? { replace: { text: v.typed, with: v.meant } } : undefined),
    example: {
      field: '"to"',
      typed: '@vistaar.software',
      service: 'Instagram',
      meant: 'https://www.instagram.com/vistaar.software',
    },
  }),
  SCHEMA038: entry({
    title: 'An e-mail address with a space before or after it',
    message: (v: { field: string; typed: string; address: string }) =>
      `${v.field} "${v.typed}" has a space ${/^\s/.test(v.typed) ? 'before' : 'after'} the address, and a mail program takes no address with one: write ${v.address}`,
    hint: 'A space copied with an address from a sentence, a signature or a table, kept inside the quotes.',
    fix: (v) => ({ replace: { text: v.typed, with: v.address } }),
    example: { field: '"address"', typed: 'info@example.in ', address: 'info@example.in' },
  }),
  SCHEMA039: entry({
    title: "A phone's number in a link, where its id goes",
    message: (v: { field: string; typed: string; number: string; meant?: string }) =>
      `${v.field} "${v.typed}" dials a number written in the link, and a link names a phone by its id in site.phones: ${v.meant ? `the number is that of ${v.meant}, so write ${v.meant}` : `add ${v.number} to site.phones as - { id: …, label: …, number: "${v.number}" }, and write phone: and its id here`}`,
    hint: 'A number is written once, in site.phones, and every link to it says phone: and its id, so that a changed number changes everywhere.',
    fix: (v) => (v.meant ? { replace: { text: v.typed, with: v.meant } } : undefined),
    example: { field: '"to"', typed: 'tel:+919822012345', number: '+919822012345', meant: 'phone:office' },
  }),
  SCHEMA041: entry({
    title: 'A number written with words, a unit or quotes',
    message: (v: { field: string; typed: string; meant: number; unit?: string }) =>
      `${v.field} is a number${v.unit ? ` of ${v.unit}` : ''}, written in digits alone and without quotes: for "${v.typed}" write ${v.meant}`,
    hint: 'In site.yaml a number is digits alone: 2014, 3000, 24. In quotes, or with a word or a unit beside it, it is text, which a number field does not take. Each number field says its unit: carousel times are milliseconds (1000 is one second), sizes and gaps are pixels, video times are seconds.',
    fix: (v) => ({ value: { with: String(v.meant) } }),
    example: { field: '"autoplayDelay"', typed: '3 s', meant: 3000, unit: 'milliseconds' },
  }),
  SCHEMA040: entry({
    title: "A picture's or video's address on another site, where a file of the site's own goes",
    message: (v: { field: string; typed: string; host: string; kind: string; file: string; youtube?: boolean }) =>
      `${v.field} "${v.typed}" is an address on ${v.host}, and the ${v.kind} here is a file of the site's own: save the ${v.kind} as a file, put it at public${v.file}, and write ${v.file}${v.youtube ? `; or show it from YouTube in a text section of its own, - { type: prose, id: …, heading: …, body: …, youtube: { address: "${v.typed}", title: … } } (docs/guide/media.md, "Add a YouTube video")` : ''}`,
    hint: 'The site serves its own pictures and videos, sized and encoded for each screen by the build: a page never waits on another site, breaks when that site moves the file, or tells it of each visit.',
    example: {
      field: '"src"',
      typed: 'https://example.in/images/office.jpg',
      host: 'example.in',
      kind: 'picture',
      file: '/images/office.jpg',
    },
  }),
  SCHEMA012: entry({
    title: 'Not a valid address or date',
    message: (v: { field: string; format: string; value: string }) =>
      `${v.field} is not a valid ${v.format}: ${v.value}`,
    example: { field: '"email"', format: 'email', value: '"info(at)example.org"' },
  }),
  SCHEMA013: entry({
    title: 'An empty value',
    message: (v: { field: string }) => `${v.field} must not be empty`,
    example: { field: '"title"' },
  }),
  SCHEMA014: entry({
    title: 'A text too short',
    message: (v: { field: string; limit: number; length: number }) =>
      `${v.field} is too short: at least ${v.limit} characters (now ${v.length})`,
    example: { field: '"description"', limit: 50, length: 12 },
  }),
  SCHEMA015: entry({
    title: 'A text too long',
    message: (v: { field: string; limit: number; length: number }) =>
      `${v.field} is too long: at most ${v.limit} characters (now ${v.length})`,
    hint: 'Search results and link previews cut longer titles and descriptions off.',
    example: { field: '"title"', limit: 70, length: 84 },
  }),
  SCHEMA016: entry({
    title: 'Too few items',
    message: (v: { field: string; limit: number }) =>
      `${v.field} needs at least ${v.limit} item${v.limit === 1 ? '' : 's'}`,
    example: { field: '"cards"', limit: 1 },
  }),
  SCHEMA017: entry({
    title: 'A number out of range',
    message: (v: { field: string; bound: 'at least' | 'at most'; limit: number }) =>
      `${v.field} must be ${v.bound} ${v.limit}`,
    example: { field: '"columns"', bound: 'at most', limit: 4 },
  }),
  SCHEMA018: entry({
    title: 'A value of none of its forms',
    message: (v: { field: string; expected?: string }) =>
      `${v.field} has the wrong form${v.expected ? `: expected ${v.expected}` : ''}`,
    example: { field: '"to"', expected: 'a page path or an https address' },
  }),
  SCHEMA019: fixed('A section without a type', 'this section needs a "type" (text)'),
  SCHEMA020: entry({
    title: 'An unknown section type',
    message: (v: { type: string; suggestion?: string; types: string[] }) =>
      `unknown section type "${v.type}"${dym(v.suggestion)}; section types: ${v.types.join(', ')}`,
    fix: (v) => (v.suggestion ? { replace: { text: v.type, with: v.suggestion } } : undefined),
    example: { type: 'prose2', suggestion: 'prose', types: ['hero', 'prose', 'cards'] },
  }),
  SCHEMA021: entry({
    title: 'A name not allowed',
    message: (v: { name: string }) =>
      `the name ${v.name} is not allowed here: use letters and digits, starting with a small letter`,
    example: { name: '"Office Hours"' },
  }),
  SCHEMA022: entry({
    title: 'Another schema rule',
    message: (v: { field: string; says: string }) => `${v.field} ${v.says}`,
    example: { field: '"title"', says: 'is not valid' },
  }),

  // ---------------------------------------------------------------- TRANS: translation files
  TRANS001: entry({
    title: 'A translation line that is not YAML',
    message: (v: { says: string }) =>
      `this line is not read as YAML (${v.says}); compare its indentation and quotes with the lines around it`,
    example: { says: 'Implicit map keys need to be followed by map values' },
  }),
  TRANS002: entry({
    title: 'A translation entry that is not a text',
    message: (v: { place: string; code: string }) =>
      `${v.place} must be a text with its English and its translation, as "en: …" and "${v.code}: …" on two lines below it`,
    example: { place: 'pages › /About › title', code: 'mr' },
  }),
  TRANS003: entry({
    title: 'A translation entry with another field',
    message: (v: { place: string; extra: string; code: string }) =>
      `${v.place} has "${v.extra}:", which this file does not use: a text here has "en:" (the English) and "${v.code}:" (its translation)`,
    example: { place: 'pages › /About › title', extra: 'hi', code: 'mr' },
  }),
  TRANS004: entry({
    title: 'A translation of a text that is gone',
    message: (v: { place: string; english: string; code: string }) =>
      `${v.place} translates "${v.english}", which site.yaml no longer has there, so it is not used: remove it (npm run translate ${v.code} removes every such leftover), or move it to where that text is now`,
    hint: "Left behind when an entry of site.yaml (a vacancy, a card, a page) is deleted or renamed in a text editor; the editor takes an entry's translations with it when it removes one. The site builds without it.",
    warning: true,
    example: { place: 'pages › /About › title', english: 'About us', code: 'mr' },
  }),
  TRANS005: entry({
    title: 'A one-line text translated on several lines',
    message: (v: { field: string; language: string }) =>
      `"${v.field}" is one line (its English is): write the ${v.language} on one line`,
    example: { field: 'title', language: 'Marathi' },
  }),
  TRANS006: entry({
    title: 'A translation without the {…} of its English',
    message: (v: { names: string[]; language: string; english: string }) =>
      `keep ${v.names.length ? v.names.join(' and ') : 'no {…}'} in the ${v.language} as in the English ("${v.english}"): the page puts ${v.names.length ? 'the value there' : 'nothing there'}`,
    example: { names: ['{page}'], language: 'Marathi', english: 'Page {page}' },
  }),
  TRANS007: entry({
    title: 'A page not translated yet',
    message: (v: { page: string; language: string; texts: number; code: string; file: string }) =>
      `${v.page} is not in ${v.language} yet (none of its ${v.texts} texts is), so it is published in English only: ${v.language} pages link to it marked as English; npm run translate ${v.code} ${v.page} writes the place of each text in ${v.file}`,
    warning: true,
    example: { page: '/About', language: 'Marathi', texts: 12, code: 'mr', file: 'site.mr.yaml' },
  }),
  TRANS008: entry({
    title: 'A text not translated yet',
    message: (v: { language: string; english: string; file: string; place: string; code: string; written?: boolean }) =>
      `not in ${v.language} yet: "${v.english}" has no translation in ${v.file}, so the ${v.language} pages show it in English, marked as English (at ${v.place}; ${v.written ? `write its ${v.language} after "${v.code}:" on this line` : `npm run translate ${v.code} writes its place`})`,
    warning: true,
    example: {
      language: 'Marathi',
      english: 'Contact us',
      file: 'site.mr.yaml',
      place: 'site › nav › item 3 › label',
      code: 'mr',
    },
  }),
  TRANS009: entry({
    title: 'An outdated translation',
    message: (v: { at: string; english: string; language: string; was: string }) =>
      `outdated: the English at ${v.at} is now "${v.english}" (this ${v.language} was made from "${v.was}"); update the ${v.language}, then copy the new English under "en:"`,
    hint: 'The translation is still published until it is updated; the line in site.mr.yaml says which English it was made from.',
    warning: true,
    example: { at: 'site.yaml:12:12', english: 'Contact us today', language: 'Marathi', was: 'Contact us' },
  }),
  TRANS010: entry({
    title: 'Captions not translated yet',
    message: (v: { language: string; translated: string; english: string }) =>
      `the captions of this video are not in ${v.language} yet: write public${v.translated}, a copy of public${v.english} with the words of each cue in ${v.language} (its times as they are); until then the ${v.language} pages that show this video show its English captions, labelled as English`,
    warning: true,
    example: { language: 'Marathi', translated: '/videos/tour.mr.vtt', english: '/videos/tour.vtt' },
  }),
  TRANS011: entry({
    title: 'A translation that reads as English',
    message: (v: { text: string; language: string; script: string }) =>
      `"${v.text}" reads as English (it has no ${v.script} letter), and the ${v.language} page would show it as it is; write it in ${v.language}, in place of this text`,
    warning: true,
    example: { text: 'Contact our sales team', language: 'मराठी', script: 'Devanagari' },
  }),

  TRANS012: fixed(
    'A search word without the word it finds',
    'each line under "searchWords:" is a word readers may search with, a colon, and the word the pages say (or several, in square brackets), such as\n  पेन्शन: [निवृत्तिवेतन, सेवानिवृत्ती]',
  ),
  TRANS013: entry({
    title: "A page's translation under its old address",
    message: (v: { from: string; to: string; language: string }) =>
      `the ${v.language} of the page "${v.to}" is under "${v.from}", its address before it was renamed (now in its aliases:); it is used for "${v.to}" all the same: write "${v.to}" in place of "${v.from}" on this line (npm run translate does it for you)`,
    hint: 'Left by a page renamed in a text editor: its translations keep their place under the old address until the line is changed; the editor moves them as it renames.',
    warning: true,
    fix: (v) => ({ replace: { text: String(v.from), with: String(v.to) } }),
    example: { from: '/Sopi', to: '/PensionCases', language: 'Marathi' },
  }),
  TRANS014: entry({
    title: "A list's translations left in its old order",
    message: (v: { place: string; count: number; language: string; code: string }) =>
      `the list at ${v.place} changed in site.yaml (an item added, removed or moved), and ${v.count === 1 ? `one ${v.language} entry of it stands` : `${v.count} ${v.language} entries of it stand`} at the place of another item: each is used for the item its English is now at; npm run translate ${v.code} puts them in site.yaml's order`,
    hint: 'A list whose items have no id (logos, features, users) is translated in order. Each entry keeps its English under "en:", which is how its item is found again; an item new to the list is shown in English until translated.',
    warning: true,
    example: { place: 'blocks › clientLogos › logos', count: 12, language: 'Marathi', code: 'mr' },
  }),

  // ---------------------------------------------------------------- ADDR: addresses published before
  ADDR001: entry({
    title: 'A published address gone, no page replaces it',
    message: (v: { path: string; where: string }) =>
      `the address "${v.path}" was a page ${v.where} and is no longer a page or an alias: links and bookmarks to it would get "page not found". To keep it, add "aliases: [${v.path}]" to the page that answers it now`,
    example: { path: '/Careers', where: 'in the last commit' },
  }),
  ADDR002: entry({
    title: 'A published address gone, replaced by a page',
    message: (v: { path: string; where: string; replacement: string; hasAliases: boolean; line: string }) =>
      `the address "${v.path}" was a page ${v.where} and is no longer a page or an alias: links and bookmarks to it would get "page not found". If "${v.replacement}" replaced it, ${v.hasAliases ? `change its "aliases:" line to` : 'add this line under its path'}:\n${v.line}`,
    fix: (v) => (v.hasAliases ? undefined : { insertLine: { text: v.line } }),
    example: {
      path: '/Careers',
      where: 'in the last commit',
      replacement: '/Jobs',
      hasAliases: false,
      line: '    aliases: [/Careers]',
    },
  }),
  ADDR003: entry({
    title: "A page's translation no longer published",
    message: (v: { path: string; where: string; page: string; language: string }) =>
      `the ${v.language} page "${v.path}" was published ${v.where} and is not now: none of the texts of ${v.page} has its ${v.language} any more, so ${v.language} readers who open "${v.path}" get "page not found" (the page itself is still in English). Give the page's texts their ${v.language} again (npm run translate lists them); no other page should answer for it`,
    example: { path: '/mr/WhoWeAre', where: 'in the last commit', page: '/WhoWeAre', language: 'मराठी' },
  }),

  // ---------------------------------------------------------------- FILE: files and pictures in public/
  FILE001: entry({
    title: 'A picture that cannot be encoded',
    message: (v: { src: string; reason: string }) =>
      `the picture "${v.src}" cannot be read: the file is damaged or is not really the picture its name says (${v.reason}); open it in a photo editor and save or export it again`,
    example: { src: '/images/damaged.jpg', reason: 'VipsJpeg: premature end of JPEG image' },
  }),
  FILE002: entry({
    title: 'A picture file too large',
    message: (v: { shown: string; bytes: string; MAX_PICTURE_BYTES: string }) =>
      `the picture "${v.shown}" is ${v.bytes}, more than the ${v.MAX_PICTURE_BYTES} a picture may be; export it again as a JPEG of at most 4000 px across`,
    example: { shown: '/images/huge.jpg', bytes: '26.0 MB', MAX_PICTURE_BYTES: '25.0 MB' },
  }),
  FILE003: entry({
    title: 'A picture that is not a picture file',
    message: (v: { shown: string; kind: string }) =>
      `the picture "${v.shown}" cannot be read: it is not a ${v.kind}; export it again from the program that made it`,
    example: { shown: '/images/letter.jpg', kind: 'valid JPG file' },
  }),
  FILE005: entry({
    title: 'A picture file that cannot be read',
    message: (v: { shown: string; format: string }) =>
      `the picture "${v.shown}" cannot be read: it is not a valid ${v.format} file; export it again from the program that made it`,
    example: { shown: '/images/team.jpg', format: 'JPEG' },
  }),
  FILE006: entry({
    title: 'A picture with too many pixels',
    message: (v: { shown: string; width: number; height: number; megapixels: number; limit: number }) =>
      `the picture "${v.shown}" is ${v.width}×${v.height} pixels (${v.megapixels} megapixels), more than the ${v.limit} megapixels a picture may have; export it smaller: 4000 px across is more than any place on the site needs`,
    example: { shown: '/images/bomb.png', width: 60000, height: 60000, megapixels: 3600, limit: 100 },
  }),
  FILE007: entry({
    title: 'A picture with a side too long',
    message: (v: { shown: string; width: number; height: number; MAX_PICTURE_SIDE: number }) =>
      `the picture "${v.shown}" is ${v.width}×${v.height} pixels, and a side may be at most ${v.MAX_PICTURE_SIDE} px (the most a WebP, one of the formats every picture is sent in, can hold); crop or export it at most 4000 px on its longer side`,
    example: { shown: '/images/strip.png', width: 1, height: 100000, MAX_PICTURE_SIDE: 16383 },
  }),
  FILE008: entry({
    title: 'SVG: saved as UTF-16',
    message: (v: { at?: SvgAt }) =>
      `${svgAt(v.at)}is saved as UTF-16; save it again as UTF-8 (the drawing program's "Save as" → plain SVG, or a text editor's encoding menu)`,
    example: { at: SVG_AT },
  }),
  FILE009: entry({
    title: 'SVG: not UTF-8 text',
    message: (v: { at?: SvgAt }) =>
      `${svgAt(v.at)}is not UTF-8 text (a byte of another encoding); save it again as UTF-8`,
    example: { at: SVG_AT },
  }),
  FILE010: entry({
    title: 'SVG: another encoding declared',
    message: (v: { encoding: string; at?: SvgAt }) =>
      `${svgAt(v.at)}declares encoding="${v.encoding}": only UTF-8 is read; save it again as UTF-8 and write encoding="UTF-8" (or leave the encoding out)`,
    example: { encoding: 'ISO-2022-JP', at: SVG_AT },
  }),
  FILE011: entry({
    title: 'SVG: a DOCTYPE',
    message: (v: { at?: SvgAt }) =>
      `${svgAt(v.at)}has a DOCTYPE (<!DOCTYPE …>), which can declare entities and attributes of its own; delete it: an SVG needs none`,
    example: { at: SVG_AT },
  }),
  FILE012: entry({
    title: 'SVG: a processing instruction',
    message: (v: { target: string; at?: SvgAt }) =>
      `${svgAt(v.at)}has a processing instruction (<?${v.target} …?>), which can load a stylesheet; delete it`,
    example: { target: 'xml-stylesheet', at: SVG_AT },
  }),
  FILE013: entry({
    title: 'SVG: an element that is not a drawing element',
    message: (v: { shown: string; why: string; at?: SvgAt }) =>
      `${svgAt(v.at)}has ${v.shown}, which ${v.why}; only drawing elements are allowed`,
    example: { shown: '<s:script>', why: 'runs a script', at: SVG_AT },
  }),
  FILE014: entry({
    title: 'SVG: not starting with <svg>',
    message: (v: { shown: string; at?: SvgAt }) => `${svgAt(v.at)}starts with ${v.shown} instead of <svg>`,
    example: { shown: '<html>', at: SVG_AT },
  }),
  FILE015: entry({
    title: 'SVG: another namespace declared',
    message: (v: { namespace: string; SVG: string; XLINK: string; at?: SvgAt }) =>
      `${svgAt(v.at)}declares the namespace ${v.namespace}; only SVG's (${v.SVG}) and xlink's (${v.XLINK}) are allowed`,
    example: {
      namespace: 'xmlns:ev="http://www.w3.org/2001/xml-events"',
      SVG: 'http://www.w3.org/2000/svg',
      XLINK: 'http://www.w3.org/1999/xlink',
      at: SVG_AT,
    },
  }),
  FILE016: entry({
    title: 'SVG: a link to another file or page',
    message: (v: { attribute: string; at?: SvgAt }) =>
      `${svgAt(v.at)}has ${v.attribute}, a link to another file or page; an href may only name something in the same drawing (#id) or a picture of the site (/images/…)`,
    example: { attribute: 'x:href="https://tracker.example/pixel.png"', at: SVG_AT },
  }),
  FILE017: entry({
    title: 'SVG: an animation of a link or event handler',
    message: (v: { name: string; attribute: string; at?: SvgAt }) =>
      `${svgAt(v.at)}has <${v.name} ${v.attribute}>, an animation that changes a link or an event handler; delete it`,
    example: { name: 'set', attribute: 'attributeName="href"', at: SVG_AT },
  }),
  FILE018: entry({
    title: 'SVG: CSS that loads or runs something, in an attribute',
    message: (v: { css: string; name: string; at?: SvgAt }) => `${svgAt(v.at)}has ${v.css} in ${v.name}="…"`,
    example: {
      css: 'url(https://tracker.example/y), which loads another file (only url(#id), something in the same drawing, is allowed)',
      name: 'style',
      at: SVG_AT,
    },
  }),
  FILE019: entry({
    title: 'SVG: CSS that loads or runs something, in <style>',
    message: (v: { css: string; at?: SvgAt }) => `${svgAt(v.at)}has ${v.css} in its <style>`,
    example: {
      css: 'url(https://tracker.example/x), which loads another file (only url(#id), something in the same drawing, is allowed)',
      at: SVG_AT,
    },
  }),
  FILE020: entry({
    title: 'SVG: not well-formed XML',
    message: (v: { broken: string; at?: SvgAt }) =>
      `${svgAt(v.at)}is not well-formed XML (${v.broken}); save it again from the drawing program as a plain SVG`,
    example: { broken: '1:72: unexpected close tag.', at: SVG_AT },
  }),
  FILE021: entry({
    title: 'SVG: no <svg> element',
    message: (v: { at?: SvgAt }) =>
      `${svgAt(v.at)}has no <svg> element; save it again from the drawing program as a plain SVG`,
    example: { at: SVG_AT },
  }),
  FILE022: entry({
    title: 'SVG: a viewBox that is not a size',
    message: (v: { viewBox: string; at?: SvgAt }) =>
      `${svgAt(v.at)}has viewBox="${v.viewBox}", which is not four numbers with a width and a height above 0; write it as viewBox="0 0 WIDTH HEIGHT"`,
    example: { viewBox: '0 0 100', at: SVG_AT },
  }),
  FILE023: entry({
    title: 'SVG: a width or height that is not a size',
    message: (v: { name: string; written: string; MAX_PICTURE_SIDE: number; at?: SvgAt }) =>
      `${svgAt(v.at)}has ${v.name}="${v.written}", not a size it can be drawn at; give a ${v.name} in pixels from 1 to ${v.MAX_PICTURE_SIDE}, like ${v.name}="400"`,
    example: { name: 'width', written: '1e999', MAX_PICTURE_SIDE: 16383, at: SVG_AT },
  }),
  FILE024: entry({
    title: 'SVG: no size',
    message: (v: { at?: SvgAt }) =>
      `${svgAt(v.at)}has no width and height in pixels and no viewBox; give it width="…" height="…" or viewBox="0 0 WIDTH HEIGHT"`,
    example: { at: SVG_AT },
  }),
  FILE025: entry({
    title: 'SVG: too large a drawing',
    message: (v: { width: number; height: number; MAX_PICTURE_SIDE: number; at?: SvgAt }) =>
      `${svgAt(v.at)}is ${v.width}×${v.height} pixels by its viewBox, more than the ${v.MAX_PICTURE_SIDE} px a side may be; give it width and height in pixels, like width="400" height="300"`,
    example: { width: 100000, height: 10, MAX_PICTURE_SIDE: 16383, at: SVG_AT },
  }),
  FILE026: entry({
    title: 'A file outside public/',
    message: (v: { value: string; value2: string }) =>
      `the file "${v.value}" is outside public/: a file is written from the site root, like /images/${v.value2}`,
    example: { value: '/../node_modules/vite/logo.svg', value2: 'logo.svg' },
  }),
  FILE027: entry({
    title: 'A file that is a link to outside public/',
    message: (v: { value: string; real: string }) =>
      `the file "${v.value}" is a link to ${v.real}, outside public/; nothing outside public/ is published: put a copy of the file itself at public${v.value}`,
    example: { value: '/images/partner.svg', real: '/home/owner/outside/secret.svg' },
  }),
  FILE028: entry({
    title: 'Only one of width and height',
    message: (v: { width: number; height: number }) =>
      `give both width and height, or neither (the file is ${v.width}×${v.height})`,
    example: { width: 180, height: 40 },
  }),
  FILE029: entry({
    title: "A width and height out of the picture's proportions",
    message: (v: { width: number; height: number; value: string; width2: number; height2: number }) =>
      `${v.width}×${v.height} does not keep the proportions of "${v.value}" (${v.width2}×${v.height2}); leave width and height out to use the file's size`,
    example: { width: 100, height: 100, value: '/images/wide.svg', width2: 300, height2: 100 },
  }),
  FILE030: entry({
    title: 'A link in public/ to outside public/',
    message: (v: { real: string }) =>
      `a link to ${v.real}, outside public/: nothing outside public/ is published; put a copy of what the site needs in public/ and remove the link`,
    example: { real: '/home/owner/docs' },
  }),
  FILE031: entry({
    title: "The map's picture of another place",
    message: (v: { src: string; shown: string; lines: string; city: string; street: string }) =>
      `the map's picture (public${v.src}) names ${v.shown} and no part of the office's address (site.address: ${v.lines}, ${v.city}), so it shows another place, most likely the office before a move; draw or photograph the streets around the new address into it, with the street named as site.address names it ("${v.street}"), or take the picture: line out of site.map to show the address and the map's button alone`,
    warning: true,
    example: {
      src: '/images/contact/office-map.svg',
      shown: '"Baner Road", "Mula River"',
      lines: 'कार्यालय क्र. 402, सह्याद्री बिझनेस सेंटर, बाणेर रोड',
      city: 'पुणे',
      street: 'सह्याद्री बिझनेस सेंटर',
    },
  }),
  FILE032: entry({
    title: 'SVG: an element of another language',
    message: (v: { shown: string; uri: string; why: string; at?: SvgAt }) =>
      `${svgAt(v.at)}has ${v.shown}, an element of another language than SVG (${v.uri}), ${v.why}; only SVG's drawing elements are allowed: delete it`,
    example: {
      shown: '<html:div>',
      uri: 'http://www.w3.org/1999/xhtml',
      why: 'which can run a script or open another page',
      at: SVG_AT,
    },
  }),
  FILE033: entry({
    title: "SVG: an element outside SVG's namespace",
    message: (v: { shown: string; svg: string; at?: SvgAt }) =>
      `${svgAt(v.at)}has ${v.shown}, an element outside SVG's namespace; write xmlns="${v.svg}" on the <svg> element`,
    example: { shown: '<svg>', svg: 'http://www.w3.org/2000/svg', at: SVG_AT },
  }),
  FILE034: entry({
    title: 'A HEIC photo',
    message: (v: { shown: string; kind: string; named: string; jpeg: string }) =>
      `the picture "${v.shown}" is ${v.kind}, not ${v.named}, and browsers cannot show it; export it again as a JPEG (in the Photos app: Share → Options → Most Compatible) and name it ${v.jpeg}`,
    example: { shown: '/images/team.heic', kind: 'a HEIC photo', named: 'a JPEG', jpeg: 'team.jpg' },
  }),
  FILE035: entry({
    title: 'A picture of another kind than its name says',
    message: (v: { shown: string; kind: string; named: string; file: string; renamed: string }) =>
      `the picture "${v.shown}" is ${v.kind}, not ${v.named} as its name says, so browsers would show nothing; rename the file to ${v.file} and write "${v.renamed}" here`,
    fix: (v) => ({ replace: { text: v.shown, with: v.renamed } }),
    example: {
      shown: '/images/team.jpg',
      kind: 'a PNG',
      named: 'a JPEG',
      file: 'team.png',
      renamed: '/images/team.png',
    },
  }),
  FILE036: entry({
    title: 'A download of a type the site does not offer',
    message: (v: { to: string; extensions: string }) =>
      `"${v.to}" is not a file type the site offers to download: ${v.extensions} (save it as a PDF, which opens everywhere)`,
    example: { to: '/downloads/setup.exe', extensions: '.pdf, .docx, .xlsx, .pptx, .odt, .ods, .odp, .zip, .csv' },
  }),
  FILE037: entry({
    title: 'A download too large',
    message: (v: { to: string; megabytes: string }) =>
      `public${v.to} is ${v.megabytes} MB, more than the 20 MB a download may be: save a smaller version (a PDF "reduced size" or "for the web")`,
    example: { to: '/downloads/profile.pdf', megabytes: '31.4' },
  }),
  FILE038: entry({
    title: 'A download that is not what its name says',
    message: (v: { to: string; ext: string; name: string }) =>
      `public${v.to} is named .${v.ext} but is not a ${v.name} file (its first bytes say otherwise): save it again as ${v.name}, or name it for what it is`,
    example: { to: '/downloads/tender.pdf', ext: 'pdf', name: 'PDF' },
  }),
  FILE039: entry({
    title: 'A file address with an empty folder name',
    message: (v: { value: string; written: string }) =>
      `the file "${v.value}" has an empty folder name (two / in a row); write it as "${v.written}"`,
    fix: (v) => ({ replace: { text: v.value, with: v.written } }),
    example: { value: '/images//logo.svg', written: '/images/logo.svg' },
  }),
  FILE040: entry({
    title: 'A file address with "." or ".."',
    message: (v: { value: string; normalized: string }) =>
      `the file "${v.value}" has a "." or ".." folder name; write the file's own address, like "${v.normalized}"`,
    fix: (v) => ({ replace: { text: v.value, with: v.normalized } }),
    example: { value: '/images/../images/logo.svg', normalized: '/images/logo.svg' },
  }),
  FILE041: entry({
    title: 'A file in a hidden folder',
    message: (v: { value: string; what: string; hidden: string; plain: string }) =>
      `the file "${v.value}" is in or is a hidden ${v.what} ("${v.hidden}", its name starts with a dot), which is never published; rename it without the dot (${v.plain}) and write that name here`,
    example: { value: '/.hidden/logo.svg', what: 'folder', hidden: '.hidden', plain: 'hidden' },
  }),
  FILE042: entry({
    title: 'A download named with other capitals than its file',
    message: (v: { to: string; other: string; suggestion: string }) =>
      `there is no file public${v.to}, but there is ${v.other}: web servers tell capitals from small letters, so write the name as the file has it (did you mean "${v.suggestion}"?)`,
    fix: (v) => ({ replace: { text: v.to, with: v.suggestion } }),
    example: { to: '/downloads/Profile.pdf', other: 'profile.pdf', suggestion: '/downloads/profile.pdf' },
  }),
  FILE043: entry({
    title: 'A download that is not there',
    message: (v: { to: string }) =>
      `there is no file public${v.to}: put the file there (the folder public/downloads/), named as written here`,
    example: { to: '/downloads/profile.pdf' },
  }),
  FILE044: entry({
    title: 'A file named with other capitals than it has',
    message: (v: { value: string; named: string }) =>
      `the file "${v.value}" does not exist, but "${v.named}" does: web servers tell capitals from small letters, so write the name as the file has it (did you mean "${v.named}"?)`,
    hint: 'Phones and cameras name pictures in capitals (IMG_0042.JPG); web servers tell .JPG from .jpg.',
    fix: (v) => ({ replace: { text: v.value, with: v.named } }),
    example: { value: '/images/photos/IMG_0042.jpg', named: '/images/photos/IMG_0042.JPG' },
  }),
  FILE045: entry({
    title: 'A file that does not exist',
    message: (v: { value: string }) => `the file "${v.value}" does not exist; put it at public${v.value}`,
    hint: 'Files are named from the public/ folder beside site.yaml: /images/team.jpg is public/images/team.jpg.',
    example: { value: '/images/team.jpg' },
  }),
  FILE054: entry({
    title: 'A drawing in artwork/ not yet drawn into public/',
    message: (v: { value: string }) =>
      `the file "${v.value}" is not in public/ yet, but its drawing is at artwork${v.value}: run npm run draw-artwork, which draws it into public${v.value} (its words as outlines, its dark colours added), then build again`,
    hint: 'The site shows the files of public/; artwork/ holds the sources of its own drawings, which npm run draw-artwork writes into public/ at the same path. Run it again after each change to a drawing in artwork/.',
    example: { value: '/images/products/new-product.svg' },
  }),
  FILE055: entry({
    title: 'A drawing in artwork/ changed after it was drawn into public/',
    message: (v: { value: string }) =>
      `the drawing artwork${v.value} changed after npm run draw-artwork last drew it, so public${v.value} still holds the one before: run npm run draw-artwork, which draws it again, then build again`,
    hint: "artwork/ holds the sources of the site's own drawings and public/ what the site shows; npm run draw-artwork writes one from the other and records both in artwork/drawn.json.",
    example: { value: '/images/products/sopi.svg' },
  }),
  FILE056: entry({
    title: 'A drawn file in public/ changed by hand',
    message: (v: { value: string }) =>
      `public${v.value} changed after npm run draw-artwork drew it from artwork${v.value}, and the next npm run draw-artwork would write over it: copy public${v.value} to artwork${v.value} (or make your change there), then run npm run draw-artwork`,
    hint: "The site's own drawings are made in artwork/: npm run draw-artwork outlines their words, adds their dark colours, writes them into public/ and records both in artwork/drawn.json.",
    example: { value: '/images/products/sopi.svg' },
  }),
  FILE046: entry({
    title: 'SVG: an event handler',
    message: (v: { name: string; at?: SvgAt }) =>
      `${svgAt(v.at)}has the event handler ${v.name}, which runs a script; delete it`,
    example: { name: 'onload', at: SVG_AT },
  }),
  FILE047: entry({
    title: 'SVG: an attribute a drawing does not need',
    message: (v: { name: string; uri?: string; at?: SvgAt }) =>
      `${svgAt(v.at)}has the attribute ${v.name}${v.uri ? ` (of ${v.uri})` : ''}, which is not one a drawing needs; delete it`,
    example: { name: 'inkscape:label', uri: 'http://www.inkscape.org/namespaces/inkscape', at: SVG_AT },
  }),
  FILE048: entry({
    title: 'An upright picture for a wide band',
    message: (v: {
      src: string;
      width: number;
      height: number;
      place: string;
      wide: number;
      needed: number;
      neededHeight: number;
    }) =>
      `the picture "${v.src}" is upright (${v.width}×${v.height}), and ${v.place} is a wide band ${v.wide} px wide that shows only a strip across its middle: supply a landscape picture, at least ${v.needed}×${v.neededHeight}`,
    warning: true,
    example: {
      src: '/images/team.jpg',
      width: 1200,
      height: 1600,
      place: 'the hero',
      wide: 1440,
      needed: 2880,
      neededHeight: 1620,
    },
  }),
  FILE049: entry({
    title: 'A picture too small for its place',
    message: (v: {
      src: string;
      width: number;
      height: number;
      place: string;
      wide: number;
      needed: number;
      neededHeight: number;
    }) =>
      `the picture "${v.src}" is ${v.width}×${v.height}; where it is shown (${v.place}) it is drawn up to ${v.wide} px wide, twice that on sharp screens: supply it at least ${v.needed}×${v.neededHeight} to look sharp everywhere (until then it is shown as it is)`,
    warning: true,
    example: {
      src: '/images/team.jpg',
      width: 800,
      height: 600,
      place: 'a card',
      wide: 560,
      needed: 1120,
      neededHeight: 840,
    },
  }),
  FILE050: entry({
    title: 'A name that is not a file',
    message: (v: { value: string; what: string }) =>
      `"${v.value}" is ${v.what}, not a file: delete it (or give it another name) and put the file itself at public${v.value}`,
    hint: 'Only plain files are read: a named pipe or a device would keep the build waiting for ever.',
    example: { value: '/videos/tour.mp4', what: 'a folder' },
  }),
  FILE051: entry({
    title: 'A HEIC photo, as an iPhone saves it',
    message: (v: { value: string; jpeg: string }) =>
      `"${v.value}" is a HEIC photo (an iPhone's own format), which browsers cannot show; use a JPEG of it: on a Mac, open it in Preview and choose File → Export, Format JPEG; or, on the iPhone, set Settings → Photos → Transfer to Mac or PC → Automatic and copy it to the computer again (it arrives as a JPEG); put the JPEG at public${v.jpeg} and write "${v.jpeg}" here`,
    hint: 'To have the iPhone take JPEG photos from now on: Settings → Camera → Formats → Most Compatible. The build does not convert HEIC itself: its picture library (sharp) cannot decode the HEVC pictures inside.',
    example: { value: '/images/team.heic', jpeg: '/images/team.jpg' },
  }),

  FILE052: entry({
    title: 'SVG: words written as text, not drawn',
    message: (v: { words: string; at?: SvgAt }) =>
      `${svgAt(v.at)}has its words as text ("${v.words}"): each visitor's device draws them in a typeface of its own (Arial on one, DejaVu Sans on another), so they can look unlike the drawing and run out of their place; convert the text to outlines in your drawing program and save the SVG again (Inkscape: select all, then Path → Object to Path; Illustrator: select all, then Type → Create Outlines; Figma: select the text, then Flatten)`,
    hint: "The site still shows the picture as it is. The site's own drawings keep their words as text in artwork/, and npm run draw-artwork writes them into public/ drawn as outlines in the site's typeface.",
    warning: true,
    example: { words: 'Kulkarni Rao & Associates', at: SVG_AT },
  }),
  FILE053: entry({
    title: "A picture's alt text that names no more than the file",
    message: (v: { alt: string; value: string; what: string }) =>
      `the alt text of ${v.value} is "${v.alt}", ${v.what}: a screen reader reads it aloud to a visitor who cannot see the picture, and a search engine reads it too; write in its place what the picture shows, in a few words`,
    hint: 'As "A pension case file with a rupee coin and an approval seal", or a logo\'s as the name it shows ("Kulkarni Rao & Associates").',
    example: { alt: 'IMG_0042.JPG', value: '/images/photos/IMG_0042.JPG', what: "the file's name" },
  }),

  // ---------------------------------------------------------------- VIDEO: videos, captions, YouTube
  VIDEO001: entry({
    title: 'A captions file without its WEBVTT line',
    message: (v: { srt: string }) => `a captions file starts with the line WEBVTT${v.srt}`,
    example: {
      srt: ' (this looks like an SRT file: save it as WebVTT, or add that line and write the times with a dot, 00:00:01.500)',
    },
  }),
  VIDEO002: fixed(
    'A caption without a timing line',
    `this caption has no timing line (such as "00:01.000 --> 00:04.000") before its text; leave a blank line only between captions`,
  ),
  VIDEO003: entry({
    title: 'A caption time that is not a time',
    message: (v: { bad: string; comma: string }) =>
      `"${v.bad}" is not a time${v.comma}; write minutes:seconds.milliseconds (00:04.500) or hours:minutes:seconds.milliseconds (00:00:04.500)`,
    example: { bad: '00:00:01,000', comma: ': write the milliseconds after a dot, not a comma' },
  }),
  VIDEO004: entry({
    title: 'A caption that ends before it starts',
    message: (v: { endText: string; startText: string }) =>
      `this caption ends (${v.endText}) before it starts (${v.startText})`,
    example: { endText: '00:02.000', startText: '00:03.000' },
  }),
  VIDEO005: entry({
    title: 'Captions out of order',
    message: (v: { startText: string; previous: string }) =>
      `this caption starts at ${v.startText}, before the one above it (${v.previous}); captions go in the order they are spoken`,
    example: { startText: '00:01.000', previous: '00:05.000' },
  }),
  VIDEO006: entry({
    title: 'A caption after the end of the video',
    message: (v: { startText: string; duration: string }) =>
      `this caption starts at ${v.startText}, but the video is only ${v.duration} long`,
    example: { startText: '00:42.000', duration: '00:30' },
  }),
  VIDEO007: entry({
    title: "A caption that ends after the video's end",
    message: (v: { endText: string; duration: string }) =>
      `this caption ends at ${v.endText}, after the video's end (${v.duration})`,
    example: { endText: '00:14.000', duration: '00:10.000' },
  }),
  VIDEO008: fixed('A caption without text', 'this caption has no text on the line after its timing'),
  VIDEO009: fixed(
    'A captions file without captions',
    'this captions file has no captions: after the WEBVTT line, a blank line, then each caption: a timing line (00:01.000 --> 00:04.000) and its text',
  ),
  VIDEO010: entry({
    title: 'A video that cannot be encoded',
    message: (v: { src: string; reason: string }) =>
      `the video "${v.src}" could not be encoded: the file is damaged or cut short (${v.reason}); copy or export it again from the phone or camera`,
    example: { src: '/videos/cut-short.mp4', reason: 'it ends after 2.0 s of the 3.5 s its header promises' },
  }),
  VIDEO011: entry({
    title: 'A video file too large',
    message: (v: { shown: string; bytes: string; MAX_VIDEO_BYTES: string }) =>
      `the video "${v.shown}" is ${v.bytes}, more than the ${v.MAX_VIDEO_BYTES} a video may be; trim it to the part you want to show (a phone's editor does it: Edit, then drag the ends) and save it again`,
    example: { shown: '/videos/huge-file.mp4', bytes: '501 MB', MAX_VIDEO_BYTES: '500 MB' },
  }),
  VIDEO012: entry({
    title: 'A video file that cannot be read',
    message: (v: { notVideo: string; ext: string }) =>
      `${v.notVideo}: it may be damaged, or another kind of file renamed .${v.ext}; export it again from the phone or camera (MP4 or MOV)`,
    example: { notVideo: 'the file "/videos/notes.mov" is not a video that can be read', ext: 'mov' },
  }),
  VIDEO013: entry({
    title: 'A picture named as a video',
    message: (v: { shown: string }) =>
      `the file "${v.shown}" is a picture, not a video; name it as a picture (image:) or use the video itself`,
    example: { shown: '/videos/photo.mp4' },
  }),
  VIDEO014: entry({
    title: 'A video without pictures',
    message: (v: { shown: string; holds: string }) =>
      `the file "${v.shown}" has ${v.holds} in it, no picture: use a video with a picture track (a recording from a phone's camera or a screen recording)`,
    example: { shown: '/videos/voice-note.mp4', holds: 'only sound' },
  }),
  VIDEO015: entry({
    title: 'A video too short',
    message: (v: { shown: string; length: string; MIN_VIDEO_SECONDS: number }) =>
      `the video "${v.shown}" is ${v.length}: a video needs at least ${v.MIN_VIDEO_SECONDS} s; for a still picture use image:`,
    example: { shown: '/videos/tour.mp4', length: '0.40 s', MIN_VIDEO_SECONDS: 1 },
  }),
  VIDEO016: entry({
    title: 'A video larger than 8K',
    message: (v: { shown: string; width: number; height: number; max: string }) =>
      `the video "${v.shown}" is ${v.width}×${v.height}, larger than 8K (${v.max}); export it at 4K (3840×2160) or smaller`,
    example: { shown: '/videos/huge.mov', width: 7696, height: 4336, max: '7680×4320' },
  }),
  VIDEO017: fixed(
    'ffmpeg is not installed',
    'videos need ffmpeg, which is not installed and could not be installed here; run `bash scripts/ensure-ffmpeg.sh` as root (or set FFMPEG and FFPROBE), then try again',
  ),
  VIDEO018: entry({
    title: 'An ffmpeg that cannot encode what videos need',
    message: (v: { ffmpeg: string; missing: string; needed: string }) =>
      `the ffmpeg at ${v.ffmpeg} cannot encode ${v.missing}; use Debian bookworm's (\`apt-get install ffmpeg\`, 5.1) or another build with ${v.needed}, named by FFMPEG and FFPROBE`,
    example: { ffmpeg: '/usr/bin/ffmpeg', missing: 'libsvtav1', needed: 'libx264, libsvtav1, libopus' },
  }),
  VIDEO019: entry({
    title: 'A video and a picture in one place',
    message: (v: { what: string }) =>
      `${v.what} shows a video or a picture, not both: remove image: (a picture of your own to show before the video plays goes under the video, as poster:)`,
    example: { what: 'the hero' },
  }),
  VIDEO020: entry({
    title: 'A video too long',
    message: (v: { value: string; duration: string; maxMinutes: number }) =>
      `the video "${v.value}" is ${v.duration} long, more than the ${v.maxMinutes} minutes a video may be; cut it shorter (a phone's editor does it), or give start: and duration: to show a part of it`,
    example: { value: '/videos/long.mp4', duration: '10:01', maxMinutes: 10 },
  }),
  VIDEO021: entry({
    title: 'A start past the end of the video',
    message: (v: { start: number; duration: string }) =>
      `start: ${v.start} is past the end of the video, which is ${v.duration} long`,
    example: { start: 90, duration: '1:05' },
  }),
  VIDEO022: entry({
    title: 'A duration past the end of the video',
    message: (v: { duration: string; start: string; left: string; maxDuration: number }) =>
      `the video is ${v.duration} long, so from ${v.start} there are only ${v.left} to show; write duration: ${v.maxDuration} or less`,
    example: { duration: '2 s', start: '1 s', left: '1 s', maxDuration: 1 },
  }),
  VIDEO023: entry({
    title: 'Too long a part of a video for its place',
    message: (v: { label: string; maxSeconds: string; length: string; suggested: number }) =>
      `${v.label} shows at most ${v.maxSeconds} of a video, and this one is ${v.length}: add duration: (such as duration: ${v.suggested}) and, for a part other than the beginning, start:`,
    example: { label: "the home page's hero", maxSeconds: '30 s', length: '31 s', suggested: 12 },
  }),
  VIDEO024: entry({
    title: 'A poster frame past the end of the video',
    message: (v: { posterAt: number; duration: string }) =>
      `posterAt: ${v.posterAt} is past the end of the video, which is ${v.duration} long`,
    example: { posterAt: 130, duration: '1:05' },
  }),
  VIDEO025: entry({
    title: 'A video with sound and no captions',
    message: (v: { captions: string }) =>
      `this video has sound, so it needs captions for visitors who cannot hear it: write what is said in a WebVTT file (see "Add a video" in docs/guide/media.md), put it beside the video and name it here, such as captions: ${v.captions}`,
    example: { captions: '/videos/talk.vtt' },
  }),
  VIDEO026: entry({
    title: 'A YouTube address that is not a web address',
    message: (v: { address: string; HOW: string }) => `"${v.address}" is not a web address; ${v.HOW}`,
    example: {
      address: 'a day at the office',
      HOW: "copy it from the video's Share button on YouTube, such as https://youtu.be/M7lc1UVf-VE",
    },
  }),
  VIDEO027: entry({
    title: 'Not a YouTube address',
    message: (v: { address: string; HOW: string }) =>
      `"${v.address}" is not a YouTube address; a section shows videos from YouTube only: ${v.HOW} (a video file of your own goes under public/videos/, see "Add a video" in docs/guide/media.md)`,
    example: {
      address: 'https://vimeo.com/76979871',
      HOW: "copy it from the video's Share button on YouTube, such as https://youtu.be/M7lc1UVf-VE",
    },
  }),
  VIDEO028: entry({
    title: 'A YouTube playlist',
    message: (v: { address: string; HOW: string }) =>
      `"${v.address}" is a playlist, not one video; open the video you want in the playlist and ${v.HOW}`,
    example: {
      address: 'https://www.youtube.com/playlist?list=PL590L5WQmH8fJ54F369BLDSqIwcs-TCfs',
      HOW: "copy it from the video's Share button on YouTube, such as https://youtu.be/M7lc1UVf-VE",
    },
  }),
  VIDEO029: entry({
    title: 'A YouTube address with no video',
    message: (v: { address: string; HOW: string }) =>
      `"${v.address}" names no video (it is a channel, a search or YouTube's home page); open the video and ${v.HOW}`,
    example: {
      address: 'https://www.youtube.com/@VistaarSoftware',
      HOW: "copy it from the video's Share button on YouTube, such as https://youtu.be/M7lc1UVf-VE",
    },
  }),
  VIDEO030: entry({
    title: 'A YouTube address without a whole video id',
    message: (v: { address: string; id: string; HOW: string }) =>
      `"${v.address}" has no whole video id ("${v.id}" is not the 11 letters, digits, - and _ of one); ${v.HOW}`,
    example: {
      address: 'https://www.youtube.com/watch?v=M7lc1UVf',
      id: 'M7lc1UVf',
      HOW: "copy it from the video's Share button on YouTube, such as https://youtu.be/M7lc1UVf-VE",
    },
  }),
  VIDEO031: fixed(
    'A YouTube video beside a picture',
    'a section shows one picture or one video beside its text: take out its image: line, or put the video in a section of its own',
  ),
  VIDEO032: entry({
    title: 'A playlist or list of files named as a video',
    message: (v: { shown: string; list: string }) =>
      `the file "${v.shown}" is not a video but ${v.list}, which names other files; the build reads only the file named here, so put the video itself there: one whole video file (MP4 or MOV) as the phone or camera saved it, or as the site you got it from lets you download it`,
    hint: 'A playlist or list could make the video tools read any file on the computer that builds the site, so none is opened: only the video container formats the site takes are.',
    example: { shown: '/videos/clip.mp4', list: 'a streaming playlist (HLS, .m3u8)' },
  }),
  VIDEO033: entry({
    title: 'A file that is not in a video format the site takes',
    message: (v: { shown: string; kind: string; kinds: string }) =>
      `the file "${v.shown}" is not a video the site takes (ffmpeg reads it as "${v.kind}"; the site takes ${v.kinds}): export it again from the phone or camera as MP4, or convert it to MP4, and name that file here`,
    example: { shown: '/videos/clip.mp4', kind: 'mpegts', kinds: 'mp4, mov, m4v, webm, mkv, 3gp' },
  }),

  // ---------------------------------------------------------------- LINK: links and anchors
  LINK001: entry({
    title: 'An anchor shared by several pages',
    message: (v: { to: string; anchor: string | undefined }) =>
      `"${v.to}" points to an anchor, but this is shared by several pages; write /Path#${v.anchor}`,
    example: { to: '#Get_In_Touch', anchor: 'Get_In_Touch' },
  }),
  LINK002: entry({
    title: 'A link to a draft',
    message: (v: { to: string; target: string }) =>
      `the link "${v.to}" leads to a draft: the page "${v.target}" says draft: true, so it is not published; remove this link while it is a draft, or delete its draft: true`,
    example: { to: '/WebsiteDevelopment#Website_Development', target: '/WebsiteDevelopment' },
  }),
  LINK003: entry({
    title: 'A link that leads nowhere',
    message: (v: { to: string; target: string; suggestion?: string }) =>
      `the link "${v.to}" leads nowhere: there is no page "${v.target}"${dym(v.suggestion)}`,
    hint: "A link names a page by its path exactly as the page's path: line writes it, capitals included.",
    fix: (v) => (v.suggestion ? { replace: { text: String(v.target), with: v.suggestion } } : undefined),
    example: {
      to: '/WebsiteDevelopmnt#Website_Development',
      target: '/WebsiteDevelopmnt',
      suggestion: '/WebsiteDevelopment',
    },
  }),
  LINK004: entry({
    title: 'A link to a closed vacancy',
    message: (v: { to: string; closedOn: string; target: string }) =>
      `the link "${v.to}" leads to a vacancy that closed on ${v.closedOn} (its closes: line), so it is no longer on the page "${v.target}"; remove this link, or give the vacancy a new closing date`,
    example: { to: '/CareerPage#Vacancy_QC', closedOn: '2020-01-31', target: '/CareerPage' },
  }),
  LINK005: entry({
    title: 'A link to an anchor that is not on the page',
    message: (v: { to: string; target: string; anchor: string; suggestion?: string; ids: string[] }) =>
      `the link "${v.to}" leads to no anchor: the page "${v.target}" has no id "${v.anchor}"${v.suggestion ? dym(v.suggestion) : v.ids.length <= 10 ? `; its ids: ${v.ids.join(', ')}` : ''}`,
    hint: 'An anchor is the id of a section on the page (its id: line), exactly as written there.',
    fix: (v) => (v.suggestion ? { replace: { text: `#${v.anchor}`, with: `#${v.suggestion}` } } : undefined),
    example: {
      to: '/ContactPage#Get_in_Touch',
      target: '/ContactPage',
      anchor: 'Get_in_Touch',
      suggestion: 'Get_In_Touch',
      ids: ['Get_In_Touch', 'Offices'],
    },
  }),
  LINK006: entry({
    title: 'A phone: link to no phone',
    message: (v: { rest: string; suggestion?: string }) =>
      `there is no phone "${v.rest}" in site.phones${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.rest), with: v.suggestion } } : undefined),
    example: { rest: 'ofice', suggestion: 'office' },
  }),
  LINK007: entry({
    title: 'An email: link to no e-mail',
    message: (v: { rest: string; suggestion?: string }) =>
      `there is no e-mail "${v.rest}" in site.emails${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.rest), with: v.suggestion } } : undefined),
    example: { rest: 'sales', suggestion: 'sale' },
  }),
  LINK008: entry({
    title: 'A link to a site without https',
    message: (v: { to: string; secure: string }) =>
      `"${v.to}" is not encrypted: some browsers warn before opening it, and a network on the way can change what it shows; if that site also opens at ${v.secure}, write that`,
    warning: true,
    fix: (v) => ({ replace: { text: v.to, with: v.secure } }),
    example: { to: 'http://old-partner.example/', secure: 'https://old-partner.example/' },
  }),
  LINK009: entry({
    title: 'A draft named as a page',
    message: (v: { value: string }) =>
      `the page "${v.value}" is a draft (draft: true), so it is not published; remove it from here while it is a draft, or delete its draft: true`,
    example: { value: '/WebsiteDevelopment' },
  }),
  LINK010: entry({
    title: 'A page that does not exist',
    message: (v: { value: string; suggestion?: string }) => `there is no page "${v.value}"${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.value), with: v.suggestion } } : undefined),
    example: { value: '/WebsiteDevelopment', suggestion: '/WebDevelopment' },
  }),
  LINK011: entry({
    title: 'A link in text that leads nowhere',
    message: (v: { whole: string }) =>
      `the link "${v.whole}" leads nowhere: after the words in [ ] write, in ( ), a page (/Products), a page's section (/CareerPage#Apply_Now), an https:// address, phone:office, email:info or chat:`,
    example: { whole: '[our products](javascript:go)' },
  }),
  LINK020: entry({
    title: 'A link whose address has spaces',
    message: (v: { whole: string; fixed: string; rename: string; name: string }) =>
      `the link "${v.whole}" has spaces in its address, so the page would show it as typed, brackets and all; ${
        v.rename ? `rename the file ${v.rename} to ${v.name}, then write ` : 'write '
      }${v.fixed}`,
    fix: (v) => ({ replace: { text: v.whole, with: v.fixed } }),
    example: {
      whole: '[our company profile (PDF)](/downloads/Company Profile 2026.pdf)',
      fixed: '[our company profile (PDF)](/downloads/Company-Profile-2026.pdf)',
      rename: 'public/downloads/Company Profile 2026.pdf',
      name: 'Company-Profile-2026.pdf',
    },
  }),
  LINK012: entry({
    title: 'A contact with no such phone',
    message: (v: { phone: string; suggestion?: string }) =>
      `there is no phone "${v.phone}" in site.phones${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.phone), with: v.suggestion } } : undefined),
    example: { phone: 'offce', suggestion: 'office' },
  }),
  LINK013: entry({
    title: 'No such e-mail in site.emails',
    message: (v: { email: string; suggestion?: string }) =>
      `there is no e-mail "${v.email}" in site.emails${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.email), with: v.suggestion } } : undefined),
    example: { email: 'infoo', suggestion: 'info' },
  }),
  LINK014: entry({
    title: 'An id used twice on a page',
    message: (v: { id: string; path: string }) =>
      `the id "${v.id}" is used twice on the page "${v.path}"; ids must be unique on a page`,
    example: { id: 'Website_Development', path: '/WebsiteDevelopment' },
  }),
  LINK015: entry({
    title: 'Not a web address',
    message: (v: { value: string }) =>
      `"${v.value}" is not a web address; write it like https://forms.example.com/contact`,
    example: { value: 'forms example com' },
  }),
  LINK016: entry({
    title: 'An address that is not https',
    message: (v: { value: string }) => `"${v.value}" must start with https://`,
    example: { value: 'http://forms.example.com/contact' },
  }),
  LINK017: entry({
    title: 'An address with a character a web address cannot carry as typed',
    message: (v: { value: string; character: string; fixed?: string }) =>
      `"${v.value}" has ${v.character} in it, which a web address cannot carry as typed; ${v.fixed ? `write it as a browser sends it: ${v.fixed}` : "copy the address again from the browser's address bar, which writes such a character as % and two digits"}`,
    hint: "A space, quote, semicolon, backslash or angle bracket inside an address: two things pasted together, a file's name with spaces, or text around the address. Left in, a link breaks, and an address a security header names could change the header.",
    fix: (v) => (v.fixed ? { replace: { text: v.value, with: v.fixed } } : undefined),
    example: { value: 'https://forms.example;sandbox', character: 'a semicolon' },
  }),
  LINK018: entry({
    title: 'An address without a real host name',
    message: (v: { value: string }) =>
      `"${v.value}" has no real host name (letters, digits, - and dots, like forms.example.com)`,
    example: { value: 'https://localhost/contact' },
  }),
  LINK019: entry({
    title: 'An address with a user name or password',
    message: (v: { value: string }) => `"${v.value}" must not carry a user name or password`,
    example: { value: 'https://user:secret@forms.example.com/contact' },
  }),

  LINK021: entry({
    title: "A link to a page's old address",
    message: (v: { to: string; target: string; page: string }) =>
      `the link "${v.to}"${v.to === v.target ? '' : ` names "${v.target}", which`} is an old address of the page "${v.page}" (in its aliases: line), so it is led there: write "${v.page}" in place of "${v.target}", the page's address now`,
    hint: "Left by a page renamed in a text editor: the page keeps its old address in aliases:, so bookmarks still find it, and the site's own links are led to its new one (the editor changes them as it renames).",
    warning: true,
    fix: (v) => ({ replace: { text: String(v.target), with: String(v.page) } }),
    example: { to: '/Sopi#Features', target: '/Sopi', page: '/PensionCases' },
  }),
  LINK022: entry({
    title: "An address that ends with a sentence's punctuation",
    message: (v: { to: string; ending: string; meant: string }) =>
      `this address ends with "${v.ending}", as a sentence goes on after an address, and the link would ask the other site for a page of that name, which it may not have; write ${v.meant}`,
    warning: true,
    fix: (v) => ({ replace: { text: String(v.to), with: String(v.meant) } }),
    example: { to: 'https://example.in/about.', ending: '.', meant: 'https://example.in/about' },
  }),
  LINK023: entry({
    title: "A link to one of the site's own pages written with the site's address",
    message: (v: { to: string; path: string }) =>
      `"${v.to}" is an address on this site (site.origin), and a link written so opens in a new tab as another site's would, and is not checked; write the page by its path: ${v.path}`,
    hint: "The site's own pages are linked by their paths (/ContactPage, /CareerPage#Apply_Now): each is checked to be there, and opens in the same tab.",
    fix: (v) => ({ replace: { text: String(v.to), with: String(v.path) } }),
    example: { to: 'https://www.vistaar-software.example/ContactPage', path: '/ContactPage' },
  }),

  // ---------------------------------------------------------------- PAGE: pages, kinds, blocks, menus, lists
  PAGE001: entry({
    title: 'A block that does not exist',
    message: (v: { name: string; suggestion?: string; blocks: string }) =>
      `there is no block "${v.name}"${dym(v.suggestion)}; blocks: ${v.blocks}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.name), with: v.suggestion } } : undefined),
    example: { name: 'conect', suggestion: 'connect', blocks: 'connect' },
  }),
  PAGE002: entry({
    title: 'A kind that does not exist',
    message: (v: { kind: string; suggestion?: string; kinds: string }) =>
      `unknown kind "${v.kind}"${dym(v.suggestion)}; kinds: ${v.kinds}`,
    hint: "A page's kind is one of the names under kinds: in site.yaml.",
    fix: (v) => (v.suggestion ? { replace: { text: String(v.kind), with: v.suggestion } } : undefined),
    example: {
      kind: 'prodcut',
      suggestion: 'product',
      kinds: 'home, service, industry, product, listing, contact, info',
    },
  }),
  PAGE003: entry({
    title: 'A parent page that does not exist',
    message: (v: { parent: string; suggestion?: string }) =>
      `the parent page "${v.parent}" does not exist${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.parent), with: v.suggestion } } : undefined),
    example: { parent: '/Product', suggestion: '/Products' },
  }),
  PAGE004: entry({
    title: 'A nav id used twice',
    message: (v: { id: string; label: string }) =>
      `the nav id "${v.id}" is also used by the menu item "${v.label}"; each menu item needs an id of its own`,
    example: { id: 'contact', label: 'Contact' },
  }),
  PAGE005: entry({
    title: 'A nav id that does not exist',
    message: (v: { nav: string; suggestion?: string; navIds: string[] }) =>
      `the nav id "${v.nav}" does not exist${dym(v.suggestion)}; nav ids: ${v.navIds.join(', ')}; or write nav: null to light no menu item`,
    fix: (v) => ({ replace: { text: v.nav, with: v.suggestion ?? 'null' } }),
    example: { nav: 'hom', suggestion: 'home', navIds: ['home', 'products', 'contact'] },
  }),
  PAGE006: entry({
    title: 'A product on a page that does not show it',
    message: (v: { kind: string; dropped: string }) =>
      `"product" is shown only on a product page (the ProductPage template), and this page is of the kind "${v.kind}", whose pages do not show it: ${v.dropped} would be left off the site. Write kind: product to keep it a product, or move what it says into sections: and delete product:`,
    example: { kind: 'service', dropped: 'its description, its 1 feature, its brochure' },
  }),
  PAGE007: entry({
    title: 'A piece on a page that does not show it',
    message: (v: { kind: string }) =>
      `"piece" is shown only by the PiecePreviewPage template, and this page is of the kind "${v.kind}": delete piece:`,
    example: { kind: 'info' },
  }),
  PAGE008: entry({
    title: 'A product page without its product',
    message: (v: { path: string }) =>
      `the page "${v.path}" uses the ProductPage template, so it needs a "product" entry (description and features)`,
    example: { path: '/Sopi' },
  }),
  PAGE009: entry({
    title: 'A piece preview without its piece',
    message: (v: { path: string }) =>
      `the page "${v.path}" uses the PiecePreviewPage template, so it needs "piece: header" or "piece: footer"`,
    example: { path: '/HeaderPreview' },
  }),
  PAGE010: entry({
    title: "An alias that is the page's own address",
    message: (v: { alias: string }) =>
      `the alias "${v.alias}" is this page's own address; remove it (a page needs no redirect to itself)`,
    example: { alias: '/WebsiteDevelopment/' },
  }),
  PAGE011: entry({
    title: 'An alias that is the path of another page',
    message: (v: { alias: string }) =>
      `the alias "${v.alias}" is the path of another page; an alias must be a path no page uses`,
    example: { alias: '/Products' },
  }),
  PAGE012: entry({
    title: 'An alias used twice',
    message: (v: { alias: string; address: string | undefined }) =>
      `the alias "${v.alias}" is already an alias of ${v.address}: an old address can lead to one page only; remove it here or there`,
    example: { alias: '/OldWeb/', address: '/WebsiteDevelopment' },
  }),
  PAGE013: entry({
    title: 'A page path that does not exist',
    message: (v: { NOT_FOUND_PATH: string }) =>
      `there is no page with path "${v.NOT_FOUND_PATH}": add one; it is shown for addresses that do not exist`,
    example: { NOT_FOUND_PATH: '/404' },
  }),
  PAGE014: entry({
    title: 'A list of a kind that does not exist',
    message: (v: { kind: string; suggestion?: string; kinds: string }) =>
      `unknown kind "${v.kind}"${dym(v.suggestion)}; kinds: ${v.kinds}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.kind), with: v.suggestion } } : undefined),
    example: {
      kind: 'products',
      suggestion: 'product',
      kinds: 'home, service, industry, product, listing, contact, info',
    },
  }),
  PAGE015: entry({
    title: 'A page left out that is not listed anyway',
    message: (v: { path: string; kinds: string }) =>
      `"${v.path}" is not a page of the kind ${v.kinds}, so it is not listed anyway`,
    example: { path: '/About', kinds: 'product' },
  }),
  PAGE016: entry({
    title: 'A list of featured pages with none featured',
    message: (v: { kinds: string }) =>
      `no page of the kind ${v.kinds} says featured: true, so this list would be empty; add the line "featured: true" under the title of each page it should list`,
    example: { kinds: 'product' },
  }),
  PAGE017: fixed('A footer group without links', 'a footer group needs "links" or "from" (the pages of a kind)'),
  PAGE018: entry({
    title: 'A page that does not fill a section of its kind',
    message: (v: { path: string; id: string; kind: string }) =>
      `the page "${v.path}" does not fill the section "${v.id}" that every page of the kind "${v.kind}" has, and it needs its cards: add to this page's sections an entry "- id: ${v.id}" with its "cards:" (as docs/guide/pages-and-products.md "Add an industry" shows)`,
    example: { path: '/Healthcare', id: 'Key_Features', kind: 'industry' },
  }),
  PAGE019: fixed('A cards section without cards', 'a cards section needs "cards" or "from" (the pages of a kind)'),
  PAGE020: entry({
    title: 'A list entry with its own bullet',
    message: (v: { marker: string }) =>
      `this list entry starts with ${JSON.stringify(v.marker)}, and the list draws its own bullets, so the page would show two; delete ${JSON.stringify(v.marker)} at its start`,
    fix: (v) => ({ delete: { text: v.marker } }),
    example: { marker: '• ' },
  }),
  PAGE021: entry({
    title: 'Two pages of a kind that look alike',
    message: (v: { field: string; earlier: string; kind: string }) =>
      `this ${v.field} is the same as the ${v.field} of ${v.earlier}, another page of the kind "${v.kind}", so the two look alike wherever pages are listed: write one of its own`,
    warning: true,
    example: { field: 'title', earlier: '/Sopi', kind: 'product' },
  }),
  PAGE022: entry({
    title: 'Two pages with one path',
    message: (v: { path: string; title: string; item: number }) =>
      `the path "${v.path}" is already used by the page "${v.title}" (pages item ${v.item}); each path needs its own page`,
    example: { path: '/About', title: 'About us', item: 3 },
  }),
  PAGE023: entry({
    title: 'Two paths that differ only in letter case',
    message: (v: { path: string; other: string; title: string }) =>
      `the path "${v.path}" differs only in letter case from "${v.other}" (the page "${v.title}"); hosts and disks that ignore case would mix them up: choose another path`,
    example: { path: '/about', other: '/About', title: 'About us' },
  }),
  PAGE024: entry({
    title: 'A section that fills no section of its kind',
    message: (v: { id: string; kind: string; suggestion?: string; ids: string[] }) =>
      `this section has no "type", so it fills the section "${v.id}" of the kind "${v.kind}", but that kind has no such section${dym(v.suggestion)}; its sections: ${v.ids.join(', ')}`,
    fix: (v) => (v.suggestion ? { replace: { text: v.id, with: v.suggestion } } : undefined),
    example: { id: 'featurs', kind: 'product', suggestion: 'features', ids: ['overview', 'features', 'users'] },
  }),
  PAGE025: entry({
    title: 'A section without a type, in a kind with no sections',
    message: (v: { kind: string }) =>
      `this section needs a "type" (the kind "${v.kind}" has no sections for it to fill)`,
    example: { kind: 'article' },
  }),
  PAGE026: entry({
    title: 'A page path the build uses',
    message: (v: { path: string; why: string }) =>
      `the path "${v.path}" is taken: ${v.why}; choose another path, such as "${v.path}Page"`,
    example: { path: '/social', why: 'the build writes /social itself' },
  }),
  PAGE027: entry({
    title: 'A page path Windows keeps for a device',
    message: (v: { path: string }) =>
      `the path "${v.path}" is a name Windows keeps for a device (CON, PRN, AUX, NUL, COM1–9, LPT1–9), so the site could not be built or copied there; choose another path, such as "${v.path}Page"`,
    example: { path: '/CON' },
  }),
  PAGE028: entry({
    title: 'An alias a browser cannot ask for',
    message: (v: { alias: string }) =>
      `the alias "${v.alias}" is not an address a browser can ask for: it has a "%" that is not followed by two hexadecimal digits of UTF-8, or a broken character; copy the old address from the browser's address bar again`,
    example: { alias: '/Old%2Page' },
  }),
  PAGE029: entry({
    title: 'An alias that is not one exact address',
    message: (v: { alias: string }) =>
      `the alias "${v.alias}" must be one exact old address: hosts read "*" and "/:name" as patterns matching many addresses, and "?" or "#" are not part of a path; write the old address itself, like /OldPage`,
    example: { alias: '/*' },
  }),
  PAGE030: entry({
    title: 'An alias the build uses',
    message: (v: { alias: string; owner: string | undefined }) =>
      `the alias "${v.alias}" is taken: ${v.owner}; an alias redirecting there would hide it`,
    example: { alias: '/social', owner: 'the build writes /social itself' },
  }),
  PAGE031: entry({
    title: "A chat's bold or italic marks in a text",
    message: (v: { whole: string; words: string }) =>
      `"${v.whole}" is marked as a chat marks bold, italic or struck words, and the page would show the marks as they are (the site's texts have no bold or italic); write ${v.words} without them`,
    warning: true,
    fix: (v) => ({ replace: { text: v.whole, with: v.words } }),
    example: { whole: '*free demo*', words: 'free demo' },
  }),
  PAGE032: entry({
    title: "A product's description copied from another",
    message: (v: { earlier: string }) =>
      `this product's description is the same as that of ${v.earlier}: the page would describe the other product; write its own`,
    hint: 'A product page copied from another keeps all of its words until each is changed: its title, description and summary are warned the same way.',
    warning: true,
    example: { earlier: '/Sopi' },
  }),
  PAGE033: entry({
    title: "Markdown's marks in a text",
    message: (v: { whole: string; words: string }) =>
      `"${v.whole.trim()}" is Markdown's way to mark ${v.words ? 'words' : 'a heading'}, and the page would show its marks as they are (the site's texts are shown as written: no bold, no headings or links inside a text); ${v.words ? `write ${v.words} in its place` : `write the line without "${v.whole.trim()}"`}`,
    hint: "A link goes in a section's actions (a label and the page or address it leads to); a heading is a section's heading.",
    warning: true,
    fix: (v) => ({ replace: { text: v.whole, with: v.words } }),
    example: { whole: '[our products](/Products)', words: 'our products' },
  }),
  PAGE034: entry({
    title: 'An HTML tag in a text',
    message: (v: { whole: string; words: string }) =>
      `"${v.whole.trim()}" is an HTML tag, and the page would show it as it is (the site's texts are shown as written, not read as HTML); ${v.words ? 'write a space in its place' : 'write the words without it'}`,
    hint: 'Text copied from a web page or an e-mail can carry its tags. A text that keeps its lines (one written after a |) shows each paragraph, with an empty line between them.',
    warning: true,
    fix: (v) => ({ replace: { text: v.whole, with: v.words } }),
    example: { whole: '<b>', words: '' },
  }),
  PAGE035: entry({
    title: 'A character written as HTML writes it',
    message: (v: { whole: string; words: string }) =>
      `"${v.whole}" is how HTML writes ${v.words === ' ' ? 'a space' : `"${v.words}"`}, and the page would show "${v.whole}" as it is; write ${v.words === ' ' ? 'a space' : v.words} itself`,
    warning: true,
    fix: (v) => ({ replace: { text: v.whole, with: v.words } }),
    example: { whole: '&amp;', words: '&' },
  }),
  PAGE036: entry({
    title: "A product's features or users copied from another",
    message: (v: { what: string; one: string; count: number; total: number; earlier: string; first: string }) =>
      `${v.count < v.total ? `${v.count} of its ${v.total} ${v.what}` : v.total === 1 ? `its one ${v.one}` : `all ${v.total} of its ${v.what}`} ${v.count === 1 ? 'is' : 'are'} word for word ${v.earlier}'s (${v.count === 1 ? '' : 'the first: '}"${v.first}"), so this page would list the other product's ${v.what}: write this product's own`,
    hint: "A product page copied from another keeps all of its words until each is changed. Entries two products truly share may stay: the warning ends once at most two thirds are the other's.",
    warning: true,
    example: { what: 'features', one: 'feature', count: 7, total: 7, earlier: '/Sopi', first: 'Four case categories' },
  }),
  PAGE037: entry({
    title: 'Two pages of a kind with one picture',
    message: (v: { earlier: string; kind: string }) =>
      `this picture is the picture of ${v.earlier} too, another page of the kind "${v.kind}", so the two look alike wherever pages are listed: give this page a picture of its own, and an alt that says what it shows`,
    warning: true,
    example: { earlier: '/Sopi', kind: 'product' },
  }),
  PAGE038: entry({
    title: 'A card or logo copied in its list and changed too little',
    message: (v: { item: string; whats: string[]; earlier: string }) => {
      const words = v.whats.length > 1 ? `${v.whats.slice(0, -1).join(', ')} and ${v.whats.at(-1)}` : v.whats[0];
      return `this ${v.item}'s ${words} ${v.whats.length > 1 ? 'are' : 'is'} the same as that of "${v.earlier}" above it in this list, so the two show the same ${words}: give this ${v.item} its own`;
    },
    hint: 'A card copied from the one above keeps its picture, words and link until each is changed; only its title was.',
    warning: true,
    example: { item: 'card', whats: ['picture', 'text', 'link'], earlier: 'Gramodaya Institute of Rural Development' },
  }),
  PAGE039: entry({
    title: "A page's title with the company's name after it",
    message: (v: { title: string; name: string; written: string; meant: string }) =>
      `the title "${v.title}" ends in the company's name ("${v.written.trim()}"); the site adds " | ${v.name}" to every page's title in the browser's tab and shows the title as written in the page's heading, breadcrumb and cards: write ${v.meant}`,
    hint: "A title copied from a browser's tab or a search result, where each page's title ends in the site's name.",
    fix: (v) => ({ replace: { text: v.title, with: v.meant } }),
    example: {
      title: 'Pension Illustration (SOPI) | Vistaar Software',
      name: 'Vistaar Software',
      written: ' | Vistaar Software',
      meant: 'Pension Illustration (SOPI)',
    },
  }),

  // ---------------------------------------------------------------- FACT: the site's facts, registrations, vacancies
  FACT001: entry({
    title: 'A reference to a part of the address that does not exist',
    message: (v: { reference: string; name: string | undefined; suggestion?: string; parts: string }) =>
      `${v.reference}: the address has no part "${v.name}"${dym(v.suggestion)}; write $address for the whole address or one of ${v.parts}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.name), with: v.suggestion } } : undefined),
    example: {
      reference: '$address:citty',
      name: 'citty',
      suggestion: 'city',
      parts: '$address:lines, $address:city, $address:region, $address:postalCode',
    },
  }),
  FACT002: entry({
    title: 'A reference to the chat number when there is none',
    message: (v: { reference: string }) => `${v.reference}: site.chat has no number`,
    example: { reference: '$chat' },
  }),
  FACT003: entry({
    title: 'A reference without its id',
    message: (v: { reference: string; kind: string; ids: string }) =>
      `${v.reference}: $${v.kind} needs the id of one of site.${v.kind}s after a colon, such as $${v.kind}:${v.ids}`,
    example: { reference: '$phone', kind: 'phone', ids: 'office' },
  }),
  FACT004: entry({
    title: 'A reference to a phone or e-mail that does not exist',
    message: (v: { reference: string; kind: string; name: string; suggestion?: string; choices: string }) =>
      `${v.reference}: there is no ${v.kind} "${v.name}" in site.${v.kind}s${dym(v.suggestion)}; write one of ${v.choices}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.name), with: v.suggestion } } : undefined),
    example: {
      reference: '$phone:ofice',
      kind: 'phone',
      name: 'ofice',
      suggestion: 'office',
      choices: '$phone:office, $phone:sales',
    },
  }),
  FACT005: entry({
    title: 'A phone number without its country code',
    message: (v: { number: string; fix: string }) =>
      `the number "${v.number}" has no country code, so callers abroad and phones that dial it as a link reach another number; ${v.fix}`,
    hint: 'A number is shown as a link that phones dial as written; without +91 a phone abroad dials another number.',
    fix: (v) => countryCodeFix(String(v.number), String(v.fix)),
    example: { number: '98220 12345', fix: 'write it with India\'s country code: "+91 98220 12345"' },
  }),
  FACT006: entry({
    title: "An office's phone that does not exist",
    message: (v: { phone: string; suggestion?: string }) =>
      `there is no phone "${v.phone}" in site.phones${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.phone), with: v.suggestion } } : undefined),
    example: { phone: 'ofice', suggestion: 'office' },
  }),
  FACT007: fixed(
    'A chat number written twice',
    'site.chat has both number: and phone:; keep one (phone: names a number of site.phones, so it is written once)',
  ),
  FACT008: entry({
    title: 'A chat without its number',
    message: (v: { id: string }) =>
      `site.chat needs the chat number: write phone: ${v.id} (an id of site.phones) or number: "+91 …"`,
    example: { id: 'office' },
  }),
  FACT009: entry({
    title: 'A chat number without its country code',
    message: (v: { number: string; fix: string }) =>
      `the chat number "${v.number}" has no country code, so the chat service reads its first digits as one and opens a chat with someone else; ${v.fix}`,
    fix: (v) => countryCodeFix(String(v.number), String(v.fix)),
    example: { number: '9822012345', fix: 'write it with India\'s country code: "+91 98220 12345"' },
  }),
  FACT010: entry({
    title: 'The chat number typed again',
    message: (v: { id: string; number: string }) =>
      `this is the number "${v.id}" of site.phones written again: write phone: ${v.id} in place of number: "${v.number}", so that a new number is one edit`,
    warning: true,
    fix: (v) => ({ replace: { text: `number: "${v.number}"`, with: `phone: ${v.id}` } }),
    example: { id: 'office', number: '+91 20 2567 8901' },
  }),
  FACT011: entry({
    title: 'A fact typed again',
    message: (v: { typed: string; what: string; reference: string; inAddress: boolean }) =>
      `"${v.typed}" is ${v.what} typed again: write ${v.reference} in its place${v.inAddress ? ' (in a web address too)' : ''}, so that when it changes this changes with it`,
    fix: (v) => ({ replace: { text: v.typed, with: v.reference } }),
    warning: true,
    example: {
      typed: '+91 20 2567 8901',
      what: 'the phone number "office" of site.phones',
      reference: '$phone:office',
      inAddress: false,
    },
  }),
  FACT012: fixed(
    'A registration number half filled in',
    `write the number alone in place of OWNER (the whole value is the placeholder until it is filled in)`,
  ),
  FACT013: fixed(
    'A value half filled in',
    'write the value alone in place of OWNER (the whole value is the placeholder until it is filled in)',
  ),
  FACT014: entry({
    title: 'A certificate or empanelment not filled in',
    message: (v: { entry: string; fields: string; verb: string }) =>
      `${v.entry} is not shown until ${v.fields} ${v.verb} filled in in place of OWNER`,
    warning: true,
    example: { entry: 'the certificate "ISO/IEC 27001:2022"', fields: 'number', verb: 'is' },
  }),
  FACT015: entry({
    title: 'A certificate or empanelment no longer valid',
    message: (v: { entry: string; validUntil: string; what: string }) =>
      `${v.entry} was valid until ${v.validUntil}, so it is no longer shown as valid on the site; write the date of the renewed ${v.what}, or delete the entry`,
    warning: true,
    example: { entry: 'the certificate "ISO/IEC 27001:2022"', validUntil: '2025-09-30', what: 'certificate' },
  }),
  FACT016: entry({
    title: 'A vacancy closed',
    message: (v: { closes: string; title: string | undefined }) =>
      `this vacancy closed on ${v.closes}, so "${v.title}" is no longer on the site and its position is no longer offered in the form; delete the card when you like, or give it a new closing date`,
    warning: true,
    example: { closes: '2020-01-31', title: 'QC Engineer' },
  }),
  FACT017: entry({
    title: 'A vacancy card without an application form',
    message: (v: { to: string }) =>
      `a card with a "position" needs a link to an application form with positions (like /CareerPage#Apply_Now); its link is "${v.to}"`,
    example: { to: '/ContactPage#Get_In_Touch' },
  }),
  FACT018: entry({
    title: 'A vacancy position misspelt',
    message: (v: { position: string; to: string; suggestion: string; title: string }) =>
      `the position "${v.position}" is not an option of the form at "${v.to}"${dym(v.suggestion)}; if it is a post of its own, not a misspelling, add it to that form's positions as - { value: "${v.position}", label: "${v.title}" }`,
    hint: "A position unlike every option is added to the form's list by itself; one a letter or two from an option is taken for that option misspelt.",
    fix: (v) => ({ replace: { text: v.position, with: v.suggestion } }),
    example: {
      position: 'Web Develper',
      to: '/CareerPage#Apply_Now',
      suggestion: 'Web Developer',
      title: 'Web Developer',
    },
  }),
  FACT019: entry({
    title: 'A position no vacancy card names',
    message: (v: { value: string; label: string }) =>
      `no vacancy card names the position "${v.value}" (${v.label}), so visitors can apply for a post that is not advertised; delete this line, or write keep: true in it to keep the option for applications without a vacancy`,
    warning: true,
    example: { value: 'Full_Stack_React_JS_/_Node_JS', label: 'Full Stack React JS / Node JS' },
  }),
  FACT020: entry({
    title: 'A reference to an office that does not exist',
    message: (v: { reference: string; name: string; suggestion?: string; offices: string }) =>
      `${v.reference}: there is no office "${v.name}" in site.offices${dym(v.suggestion)}; write one of ${v.offices}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.name), with: v.suggestion } } : undefined),
    example: { reference: '$office:pnue', name: 'pnue', suggestion: 'pune', offices: '$office:pune, $office:mumbai' },
  }),
  FACT021: entry({
    title: 'A reference to an office when there is none',
    message: (v: { reference: string }) =>
      `${v.reference}: site.offices lists no other office; write $address for the main office`,
    example: { reference: '$office:pune' },
  }),
  FACT022: entry({
    title: 'A GSTIN of the wrong form',
    message: (v: { gstin: string; GSTIN_FORM: string }) =>
      `the GSTIN "${v.gstin}" is not in the form of a GSTIN, ${v.GSTIN_FORM} (such as 27AABCV4821K1Z6); copy it from the GST registration certificate`,
    example: {
      gstin: '27AABCV4821K1Z',
      GSTIN_FORM:
        '15 characters: the state code (2 digits), the PAN (5 letters, 4 digits, 1 letter), 1 letter or digit, Z, and a check character',
    },
  }),
  FACT023: entry({
    title: 'A GSTIN in small letters or with spaces',
    message: (v: { typed: string; t: string }) =>
      `write the GSTIN in capitals without spaces, as the GST certificate prints it: "${v.t}"`,
    fix: (v) => ({ replace: { text: v.typed, with: v.t } }),
    example: { typed: '27aabcv4821k1z6', t: '27AABCV4821K1Z6' },
  }),
  FACT024: entry({
    title: "A GSTIN of another state's registration",
    message: (v: { code: string; name: string; gst: string }) =>
      `the GSTIN starts with the state code ${v.code}, and the office (site.address) is in ${v.name}, whose code is ${v.gst}; copy the GSTIN of the ${v.name} registration from its GST certificate`,
    example: { code: '29', name: 'Maharashtra', gst: '27' },
  }),
  FACT025: entry({
    title: 'A GSTIN with a character mistyped',
    message: (v: { gstin: string; check: string }) =>
      `the last character of the GSTIN "${v.gstin}" is a check on the 14 before it, and it does not match them (with these 14 it is "${v.check}"): one character is mistyped; copy the number again from the GST registration certificate`,
    fix: (v) => ({ replace: { text: v.gstin, with: v.gstin.slice(0, 14) + v.check } }),
    example: { gstin: '27AABCV4821K1Z8', check: '6' },
  }),
  FACT026: entry({
    title: 'A CIN of the wrong length',
    message: (v: { cin: string; tCount: number; CIN_FORM: string }) =>
      `the CIN "${v.cin}" has ${v.tCount} characters, and a CIN has ${v.CIN_FORM}; copy it from the certificate of incorporation`,
    example: {
      cin: 'U72200MH2014PTC25487',
      tCount: 20,
      CIN_FORM:
        '21 characters: L or U, 5 digits, 2 letters for the state, 4 digits for the year, 3 letters for the kind of company and 6 digits (such as U72200MH2014PTC123456)',
    },
  }),
  FACT027: entry({
    title: 'A CIN with a part of the wrong form',
    message: (v: { where: string; cin: string; piece: string; what: string; CIN_FORM: string }) =>
      `${v.where} of the CIN "${v.cin}" ("${v.piece}") should be ${v.what}; a CIN is ${v.CIN_FORM}; copy it from the certificate of incorporation`,
    example: {
      where: 'characters 7–8',
      cin: 'U72200M12014PTC254871',
      piece: 'M1',
      what: 'the state, 2 letters (MH for Maharashtra)',
      CIN_FORM:
        '21 characters: L or U, 5 digits, 2 letters for the state, 4 digits for the year, 3 letters for the kind of company and 6 digits (such as U72200MH2014PTC123456)',
    },
  }),
  FACT028: entry({
    title: 'A CIN in small letters or with spaces',
    message: (v: { typed: string; t: string }) =>
      `write the CIN in capitals without spaces, as the certificate of incorporation prints it: "${v.t}"`,
    fix: (v) => ({ replace: { text: v.typed, with: v.t } }),
    example: { typed: 'u72200 mh2014 ptc254871', t: 'U72200MH2014PTC254871' },
  }),
  FACT029: entry({
    title: 'A CIN with a year in the future',
    message: (v: { year: string }) =>
      `characters 9–12 of the CIN ("${v.year}") are the year of incorporation, which cannot be after this year; copy the CIN from the certificate of incorporation`,
    example: { year: '2041' },
  }),
  FACT030: entry({
    title: "A CIN of another state's registered office",
    message: (v: { written: string; name: string; letters: string }) =>
      `characters 7–8 of the CIN ("${v.written}") are the state of the registered office, and the office (site.address) is in ${v.name} (${v.letters}); copy the CIN from the certificate of incorporation`,
    example: { written: 'KA', name: 'Maharashtra', letters: 'MH' },
  }),
  FACT031: entry({
    title: 'A Udyam number of the wrong form',
    message: (v: { udyam: string }) =>
      `the Udyam registration number "${v.udyam}" is not in its form, UDYAM-MH-00-0000000 (UDYAM, the state's 2 letters, the district's 2 digits and 7 digits, with hyphens between); copy it from the Udyam registration certificate`,
    example: { udyam: 'UDYAM-MH-26-004821' },
  }),
  FACT032: entry({
    title: 'A Udyam number without capitals or hyphens',
    message: (v: { typed: string; written: string }) =>
      `write the Udyam registration number in capitals with hyphens, as its certificate prints it: "${v.written}"`,
    fix: (v) => ({ replace: { text: v.typed, with: v.written } }),
    example: { typed: 'UDYAM MH 26 0048213', written: 'UDYAM-MH-26-0048213' },
  }),
  FACT033: entry({
    title: 'A Udyam number of another state',
    message: (v: { parts: string; name: string; letters: string }) =>
      `the Udyam registration number names the state ${v.parts}, and the office (site.address) is in ${v.name} (${v.letters}); copy the number from the Udyam registration certificate`,
    example: { parts: 'KA', name: 'Maharashtra', letters: 'MH' },
  }),
  FACT034: entry({
    title: 'A vacancy without the day it was posted',
    message: (v: { title: string | undefined; today: string }) =>
      `"${v.title}" has no posted date, so search engines are not told it is a job; add the line posted: "${v.today}" under its title (the day the vacancy was first put on the site, in quotes)`,
    warning: true,
    example: { title: 'ASP .NET Developer', today: '2026-11-27' },
  }),
  FACT035: entry({
    title: 'A vacancy posted after it closes',
    message: (v: { posted: string; closes: string }) =>
      `this vacancy is posted on ${v.posted} and closes on ${v.closes}, before it was posted; check both dates (as "2026-11-20", year first)`,
    example: { posted: '2026-12-01', closes: '2026-11-30' },
  }),
  FACT036: entry({
    title: 'A form without its notice',
    message: (v: { form: string }) =>
      `the ${v.form} form has no notice: India's DPDP Act asks for one where personal data is collected; add notice: under it, saying what is collected, for what, how long it is kept, who receives it ($forms), how to ask for deletion, and a link to the [Privacy Policy](/PrivacyPolicy)`,
    warning: true,
    example: { form: 'contact' },
  }),
  FACT037: entry({
    title: 'No thanks page for a form sent without JavaScript',
    message: (v: { provider: string }) =>
      `site.forms has no thanks: page, so a visitor without JavaScript who sends a form is left on ${v.provider}'s page instead of the site's; add thanks: /Thanks (a page of its own, see docs/deploy.md, "Forms")`,
    warning: true,
    example: { provider: 'formspree' },
  }),
  FACT038: entry({
    title: "A Netlify form with another service's address",
    message: (v: { field: string }) =>
      `with provider: netlify the forms post to the site itself, where Netlify receives them, so this address would send the ${v.field === 'contact' ? 'enquiry' : 'application'} form elsewhere; delete the line ${v.field}: (or, if the forms are to go to the service this address belongs to, name it as provider:)`,
    hint: 'Left behind when provider: is changed to netlify from another service, whose addresses are no longer used.',
    example: { field: 'contact' },
  }),
  FACT039: entry({
    title: 'Two vacancies with one position',
    message: (v: { position: string; earlier: string }) =>
      `this vacancy's position "${v.position}" is also the position of "${v.earlier}" above: its APPLY button would choose that one in the application form; write the position this vacancy is for (a new one is added to the form's list)`,
    hint: 'A vacancy copied from another keeps its position: line until it is changed. The position is what the application form names as applied for.',
    warning: true,
    example: { position: '.NET Developer', earlier: 'ASP .NET Developer' },
  }),
  FACT040: entry({
    title: 'An Indian number without ten digits after +91',
    message: (v: { number: string; digits: number; fixed?: string }) =>
      `the number "${v.number}" has ${v.digits} digits after +91, and every Indian number has 10 (a mobile's ten, or the area code and the number together), so a call to it reaches no one; ${v.fixed ? `leave out the 0 after +91: "${v.fixed}"` : 'check it against the number as the phone or the bill shows it'}`,
    hint: 'A digit typed twice or left out when copying the number; or the 0 of a landline kept after +91, which callers dial only without the country code.',
    fix: (v) => (v.fixed ? { replace: { text: v.number, with: v.fixed } } : undefined),
    example: { number: '+91 98220 1234', digits: 9 },
  }),
  FACT041: entry({
    title: "A mail service's name misspelt in an address",
    message: (v: { address: string; domain: string; meant: string }) =>
      `"${v.address}" ends in ${v.domain}, which looks like ${v.meant} misspelt, and mail to it would not arrive; if it is, write ${v.address.replace(v.domain, v.meant)}`,
    hint: 'A key slipped when typing: gmail.con, gmial.com, hotmial.com. Mail sent to a misspelt domain goes nowhere, and nothing says so. Other services one slip away (mail.com, ymail.com, zoho.com, yahoo.in) are not warned of.',
    warning: true,
    fix: (v) => ({ replace: { text: v.domain, with: v.meant } }),
    example: { address: 'careers.vistaar@gmail.con', domain: 'gmail.con', meant: 'gmail.com' },
  }),
  FACT042: entry({
    title: 'A founding year in the future',
    message: (v: { year: string; thisYear: number; swapped?: string }) =>
      `the company cannot have been founded in ${v.year}, after this year (${v.thisYear}), and the footer and the home page would say it was; ${v.swapped ? `if two digits were swapped, write ${v.swapped}` : 'write the year it was founded'}`,
    hint: 'Two digits swapped when typing (2041 for 2014). The year is shown as written, in the footer of every page and in the facts under the home page’s buttons.',
    fix: (v) => (v.swapped ? { replace: { text: v.year, with: v.swapped } } : undefined),
    example: { year: '2041', thisYear: 2026, swapped: '2014' },
  }),
  FACT043: entry({
    title: "A phone number where a phone's id goes",
    message: (v: { phone: string; ids: string; chat?: boolean }) =>
      `"${v.phone}" is a number, and "phone:" takes the id of one of site.phones (${v.ids}); ${v.chat ? `for a number of its own, write number: in place of phone: on this line` : `add the number to site.phones as - { id: …, label: …, number: "${v.phone}" }, and write its id here`}`,
    hint: 'A number is written once, in site.phones, with an id; everything else names it by that id. The chat alone may have a number of its own, written number:.',
    fix: (v) => (v.chat ? { replace: { text: 'phone:', with: 'number:' } } : undefined),
    example: { phone: '+91 98220 12345', ids: 'office, sales', chat: true },
  }),
  FACT044: entry({
    title: 'A vacancy posted on a day still to come',
    message: (v: { posted: string; today: string }) =>
      `this vacancy is posted on ${v.posted}, a day still to come, but it is on the site from this build on, and search engines would be told a date that has not come; write the day it goes on the site: posted: "${v.today}" (or add the card on ${v.posted})`,
    hint: 'A vacancy shows as soon as the site is built with it; its posted date is the day visitors first see it.',
    warning: true,
    fix: (v) => ({ replace: { text: v.posted, with: v.today } }),
    example: { posted: '2026-12-15', today: '2026-11-30' },
  }),

  // ---------------------------------------------------------------- BROCHURE: brochures
  BROCHURE001: entry({
    title: "A character the brochure's fonts cannot draw",
    message: (v: { ch: string; code: string }) =>
      `the brochure's fonts cannot draw "${v.ch}" (U+${v.code}), so its PDF would show "?" there; remove the character, or write "brochure: false" for this product`,
    fix: (v) => ({ delete: { text: v.ch } }),
    example: { ch: '🎉', code: '1F389' },
  }),

  // ---------------------------------------------------------------- CHECK: the built site
  CHECK001: fixed('A page not prerendered', 'has no prerendered page in the build'),
  CHECK002: entry({
    title: 'A new-tab link without rel="noopener noreferrer"',
    message: (v: { href: string }) => `link to ${v.href} opens a new tab without rel="noopener noreferrer"`,
    example: { href: '/brochures/Sopi.pdf' },
  }),
  CHECK003: entry({
    title: 'A link that is not https',
    message: (v: { href: string }) => `link to ${v.href} is not https`,
    example: { href: 'http://partner.example/' },
  }),
  CHECK004: entry({
    title: 'A relative link',
    message: (v: { href: string }) => `link to ${v.href} is relative; write it from the site root (/…)`,
    example: { href: 'Products' },
  }),
  CHECK005: entry({
    title: 'A link that leads nowhere in the build',
    message: (v: { href: string; target: string }) =>
      `link to ${v.href} leads nowhere: the build has no page or file ${v.target}`,
    hint: 'The checker reads the built pages: a link that leads nowhere there is a mistake of the build, not of site.yaml.',
    example: { href: '/brochures/Sopi.pdf', target: '/brochures/Sopi.pdf' },
  }),
  CHECK006: entry({
    title: 'A link to an anchor not on its page',
    message: (v: { href: string; targetRoute: string; anchor: string }) =>
      `link to ${v.href} leads to no anchor: ${v.targetRoute} has no element with id "${v.anchor}"`,
    example: { href: '/Sopi#nope', targetRoute: '/Sopi', anchor: 'nope' },
  }),
  CHECK007: fixed('No lang on <html>', 'the <html> element has no lang'),
  CHECK008: entry({
    title: 'Another lang on <html>',
    message: (v: { lang: string; lang2: string }) =>
      `the <html> element has lang="${v.lang}", but the page is in "${v.lang2}"`,
    example: { lang: 'en', lang2: 'mr' },
  }),
  CHECK009: fixed('No title', 'has no title'),
  CHECK010: fixed('No meta description', 'has no meta description'),
  CHECK011: fixed('No canonical link', 'has no canonical link'),
  CHECK012: entry({
    title: 'Another canonical link',
    message: (v: { canonical: string; canonical2: string }) =>
      `the canonical link is ${v.canonical}, but the descriptor says ${v.canonical2}`,
    example: { canonical: 'https://example.org/products', canonical2: 'https://example.org/Products' },
  }),
  CHECK013: entry({
    title: 'The menu lights another item',
    message: (v: { lit: string; expected: string }) =>
      `the menu lights ${v.lit}, but the descriptor says ${v.expected}`,
    example: { lit: 'nothing', expected: '"FAQ"' },
  }),
  CHECK014: entry({
    title: 'A menu item whose page lights nothing',
    message: (v: { label: string; lit: string }) =>
      `the menu item "${v.label}" links here, but the page lights ${v.lit}`,
    example: { label: 'FAQ', lit: 'nothing' },
  }),
  CHECK015: entry({
    title: 'A page in the sitemap but not on the sitemap page',
    message: (v: { path: string }) => `is in sitemap.xml but not linked from ${v.path}`,
    example: { path: '/Sitemap' },
  }),
  CHECK016: entry({
    title: 'Other language versions named',
    message: (v: { named: string; expected: string }) =>
      `names the versions ${v.named} (hreflang), but the page exists as ${v.expected}`,
    example: {
      named: 'en https://fixture.example/WebsiteDevelopment, x-default https://fixture.example/WebsiteDevelopment',
      expected:
        'en https://fixture.example/WebsiteDevelopment, mr https://fixture.example/mr/WebsiteDevelopment, x-default https://fixture.example/WebsiteDevelopment',
    },
  }),
  CHECK017: entry({
    title: 'A language version that is not built',
    message: (v: { href: string; lang: string }) =>
      `names ${v.href} as its ${v.lang} version (hreflang), but the build has no page there`,
    example: { href: 'https://example.org/mr/About', lang: 'mr' },
  }),
  CHECK018: entry({
    title: 'A language version that does not name this page back',
    message: (v: { href: string; lang: string; lang2: string }) =>
      `names ${v.href} as its ${v.lang} version, but that page does not name this one back as its ${v.lang2} version (hreflang)`,
    example: { href: 'https://fixture.example/WebsiteDevelopment', lang: 'en', lang2: 'mr' },
  }),
  CHECK019: entry({
    title: 'The language switcher leads elsewhere',
    message: (v: { name: string; href: string; path: string }) =>
      `the language switcher's ${v.name} leads to ${v.href}, but this page in ${v.name} is ${v.path}`,
    example: { name: 'English', href: 'nothing', path: '/WebsiteDevelopment' },
  }),
  CHECK020: entry({
    title: 'The language switcher does not say a page is untranslated',
    message: (v: { name: string; says: string }) =>
      `the language switcher should say that this page is not in ${v.name}, but it ${v.says}`,
    example: { name: 'मराठी', says: 'links to /mr/About' },
  }),
  CHECK021: entry({
    title: "A template's English words on another language's page",
    message: (v: { text: string; key: string; name: string; name2: string }) =>
      `shows "${v.text}" (${v.key} in src/shared/uiText.ts) in ${v.name} on a ${v.name2} page: a template writes it without taking it from the layout's ui`,
    example: { text: 'Skip to main content', key: 'skipToMain', name: 'English', name2: 'मराठी' },
  }),
  CHECK022: entry({
    title: 'Another breadcrumb',
    message: (v: { shown: string; expected: string }) =>
      `the breadcrumb is ${v.shown}, but the descriptor says ${v.expected}`,
    example: {
      shown: '"Home (/) › Our products (/Products) › Pension Illustration"',
      expected: '"Home (/) › Products (/Products) › Pension Illustration"',
    },
  }),
  CHECK023: entry({
    title: 'An id used twice on a built page',
    message: (v: { id: string; n: number }) => `the id "${v.id}" is used ${v.n} times; ids must be unique on a page`,
    example: { id: 'Get_In_Touch', n: 2 },
  }),
  CHECK024: entry({
    title: 'An image without alt',
    message: (v: { src: string }) => `an image (${v.src}) has no alt attribute`,
    example: { src: '/images/logo.svg' },
  }),
  CHECK025: entry({
    title: 'A link without a name',
    message: (v: { href: string | undefined }) =>
      `link to ${v.href} has no name: its only content is an image with alt=""`,
    example: { href: '/' },
  }),
  CHECK026: entry({
    title: 'A video not on its page',
    message: (v: { src: string; title: string }) =>
      `the video "${v.src}" (${v.title}) is not on the page with its versions`,
    example: { src: '/videos/tour.mp4', title: 'A tour of the office' },
  }),
  CHECK027: entry({
    title: 'A video with sound and no captions track',
    message: (v: { src: string }) => `the video "${v.src}" has sound but no captions track`,
    example: { src: '/videos/tour.mp4' },
  }),
  CHECK028: entry({
    title: 'An address that is not on the site',
    message: (v: { tag: string; attribute: string; address: string; origin: string }) =>
      `<${v.tag} ${v.attribute}> names ${v.address}, which is not on the site (${v.origin})`,
    example: {
      tag: 'meta',
      attribute: 'content',
      address: 'https://elsewhere.example/card.png',
      origin: 'https://fixture.example',
    },
  }),
  CHECK029: entry({
    title: 'A file the build does not have',
    message: (v: { tag: string; attribute: string; address: string }) =>
      `<${v.tag} ${v.attribute}> names ${v.address}, but the build has no such file`,
    example: { tag: 'img', attribute: 'src', address: '/images/logo.svg' },
  }),
  CHECK030: entry({
    title: "A page's two files differ",
    message: (v: { name: string }) =>
      `${v.name}.html and ${v.name}/index.html differ: hosts would serve two versions of the page`,
    example: { name: 'Sopi' },
  }),
  CHECK031: entry({
    title: 'A name starting with a dot',
    message: (v: { dotted: string }) =>
      `starts with a dot (${v.dotted}): Cloudflare Pages would publish it; keep it out of the built site`,
    example: { dotted: '.vite' },
  }),
  CHECK032: fixed(
    "An inline style before the page's policy",
    "an inline <style> comes before the page's own Content-Security-Policy for styles, which would not govern it",
  ),
  CHECK033: entry({
    title: 'An inline script or style its policy refuses',
    message: (v: { tag: string; policy: string; hash: string }) =>
      `an inline <${v.tag}> is not allowed by ${v.policy} (its hash is ${v.hash})`,
    example: { tag: 'script', policy: "the page's own Content-Security-Policy", hash: "'sha256-…'" },
  }),
  CHECK034: entry({
    title: 'A style attribute',
    message: (v: { tag: string }) =>
      `a style="…" attribute on <${v.tag}> is blocked by the page's Content-Security-Policy; use a class`,
    example: { tag: 'div' },
  }),
  CHECK035: fixed('A site file missing from the build', 'missing from the build'),
  CHECK036: fixed('A public page missing from the sitemap', 'missing from sitemap.xml'),
  CHECK037: entry({
    title: 'The sitemap lists a page that is not public',
    message: (v: { address: string }) => `lists ${v.address}, which is not a public page`,
    example: { address: 'https://example.org/Draft' },
  }),
  CHECK038: entry({
    title: 'The sitemap names other language versions than the page has',
    message: (v: { address: string; shown: string; wanted: string }) =>
      `lists ${v.address} with the versions ${v.shown}, but the page exists as ${v.wanted}`,
    example: {
      address: 'https://example.org/About',
      shown: 'none',
      wanted: 'en https://example.org/About, mr https://example.org/mr/About',
    },
  }),
  CHECK039: entry({
    title: 'robots.txt does not name the sitemap',
    message: (v: { origin: string }) => `does not point to ${v.origin}/sitemap.xml`,
    example: { origin: 'https://example.org' },
  }),
  CHECK040: fixed('No Content-Security-Policy', 'has no Content-Security-Policy'),
  CHECK041: entry({
    title: 'A page in one layout only',
    message: (v: { name: string }) =>
      `is not in both ${v.name}.html and ${v.name}/index.html: a host that looks for the other finds no page`,
    example: { name: 'About' },
  }),
  // ---------------------------------------------------------------- EDIT: what the editor refuses
  EDIT001: entry({
    title: 'The site file cannot be read as it is now',
    message: (v: { file: string }) =>
      `${v.file} cannot be read as it is now; run npm run validate and fix what it names in a text editor, then reload this page`,
    hint: 'The editor shows and edits what it reads from the file: while the file is not YAML it can read (a quote never closed, a line indented with a tab), it has nothing to show. npm run validate names the line and what is wrong there.',
    example: { file: 'site.yaml' },
  }),
  EDIT002: entry({
    title: 'A part changed in another editor since the form was opened',
    message: (v: { file: string }) =>
      `This part of ${v.file} was changed in another editor since this form was opened. Nothing was written. Copy what you typed, reload the page to see the file as it is now, and make your change again.`,
    hint: 'The editor never writes over a change made meanwhile, in a text editor or in the editor in another tab: the part as the form opened it is compared with the file as it is when saving.',
    example: { file: 'site.yaml' },
  }),
  EDIT003: entry({
    title: 'A file changed in another editor while saving',
    message: (v: { file: string }) =>
      `${v.file} was changed in another editor while saving. Nothing was written; save again.`,
    hint: "The file is checked once more just before it is written; the file named may be a translation (site.mr.yaml) when a page's address changes.",
    example: { file: 'site.yaml' },
  }),
  EDIT004: entry({
    title: 'The change cannot be written into the file',
    message: (v: { reason: string }) => v.reason,
    hint: 'The editor writes only the lines that change, and reads the new text back before it saves it: when that does not give exactly what the form holds, nothing is written. Make the change in a text editor.',
    example: { reason: 'the editor could not write this change safely; please make it in a text editor' },
  }),
  EDIT005: entry({
    title: 'No such page',
    message: (v: { path: string; file: string }) => `there is no page ${v.path} in ${v.file}`,
    hint: "The page's address was changed (in another tab or in a text editor) since the link to its form was followed, or the address was typed by hand: the editor's first page lists every page.",
    example: { path: '/Nope', file: 'site.yaml' },
  }),
  EDIT006: fixed(
    "An upload whose name is not a picture's",
    'a picture must be an SVG, PNG, JPEG, WebP, AVIF or GIF file',
    { hint: "The file's name must end in .svg, .png, .jpg, .jpeg, .webp, .avif or .gif." },
  ),
  EDIT007: fixed(
    'A HEIC photo',
    "this is a HEIC photo (an iPhone's own format), which browsers cannot show; export it as a JPEG and upload that",
    {
      hint: 'An iPhone saves its photos as HEIC unless its camera is set to "Most Compatible" (Settings > Camera > Formats).',
    },
  ),
  EDIT008: fixed(
    'An upload that is not a picture',
    'this file is not a picture, whatever its name says; export it again as a JPEG, PNG or SVG and upload that',
    {
      hint: "The editor reads what a file is from its first bytes, not from its name: a document or a web page saved with a picture's name is refused (a picture sent with another picture's extension is kept, named by what it is).",
    },
  ),
  EDIT009: entry({
    title: 'Too large',
    message: (v: { what: string; limit: string }) => `too large: ${v.what} may be at most ${v.limit}`,
    hint: 'A picture may be up to 25 MiB (validate refuses larger), what a form saves up to 16 MiB. Export the picture smaller, or at a lower quality, and upload it again.',
    example: { what: 'a picture', limit: '25 MiB' },
  }),
  EDIT010: entry({
    title: 'A request the editor cannot read',
    message: (v: { reason: string }) => `this request cannot be read (${v.reason}); reload the page and try again`,
    hint: "The editor's pages send what a form holds as JSON to an address of the editor: an address typed by hand with a broken %-escape, or a body that is not what a form sends, is refused without reading further.",
    example: { reason: 'the body is not JSON' },
  }),
  EDIT011: entry({
    title: 'A text longer than any field takes',
    message: (v: { length: number; limit: number }) =>
      `this text is ${n(v.length)} characters long; no text of site.yaml may be longer than ${n(v.limit)}: shorten it`,
    hint: "Checked before the whole site is, so that a text pasted by mistake (a whole document in a title) is refused at once; the field's own limit (70 characters for a title) is named once the text is shorter than this.",
    example: { length: 12000, limit: 5000 },
  }),
  EDIT012: entry({
    title: 'A folder of public/ that leads outside it',
    message: (v: { folder: string; real: string }) =>
      `${v.folder} is a link to ${v.real}, outside public/: nothing is saved there; choose a picture folder that is in public/ itself`,
    hint: 'The build refuses a file that a link takes out of public/ (FILE027, FILE030), and the editor writes nowhere the build would not publish.',
    example: { folder: 'public/images/linked', real: '/home/owner/Pictures' },
  }),
  EDIT013: fixed(
    'No such version',
    'this version is no longer kept (the editor keeps the newest ones only); reload the list of earlier versions and choose another',
    {
      hint: 'Each save keeps the version it replaced in .edit-history/ beside site.yaml, the newest of them only (src/edit/history.ts says how many): a list opened before more saves were made can name one that is gone since.',
    },
  ),
  EDIT014: entry({
    title: 'The site file changed since the versions were listed',
    message: (v: { file: string }) =>
      `${v.file} was changed since this list of versions was shown. Nothing was restored; reload the page and choose again.`,
    hint: 'A restore writes over the file as it was when the list was shown, never over a change made meanwhile in a text editor or in another tab.',
    example: { file: 'site.yaml' },
  }),
} satisfies Record<string, AnyEntry>;

export type Code = keyof typeof CATALOGUE;
export type ValuesOf<C extends Code> = (typeof CATALOGUE)[C] extends Entry<infer V> ? V : never;

/** A problem's code and words, with its values and fix: what a Problem holds besides its place. */
export interface Coded {
  code: Code;
  message: string;
  values?: Record<string, unknown>;
  fix?: Fix;
}

/** The problem `code` with these values: its words, and its fix when it has one. */
export function problem<C extends Code>(
  code: C,
  ...[values]: Record<string, never> extends ValuesOf<C> ? [ValuesOf<C>?] : [ValuesOf<C>]
): Coded {
  const e = CATALOGUE[code] as unknown as Entry<ValuesOf<C>>;
  const v = (values ?? {}) as ValuesOf<C>;
  const fix = e.fix?.(v);
  const own = Object.keys(v as object).length ? { values: v as Record<string, unknown> } : {};
  return { code, message: e.message(v), ...own, ...(fix ? { fix } : {}) };
}

/** The same problem with more values (the place of an SVG's problem in its file, once known). */
export function withValues(found: Coded, more: Record<string, unknown>): Coded {
  return (problem as (code: Code, values: unknown) => Coded)(found.code, { ...found.values, ...more });
}

export const CODE_FORM = /^[A-Z]+\d{3}$/;

/**
 * The text with a problem's fix applied (lines split at "\n", a "\r" before it kept), or undefined when it has none or
 * what it names is not where the problem is.
 */
export function applyFix(text: string, p: { line: number; col: number; fix?: Fix }): string | undefined {
  const fix = p.fix;
  if (!fix || !p.line) return undefined;
  const all = text.split('\n');
  const i = p.line - 1;
  const line = all[i];
  if (line === undefined) return undefined;
  const at = p.col - 1;
  const found = (s: string) => {
    const k = line.indexOf(s, at);
    const before = line.indexOf(s);
    return k !== -1 ? k : before !== -1 ? before : undefined;
  };
  if ('replace' in fix || 'delete' in fix) {
    const { text: wrong, with: right } = 'replace' in fix ? fix.replace : { ...fix.delete, with: '' };
    const k = found(wrong);
    if (k === undefined) return undefined;
    all[i] = line.slice(0, k) + right + line.slice(k + wrong.length);
  } else if ('insert' in fix) {
    all[i] =
      (fix.insert.text.startsWith(',') ? line.slice(0, at).trimEnd() : line.slice(0, at)) +
      fix.insert.text +
      line.slice(at);
  } else if ('indent' in fix) {
    const by = fix.indent.by;
    if (by < 0 && !line.startsWith(' '.repeat(-by))) return undefined;
    all[i] = by < 0 ? line.slice(-by) : ' '.repeat(by) + line;
  } else if ('joinLineAbove' in fix) {
    if (i === 0) return undefined;
    all.splice(i - 1, 2, `${all[i - 1].replace(/\r$/, '').trimEnd()} ${line.trim()}`);
  } else if ('insertLine' in fix) {
    all.splice(i + 1, 0, fix.insertLine.text);
  } else if ('splitLine' in fix) {
    all.splice(i, 1, line.slice(0, at).trimEnd(), ' '.repeat(fix.splitLine.col - 1) + line.slice(at));
  } else if ('value' in fix) {
    const rest = line.replace(/\r$/, '').slice(at);
    const quoted = /^"(?:[^"\\]|\\.)*"|^'(?:[^']|'')*'/.exec(rest)?.[0];
    const inBraces = line.lastIndexOf('{', at) > line.lastIndexOf('}', at);
    const plain = (inBraces ? rest.split(/[,}]|\s#/)[0] : rest.split(/\s#/)[0]).trimEnd();
    const value = quoted ?? plain;
    all[i] = line.slice(0, at) + fix.value.with + line.slice(at + value.length);
  } else {
    const start = line.lastIndexOf(': ', at) + 2;
    const inBraces = line.lastIndexOf('{', start) > -1;
    const comma = line.indexOf(',', start);
    const end = inBraces ? (comma > -1 ? comma : line.lastIndexOf(' }')) : line.replace(/\r$/, '').length;
    const value = line.slice(start, end).trimEnd();
    all[i] = line.slice(0, start) + JSON.stringify(value) + line.slice(start + value.length);
  }
  return all.join('\n');
}
