// On a page in another language, the texts that have no translation yet are shown in English (src/contract/
// translations.ts, pagesInLanguage): each one written whole as an element's text is marked lang="en", so that a
// screen reader reads it in English and the browser hyphenates and chooses its letters as English. Islands are left as
// they are (the browser renders them again from their props, and must find the same HTML), and so are the elements
// whose text cannot hold an element (an option of a list, a textarea).

/** Text as React writes it into HTML. */
const reactEscape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

/** Where each island's element starts and ends in `html` (a div, nested divs counted). */
function islandRanges(html: string): [number, number][] {
  const ranges: [number, number][] = [];
  const start = /<div class="island"/g;
  for (let found = start.exec(html); found; found = start.exec(html)) {
    const tags = /<div\b|<\/div>/g;
    tags.lastIndex = found.index + 1;
    let depth = 1;
    let end = html.length;
    for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
      depth += tag[0] === '</div>' ? -1 : 1;
      if (depth === 0) {
        end = tag.index;
        break;
      }
    }
    ranges.push([found.index, end]);
    start.lastIndex = end;
  }
  return ranges;
}

/** `body` with each text node that is one of `texts` whole wrapped in <span lang="en">, outside the islands. */
export function markEnglishTexts(body: string, texts: readonly string[] | undefined): string {
  if (!texts?.length) return body;
  const wanted = new Set(texts.filter((t) => t.trim() !== '').map(reactEscape));
  const islands = islandRanges(body);
  const inIsland = (at: number) => islands.some(([from, to]) => at >= from && at < to);
  // A text node: what stands between the end of a tag (or of React's <!-- --> separator) and the next "<".
  return body.replace(
    /(<(\w+)[^<>]*>|<\/\w+>|-->)([^<]+)(?=<)/g,
    (whole, before: string, tag = '', text: string, at) =>
      wanted.has(text) && !/^(option|textarea|title|script|style)$/i.test(tag) && !inIsland(at)
        ? `${before}<span lang="en">${text}</span>`
        : whole,
  );
}
