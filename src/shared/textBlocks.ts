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

export type TextRun = string | { words: string; to: string };

/** A text's words and the links written inside it, in order. */
export function textRuns(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const m of text.matchAll(INLINE_LINK)) {
    if (m.index > last) runs.push(text.slice(last, m.index));
    runs.push({ words: m[1], to: m[2] });
    last = m.index + m[0].length;
  }
  if (last < text.length) runs.push(text.slice(last));
  return runs;
}

/** The text as read aloud or printed without links: each link's words. */
export const withoutLinks = (text: string) => text.replace(INLINE_LINK, '$1');
