// The editor's reads of site.yaml and its translation files, as data and as a document (each node with its place in
// the text), each text read once: every request, and every keystroke of the preview, reads the same text again (about
// 50 ms of a core each way on the real site.yaml, three or four reads a request). What is kept is shared, so the data
// is frozen: code that would change it fails at once instead of changing what the next request reads.
import { frozen } from '../core/frozen.ts';
import { type Document, parse, parseDocument } from 'yaml';

/** Texts kept each way: site.yaml as on disk and as a save would write it, and a translation file's two. */
const KEPT = 4;
const asData = new Map<string, unknown>();
const asDocument = new Map<string, Document>();

function kept<T>(memo: Map<string, T>, text: string, read: () => T): T {
  if (memo.has(text)) {
    const value = memo.get(text) as T;
    memo.delete(text); // the most recently used last, the first to go first
    memo.set(text, value);
    return value;
  }
  const value = read(); // a text that cannot be read throws here, and is not kept
  memo.set(text, value);
  if (memo.size > KEPT) memo.delete(memo.keys().next().value as string);
  return value;
}

/** The text's data, as `parse` of the yaml package reads it (it throws on a text that cannot be read). Frozen. */
export const yamlData = (text: string): unknown => kept(asData, text, () => frozen(parse(text)));

/** The text's document, every node with its range in the text; duplicate keys are left for validate to name. */
export const yamlDocument = (text: string): Document =>
  kept(asDocument, text, () => parseDocument(text, { uniqueKeys: false }));
