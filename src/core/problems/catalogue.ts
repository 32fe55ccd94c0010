// Every problem the site's tools can tell its owner, in one place: each has a permanent code, a title, the words it
// prints (made from its values), a hint where there is more to say, and, where the words say exactly what to type, a
// fix a program can apply (the editor, the tests that follow advice to the letter).
//
// CODES ARE PERMANENT. A code names one problem for good: the owner, the docs (docs/reference/problems.md, generated
// from this file by scripts/gen-problems-doc.ts) and support conversations refer to it. Never renumber, reuse or
// repurpose a code; a problem that is no longer found keeps its code, retired (delete the entry and leave its number
// unused). A new problem takes the next free number of its area. Codes are an area's prefix and three digits:
//   YAML    the file as text: encoding, invisible characters, YAML syntax, indentation (src/content/yamlSource.ts)
//   SCHEMA  fields and values against schemas/site.schema.json (src/content/schemaCheck.ts)
//   TRANS   translation files, site.<code>.yaml (src/contract/translations.ts)
//   ADDR    addresses the last build published that this one would not (src/contract/oldAddresses.ts)
//   FILE    files and pictures in public/ (src/contract/resolve/files.ts, downloads.ts, mapPicture.ts, src/media/pictures)
//   VIDEO   videos, their captions and YouTube addresses (src/contract/resolve/videos.ts, youtube.ts, src/media/videos)
//   LINK    links and anchors (src/contract/resolve/links.ts, anchors.ts)
//   PAGE    pages, kinds, blocks, parts, menus and lists (src/contract/resolve/expand.ts, assemble.ts, lists.ts, …)
//   FACT    the site's facts, registrations and vacancies (src/contract/resolve/facts.ts, registrations.ts, positions.ts)
//   BROCHURE text a brochure's fonts cannot draw (src/contract/resolve/brochureText.ts)
//   CHECK   the built HTML against the page descriptors (src/check/checkSite.ts)
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
  | { quote: true };

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
const fixed = (title: string, message: string, more: { hint?: string; fix?: Fix; warning?: true } = {}): Entry<None> =>
  ({ title, message: () => message, example: {}, ...(more.hint ? { hint: more.hint } : {}), ...(more.fix ? { fix: () => more.fix } : {}), ...(more.warning ? { warning: true } : {}) });

/** « (did you mean "x"?)» when there is a suggestion, else "". */
export const dym = (suggestion: string | undefined) => (suggestion ? ` (did you mean "${suggestion}"?)` : '');
const spaces = (n: number) => `${n} ${n === 1 ? 'space' : 'spaces'}`;
/** The number a country-code advice quotes ("…: \"+91 98220 12345\""), in place of the number as written. */
const countryCodeFix = (number: string, advice: string): Fix | undefined => {
  const m = /: "(\+[^"]+)"$/.exec(advice);
  return m ? { replace: { text: number, with: m[1] } } : undefined;
};
/** Where in an SVG file a problem with it is: its words start with it once the picture's place is known. */
interface SvgAt { shown: string; line: number; col: number }
const svgAt = (at: SvgAt | undefined) => (at ? `the SVG "${at.shown}", at its line ${at.line}, column ${at.col}, ` : '');
const SVG_AT: SvgAt = { shown: '/images/logo.svg', line: 3, col: 5 };
const n = (x: number) => x.toLocaleString('en-US');

