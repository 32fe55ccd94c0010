// How block text (a body, a product's description) is laid out: paragraphs split by a blank line, and lines that
// start with a bullet ("•", "–", "-", "*") or a number ("1.", "2)") as a list, as they come when a list is pasted
// from Word, a PDF or WhatsApp (often "•" and a tab). Used by the templates and the brochure alike.

/** A line that is an entry of a pasted list: its marker, then a space or a tab, then the entry. */
const BULLET = /^\s*[•·▪◦‣●○■□➢►–—*-][ \t]+(?=\S)/;
const NUMBERED = /^\s*\d{1,2}[.)][ \t]+(?=\S)/;

/** A list entry's marker at the start of a line of text (as typed or pasted), or undefined. */
export function listMarker(line: string): { marker: string; numbered: boolean } | undefined {
  const m = BULLET.exec(line) ?? NUMBERED.exec(line);
  return m ? { marker: m[0], numbered: NUMBERED.test(line) } : undefined;
}

export type TextBlock = { type: 'p'; text: string } | { type: 'ul' | 'ol'; items: string[] };

export function textBlocks(text: string): TextBlock[] {
  const blocks: TextBlock[] = [];
  for (const paragraph of text.split(/\n\s*\n/)) {
    let words: string[] = [];
    const endWords = () => {
      if (words.length) blocks.push({ type: 'p', text: words.join('\n').trim() });
      words = [];
    };
    for (const line of paragraph.split('\n')) {
      const marker = listMarker(line);
      if (!marker) {
        if (line.trim()) words.push(line.trim());
        continue;
      }
      endWords();
      const type = marker.numbered ? 'ol' : 'ul';
      const last = blocks.at(-1);
      const item = line.slice(marker.marker.length).trim();
      // Entries pasted with a blank line between them are still one list.
      if (last && last.type === type) last.items.push(item);
      else blocks.push({ type, items: [item] });
    }
    endWords();
  }
  return blocks;
}

/** A link written inside text: [the words](/Page), [words](https://…), [words](phone:office). */
export const INLINE_LINK = /\[([^\]\n]+)\]\(([^()\s]+)\)/g;

/**
 * An e-mail address or a phone number in text ("write to careers@vistaar-software.example.", "call +91 00000 00000"),
 * as `$email:careers` and `$phone:office` write them: a link to write to it or call it, as a reader taps it. A phone
 * number starts with its country code (site facts refuse one without); the full stop after an address ends the
 * sentence, not the address.
 */
const CONTACT = /([\w.+-]+@[\w-]+(?:\.[\w-]+)+)|(\+\d{1,3}(?:[ -]?\d){6,14})/g;

export type TextRun = string | { words: string; to: string } | { email: string } | { phone: string };

/** A text's words, the links written inside it and the e-mail addresses and phone numbers it gives, in order. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  const words = (part: string) => {
    let last = 0;
    for (const m of part.matchAll(CONTACT)) {
      if (m.index > last) runs.push(part.slice(last, m.index));
      runs.push(m[1] ? { email: m[1] } : { phone: m[2] });
      last = m.index + m[0].length;
    }
    if (last < part.length) runs.push(part.slice(last));
  };
  let last = 0;
  for (const m of text.matchAll(INLINE_LINK)) {
    if (m.index > last) words(text.slice(last, m.index));
    runs.push({ words: m[1], to: m[2] });
    last = m.index + m[0].length;
  }
  if (last < text.length) words(text.slice(last));
  return runs;
}

/** The text as read aloud or printed without links: each link's words. */
export const withoutLinks = (text: string) => text.replace(INLINE_LINK, '$1');
