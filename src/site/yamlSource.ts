import { LineCounter, parseDocument, isMap, isSeq, isScalar, type Document, type Node } from 'yaml';
import type { Problem } from './problems.ts';

export type DataPath = (string | number)[];

/** site.yaml parsed with source positions, so any value can be traced back to LINE:COL. */
export interface YamlSource {
  data: unknown;
  problems: Problem[];
  /** Position of the value at `path` (or of its key with `key: true`); falls back to the nearest parent that exists. */
  positionOf(path: DataPath, options?: { key?: boolean }): { line: number; col: number };
}

// Plain words for the YAML parser's error codes; anything else keeps the parser's first sentence.
const PLAIN: Record<string, string> = {
  BAD_INDENT: 'the indentation here does not line up with the lines around it',
  BAD_SCALAR_START: 'this value starts with a character YAML does not allow here; put the text in quotes',
  BLOCK_AS_IMPLICIT_KEY: 'a key cannot span several lines; check for a missing colon or quote on the line before',
  DUPLICATE_KEY: 'this key appears twice in the same entry; keep one',
  MISSING_CHAR: 'a closing quote or bracket is missing',
  MULTILINE_IMPLICIT_KEY: 'a key cannot span several lines; check for a missing colon or quote',
  MISSING_ANCHOR: 'this alias (*name) points to no anchor (&name)',
  TAB_AS_INDENT: 'tabs cannot be used for indentation; use spaces',
  UNEXPECTED_TOKEN: 'this line does not fit here; check the indentation and the colon after the key',
};

export function parseYamlSource(text: string): YamlSource {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const problems: Problem[] = [];
  for (const err of [...doc.errors, ...doc.warnings]) {
    const pos = lineCounter.linePos(err.pos[0]);
    const plain = PLAIN[err.code] ?? err.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    problems.push({ line: pos.line, col: pos.col, message: `YAML syntax: ${plain}` });
  }
  const data = problems.length ? undefined : doc.toJS({ maxAliasCount: 1000 });

  function positionOf(path: DataPath, options: { key?: boolean } = {}) {
    const offset = offsetOf(doc, path, options.key ?? false);
    const pos = lineCounter.linePos(offset);
    return { line: pos.line, col: pos.col };
  }
  return { data, problems, positionOf };
}

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