export const CATALOGUE = {
  // ---------------------------------------------------------------- YAML: the file as text
  YAML001: fixed('The file cannot be read', 'this file cannot be read; check it for very deep nesting or unusual characters'),
  YAML002: fixed('Saved as UTF-16', 'this file is saved as UTF-16 ("Unicode"), not UTF-8: save it again as UTF-8 (in Notepad, File > Save as, Encoding: UTF-8; in VS Code, click "UTF-16" in the status bar, then "Save with Encoding", "UTF-8")'),
  YAML003: fixed('A byte that is not UTF-8', 'here is a byte that is not UTF-8 text (a character saved by a program in another encoding, such as Windows-1252 "ANSI"), read as "\uFFFD": type the character again here and save the file as UTF-8',
    { hint: 'Usually a character such as é, ₹ or a curly quote pasted into a file that a program then saved in Windows-1252 ("ANSI").' }),
  YAML004: entry({
    title: 'The file is too large',
    message: (v: { bytes: number; limit: number }) => `the file is too large: ${n(v.bytes)} bytes; the limit is ${v.limit / 1024 / 1024} MiB (${n(v.limit)} bytes)`,
    example: { bytes: 9_000_000, limit: 8 * 1024 * 1024 },
  }),
  YAML005: entry({
    title: 'An invisible character',
    message: (v: { code: string; name?: string }) => `there is an invisible character U+${v.code}${v.name ? ` (${v.name})` : ''} here; delete it`,
    hint: 'Text pasted from Word, web pages or chat apps often carries characters that show as nothing: zero-width spaces, direction marks, soft hyphens.',
    fix: (v) => ({ delete: { text: String.fromCodePoint(parseInt(v.code, 16)) } }),
    example: { code: '200B', name: 'a zero-width space' },
  }),
  YAML006: entry({
    title: 'Brackets nested too deeply',
    message: (v: { depth: number }) => `"[" and "{" are opened here more than ${v.depth} times inside one another, each waiting for its "]" or "}"; a list in [ … ] or fields in { … } needs one pair: delete the extra "[" and "{" (and put text that starts with "[" in quotes)`,
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
    example: { key: 'title' },
  }),
  YAML009: fixed('The file is empty', 'the file is empty'),
  YAML010: entry({
    title: 'The file does not start with fields',
    message: (v: { what: 'a list' | 'plain text' }) => `the file must start with named fields such as "site:" and "pages:", not ${v.what}`,
    example: { what: 'a list' },
  }),
  YAML011: entry({
    title: 'A list entry folded into the one above',
    message: (v: { diff: number }) => `this entry is indented ${v.diff} ${v.diff === 1 ? 'space' : 'spaces'} too many, so it is read as more of the entry above; line it up with the other "- " entries`,
    fix: (v) => ({ indent: { by: -v.diff } }),
    example: { diff: 1 },
  }),
  YAML012: entry({
    title: 'A line read as more of the text above',
    message: (v: { field?: string }) => `this line is read as more of the text above it, and ${v.field === undefined ? 'a list entry' : `"${v.field}"`} is one line: join it to the line above (or, if it is an entry or field of its own, line it up with the others)`,
    fix: () => ({ joinLineAbove: true }),
    example: { field: 'title' },
  }),
  YAML013: fixed('A "#" that starts a comment', 'a "#" after a space starts a comment, so the rest of this line would be left out; put this text in quotes', { fix: { quote: true } }),
  YAML014: entry({
    title: 'Half a character written as an escape',
    message: (v: { hex: string }) => `this text holds "\\u${v.hex}", half of a character written as an escape (a lone surrogate), which no page can show: write the character itself in its place, or delete the escape`,
    example: { hex: 'D83D' },
  }),
  YAML015: entry({
    title: 'An invisible character written as an escape',
    message: (v: { code: string; name?: string; escape?: string }) => `this text holds an invisible character U+${v.code}${v.name ? ` (${v.name})` : ''}, written as an escape; delete it`,
    fix: (v) => (v.escape ? { delete: { text: v.escape } } : undefined),
    example: { code: '200B', name: 'a zero-width space', escape: '\\u200B' },
  }),
  YAML016: entry({
    title: 'A quote or bracket never closed',
    message: (v: { char: string; closer: string }) => `the ${v.char} opened here is never closed; add the missing ${v.closer}`,
    example: { char: '"["', closer: '"]"' },
  }),
  YAML017: fixed('A line indented with a tab', 'this line is indented with a tab; tabs cannot be used to indent, use spaces'),
  YAML018: entry({
    title: 'Fields run together inside { … }',
    message: (v: { field: string }) => `"${v.field}:" starts another field of this entry: put a comma before it`,
    fix: () => ({ insert: { text: ', ' } }),
    example: { field: 'text' },
  }),
  YAML019: entry({
    title: 'Fields written on one line',
    message: (v: { field: string; first: string; firstCol: number }) => `"${v.field}:" starts another field of this entry: put each field on its own line, lined up with "${v.first}"`,
    fix: (v) => ({ splitLine: { col: v.firstCol } }),
    example: { field: 'text', first: 'title', firstCol: 11 },
  }),
  YAML020: entry({
    title: 'Text with a colon',
    message: (v: { field: string; endsWithColon: boolean }) => `the text of "${v.field}" ${v.endsWithColon ? 'ends with a colon' : 'contains a colon followed by a space'}; put this text in quotes`,
    fix: () => ({ quote: true }),
    example: { field: 'title', endsWithColon: false },
  }),
  YAML021: fixed('No space after a colon', 'put a space after this colon', { fix: { replace: { text: ':', with: ': ' } } }),
  YAML022: fixed('No colon after a field name', 'this line has no colon after the field name; write it as "name: value"'),
  YAML023: entry({
    title: 'A closing bracket with no opening one',
    message: (v: { char: ']' | '}' }) => `there is a "${v.char}" here with no "${v.char === ']' ? '[' : '{'}" before it; remove it`,
    fix: (v) => ({ delete: { text: v.char } }),
    example: { char: ']' },
  }),
  YAML024: fixed('Text after a closing quote', 'there is text after the closing quote; put all of the text inside the quotes'),
  YAML025: entry({
    title: 'Text starting with a YAML mark',
    message: (v: { mark: string }) => `text cannot start with "${v.mark}" unless it is in quotes; put this text in quotes`,
    hint: 'In YAML, *, &, !, [, {, %, @, `, | and > at the start of a value mean something else; WhatsApp bold (*Pension*) is the usual case.',
    fix: () => ({ quote: true }),
    example: { mark: '*' },
  }),
  YAML026: fixed('A backslash inside double quotes', 'inside "double quotes" a backslash must be written as \\\\; or use \'single quotes\''),
  YAML027: fixed('A line that does not line up', 'this line does not line up with the lines above it; check its indentation'),
  YAML028: fixed('A line that does not fit', 'this line does not fit here; check its indentation and the colon after each field name'),
  YAML029: fixed('Something that does not fit inside { … } or [ … ]', 'this does not fit inside { … } or [ … ]; put text that contains ": " or "- " in quotes'),
  YAML030: fixed('Something missing on a line', 'something is missing on this line; check for a missing colon, comma, quote or bracket'),
  YAML031: fixed('A "---" line', 'a line "---" splits the file in two; remove it'),
  YAML032: fixed('Nested too deeply', 'the entries here are nested too deeply to be read'),
  YAML033: fixed('A tab used to indent', 'tabs cannot be used to indent, use spaces'),
  YAML034: fixed('Text that does not fit', 'this text does not fit here; check the indentation, commas and quotes on this line'),
  YAML035: fixed('A line that cannot be read', 'this line cannot be read; check its indentation, colons and quotes'),
  YAML036: entry({
    title: 'A list entry out of line with its siblings',
    message: (v: { diff: number; others: string }) => `this entry is indented ${spaces(Math.abs(v.diff))} too ${v.diff > 0 ? 'many' : 'few'}; it must line up with the other ${v.others} entries`,
    fix: (v) => ({ indent: { by: -v.diff } }),
    example: { diff: 2, others: '"- path:"' },
  }),
  YAML037: entry({
    title: 'A line indented more than the field above',
    message: (v: { diff: number; field: string }) => `this line is indented ${spaces(v.diff)} more than the field above it; line it up with "${v.field}"`,
    fix: (v) => ({ indent: { by: -v.diff } }),
    example: { diff: 2, field: 'title' },
  }),
  YAML038: entry({
    title: 'A line indented less than the field above',
    message: (v: { diff: number; field: string }) => `this line is indented ${spaces(v.diff)} less than "${v.field}" above it; line it up with "${v.field}"`,
    fix: (v) => ({ indent: { by: v.diff } }),
    example: { diff: 2, field: 'title' },
  }),
  YAML039: entry({
    title: 'An alias to no value',
    message: (v: { name: string }) => `"*${v.name}" repeats the value marked "&${v.name}", but no value above it has that mark`,
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

  // ---------------------------------------------------------------- SCHEMA: fields and values
  SCHEMA001: entry({
    title: 'A required field is missing',
    message: (v: { who: string; missing: string }) => `${v.who} is missing the required field "${v.missing}"`,
    example: { who: 'the page "/About"', missing: 'title' },
  }),
  SCHEMA002: entry({
    title: 'A comma split a text inside { … }',
    message: (v: { name: string }) => `"${v.name}" was read as a field name: a comma inside { … } splits the text there; put the whole text in quotes`,
    fix: () => ({ quote: true }),
    example: { name: 'Pune and Mumbai' },
  }),
  SCHEMA003: entry({
    title: 'An unknown field',
    message: (v: { name: string; suggestion?: string; allowed: string[] }) => `unknown field "${v.name}"${dym(v.suggestion)}; allowed here: ${v.allowed.join(', ')}`,
    fix: (v) => (v.suggestion ? { replace: { text: v.name, with: v.suggestion } } : undefined),
    example: { name: 'titel', suggestion: 'title', allowed: ['path', 'title', 'description'] },
  }),
  SCHEMA004: entry({
    title: 'A field the build writes',
    message: (v: { field: string; why: string }) => `${v.field} is not written in site.yaml: ${v.why}`,
    example: { field: '"canonical"', why: 'the build makes it from the page\'s path' },
  }),
  SCHEMA005: entry({
    title: 'A number or true/false where text is meant',
    message: (v: { field: string; readAs: 'a number' | 'true or false' }) => `${v.field} is read as ${v.readAs}, and should be text: put this text in quotes`,
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
    message: (v: { field: string; value: string; allowed: string[]; suggestion?: string }) => `${v.field} must be one of ${v.allowed.join(', ')}${dym(v.suggestion)}`,
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
    message: (v: { field: string; host: string; address: string }) => `${v.field} is another site's address, and a link to another site needs the words it shows: write { label: ${v.host}, to: "${v.address}" } (with other words after label: if you like)`,
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
    message: (v: { field: string; value: string; expected?: string }) => `${v.field} has the wrong form: ${v.value}${v.expected ? ` (expected: ${v.expected})` : ''}`,
    example: { field: '"path"', value: '"about us"', expected: 'a path such as /About' },
  }),
  SCHEMA012: entry({
    title: 'Not a valid address or date',
    message: (v: { field: string; format: string; value: string }) => `${v.field} is not a valid ${v.format}: ${v.value}`,
    example: { field: '"email"', format: 'email', value: '"info(at)example.org"' },
  }),
  SCHEMA013: entry({
    title: 'An empty value',
    message: (v: { field: string }) => `${v.field} must not be empty`,
    example: { field: '"title"' },
  }),
  SCHEMA014: entry({
    title: 'A text too short',
    message: (v: { field: string; limit: number; length: number }) => `${v.field} is too short: at least ${v.limit} characters (now ${v.length})`,
    example: { field: '"description"', limit: 50, length: 12 },
  }),
  SCHEMA015: entry({
    title: 'A text too long',
    message: (v: { field: string; limit: number; length: number }) => `${v.field} is too long: at most ${v.limit} characters (now ${v.length})`,
    example: { field: '"title"', limit: 70, length: 84 },
  }),
  SCHEMA016: entry({
    title: 'Too few items',
    message: (v: { field: string; limit: number }) => `${v.field} needs at least ${v.limit} item${v.limit === 1 ? '' : 's'}`,
    example: { field: '"cards"', limit: 1 },
  }),
  SCHEMA017: entry({
    title: 'A number out of range',
    message: (v: { field: string; bound: 'at least' | 'at most'; limit: number }) => `${v.field} must be ${v.bound} ${v.limit}`,
    example: { field: '"columns"', bound: 'at most', limit: 4 },
  }),
  SCHEMA018: entry({
    title: 'A value of none of its forms',
    message: (v: { field: string; expected?: string }) => `${v.field} has the wrong form${v.expected ? `: expected ${v.expected}` : ''}`,
    example: { field: '"to"', expected: 'a page path or an https address' },
  }),
  SCHEMA019: fixed('A section without a type', 'this section needs a "type" (text)'),
  SCHEMA020: entry({
    title: 'An unknown section type',
    message: (v: { type: string; suggestion?: string; types: string[] }) => `unknown section type "${v.type}"${dym(v.suggestion)}; section types: ${v.types.join(', ')}`,
    fix: (v) => (v.suggestion ? { replace: { text: v.type, with: v.suggestion } } : undefined),
    example: { type: 'prose2', suggestion: 'prose', types: ['hero', 'prose', 'cards'] },
  }),
  SCHEMA021: entry({
    title: 'A name not allowed',
    message: (v: { name: string }) => `the name ${v.name} is not allowed here: use letters and digits, starting with a small letter`,
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
    message: (v: { says: string }) => `this line is not read as YAML (${v.says}); compare its indentation and quotes with the lines around it`,
    example: { says: 'Implicit map keys need to be followed by map values' },
  }),
  TRANS002: entry({
    title: 'A translation entry that is not a text',
    message: (v: { place: string; code: string }) => `${v.place} must be a text with its English and its translation, as "en: …" and "${v.code}: …" on two lines below it`,
    example: { place: 'pages › /About › title', code: 'mr' },
  }),
  TRANS003: entry({
    title: 'A translation entry with another field',
    message: (v: { place: string; extra: string; code: string }) => `${v.place} has "${v.extra}:", which this file does not use: a text here has "en:" (the English) and "${v.code}:" (its translation)`,
    example: { place: 'pages › /About › title', extra: 'hi', code: 'mr' },
  }),
  TRANS004: entry({
    title: 'A translation of a text that is gone',
    message: (v: { place: string; english: string; code: string }) => `${v.place} translates "${v.english}", which site.yaml no longer has there: remove it, or move it to where that text is now (npm run translate ${v.code} writes the place of every text still to translate)`,
    example: { place: 'pages › /About › title', english: 'About us', code: 'mr' },
  }),
  TRANS005: entry({
    title: 'A one-line text translated on several lines',
    message: (v: { field: string; language: string }) => `"${v.field}" is one line (its English is): write the ${v.language} on one line`,
    example: { field: 'title', language: 'Marathi' },
  }),
  TRANS006: entry({
    title: 'A translation without the {…} of its English',
    message: (v: { names: string[]; language: string; english: string }) => `keep ${v.names.length ? v.names.join(' and ') : 'no {…}'} in the ${v.language} as in the English ("${v.english}"): the page puts ${v.names.length ? 'the value there' : 'nothing there'}`,
    example: { names: ['{page}'], language: 'Marathi', english: 'Page {page}' },
  }),
  TRANS007: entry({
    title: 'A page not translated yet',
    message: (v: { page: string; language: string; texts: number; code: string; file: string }) => `${v.page} is not in ${v.language} yet (${v.texts} texts), so it is published in English only and ${v.language} pages link to it marked as English; npm run translate ${v.code} ${v.page} writes the place of each text in ${v.file}`,
    warning: true,
    example: { page: '/About', language: 'Marathi', texts: 12, code: 'mr', file: 'site.mr.yaml' },
  }),
  TRANS008: entry({
    title: 'A text not translated yet',
    message: (v: { language: string; english: string; file: string; place: string; code: string }) => `not in ${v.language} yet: "${v.english}" has no translation in ${v.file} (at ${v.place}; npm run translate ${v.code} writes its place)`,
    warning: true,
    example: { language: 'Marathi', english: 'Contact us', file: 'site.mr.yaml', place: 'site › nav › item 3 › label', code: 'mr' },
  }),
  TRANS009: entry({
    title: 'An outdated translation',
    message: (v: { at: string; english: string; language: string; was: string }) => `outdated: the English at ${v.at} is now "${v.english}" (this ${v.language} was made from "${v.was}"); update the ${v.language}, then copy the new English under "en:"`,
    warning: true,
    example: { at: 'site.yaml:12:12', english: 'Contact us today', language: 'Marathi', was: 'Contact us' },
  }),
  TRANS010: entry({
    title: 'Captions not translated yet',
    message: (v: { language: string; translated: string; english: string }) => `the captions of this video are not in ${v.language} yet: write public${v.translated}, a copy of public${v.english} with the words of each cue in ${v.language} (its times as they are); until then the pages that show this video are in English only`,
    warning: true,
    example: { language: 'Marathi', translated: '/videos/tour.mr.vtt', english: '/videos/tour.vtt' },
  }),

  // ---------------------------------------------------------------- ADDR: addresses published before
  ADDR001: entry({
    title: 'A published address gone, no page replaces it',
    message: (v: { path: string; where: string }) => `the address "${v.path}" was a page ${v.where} and is no longer a page or an alias: links and bookmarks to it would get "page not found". To keep it, add "aliases: [${v.path}]" to the page that answers it now`,
    example: { path: '/Careers', where: 'in the last commit' },
  }),
  ADDR002: entry({
    title: 'A published address gone, replaced by a page',
    message: (v: { path: string; where: string; replacement: string; hasAliases: boolean; line: string }) => `the address "${v.path}" was a page ${v.where} and is no longer a page or an alias: links and bookmarks to it would get "page not found". If "${v.replacement}" replaced it, ${v.hasAliases ? `change its "aliases:" line to` : 'add this line under its path'}:\n${v.line}`,
    fix: (v) => (v.hasAliases ? undefined : { insertLine: { text: v.line } }),
    example: { path: '/Careers', where: 'in the last commit', replacement: '/Jobs', hasAliases: false, line: '    aliases: [/Careers]' },
  }),
  VIDEO001: entry({
    title: 'A captions file starts with the line WEBVTT…',
    message: (v: { srt: unknown }) => `a captions file starts with the line WEBVTT${v.srt}`,
    example: { srt: '<srt>' },
  }),
  VIDEO002: fixed('This caption has no timing line (such as "00:01.000 --> 00:04.000") before its t', `this caption has no timing line (such as "00:01.000 --> 00:04.000") before its text; leave a blank line only between captions`),
  VIDEO003: entry({
    title: '"…" is not a time…',
    message: (v: { bad: unknown; comma: unknown }) => `"${v.bad}" is not a time${v.comma}; write minutes:seconds.milliseconds (00:04.500) or hours:minutes:seconds.milliseconds (00:00:04.500)`,
    example: { bad: '<bad>', comma: '<comma>' },
  }),
  VIDEO004: entry({
    title: 'This caption ends (…) before it starts (…)',
    message: (v: { endText: unknown; startText: unknown }) => `this caption ends (${v.endText}) before it starts (${v.startText})`,
    example: { endText: '<endText>', startText: '<startText>' },
  }),
  VIDEO005: entry({
    title: 'This caption starts at …, before the one above it (…)',
    message: (v: { startText: unknown; v2: unknown }) => `this caption starts at ${v.startText}, before the one above it (${v.v2}); captions go in the order they are spoken`,
    example: { startText: '<startText>', v2: '<v2>' },
  }),
  VIDEO006: entry({
    title: 'This caption starts at …, but the video is only … long',
    message: (v: { startText: unknown; duration: unknown }) => `this caption starts at ${v.startText}, but the video is only ${v.duration} long`,
    example: { startText: '<startText>', duration: '<duration>' },
  }),
  VIDEO007: entry({
    title: 'This caption ends at …, after the video\'s end (…)',
    message: (v: { endText: unknown; duration: unknown }) => `this caption ends at ${v.endText}, after the video's end (${v.duration})`,
    example: { endText: '<endText>', duration: '<duration>' },
  }),
  VIDEO008: fixed('This caption has no text on the line after its timing', 'this caption has no text on the line after its timing'),
  VIDEO009: fixed('This captions file has no captions', 'this captions file has no captions: after the WEBVTT line, a blank line, then each caption: a timing line (00:01.000 --> 00:04.000) and its text'),
  FILE001: entry({
    title: 'The picture "…" cannot be read',
    message: (v: { src: unknown; reason: unknown }) => `the picture "${v.src}" cannot be read: the file is damaged or is not really the picture its name says (${v.reason}); open it in a photo editor and save or export it again`,
    example: { src: '<src>', reason: '<reason>' },
  }),
  FILE002: entry({
    title: 'The picture "…" is …, more than the … a picture may be',
    message: (v: { shown: unknown; bytes: unknown; MAX_PICTURE_BYTES: unknown }) => `the picture "${v.shown}" is ${v.bytes}, more than the ${v.MAX_PICTURE_BYTES} a picture may be; export it again as a JPEG of at most 4000 px across`,
    example: { shown: '<shown>', bytes: '<bytes>', MAX_PICTURE_BYTES: '<MAX_PICTURE_BYTES>' },
  }),
  FILE003: entry({
    title: 'The picture "…" cannot be read',
    message: (v: { shown: unknown; v2: unknown }) => `the picture "${v.shown}" cannot be read: it is not a ${v.v2}; export it again from the program that made it`,
    example: { shown: '<shown>', v2: '<v2>' },
  }),
  FILE005: entry({
    title: 'The picture "…" cannot be read',
    message: (v: { shown: unknown; v2: unknown }) => `the picture "${v.shown}" cannot be read: it is not a valid ${v.v2} file; export it again from the program that made it`,
    example: { shown: '<shown>', v2: '<v2>' },
  }),
  FILE006: entry({
    title: 'The picture "…" is …×… pixels (… megapixels), more than the … megapixels a pictu',
    message: (v: { shown: unknown; width: unknown; height: unknown; v4: unknown; v5: unknown }) => `the picture "${v.shown}" is ${v.width}×${v.height} pixels (${v.v4} megapixels), more than the ${v.v5} megapixels a picture may have; export it smaller: 4000 px across is more than any place on the site needs`,
    example: { shown: '<shown>', width: '<width>', height: '<height>', v4: '<v4>', v5: '<v5>' },
  }),
  FILE007: entry({
    title: 'The picture "…" is …×… pixels, and a side may be at most … px (the most a WebP, ',
    message: (v: { shown: unknown; width: unknown; height: unknown; MAX_PICTURE_SIDE: unknown }) => `the picture "${v.shown}" is ${v.width}×${v.height} pixels, and a side may be at most ${v.MAX_PICTURE_SIDE} px (the most a WebP, one of the formats every picture is sent in, can hold); crop or export it at most 4000 px on its longer side`,
    example: { shown: '<shown>', width: '<width>', height: '<height>', MAX_PICTURE_SIDE: '<MAX_PICTURE_SIDE>' },
  }),
  FILE008: entry({
    title: 'SVG: Is saved as UTF-16',
    message: (v: { at?: SvgAt }) => `${svgAt(v.at)}is saved as UTF-16; save it again as UTF-8 (the drawing program's "Save as" → plain SVG, or a text editor's encoding menu)`,
    example: { at: SVG_AT },
  }),
  FILE009: entry({
    title: 'SVG: Is not UTF-8 text (a byte of another encoding)',
    message: (v: { at?: SvgAt }) => `${svgAt(v.at)}is not UTF-8 text (a byte of another encoding); save it again as UTF-8`,
    example: { at: SVG_AT },
  }),
  FILE010: entry({
    title: 'SVG: Declares encoding="…"',
    message: (v: { encoding: unknown; at?: SvgAt }) => `${svgAt(v.at)}declares encoding="${v.encoding}": only UTF-8 is read; save it again as UTF-8 and write encoding="UTF-8" (or leave the encoding out)`,
    example: { encoding: '<encoding>', at: SVG_AT },
  }),
  FILE011: entry({
    title: 'SVG: Has a DOCTYPE (<!DOCTYPE …>), which can declare entities and attributes of its o',
    message: (v: { at?: SvgAt }) => `${svgAt(v.at)}has a DOCTYPE (<!DOCTYPE …>), which can declare entities and attributes of its own; delete it: an SVG needs none`,
    example: { at: SVG_AT },
  }),
  FILE012: entry({
    title: 'SVG: Has a processing instruction (<?… …?>), which can load a stylesheet',
    message: (v: { target: unknown; at?: SvgAt }) => `${svgAt(v.at)}has a processing instruction (<?${v.target} …?>), which can load a stylesheet; delete it`,
    example: { target: '<target>', at: SVG_AT },
  }),
  FILE013: entry({
    title: 'SVG: Has …, which …',
    message: (v: { shown: unknown; v2: unknown; at?: SvgAt }) => `${svgAt(v.at)}has ${v.shown}, which ${v.v2}; only drawing elements are allowed`,
    example: { shown: '<shown>', v2: '<v2>', at: SVG_AT },
  }),
  FILE014: entry({
    title: 'SVG: Starts with … instead of <svg>',
    message: (v: { shown: unknown; at?: SvgAt }) => `${svgAt(v.at)}starts with ${v.shown} instead of <svg>`,
    example: { shown: '<shown>', at: SVG_AT },
  }),
  FILE015: entry({
    title: 'SVG: Declares the namespace …',
    message: (v: { v1: unknown; SVG: unknown; XLINK: unknown; at?: SvgAt }) => `${svgAt(v.at)}declares the namespace ${v.v1}; only SVG's (${v.SVG}) and xlink's (${v.XLINK}) are allowed`,
    example: { v1: '<v1>', SVG: '<SVG>', XLINK: '<XLINK>', at: SVG_AT },
  }),
  FILE016: entry({
    title: 'SVG: Has …, a link to another file or page',
    message: (v: { v1: unknown; at?: SvgAt }) => `${svgAt(v.at)}has ${v.v1}, a link to another file or page; an href may only name something in the same drawing (#id) or a picture of the site (/images/…)`,
    example: { v1: '<v1>', at: SVG_AT },
  }),
  FILE017: entry({
    title: 'SVG: Has <… …>, an animation that changes a link or an event handler',
    message: (v: { name: unknown; v2: unknown; at?: SvgAt }) => `${svgAt(v.at)}has <${v.name} ${v.v2}>, an animation that changes a link or an event handler; delete it`,
    example: { name: '<name>', v2: '<v2>', at: SVG_AT },
  }),
  FILE018: entry({
    title: 'SVG: Has … in …="…"',
    message: (v: { css: unknown; name: unknown; at?: SvgAt }) => `${svgAt(v.at)}has ${v.css} in ${v.name}="…"`,
    example: { css: '<css>', name: '<name>', at: SVG_AT },
  }),
  FILE019: entry({
    title: 'SVG: Has … in its <style>',
    message: (v: { css: unknown; at?: SvgAt }) => `${svgAt(v.at)}has ${v.css} in its <style>`,
    example: { css: '<css>', at: SVG_AT },
  }),
  FILE020: entry({
    title: 'SVG: Is not well-formed XML (…)',
    message: (v: { broken: unknown; at?: SvgAt }) => `${svgAt(v.at)}is not well-formed XML (${v.broken}); save it again from the drawing program as a plain SVG`,
    example: { broken: '<broken>', at: SVG_AT },
  }),
  FILE021: entry({
    title: 'SVG: Has no <svg> element',
    message: (v: { at?: SvgAt }) => `${svgAt(v.at)}has no <svg> element; save it again from the drawing program as a plain SVG`,
    example: { at: SVG_AT },
  }),
  FILE022: entry({
    title: 'SVG: Has viewBox="…", which is not four numbers with a width and a height above 0',
    message: (v: { v1: unknown; at?: SvgAt }) => `${svgAt(v.at)}has viewBox="${v.v1}", which is not four numbers with a width and a height above 0; write it as viewBox="0 0 WIDTH HEIGHT"`,
    example: { v1: '<v1>', at: SVG_AT },
  }),
  FILE023: entry({
    title: 'SVG: Has …="…", not a size it can be drawn at',
    message: (v: { name: unknown; written: unknown; name2: unknown; MAX_PICTURE_SIDE: unknown; name3: unknown; at?: SvgAt }) => `${svgAt(v.at)}has ${v.name}="${v.written}", not a size it can be drawn at; give a ${v.name2} in pixels from 1 to ${v.MAX_PICTURE_SIDE}, like ${v.name3}="400"`,
    example: { name: '<name>', written: '<written>', name2: '<name2>', MAX_PICTURE_SIDE: '<MAX_PICTURE_SIDE>', name3: '<name3>', at: SVG_AT },
  }),
  FILE024: entry({
    title: 'SVG: Has no width and height in pixels and no viewBox',
    message: (v: { at?: SvgAt }) => `${svgAt(v.at)}has no width and height in pixels and no viewBox; give it width="…" height="…" or viewBox="0 0 WIDTH HEIGHT"`,
    example: { at: SVG_AT },
  }),
  FILE025: entry({
    title: 'SVG: Is …×… pixels by its viewBox, more than the … px a side may be',
    message: (v: { width: unknown; height: unknown; MAX_PICTURE_SIDE: unknown; at?: SvgAt }) => `${svgAt(v.at)}is ${v.width}×${v.height} pixels by its viewBox, more than the ${v.MAX_PICTURE_SIDE} px a side may be; give it width and height in pixels, like width="400" height="300"`,
    example: { width: '<width>', height: '<height>', MAX_PICTURE_SIDE: '<MAX_PICTURE_SIDE>', at: SVG_AT },
  }),
  VIDEO010: entry({
    title: 'The video "…" could not be encoded',
    message: (v: { src: unknown; reason: unknown }) => `the video "${v.src}" could not be encoded: the file is damaged or cut short (${v.reason}); copy or export it again from the phone or camera`,
    example: { src: '<src>', reason: '<reason>' },
  }),
  VIDEO011: entry({
    title: 'The video "…" is …, more than the … a video may be',
    message: (v: { shown: unknown; bytes: unknown; MAX_VIDEO_BYTES: unknown }) => `the video "${v.shown}" is ${v.bytes}, more than the ${v.MAX_VIDEO_BYTES} a video may be; trim it to the part you want to show (a phone's editor does it: Edit, then drag the ends) and save it again`,
    example: { shown: '<shown>', bytes: '<bytes>', MAX_VIDEO_BYTES: '<MAX_VIDEO_BYTES>' },
  }),
  VIDEO012: entry({
    title: '…',
    message: (v: { notVideo: unknown; v2: unknown }) => `${v.notVideo}: it may be damaged, or another kind of file renamed .${v.v2}; export it again from the phone or camera (MP4 or MOV)`,
    example: { notVideo: '<notVideo>', v2: '<v2>' },
  }),
  VIDEO013: entry({
    title: 'The file "…" is a picture, not a video',
    message: (v: { shown: unknown }) => `the file "${v.shown}" is a picture, not a video; name it as a picture (image:) or use the video itself`,
    example: { shown: '<shown>' },
  }),
  VIDEO014: entry({
    title: 'The file "…" has … in it, no picture',
    message: (v: { shown: unknown; v2: unknown }) => `the file "${v.shown}" has ${v.v2} in it, no picture: use a video with a picture track (a recording from a phone's camera or a screen recording)`,
    example: { shown: '<shown>', v2: '<v2>' },
  }),
  VIDEO015: entry({
    title: 'The video "…" is …',
    message: (v: { shown: unknown; v2: unknown; MIN_VIDEO_SECONDS: unknown }) => `the video "${v.shown}" is ${v.v2}: a video needs at least ${v.MIN_VIDEO_SECONDS} s; for a still picture use image:`,
    example: { shown: '<shown>', v2: '<v2>', MIN_VIDEO_SECONDS: '<MIN_VIDEO_SECONDS>' },
  }),
  VIDEO016: entry({
    title: 'The video "…" is …×…, larger than 8K (…)',
    message: (v: { shown: unknown; width: unknown; height: unknown; v4: unknown }) => `the video "${v.shown}" is ${v.width}×${v.height}, larger than 8K (${v.v4}); export it at 4K (3840×2160) or smaller`,
    example: { shown: '<shown>', width: '<width>', height: '<height>', v4: '<v4>' },
  }),
  VIDEO017: fixed('Videos need ffmpeg, which is not installed and could not be installed here', 'videos need ffmpeg, which is not installed and could not be installed here; run `bash scripts/ensure-ffmpeg.sh` as root (or set FFMPEG and FFPROBE), then try again'),
  VIDEO018: entry({
    title: 'The ffmpeg at … cannot encode …',
    message: (v: { ffmpeg: unknown; v2: unknown; v3: unknown }) => `the ffmpeg at ${v.ffmpeg} cannot encode ${v.v2}; use Debian bookworm's (\`apt-get install ffmpeg\`, 5.1) or another build with ${v.v3}, named by FFMPEG and FFPROBE`,
    example: { ffmpeg: '<ffmpeg>', v2: '<v2>', v3: '<v3>' },
  }),
  FILE026: entry({
    title: 'The file "…" is outside public/',
    message: (v: { value: unknown; value2: unknown }) => `the file "${v.value}" is outside public/: a file is written from the site root, like /images/${v.value2}`,
    example: { value: '<value>', value2: '<value2>' },
  }),
  FILE027: entry({
    title: 'The file "…" is a link to …, outside public/',
    message: (v: { value: unknown; real: unknown; value2: unknown }) => `the file "${v.value}" is a link to ${v.real}, outside public/; nothing outside public/ is published: put a copy of the file itself at public${v.value2}`,
    example: { value: '<value>', real: '<real>', value2: '<value2>' },
  }),
  FILE028: entry({
    title: 'Give both width and height, or neither (the file is …×…)',
    message: (v: { width: unknown; height: unknown }) => `give both width and height, or neither (the file is ${v.width}×${v.height})`,
    example: { width: '<width>', height: '<height>' },
  }),
  FILE029: entry({
    title: '…×… does not keep the proportions of "…" (…×…)',
    message: (v: { width: unknown; height: unknown; value: unknown; width2: unknown; height2: unknown }) => `${v.width}×${v.height} does not keep the proportions of "${v.value}" (${v.width2}×${v.height2}); leave width and height out to use the file's size`,
    example: { width: '<width>', height: '<height>', value: '<value>', width2: '<width2>', height2: '<height2>' },
  }),
  FILE030: entry({
    title: 'A link to …, outside public/',
    message: (v: { real: unknown }) => `a link to ${v.real}, outside public/: nothing outside public/ is published; put a copy of what the site needs in public/ and remove the link`,
    example: { real: '<real>' },
  }),
  FILE031: entry({
    title: 'The map\'s picture (public…) names … and no part of the office\'s address (site.ad',
    message: (v: { src: unknown; shown: unknown; v3: unknown; city: unknown; street: unknown }) => `the map's picture (public${v.src}) names ${v.shown} and no part of the office's address (site.address: ${v.v3}, ${v.city}), so it shows another place, most likely the office before a move; draw or photograph the streets around the new address into it, with the street named as site.address names it ("${v.street}"), or take the picture: line out of site.map to show the address and the map's button alone`,
    warning: true,
    example: { src: '<src>', shown: '<shown>', v3: '<v3>', city: '<city>', street: '<street>' },
  }),
  VIDEO019: entry({
    title: '… shows a video or a picture, not both',
    message: (v: { what: unknown }) => `${v.what} shows a video or a picture, not both: remove image: (a picture of your own to show before the video plays goes under the video, as poster:)`,
    example: { what: '<what>' },
  }),
  VIDEO020: entry({
    title: 'The video "…" is … long, more than the … minutes a video may be',
    message: (v: { value: unknown; duration: unknown; v3: unknown }) => `the video "${v.value}" is ${v.duration} long, more than the ${v.v3} minutes a video may be; cut it shorter (a phone's editor does it), or give start: and duration: to show a part of it`,
    example: { value: '<value>', duration: '<duration>', v3: '<v3>' },
  }),
  VIDEO021: entry({
    title: 'Start',
    message: (v: { start: unknown; duration: unknown }) => `start: ${v.start} is past the end of the video, which is ${v.duration} long`,
    example: { start: '<start>', duration: '<duration>' },
  }),
  VIDEO022: entry({
    title: 'The video is … long, so from … there are only … to show',
    message: (v: { duration: unknown; start: unknown; v3: unknown; v4: unknown }) => `the video is ${v.duration} long, so from ${v.start} there are only ${v.v3} to show; write duration: ${v.v4} or less`,
    example: { duration: '<duration>', start: '<start>', v3: '<v3>', v4: '<v4>' },
  }),
  VIDEO023: entry({
    title: '… shows at most … of a video, and this one is …',
    message: (v: { label: unknown; maxSeconds: unknown; v3: unknown; v4: unknown }) => `${v.label} shows at most ${v.maxSeconds} of a video, and this one is ${v.v3}: add duration: (such as duration: ${v.v4}) and, for a part other than the beginning, start:`,
    example: { label: '<label>', maxSeconds: '<maxSeconds>', v3: '<v3>', v4: '<v4>' },
  }),
  VIDEO024: entry({
    title: 'PosterAt',
    message: (v: { posterAt: unknown; duration: unknown }) => `posterAt: ${v.posterAt} is past the end of the video, which is ${v.duration} long`,
    example: { posterAt: '<posterAt>', duration: '<duration>' },
  }),
  VIDEO025: entry({
    title: 'This video has sound, so it needs captions for visitors who cannot hear it',
    message: (v: { v1: unknown }) => `this video has sound, so it needs captions for visitors who cannot hear it: write what is said in a WebVTT file (see "Add a video" in docs/guide/media.md), put it beside the video and name it here, such as captions: ${v.v1}`,
    example: { v1: '<v1>' },
  }),
  VIDEO026: entry({
    title: '"…" is not a web address',
    message: (v: { address: unknown; HOW: unknown }) => `"${v.address}" is not a web address; ${v.HOW}`,
    example: { address: '<address>', HOW: '<HOW>' },
  }),
  VIDEO027: entry({
    title: '"…" is not a YouTube address',
    message: (v: { address: unknown; HOW: unknown }) => `"${v.address}" is not a YouTube address; a section shows videos from YouTube only: ${v.HOW} (a video file of your own goes under public/videos/, see "Add a video" in docs/guide/media.md)`,
    example: { address: '<address>', HOW: '<HOW>' },
  }),
  VIDEO028: entry({
    title: '"…" is a playlist, not one video',
    message: (v: { address: unknown; HOW: unknown }) => `"${v.address}" is a playlist, not one video; open the video you want in the playlist and ${v.HOW}`,
    example: { address: '<address>', HOW: '<HOW>' },
  }),
  VIDEO029: entry({
    title: '"…" names no video (it is a channel, a search or YouTube\'s home page)',
    message: (v: { address: unknown; HOW: unknown }) => `"${v.address}" names no video (it is a channel, a search or YouTube's home page); open the video and ${v.HOW}`,
    example: { address: '<address>', HOW: '<HOW>' },
  }),
  VIDEO030: entry({
    title: '"…" has no whole video id ("…" is not the 11 letters, digits, - and _ of one)',
    message: (v: { address: unknown; id: unknown; HOW: unknown }) => `"${v.address}" has no whole video id ("${v.id}" is not the 11 letters, digits, - and _ of one); ${v.HOW}`,
    example: { address: '<address>', id: '<id>', HOW: '<HOW>' },
  }),
  VIDEO031: fixed('A section shows one picture or one video beside its text', 'a section shows one picture or one video beside its text: take out its image: line, or put the video in a section of its own'),
  LINK001: entry({
    title: '"…" points to an anchor, but this is shared by several pages',
    message: (v: { to: unknown; anchor: unknown }) => `"${v.to}" points to an anchor, but this is shared by several pages; write /Path#${v.anchor}`,
    example: { to: '<to>', anchor: '<anchor>' },
  }),
  LINK002: entry({
    title: 'The link "…" leads to a draft',
    message: (v: { to: unknown; target: unknown }) => `the link "${v.to}" leads to a draft: the page "${v.target}" says draft: true, so it is not published; remove this link while it is a draft, or delete its draft: true`,
    example: { to: '<to>', target: '<target>' },
  }),
  LINK003: entry({
    title: 'The link "…" leads nowhere',
    message: (v: { to: unknown; target: unknown; suggestion?: string }) => `the link "${v.to}" leads nowhere: there is no page "${v.target}"${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.target), with: v.suggestion } } : undefined),
    example: { to: '<to>', target: '<target>', suggestion: '<suggestion>' },
  }),
  LINK004: entry({
    title: 'The link "…" leads to a vacancy that closed on … (its closes',
    message: (v: { to: unknown; closedOn: unknown; target: unknown }) => `the link "${v.to}" leads to a vacancy that closed on ${v.closedOn} (its closes: line), so it is no longer on the page "${v.target}"; remove this link, or give the vacancy a new closing date`,
    example: { to: '<to>', closedOn: '<closedOn>', target: '<target>' },
  }),
  LINK005: entry({
    title: 'The link "…" leads to no anchor',
    message: (v: { to: string; target: string; anchor: string; suggestion?: string; ids: string[] }) => `the link "${v.to}" leads to no anchor: the page "${v.target}" has no id "${v.anchor}"${v.suggestion ? dym(v.suggestion) : v.ids.length <= 10 ? `; its ids: ${v.ids.join(', ')}` : ''}`,
    fix: (v) => (v.suggestion ? { replace: { text: `#${v.anchor}`, with: `#${v.suggestion}` } } : undefined),
    example: { to: '/ContactPage#Get_in_Touch', target: '/ContactPage', anchor: 'Get_in_Touch', suggestion: 'Get_In_Touch', ids: ['Get_In_Touch', 'Offices'] },
  }),
  LINK006: entry({
    title: 'There is no phone "…" in site.phones…',
    message: (v: { rest: unknown; suggestion?: string }) => `there is no phone "${v.rest}" in site.phones${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.rest), with: v.suggestion } } : undefined),
    example: { rest: '<rest>', suggestion: '<suggestion>' },
  }),
  LINK007: entry({
    title: 'There is no e-mail "…" in site.emails…',
    message: (v: { rest: unknown; suggestion?: string }) => `there is no e-mail "${v.rest}" in site.emails${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.rest), with: v.suggestion } } : undefined),
    example: { rest: '<rest>', suggestion: '<suggestion>' },
  }),
  LINK008: entry({
    title: '"…" is not encrypted',
    message: (v: { to: string; secure: string }) => `"${v.to}" is not encrypted: some browsers warn before opening it, and a network on the way can change what it shows; if that site also opens at ${v.secure}, write that`,
    warning: true,
    fix: (v) => ({ replace: { text: v.to, with: v.secure } }),
    example: { to: '<to>', secure: '<secure>' },
  }),
  LINK009: entry({
    title: 'The page "…" is a draft (draft',
    message: (v: { value: unknown }) => `the page "${v.value}" is a draft (draft: true), so it is not published; remove it from here while it is a draft, or delete its draft: true`,
    example: { value: '<value>' },
  }),
  LINK010: entry({
    title: 'There is no page "…"…',
    message: (v: { value: unknown; suggestion?: string }) => `there is no page "${v.value}"${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.value), with: v.suggestion } } : undefined),
    example: { value: '<value>', suggestion: '<suggestion>' },
  }),
  LINK011: entry({
    title: 'The link "…" leads nowhere',
    message: (v: { whole: unknown }) => `the link "${v.whole}" leads nowhere: after the words in [ ] write, in ( ), a page (/Products), a page's section (/CareerPage#Apply_Now), an https:// address, phone:office, email:info or chat:`,
    example: { whole: '<whole>' },
  }),
  LINK012: entry({
    title: 'There is no phone "…" in site.phones…',
    message: (v: { phone: unknown; suggestion?: string }) => `there is no phone "${v.phone}" in site.phones${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.phone), with: v.suggestion } } : undefined),
    example: { phone: '<phone>', suggestion: '<suggestion>' },
  }),
  LINK013: entry({
    title: 'There is no e-mail "…" in site.emails…',
    message: (v: { email: unknown; suggestion?: string }) => `there is no e-mail "${v.email}" in site.emails${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.email), with: v.suggestion } } : undefined),
    example: { email: '<email>', suggestion: '<suggestion>' },
  }),
  LINK014: entry({
    title: 'The id "…" is used twice on the page "…"',
    message: (v: { id: unknown; path: unknown }) => `the id "${v.id}" is used twice on the page "${v.path}"; ids must be unique on a page`,
    example: { id: '<id>', path: '<path>' },
  }),
  PAGE001: entry({
    title: 'There is no block "…"…',
    message: (v: { name: unknown; suggestion?: string; v3: unknown }) => `there is no block "${v.name}"${dym(v.suggestion)}; blocks: ${v.v3}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.name), with: v.suggestion } } : undefined),
    example: { name: '<name>', suggestion: '<suggestion>', v3: '<v3>' },
  }),
  PAGE002: entry({
    title: 'Unknown kind "…"…',
    message: (v: { kind: unknown; suggestion?: string; v3: unknown }) => `unknown kind "${v.kind}"${dym(v.suggestion)}; kinds: ${v.v3}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.kind), with: v.suggestion } } : undefined),
    example: { kind: '<kind>', suggestion: '<suggestion>', v3: '<v3>' },
  }),
  PAGE003: entry({
    title: 'The parent page "…" does not exist…',
    message: (v: { parent: unknown; suggestion?: string }) => `the parent page "${v.parent}" does not exist${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.parent), with: v.suggestion } } : undefined),
    example: { parent: '<parent>', suggestion: '<suggestion>' },
  }),
  PAGE004: entry({
    title: 'The nav id "…" is also used by the menu item "…"',
    message: (v: { id: unknown; v2: unknown }) => `the nav id "${v.id}" is also used by the menu item "${v.v2}"; each menu item needs an id of its own`,
    example: { id: '<id>', v2: '<v2>' },
  }),
  PAGE005: entry({
    title: 'The nav id "…" does not exist…',
    message: (v: { nav: string; suggestion?: string; navIds: string[] }) => `the nav id "${v.nav}" does not exist${dym(v.suggestion)}; nav ids: ${v.navIds.join(', ')}; or write nav: null to light no menu item`,
    fix: (v) => ({ replace: { text: v.nav, with: v.suggestion ?? 'null' } }),
    example: { nav: 'hom', suggestion: 'home', navIds: ['home', 'products', 'contact'] },
  }),
  PAGE006: entry({
    title: '"product" is shown only on a product page (the ProductPage template), and this p',
    message: (v: { kind: unknown; v2: unknown }) => `"product" is shown only on a product page (the ProductPage template), and this page is of the kind "${v.kind}", whose pages do not show it: ${v.v2} would be left off the site. Write kind: product to keep it a product, or move what it says into sections: and delete product:`,
    example: { kind: '<kind>', v2: '<v2>' },
  }),
  PAGE007: entry({
    title: '"piece" is shown only by the PiecePreviewPage template, and this page is of the ',
    message: (v: { kind: unknown }) => `"piece" is shown only by the PiecePreviewPage template, and this page is of the kind "${v.kind}": delete piece:`,
    example: { kind: '<kind>' },
  }),
  PAGE008: entry({
    title: 'The page "…" uses the ProductPage template, so it needs a "product" entry (descr',
    message: (v: { path: unknown }) => `the page "${v.path}" uses the ProductPage template, so it needs a "product" entry (description and features)`,
    example: { path: '<path>' },
  }),
  PAGE009: entry({
    title: 'The page "…" uses the PiecePreviewPage template, so it needs "piece',
    message: (v: { path: unknown }) => `the page "${v.path}" uses the PiecePreviewPage template, so it needs "piece: header" or "piece: footer"`,
    example: { path: '<path>' },
  }),
  PAGE010: entry({
    title: 'The alias "…" is this page\'s own address',
    message: (v: { alias: unknown }) => `the alias "${v.alias}" is this page's own address; remove it (a page needs no redirect to itself)`,
    example: { alias: '<alias>' },
  }),
  PAGE011: entry({
    title: 'The alias "…" is the path of another page',
    message: (v: { alias: unknown }) => `the alias "${v.alias}" is the path of another page; an alias must be a path no page uses`,
    example: { alias: '<alias>' },
  }),
  PAGE012: entry({
    title: 'The alias "…" is already an alias of …',
    message: (v: { alias: unknown; address: unknown }) => `the alias "${v.alias}" is already an alias of ${v.address}: an old address can lead to one page only; remove it here or there`,
    example: { alias: '<alias>', address: '<address>' },
  }),
  PAGE013: entry({
    title: 'There is no page with path "…"',
    message: (v: { NOT_FOUND_PATH: unknown }) => `there is no page with path "${v.NOT_FOUND_PATH}": add one; it is shown for addresses that do not exist`,
    example: { NOT_FOUND_PATH: '<NOT_FOUND_PATH>' },
  }),
  PAGE014: entry({
    title: 'Unknown kind "…"…',
    message: (v: { k: unknown; suggestion?: string; v3: unknown }) => `unknown kind "${v.k}"${dym(v.suggestion)}; kinds: ${v.v3}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.k), with: v.suggestion } } : undefined),
    example: { k: '<k>', suggestion: '<suggestion>', v3: '<v3>' },
  }),
  PAGE015: entry({
    title: '"…" is not a page of the kind …, so it is not listed anyway',
    message: (v: { p: unknown; v2: unknown }) => `"${v.p}" is not a page of the kind ${v.v2}, so it is not listed anyway`,
    example: { p: '<p>', v2: '<v2>' },
  }),
  PAGE016: entry({
    title: 'No page of the kind … says featured',
    message: (v: { v1: unknown }) => `no page of the kind ${v.v1} says featured: true, so this list would be empty; add the line "featured: true" under the title of each page it should list`,
    example: { v1: '<v1>' },
  }),
  PAGE017: fixed('A footer group needs "links" or "from" (the pages of a kind)', 'a footer group needs "links" or "from" (the pages of a kind)'),
  PAGE018: entry({
    title: 'The page "…" does not fill the section "…" that every page of the kind "…" has, ',
    message: (v: { path: unknown; id: unknown; kind: unknown; id2: unknown }) => `the page "${v.path}" does not fill the section "${v.id}" that every page of the kind "${v.kind}" has, and it needs its cards: add to this page's sections an entry "- id: ${v.id2}" with its "cards:" (as docs/guide/pages-and-products.md "Add an industry" shows)`,
    example: { path: '<path>', id: '<id>', kind: '<kind>', id2: '<id2>' },
  }),
  PAGE019: fixed('A cards section needs "cards" or "from" (the pages of a kind)', 'a cards section needs "cards" or "from" (the pages of a kind)'),
  PAGE020: entry({
    title: 'This list entry starts with …, and the list draws its own bullets, so the page w',
    message: (v: { marker: string }) => `this list entry starts with ${JSON.stringify(v.marker)}, and the list draws its own bullets, so the page would show two; delete ${JSON.stringify(v.marker)} at its start`,
    fix: (v) => ({ delete: { text: v.marker } }),
    example: { marker: '• ' },
  }),
  PAGE021: entry({
    title: 'This … is the same as the … of …, another page of the kind "…", so the two look ',
    message: (v: { field: unknown; field2: unknown; earlier: unknown; kind: unknown }) => `this ${v.field} is the same as the ${v.field2} of ${v.earlier}, another page of the kind "${v.kind}", so the two look alike wherever pages are listed: write one of its own`,
    warning: true,
    example: { field: '<field>', field2: '<field2>', earlier: '<earlier>', kind: '<kind>' },
  }),
  FACT001: entry({
    title: 'The address has no part "…"…',
    message: (v: { reference: string; name: unknown; suggestion?: string; v3: unknown }) => `${v.reference}: the address has no part "${v.name}"${dym(v.suggestion)}; write $address for the whole address or one of ${v.v3}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.name), with: v.suggestion } } : undefined),
    example: { reference: '$phone:sales', name: '<name>', suggestion: '<suggestion>', v3: '<v3>' },
  }),
  FACT002: entry({
    title: 'Site.chat has no number',
    message: (v: { reference: string }) => `${v.reference}: site.chat has no number`,
    example: { reference: '$chat' },
  }),
  FACT003: entry({
    title: '$… needs the id of one of site.…s after a colon, such as $…:…',
    message: (v: { reference: string; kind: unknown; kind2: unknown; kind3: unknown; ids: unknown }) => `${v.reference}: $${v.kind} needs the id of one of site.${v.kind2}s after a colon, such as $${v.kind3}:${v.ids}`,
    example: { reference: '$phone:sales', kind: '<kind>', kind2: '<kind2>', kind3: '<kind3>', ids: '<ids>' },
  }),
  FACT004: entry({
    title: 'There is no … "…" in site.…s…',
    message: (v: { reference: string; kind: unknown; name: unknown; kind2: unknown; suggestion?: string; v5: unknown }) => `${v.reference}: there is no ${v.kind} "${v.name}" in site.${v.kind2}s${dym(v.suggestion)}; write one of ${v.v5}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.name), with: v.suggestion } } : undefined),
    example: { reference: '$phone:sales', kind: '<kind>', name: '<name>', kind2: '<kind2>', suggestion: '<suggestion>', v5: '<v5>' },
  }),
  FACT005: entry({
    title: 'The number "…" has no country code, so callers abroad and phones that dial it as',
    message: (v: { number: unknown; fix: unknown }) => `the number "${v.number}" has no country code, so callers abroad and phones that dial it as a link reach another number; ${v.fix}`,
    fix: (v) => countryCodeFix(String(v.number), String(v.fix)),
    example: { number: '<number>', fix: '<fix>' },
  }),
  FACT006: entry({
    title: 'There is no phone "…" in site.phones…',
    message: (v: { phone: unknown; suggestion?: string }) => `there is no phone "${v.phone}" in site.phones${dym(v.suggestion)}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.phone), with: v.suggestion } } : undefined),
    example: { phone: '<phone>', suggestion: '<suggestion>' },
  }),
  FACT007: fixed('Site.chat has both number', 'site.chat has both number: and phone:; keep one (phone: names a number of site.phones, so it is written once)'),
  FACT008: entry({
    title: 'Site.chat needs the chat number',
    message: (v: { id: unknown }) => `site.chat needs the chat number: write phone: ${v.id} (an id of site.phones) or number: "+91 …"`,
    example: { id: '<id>' },
  }),
  FACT009: entry({
    title: 'The chat number "…" has no country code, so the chat service reads its first dig',
    message: (v: { number: unknown; fix: unknown }) => `the chat number "${v.number}" has no country code, so the chat service reads its first digits as one and opens a chat with someone else; ${v.fix}`,
    fix: (v) => countryCodeFix(String(v.number), String(v.fix)),
    example: { number: '<number>', fix: '<fix>' },
  }),
  FACT010: entry({
    title: 'This is the number "…" of site.phones written again',
    message: (v: { id: string; number: string }) => `this is the number "${v.id}" of site.phones written again: write phone: ${v.id} in place of number: "${v.number}", so that a new number is one edit`,
    warning: true,
    fix: (v) => ({ replace: { text: `number: "${v.number}"`, with: `phone: ${v.id}` } }),
    example: { id: 'office', number: '+91 20 2567 8901' },
  }),
  FACT011: entry({
    title: '"…" is … typed again',
    message: (v: { typed: string; what: string; reference: string; inAddress: boolean }) => `"${v.typed}" is ${v.what} typed again: write ${v.reference} in its place${v.inAddress ? ' (in a web address too)' : ''}, so that when it changes this changes with it`,
    fix: (v) => ({ replace: { text: v.typed, with: v.reference } }),
    warning: true,
    example: { typed: '+91 20 2567 8901', what: 'the phone number "office" of site.phones', reference: '$phone:office', inAddress: false },
  }),
  FACT012: fixed('Write the number alone in place of OWNER (the whole value is the placeholder unt', `write the number alone in place of OWNER (the whole value is the placeholder until it is filled in)`),
  FACT013: fixed('Write the value alone in place of OWNER (the whole value is the placeholder unti', 'write the value alone in place of OWNER (the whole value is the placeholder until it is filled in)'),
  FACT014: entry({
    title: '… is not shown until … … filled in in place of OWNER',
    message: (v: { entry: unknown; v2: unknown; v3: unknown }) => `${v.entry} is not shown until ${v.v2} ${v.v3} filled in in place of OWNER`,
    warning: true,
    example: { entry: '<entry>', v2: '<v2>', v3: '<v3>' },
  }),
  FACT015: entry({
    title: '… was valid until …, so it is no longer shown as valid on the site',
    message: (v: { entry: unknown; validUntil: unknown; v3: unknown }) => `${v.entry} was valid until ${v.validUntil}, so it is no longer shown as valid on the site; write the date of the renewed ${v.v3}, or delete the entry`,
    warning: true,
    example: { entry: '<entry>', validUntil: '<validUntil>', v3: '<v3>' },
  }),
  FACT016: entry({
    title: 'This vacancy closed on …, so "…" is no longer on the site and its position is no',
    message: (v: { closes: unknown; title: unknown }) => `this vacancy closed on ${v.closes}, so "${v.title}" is no longer on the site and its position is no longer offered in the form; delete the card when you like, or give it a new closing date`,
    warning: true,
    example: { closes: '<closes>', title: '<title>' },
  }),
  FACT017: entry({
    title: 'A card with a "position" needs a link to an application form with positions (lik',
    message: (v: { v1: unknown }) => `a card with a "position" needs a link to an application form with positions (like /CareerPage#Apply_Now); its link is "${v.v1}"`,
    example: { v1: '<v1>' },
  }),
  FACT018: entry({
    title: 'The position "…" is not an option of the form at "…"…',
    message: (v: { position: string; to: string; suggestion: string }) => `the position "${v.position}" is not an option of the form at "${v.to}"${dym(v.suggestion)}; a new value adds a new option`,
    fix: (v) => ({ replace: { text: v.position, with: v.suggestion } }),
    example: { position: 'Web Develper', to: '/CareerPage#Apply_Now', suggestion: 'Web Developer' },
  }),
  FACT019: entry({
    title: 'No vacancy card names the position "…" (…), so visitors can apply for a post tha',
    message: (v: { value: unknown; label: unknown }) => `no vacancy card names the position "${v.value}" (${v.label}), so visitors can apply for a post that is not advertised; delete this line, or write keep: true in it to keep the option for applications without a vacancy`,
    warning: true,
    example: { value: '<value>', label: '<label>' },
  }),
  BROCHURE001: entry({
    title: 'The brochure\'s fonts cannot draw "…" (U+…), so its PDF would show "?" there',
    message: (v: { ch: string; code: string }) => `the brochure's fonts cannot draw "${v.ch}" (U+${v.code}), so its PDF would show "?" there; remove the character, or write "brochure: false" for this product`,
    fix: (v) => ({ delete: { text: v.ch } }),
    example: { ch: '<ch>', code: '<code>' },
  }),
  CHECK001: fixed('Has no prerendered page in the build', 'has no prerendered page in the build'),
  CHECK002: entry({
    title: 'Link to … opens a new tab without rel="noopener noreferrer"',
    message: (v: { href: unknown }) => `link to ${v.href} opens a new tab without rel="noopener noreferrer"`,
    example: { href: '<href>' },
  }),
  CHECK003: entry({
    title: 'Link to … is not https',
    message: (v: { href: unknown }) => `link to ${v.href} is not https`,
    example: { href: '<href>' },
  }),
  CHECK004: entry({
    title: 'Link to … is relative',
    message: (v: { href: unknown }) => `link to ${v.href} is relative; write it from the site root (/…)`,
    example: { href: '<href>' },
  }),
  CHECK005: entry({
    title: 'Link to … leads nowhere',
    message: (v: { href: unknown; target: unknown }) => `link to ${v.href} leads nowhere: the build has no page or file ${v.target}`,
    example: { href: '<href>', target: '<target>' },
  }),
  CHECK006: entry({
    title: 'Link to … leads to no anchor',
    message: (v: { href: unknown; targetRoute: unknown; anchor: unknown }) => `link to ${v.href} leads to no anchor: ${v.targetRoute} has no element with id "${v.anchor}"`,
    example: { href: '<href>', targetRoute: '<targetRoute>', anchor: '<anchor>' },
  }),
  CHECK007: fixed('The <html> element has no lang', 'the <html> element has no lang'),
  CHECK008: entry({
    title: 'The <html> element has lang="…", but the page is in "…"',
    message: (v: { lang: unknown; lang2: unknown }) => `the <html> element has lang="${v.lang}", but the page is in "${v.lang2}"`,
    example: { lang: '<lang>', lang2: '<lang2>' },
  }),
  CHECK009: fixed('Has no title', 'has no title'),
  CHECK010: fixed('Has no meta description', 'has no meta description'),
  CHECK011: fixed('Has no canonical link', 'has no canonical link'),
  CHECK012: entry({
    title: 'The canonical link is …, but the descriptor says …',
    message: (v: { canonical: unknown; canonical2: unknown }) => `the canonical link is ${v.canonical}, but the descriptor says ${v.canonical2}`,
    example: { canonical: '<canonical>', canonical2: '<canonical2>' },
  }),
  CHECK013: entry({
    title: 'The menu lights …, but the descriptor says …',
    message: (v: { lit: unknown; expected: unknown }) => `the menu lights ${v.lit}, but the descriptor says ${v.expected}`,
    example: { lit: '<lit>', expected: '<expected>' },
  }),
  CHECK014: entry({
    title: 'The menu item "…" links here, but the page lights …',
    message: (v: { label: unknown; lit: unknown }) => `the menu item "${v.label}" links here, but the page lights ${v.lit}`,
    example: { label: '<label>', lit: '<lit>' },
  }),
  CHECK015: entry({
    title: 'Is in sitemap.xml but not linked from …',
    message: (v: { path: unknown }) => `is in sitemap.xml but not linked from ${v.path}`,
    example: { path: '<path>' },
  }),
  CHECK016: entry({
    title: 'Names the versions … (hreflang), but the page exists as …',
    message: (v: { named: unknown; expected: unknown }) => `names the versions ${v.named} (hreflang), but the page exists as ${v.expected}`,
    example: { named: '<named>', expected: '<expected>' },
  }),
  CHECK017: entry({
    title: 'Names … as its … version (hreflang), but the build has no page there',
    message: (v: { href: unknown; lang: unknown }) => `names ${v.href} as its ${v.lang} version (hreflang), but the build has no page there`,
    example: { href: '<href>', lang: '<lang>' },
  }),
  CHECK018: entry({
    title: 'Names … as its … version, but that page does not name this one back as its … ver',
    message: (v: { href: unknown; lang: unknown; lang2: unknown }) => `names ${v.href} as its ${v.lang} version, but that page does not name this one back as its ${v.lang2} version (hreflang)`,
    example: { href: '<href>', lang: '<lang>', lang2: '<lang2>' },
  }),
  CHECK019: entry({
    title: 'The language switcher\'s … leads to …, but this page in … is …',
    message: (v: { name: unknown; v2: unknown; name2: unknown; path: unknown }) => `the language switcher's ${v.name} leads to ${v.v2}, but this page in ${v.name2} is ${v.path}`,
    example: { name: '<name>', v2: '<v2>', name2: '<name2>', path: '<path>' },
  }),
  CHECK020: entry({
    title: 'The language switcher should say that this page is not in …, but it …',
    message: (v: { name: unknown; v2: unknown }) => `the language switcher should say that this page is not in ${v.name}, but it ${v.v2}`,
    example: { name: '<name>', v2: '<v2>' },
  }),
  CHECK021: entry({
    title: 'Shows "…" (… in src/shared/uiText.ts) in … on a … page',
    message: (v: { v1: unknown; key: unknown; name: unknown; name2: unknown }) => `shows "${v.v1}" (${v.key} in src/shared/uiText.ts) in ${v.name} on a ${v.name2} page: a template writes it without taking it from the layout's ui`,
    example: { v1: '<v1>', key: '<key>', name: '<name>', name2: '<name2>' },
  }),
  CHECK022: entry({
    title: 'The breadcrumb is …, but the descriptor says …',
    message: (v: { v1: unknown; v2: unknown }) => `the breadcrumb is ${v.v1}, but the descriptor says ${v.v2}`,
    example: { v1: '<v1>', v2: '<v2>' },
  }),
  CHECK023: entry({
    title: 'The id "…" is used … times',
    message: (v: { id: unknown; n: unknown }) => `the id "${v.id}" is used ${v.n} times; ids must be unique on a page`,
    example: { id: '<id>', n: '<n>' },
  }),
  CHECK024: entry({
    title: 'An image (…) has no alt attribute',
    message: (v: { v1: unknown }) => `an image (${v.v1}) has no alt attribute`,
    example: { v1: '<v1>' },
  }),
  CHECK025: entry({
    title: 'Link to … has no name',
    message: (v: { v1: unknown }) => `link to ${v.v1} has no name: its only content is an image with alt=""`,
    example: { v1: '<v1>' },
  }),
  CHECK026: entry({
    title: 'The video "…" (…) is not on the page with its versions',
    message: (v: { src: unknown; title: unknown }) => `the video "${v.src}" (${v.title}) is not on the page with its versions`,
    example: { src: '<src>', title: '<title>' },
  }),
  CHECK027: entry({
    title: 'The video "…" has sound but no captions track',
    message: (v: { src: unknown }) => `the video "${v.src}" has sound but no captions track`,
    example: { src: '<src>' },
  }),
  CHECK028: entry({
    title: '<… …> names …, which is not on the site (…)',
    message: (v: { tag: unknown; attribute: unknown; address: unknown; origin: unknown }) => `<${v.tag} ${v.attribute}> names ${v.address}, which is not on the site (${v.origin})`,
    example: { tag: '<tag>', attribute: '<attribute>', address: '<address>', origin: '<origin>' },
  }),
  CHECK029: entry({
    title: '<… …> names …, but the build has no such file',
    message: (v: { tag: unknown; attribute: unknown; address: unknown }) => `<${v.tag} ${v.attribute}> names ${v.address}, but the build has no such file`,
    example: { tag: '<tag>', attribute: '<attribute>', address: '<address>' },
  }),
  CHECK030: entry({
    title: '….html and …/index.html differ',
    message: (v: { v1: unknown; v2: unknown }) => `${v.v1}.html and ${v.v2}/index.html differ: hosts would serve two versions of the page`,
    example: { v1: '<v1>', v2: '<v2>' },
  }),
  CHECK031: entry({
    title: 'Starts with a dot (…)',
    message: (v: { dotted: unknown }) => `starts with a dot (${v.dotted}): Cloudflare Pages would publish it; keep it out of the built site`,
    example: { dotted: '<dotted>' },
  }),
  CHECK032: fixed('An inline style before the page\'s policy', "an inline <style> comes before the page's own Content-Security-Policy for styles, which would not govern it"),
  CHECK033: entry({
    title: 'An inline script or style its policy refuses',
    message: (v: { tag: string; policy: string; hash: string }) => `an inline <${v.tag}> is not allowed by ${v.policy} (its hash is ${v.hash})`,
    example: { tag: 'script', policy: "the page's own Content-Security-Policy", hash: "'sha256-…'" },
  }),
  CHECK034: entry({
    title: 'A style attribute',
    message: (v: { tag: string }) => `a style="…" attribute on <${v.tag}> is blocked by the page's Content-Security-Policy; use a class`,
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
    message: (v: { address: string; shown: string; wanted: string }) => `lists ${v.address} with the versions ${v.shown}, but the page exists as ${v.wanted}`,
    example: { address: 'https://example.org/About', shown: 'none', wanted: 'en https://example.org/About, mr https://example.org/mr/About' },
  }),
  CHECK039: entry({
    title: 'robots.txt does not name the sitemap',
    message: (v: { origin: string }) => `does not point to ${v.origin}/sitemap.xml`,
    example: { origin: 'https://example.org' },
  }),
  CHECK040: fixed('No Content-Security-Policy', 'has no Content-Security-Policy'),
  CHECK041: entry({
    title: 'A page in one layout only',
    message: (v: { name: string }) => `is not in both ${v.name}.html and ${v.name}/index.html: a host that looks for the other finds no page`,
    example: { name: 'About' },
  }),
  FACT020: entry({
    title: 'A reference to an office that does not exist',
    message: (v: { reference: string; name: string; suggestion?: string; offices: string }) => `${v.reference}: there is no office "${v.name}" in site.offices${dym(v.suggestion)}; write one of ${v.offices}`,
    fix: (v) => (v.suggestion ? { replace: { text: String(v.name), with: v.suggestion } } : undefined),
    example: { reference: '$office:pnue', name: 'pnue', suggestion: 'pune', offices: '$office:pune, $office:mumbai' },
  }),
  FACT021: entry({
    title: 'A reference to an office when there is none',
    message: (v: { reference: string }) => `${v.reference}: site.offices lists no other office; write $address for the main office`,
    example: { reference: '$office:pune' },
  }),
  FILE032: entry({
    title: 'SVG: An SVG with an element of another language',
    message: (v: { shown: string; uri: string; why: string; at?: SvgAt }) => `${svgAt(v.at)}has ${v.shown}, an element of another language than SVG (${v.uri}), ${v.why}; only SVG's drawing elements are allowed: delete it`,
    example: { shown: '<html:div>', uri: 'http://www.w3.org/1999/xhtml', why: 'which can run a script or open another page', at: SVG_AT },
  }),
  FILE033: entry({
    title: "An SVG element outside SVG's namespace",
    message: (v: { shown: string; svg: string; at?: SvgAt }) => `${svgAt(v.at)}has ${v.shown}, an element outside SVG's namespace; write xmlns="${v.svg}" on the <svg> element`,
    example: { shown: '<svg>', svg: 'http://www.w3.org/2000/svg', at: SVG_AT },
  }),
  FILE034: entry({
    title: 'A HEIC photo',
    message: (v: { shown: string; kind: string; named: string; jpeg: string }) => `the picture "${v.shown}" is ${v.kind}, not ${v.named}, and browsers cannot show it; export it again as a JPEG (in the Photos app: Share → Options → Most Compatible) and name it ${v.jpeg}`,
    example: { shown: '/images/team.heic', kind: 'a HEIC photo', named: 'a JPEG', jpeg: 'team.jpg' },
  }),
  FILE035: entry({
    title: 'A picture of another kind than its name says',
    message: (v: { shown: string; kind: string; named: string; file: string; renamed: string }) => `the picture "${v.shown}" is ${v.kind}, not ${v.named} as its name says, so browsers would show nothing; rename the file to ${v.file} and write "${v.renamed}" here`,
    fix: (v) => ({ replace: { text: v.shown, with: v.renamed } }),
    example: { shown: '/images/team.jpg', kind: 'a PNG', named: 'a JPEG', file: 'team.png', renamed: '/images/team.png' },
  }),
  FACT022: entry({
    title: 'The GSTIN "…" is not in the form of a GSTIN, … (such as 27AABCV4821K1Z6)',
    message: (v: { gstin: unknown; GSTIN_FORM: unknown }) => `the GSTIN "${v.gstin}" is not in the form of a GSTIN, ${v.GSTIN_FORM} (such as 27AABCV4821K1Z6); copy it from the GST registration certificate`,
    example: { gstin: '<gstin>', GSTIN_FORM: '<GSTIN_FORM>' },
  }),
  FACT023: entry({
    title: 'Write the GSTIN in capitals without spaces, as the GST certificate prints it',
    message: (v: { t: unknown }) => `write the GSTIN in capitals without spaces, as the GST certificate prints it: "${v.t}"`,
    example: { t: '<t>' },
  }),
  FACT024: entry({
    title: 'The GSTIN starts with the state code …, and the office (site.address) is in …, w',
    message: (v: { v1: unknown; name: unknown; gst: unknown; name2: unknown }) => `the GSTIN starts with the state code ${v.v1}, and the office (site.address) is in ${v.name}, whose code is ${v.gst}; copy the GSTIN of the ${v.name2} registration from its GST certificate`,
    example: { v1: '<v1>', name: '<name>', gst: '<gst>', name2: '<name2>' },
  }),
  FACT025: entry({
    title: 'The last character of the GSTIN "…" is a check on the 14 before it, and it does ',
    message: (v: { gstin: unknown; check: unknown }) => `the last character of the GSTIN "${v.gstin}" is a check on the 14 before it, and it does not match them (with these 14 it is "${v.check}"): one character is mistyped; copy the number again from the GST registration certificate`,
    example: { gstin: '<gstin>', check: '<check>' },
  }),
  FACT026: entry({
    title: 'The CIN "…" has … characters, and a CIN has …',
    message: (v: { cin: unknown; tCount: unknown; CIN_FORM: unknown }) => `the CIN "${v.cin}" has ${v.tCount} characters, and a CIN has ${v.CIN_FORM}; copy it from the certificate of incorporation`,
    example: { cin: '<cin>', tCount: '<tCount>', CIN_FORM: '<CIN_FORM>' },
  }),
  FACT027: entry({
    title: '… of the CIN "…" ("…") should be …',
    message: (v: { where: unknown; cin: unknown; piece: unknown; what: unknown; CIN_FORM: unknown }) => `${v.where} of the CIN "${v.cin}" ("${v.piece}") should be ${v.what}; a CIN is ${v.CIN_FORM}; copy it from the certificate of incorporation`,
    example: { where: '<where>', cin: '<cin>', piece: '<piece>', what: '<what>', CIN_FORM: '<CIN_FORM>' },
  }),
  FACT028: entry({
    title: 'Write the CIN in capitals without spaces, as the certificate of incorporation pr',
    message: (v: { t: unknown }) => `write the CIN in capitals without spaces, as the certificate of incorporation prints it: "${v.t}"`,
    example: { t: '<t>' },
  }),
  FACT029: entry({
    title: 'Characters 9–12 of the CIN ("…") are the year of incorporation, which cannot be ',
    message: (v: { v1: unknown }) => `characters 9–12 of the CIN ("${v.v1}") are the year of incorporation, which cannot be after this year; copy the CIN from the certificate of incorporation`,
    example: { v1: '<v1>' },
  }),
  FACT030: entry({
    title: 'Characters 7–8 of the CIN ("…") are the state of the registered office, and the ',
    message: (v: { v1: unknown; name: unknown; letters: unknown }) => `characters 7–8 of the CIN ("${v.v1}") are the state of the registered office, and the office (site.address) is in ${v.name} (${v.letters}); copy the CIN from the certificate of incorporation`,
    example: { v1: '<v1>', name: '<name>', letters: '<letters>' },
  }),
  FACT031: entry({
    title: 'The Udyam registration number "…" is not in its form, UDYAM-MH-00-0000000 (UDYAM',
    message: (v: { udyam: unknown }) => `the Udyam registration number "${v.udyam}" is not in its form, UDYAM-MH-00-0000000 (UDYAM, the state's 2 letters, the district's 2 digits and 7 digits, with hyphens between); copy it from the Udyam registration certificate`,
    example: { udyam: '<udyam>' },
  }),
  FACT032: entry({
    title: 'Write the Udyam registration number in capitals with hyphens, as its certificate',
    message: (v: { written: unknown }) => `write the Udyam registration number in capitals with hyphens, as its certificate prints it: "${v.written}"`,
    example: { written: '<written>' },
  }),
  FACT033: entry({
    title: 'The Udyam registration number names the state …, and the office (site.address) i',
    message: (v: { parts: unknown; name: unknown; letters: unknown }) => `the Udyam registration number names the state ${v.parts}, and the office (site.address) is in ${v.name} (${v.letters}); copy the number from the Udyam registration certificate`,
    example: { parts: '<parts>', name: '<name>', letters: '<letters>' },
  }),
  LINK015: entry({
    title: '"…" is not a web address',
    message: (v: { value: unknown }) => `"${v.value}" is not a web address; write it like https://forms.example.com/contact`,
    example: { value: '<value>' },
  }),
  LINK016: entry({
    title: '"…" must start with https://',
    message: (v: { value: unknown }) => `"${v.value}" must start with https://`,
    example: { value: '<value>' },
  }),
  LINK017: entry({
    title: '"…" contains a space, quote, comma or semicolon',
    message: (v: { value: unknown }) => `"${v.value}" contains a space, quote, comma or semicolon; those could change the site's security headers`,
    example: { value: '<value>' },
  }),
  LINK018: entry({
    title: '"…" has no real host name (letters, digits, - and dots, like forms.example.com)',
    message: (v: { value: unknown }) => `"${v.value}" has no real host name (letters, digits, - and dots, like forms.example.com)`,
    example: { value: '<value>' },
  }),
  LINK019: entry({
    title: '"…" must not carry a user name or password',
    message: (v: { value: unknown }) => `"${v.value}" must not carry a user name or password`,
    example: { value: '<value>' },
  }),
  FILE036: entry({
    title: '"…" is not a file type the site offers to download',
    message: (v: { to: unknown; v2: unknown }) => `"${v.to}" is not a file type the site offers to download: ${v.v2} (save it as a PDF, which opens everywhere)`,
    example: { to: '<to>', v2: '<v2>' },
  }),
  FILE037: entry({
    title: 'Public… is … MB, more than the 20 MB a download may be',
    message: (v: { to: unknown; v2: unknown }) => `public${v.to} is ${v.v2} MB, more than the 20 MB a download may be: save a smaller version (a PDF "reduced size" or "for the web")`,
    example: { to: '<to>', v2: '<v2>' },
  }),
  FILE038: entry({
    title: 'Public… is named .… but is not a … file (its first bytes say otherwise)',
    message: (v: { to: unknown; ext: unknown; name: unknown; name2: unknown }) => `public${v.to} is named .${v.ext} but is not a ${v.name} file (its first bytes say otherwise): save it again as ${v.name2}, or name it for what it is`,
    example: { to: '<to>', ext: '<ext>', name: '<name>', name2: '<name2>' },
  }),
  FILE039: entry({
    title: 'A file address with an empty folder name',
    message: (v: { value: string; written: string }) => `the file "${v.value}" has an empty folder name (two / in a row); write it as "${v.written}"`,
    fix: (v) => ({ replace: { text: v.value, with: v.written } }),
    example: { value: '/images//logo.svg', written: '/images/logo.svg' },
  }),
  FILE040: entry({
    title: 'The file "…" has a "." or ".." folder name',
    message: (v: { value: unknown; value2: unknown }) => `the file "${v.value}" has a "." or ".." folder name; write the file's own address, like "${v.value2}"`,
    example: { value: '<value>', value2: '<value2>' },
  }),
  FILE041: entry({
    title: 'The file "…" is in or is a hidden … ("…", its name starts with a dot), which is ',
    message: (v: { value: unknown; v2: unknown; hidden: unknown; v4: unknown }) => `the file "${v.value}" is in or is a hidden ${v.v2} ("${v.hidden}", its name starts with a dot), which is never published; rename it without the dot (${v.v4}) and write that name here`,
    example: { value: '<value>', v2: '<v2>', hidden: '<hidden>', v4: '<v4>' },
  }),
  FILE042: entry({
    title: 'A download named with other capitals than its file',
    message: (v: { to: string; other: string; suggestion: string }) => `there is no file public${v.to}, but there is ${v.other}: web servers tell capitals from small letters, so write the name as the file has it (did you mean "${v.suggestion}"?)`,
    fix: (v) => ({ replace: { text: v.to, with: v.suggestion } }),
    example: { to: '/downloads/Profile.pdf', other: 'profile.pdf', suggestion: '/downloads/profile.pdf' },
  }),
  FILE043: entry({
    title: 'A download that is not there',
    message: (v: { to: string }) => `there is no file public${v.to}: put the file there (the folder public/downloads/), named as written here`,
    example: { to: '/downloads/profile.pdf' },
  }),
  FILE044: entry({
    title: 'A file named with other capitals than it has',
    message: (v: { value: string; named: string }) => `the file "${v.value}" does not exist, but "${v.named}" does: web servers tell capitals from small letters, so write the name as the file has it (did you mean "${v.named}"?)`,
    fix: (v) => ({ replace: { text: v.value, with: v.named } }),
    example: { value: '/images/photos/IMG_0042.jpg', named: '/images/photos/IMG_0042.JPG' },
  }),
  FILE045: entry({
    title: 'A file that does not exist',
    message: (v: { value: string }) => `the file "${v.value}" does not exist; put it at public${v.value}`,
    example: { value: '/images/team.jpg' },
  }),
  FILE046: entry({
    title: 'SVG: An SVG with an event handler',
    message: (v: { name: string; at?: SvgAt }) => `${svgAt(v.at)}has the event handler ${v.name}, which runs a script; delete it`,
    example: { name: 'onload', at: SVG_AT },
  }),
  FILE047: entry({
    title: 'SVG: An SVG attribute a drawing does not need',
    message: (v: { name: string; uri?: string; at?: SvgAt }) => `${svgAt(v.at)}has the attribute ${v.name}${v.uri ? ` (of ${v.uri})` : ''}, which is not one a drawing needs; delete it`,
    example: { name: 'inkscape:label', uri: 'http://www.inkscape.org/namespaces/inkscape', at: SVG_AT },
  }),
  FILE048: entry({
    title: 'An upright picture for a wide band',
    message: (v: { src: string; width: number; height: number; place: string; wide: number; needed: number; neededHeight: number }) => `the picture "${v.src}" is upright (${v.width}×${v.height}), and ${v.place} is a wide band ${v.wide} px wide that shows only a strip across its middle: supply a landscape picture, at least ${v.needed}×${v.neededHeight}`,
    warning: true,
    example: { src: '/images/team.jpg', width: 1200, height: 1600, place: 'the hero', wide: 1440, needed: 2880, neededHeight: 1620 },
  }),
  FILE049: entry({
    title: 'A picture too small for its place',
    message: (v: { src: string; width: number; height: number; place: string; wide: number; needed: number; neededHeight: number }) => `the picture "${v.src}" is ${v.width}×${v.height}; where it is shown (${v.place}) it is drawn up to ${v.wide} px wide, twice that on sharp screens: supply it at least ${v.needed}×${v.neededHeight} to look sharp everywhere (until then it is shown as it is)`,
    warning: true,
    example: { src: '/images/team.jpg', width: 800, height: 600, place: 'a card', wide: 560, needed: 1120, neededHeight: 840 },
  }),
  PAGE022: entry({
    title: 'Two pages with one path',
    message: (v: { path: string; title: string; item: number }) => `the path "${v.path}" is already used by the page "${v.title}" (pages item ${v.item}); each path needs its own page`,
    example: { path: '/About', title: 'About us', item: 3 },
  }),
  PAGE024: entry({
    title: 'A section that fills no section of its kind',
    message: (v: { id: string; kind: string; suggestion?: string; ids: string[] }) => `this section has no "type", so it fills the section "${v.id}" of the kind "${v.kind}", but that kind has no such section${dym(v.suggestion)}; its sections: ${v.ids.join(', ')}`,
    fix: (v) => (v.suggestion ? { replace: { text: v.id, with: v.suggestion } } : undefined),
    example: { id: 'featurs', kind: 'product', suggestion: 'features', ids: ['overview', 'features', 'users'] },
  }),
  PAGE023: entry({
    title: 'Two paths that differ only in letter case',
    message: (v: { path: string; other: string; title: string }) => `the path "${v.path}" differs only in letter case from "${v.other}" (the page "${v.title}"); hosts and disks that ignore case would mix them up: choose another path`,
    example: { path: '/about', other: '/About', title: 'About us' },
  }),
  PAGE025: entry({
    title: 'A section without a type, in a kind with no sections',
    message: (v: { kind: string }) => `this section needs a "type" (the kind "${v.kind}" has no sections for it to fill)`,
    example: { kind: 'article' },
  }),
  PAGE026: entry({
    title: 'The path "…" is taken',
    message: (v: { path: unknown; why: unknown; path2: unknown }) => `the path "${v.path}" is taken: ${v.why}; choose another path, such as "${v.path2}Page"`,
    example: { path: '<path>', why: '<why>', path2: '<path2>' },
  }),
  PAGE027: entry({
    title: 'The path "…" is a name Windows keeps for a device (CON, PRN, AUX, NUL, COM1–9, L',
    message: (v: { path: unknown; path2: unknown }) => `the path "${v.path}" is a name Windows keeps for a device (CON, PRN, AUX, NUL, COM1–9, LPT1–9), so the site could not be built or copied there; choose another path, such as "${v.path2}Page"`,
    example: { path: '<path>', path2: '<path2>' },
  }),
  PAGE028: entry({
    title: 'The alias "…" is not an address a browser can ask for',
    message: (v: { alias: unknown }) => `the alias "${v.alias}" is not an address a browser can ask for: it has a "%" that is not followed by two hexadecimal digits of UTF-8, or a broken character; copy the old address from the browser's address bar again`,
    example: { alias: '<alias>' },
  }),
  PAGE029: entry({
    title: 'The alias "…" must be one exact old address',
    message: (v: { alias: unknown }) => `the alias "${v.alias}" must be one exact old address: hosts read "*" and "/:name" as patterns matching many addresses, and "?" or "#" are not part of a path; write the old address itself, like /OldPage`,
    example: { alias: '<alias>' },
  }),
  PAGE030: entry({
    title: 'The alias "…" is taken',
    message: (v: { alias: unknown; v2: unknown }) => `the alias "${v.alias}" is taken: ${v.v2}; an alias redirecting there would hide it`,
    example: { alias: '<alias>', v2: '<v2>' },
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
export function problem<C extends Code>(code: C, ...[values]: Record<string, never> extends ValuesOf<C> ? [ValuesOf<C>?] : [ValuesOf<C>]): Coded {
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
  const found = (s: string) => { const k = line.indexOf(s, at); const before = line.indexOf(s); return k !== -1 ? k : before !== -1 ? before : undefined; };
  if ('replace' in fix || 'delete' in fix) {
    const { text: wrong, with: right } = 'replace' in fix ? fix.replace : { ...fix.delete, with: '' };
    const k = found(wrong);
    if (k === undefined) return undefined;
    all[i] = line.slice(0, k) + right + line.slice(k + wrong.length);
  } else if ('insert' in fix) {
    all[i] = (fix.insert.text.startsWith(',') ? line.slice(0, at).trimEnd() : line.slice(0, at)) + fix.insert.text + line.slice(at);
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
