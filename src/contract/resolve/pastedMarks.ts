// Marks of other writing tools in a text pasted into site.yaml: WhatsApp's *bold*, _italic_ and ~struck~, Markdown's
// **bold**, # headings and [words](link) (where a text shows no links), HTML's tags (<b>, <br>) and its written
// characters (&amp;, &nbsp;). The site shows its texts as they are written, so the page would show each mark as it is.
// Each is warned at its text's line, with the text that shows what was meant.
import { decodeHTML } from 'entities';
import { problem, type Coded } from '../../core/problems.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import { allParts, type Resolving } from './parts.ts';
import { getAt } from '../../content/dataPath.ts';

/** A chat's mark around words: *words*, _words_ or ~words~, each mark against its words and apart from others. */
const CHAT_MARK = /(?<=^|[\s(“"'])([*_~])(?=\S)([^*_~\n]*?\S)\1(?=$|[\s.,;:!?)”"'])/gm;

/** Markdown's bold (**words**, __words__), its link ([words](address)) and its heading (# words, at a line's start). */
const MARKDOWN_BOLD = /(\*\*|__)(?=\S)([^*_\n]*?\S)\1/g;
const MARKDOWN_LINK = /\[([^\]\n]+)\]\(([^)\s]+)\)/g;
const MARKDOWN_HEADING = /^(#{1,6}) +(?=\S)/gm;

/**
 * The HTML elements a text copied from a web page or an e-mail carries, and their tags, opening or closing: a line
 * break's with the spaces around it, as one space between the words is what it leaves.
 */
const HTML_ELEMENTS =
  'a|abbr|b|big|blockquote|br|center|code|del|div|em|font|h[1-6]|hr|i|img|ins|li|mark|ol|p|pre|s|small|span|strike|strong|sub|sup|table|td|th|tr|u|ul';
const HTML_TAG = new RegExp(`(?<lineBreak>[ \\t]*<br\\s*/?>[ \\t]*)|</?(?:${HTML_ELEMENTS})(?:\\s[^<>]*)?/?>`, 'gi');

/** A character written as HTML writes it: &amp;, &nbsp;, &rsquo;, &#39;, &#x2019; (what decodes to a character). */
const HTML_CHARACTER = /&(?:#\d{1,7}|#x[\da-f]{1,6}|[a-z][a-z\d]{1,31});/gi;

/** What a text's marks say, each found with the words to write in its place (what the page was meant to show). */
function marksIn(
  text: string,
  linksShown: boolean,
): { code: 'PAGE031' | 'PAGE033' | 'PAGE034' | 'PAGE035'; whole: string; words: string }[] {
  const found: ReturnType<typeof marksIn> = [];
  for (const [whole, , words] of text.matchAll(CHAT_MARK)) found.push({ code: 'PAGE031', whole, words });
  for (const [whole, , words] of text.matchAll(MARKDOWN_BOLD)) found.push({ code: 'PAGE033', whole, words });
  // A text that shows its links ([words](to)) is not warned of them: the link checks read them (./links.ts).
  if (!linksShown)
    for (const [whole, words] of text.matchAll(MARKDOWN_LINK)) found.push({ code: 'PAGE033', whole, words });
  for (const [whole] of text.matchAll(MARKDOWN_HEADING)) found.push({ code: 'PAGE033', whole, words: '' });
  for (const { 0: whole, groups } of text.matchAll(HTML_TAG))
    found.push({ code: 'PAGE034', whole, words: groups?.lineBreak ? ' ' : '' });
  for (const [whole] of text.matchAll(HTML_CHARACTER)) {
    const character = decodeHTML(whole);
    if (character !== whole) found.push({ code: 'PAGE035', whole, words: character === '\u00A0' ? ' ' : character });
  }
  return found;
}

export function warnPastedMarks(r: Resolving, warn: (at: DataPath, found: Coded) => void): void {
  for (const part of allParts(r))
    for (const ref of part.refs) {
      if (ref.kind !== 'text') continue;
      const text = getAt(part.value, ref.path);
      if (typeof text !== 'string') continue;
      for (const { code, whole, words } of marksIn(text, ref.links === true))
        warn(part.origin(ref.path), problem(code, { whole, words }));
    }
}
