// The editor's writer: site.yaml's text with new data put in, where only what changed is written again. yaml's Document
// API finds each value's place in the text (its node and range); every value that is equal to the old one keeps its
// text byte for byte (comments, quoting, flow or block style, blank lines), and a changed one is written in the style it
// had, or, when new, in the file's own style (block, two spaces, one-line fields on one line). Document#toString() was
// not used to write: it re-renders the whole file (103 lines of site.yaml change on a round trip with no edit).
import { isDeepStrictEqual } from 'node:util';
import {
  isMap,
  isScalar,
  isSeq,
  parse,
  stringify,
  type Document,
  type Node,
  type Pair,
  type Scalar,
  type YAMLMap,
  type YAMLSeq,
} from 'yaml';
import { yamlData, yamlDocument } from './readYaml.ts';

type Value = unknown;
type Range = [number, number, number];

/** The text of `text` with its data replaced by `next`: only the lines of what differs are written again. */
export function patchYaml(text: string, next: Value): string {
  const doc = yamlDocument(text);
  if (doc.errors.length) throw new Error('the file cannot be read as YAML');
  const root = doc.contents as Node;
  const out = new Patcher(text).value(root, next, { indent: -2, flow: false, item: false });
  if (out === undefined) throw new Error("the file's top level cannot be replaced");
  const result = text.slice(0, root.range![0]) + out.text + text.slice(out.end);
  // A safety net under every write: the new text must read back as exactly the data meant.
  if (!isDeepStrictEqual(yamlData(result), normal(next)))
    throw new Error('the editor could not write this change safely; please make it in a text editor');
  return result;
}

/** The data as YAML would read it back (undefined fields left out). */
function normal(value: Value): Value {
  return JSON.parse(JSON.stringify(value ?? null));
}

/** Where a node sits: the column of the key or "- " it belongs to, and whether it is inside { … } or [ … ]. */
interface Place {
  indent: number;
  flow: boolean;
  item: boolean;
}

const isPlainObject = (v: Value): v is Record<string, Value> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

class Patcher {
  private readonly text: string;
  constructor(text: string) {
    this.text = text;
  }

  /**
   * The new text for a node, from its start to `end` (for a block value, the end of its last line), or undefined when
   * the node must be written again from its key or "- ".
   */
  value(node: Node | null, next: Value, at: Place): { text: string; end: number } | undefined {
    if (!node?.range) return undefined;
    const block = !isScalar(node) && !(node as YAMLMap).flow;
    const blockScalar = isScalar(node) && (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED');
    const end = block || blockScalar ? this.lineEnd(lastChar(this.text, node.range[1])) : node.range[1];
    const same = (text: string | undefined) => (text === undefined ? undefined : { text, end });
    if (isDeepStrictEqual(normal(node.toJSON()), normal(next))) return same(this.text.slice(node.range[0], end));
    if (isScalar(node) && !isCollection(next)) return same(this.scalar(node, next, at));
    if (isMap(node) && isPlainObject(next) && Object.keys(next).length)
      return same(node.flow ? this.flowMap(node, next, at) : this.blockMap(node, next, end));
    if (isSeq(node) && Array.isArray(next) && next.length)
      return same(node.flow ? this.flowSeq(node, next, at) : this.blockSeq(node, next));
    return undefined;
  }

  // ------------------------------------------------------------ scalars

  private scalar(node: Scalar, next: Value, at: Place): string | undefined {
    const wasBlock = node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED';
    if (wasBlock) {
      if (typeof next !== 'string') return undefined;
      const header = this.text.slice(node.range![0]).split('\n')[0];
      const firstLine = this.text.slice(node.range![0]).split('\n')[1] ?? '';
      const indent = /^ */.exec(firstLine)![0].length || at.indent + 2;
      const block = blockText(next, indent, /^>/.test(header) && !next.includes('\n') ? '>-' : '|-');
      return block === undefined ? undefined : block + '\n';
    }
    // Paragraphs where there was one line: written again from the key, as a block.
    if (typeof next === 'string' && next.includes('\n') && !at.flow) return undefined;
    return scalarText(next, at.flow, node.type);
  }

  // ------------------------------------------------------------ maps

  private blockMap(node: YAMLMap, next: Record<string, Value>, end: number): string | undefined {
    const text = this.text;
    const pairs = node.items as Pair<Node, Node | null>[];
    const keyCol = this.col(pairs[0].key.range![0]);
    const start = node.range![0];
    const oldKeys = pairs.map((p) => String((p.key as Scalar).value));
    const nextKeys = Object.keys(next).filter((k) => next[k] !== undefined);
    // New keys go after the nearest key before them in the new order that the map already has (the first key, when it
    // shares its line with "- ", is never preceded).
    const sharesLine = this.lineStart(start) < start;
    const inserts = new Map<string, string[]>();
    for (let i = 0; i < nextKeys.length; i++) {
      const key = nextKeys[i];
      if (oldKeys.includes(key)) continue;
      let after =
        nextKeys
          .slice(0, i)
          .reverse()
          .find((k) => oldKeys.includes(k) && nextKeys.includes(k)) ?? '';
      if (after === '' && sharesLine) after = oldKeys.find((k) => nextKeys.includes(k)) ?? '';
      if (after === '' && sharesLine) return undefined;
      inserts.set(after, [...(inserts.get(after) ?? []), key]);
    }
    const newPairs = (keys: string[] = []) => keys.map((k) => pairText(k, next[k], keyCol)).join('');
    let out = '';
    let cursor = start;
    if (inserts.has('')) out += newPairs(inserts.get(''));
    if (inserts.has('') && !sharesLine) {
      // Before the first key: its indentation is before the map's start, so the new lines take it and give it back.
      out = out.slice(keyCol) + ' '.repeat(keyCol);
    }
    for (let i = 0; i < pairs.length; i++) {
      const pair = pairs[i];
      const key = oldKeys[i];
      const keyStart = pair.key.range![0];
      const pairEnd = this.lineEnd(lastChar(text, pair.value?.range ? pair.value.range[1] : pair.key.range![1]));
      if (!nextKeys.includes(key)) {
        if (keyStart === start) {
          // The first key goes: the next one takes its place on the line.
          if (i === pairs.length - 1) return undefined;
          out += text.slice(cursor, keyStart);
          cursor = this.nextContent(pairEnd);
        } else {
          out += text.slice(cursor, this.lineStart(keyStart));
          cursor = pairEnd;
        }
      } else {
        const patched = this.value(pair.value, next[key], { indent: keyCol, flow: false, item: false });
        if (patched && pair.value?.range) {
          out += text.slice(cursor, pair.value.range[0]) + patched.text;
          cursor = patched.end;
        } else {
          // Written again whole, from its key to the end of its last line.
          out += text.slice(cursor, keyStart) + pairText(key, next[key], keyCol).slice(keyCol);
          cursor = pairEnd;
        }
      }
      if (inserts.has(key)) {
        out += text.slice(cursor, Math.max(cursor, pairEnd)) + newPairs(inserts.get(key));
        cursor = Math.max(cursor, pairEnd);
      }
    }
    return out + text.slice(cursor, end);
  }

  private flowMap(node: YAMLMap, next: Record<string, Value>, at: Place): string {
    const pairs = node.items as Pair<Node, Node | null>[];
    const oldKeys = pairs.map((p) => String((p.key as Scalar).value));
    const nextKeys = Object.keys(next).filter((k) => next[k] !== undefined);
    const pad = this.text.slice(node.range![0], node.range![1]).startsWith('{ ') ? ' ' : '';
    // Same keys in the same order: each value changed in place.
    if (isDeepStrictEqual(oldKeys, nextKeys)) {
      let out = '';
      let cursor = node.range![0];
      for (const pair of pairs) {
        const v = pair.value;
        const patched = this.value(v, next[String((pair.key as Scalar).value)], { ...at, flow: true });
        if (!patched || !v?.range) return flowText(next, pad);
        out += this.text.slice(cursor, v.range[0]) + patched.text;
        cursor = patched.end;
      }
      return out + this.text.slice(cursor, node.range![1]);
    }
    // Fields added or taken away: the { … } written again on its line.
    return flowText(next, pad);
  }

  // ------------------------------------------------------------ lists

  private flowSeq(node: YAMLSeq, next: Value[], at: Place): string {
    if (node.items.length !== next.length) return flowText(next);
    let out = '';
    let cursor = node.range![0];
    for (let i = 0; i < next.length; i++) {
      const item = node.items[i] as Node;
      const patched = this.value(item, next[i], { ...at, flow: true });
      if (!patched || !item.range) return flowText(next);
      out += this.text.slice(cursor, item.range[0]) + patched.text;
      cursor = patched.end;
    }
    return out + this.text.slice(cursor, node.range![1]);
  }

  private blockSeq(node: YAMLSeq, next: Value[]): string {
    const text = this.text;
    const items = node.items as Node[];
    const dashCol = this.col(node.range![0]);
    const origin = matchItems(
      items.map((n) => normal(n.toJSON())),
      next.map(normal),
    );
    // Each item's lines: from the start of its "- " line to the end of its last line, and the comments indented under
    // it on the lines right after (its own). The gaps between hold blank lines and the comments that head the next
    // item; each stays above the item it heads, so a new item goes in after the item before and the usual gap, never
    // in place of a comment.
    const starts = items.map((n) => this.lineStart(text.lastIndexOf('-', n.range![0] - 1)));
    const ends = items.map((n) => this.lineEnd(lastChar(text, n.range![1])));
    const own = new RegExp(`^(?: {${dashCol + 1},}#.*\n)*`);
    const tails = items.slice(0, -1).map((_, i) => own.exec(text.slice(ends[i], starts[i + 1]))![0]);
    const gaps = items.slice(0, -1).map((_, i) => text.slice(ends[i] + tails[i].length, starts[i + 1]));
    // The spacing a new item gets: the one most items have, without the comments any of them has.
    const usual = mostCommon(gaps.map((gap) => gap.replace(/^ *#.*\n/gm, ''))) ?? '';
    const itemText = (i: number) => {
      const o = origin[i];
      if (o === undefined) return itemBlock(next[i], dashCol);
      const n = items[o];
      const patched = this.value(n, next[i], { indent: dashCol, flow: false, item: true });
      const tail = tails[o] ?? '';
      if (!patched) return itemBlock(next[i], dashCol) + tail;
      return text.slice(starts[o], n.range![0]) + patched.text + text.slice(patched.end, ends[o]) + tail;
    };
    const placed = new Set<number>();
    const gapAbove = (b: number | undefined) => {
      if (b === undefined || b === 0 || placed.has(b - 1)) return usual;
      placed.add(b - 1);
      return gaps[b - 1];
    };
    let out = itemText(0);
    for (let i = 1; i < next.length; i++) out += gapAbove(origin[i]) + itemText(i);
    // The node starts at its first "- ": the indentation before it stays where it is.
    return out.slice(dashCol);
  }

  // ------------------------------------------------------------ positions in the text

  private lineStart(offset: number): number {
    return this.text.lastIndexOf('\n', offset - 1) + 1;
  }

  private col(offset: number): number {
    return offset - this.lineStart(offset);
  }

  /** Just after the line break that ends the line holding `offset`. */
  private lineEnd(offset: number): number {
    const nl = this.text.indexOf('\n', offset);
    return nl === -1 ? this.text.length : nl + 1;
  }

  /** The next text after `offset` past spaces and line breaks. */
  private nextContent(offset: number): number {
    const m = /[ \n]*/y;
    m.lastIndex = offset;
    m.exec(this.text);
    return m.lastIndex;
  }
}

const isCollection = (v: Value) => typeof v === 'object' && v !== null;

/** The offset of the last character before `end` that is not a line break or space (where a value's text ends). */
function lastChar(text: string, end: number): number {
  let i = end - 1;
  while (i > 0 && (text[i] === '\n' || text[i] === ' ' || text[i] === '\r')) i--;
  return i;
}

/**
 * Which old item each new item is (undefined: a new one): equal items first, then, in order, the items left on both
 * sides (an item edited in place stays itself).
 */
export function matchItems(old: Value[], next: Value[]): (number | undefined)[] {
  const used = new Set<number>();
  const origin: (number | undefined)[] = next.map(() => undefined);
  // Same place, same value first: an unchanged list keeps every item where it was.
  next.forEach((v, i) => {
    if (i < old.length && isDeepStrictEqual(old[i], v)) {
      origin[i] = i;
      used.add(i);
    }
  });
  next.forEach((v, i) => {
    if (origin[i] !== undefined) return;
    const o = old.findIndex((w, j) => !used.has(j) && isDeepStrictEqual(w, v));
    if (o !== -1) {
      origin[i] = o;
      used.add(o);
    }
  });
  // Edited items: paired with the old items left, in order, when there are as many changed on both sides.
  const leftOld = old.map((_, j) => j).filter((j) => !used.has(j));
  const leftNew = next.map((_, i) => i).filter((i) => origin[i] === undefined);
  if (leftOld.length === leftNew.length)
    leftNew.forEach((i, k) => {
      origin[i] = leftOld[k];
    });
  else {
    // An item added or removed beside an edit: pair the ones of the same kind (same keys) in order.
    for (const i of leftNew) {
      const keys = isPlainObject(next[i])
        ? Object.keys(next[i] as object)
            .sort()
            .join()
        : typeof next[i];
      const o = leftOld.find(
        (j) =>
          !used.has(j) &&
          (isPlainObject(old[j])
            ? Object.keys(old[j] as object)
                .sort()
                .join()
            : typeof old[j]) === keys,
      );
      if (o !== undefined) {
        origin[i] = o;
        used.add(o);
      }
    }
  }
  return origin;
}

function mostCommon(list: string[]): string | undefined {
  const counts = new Map<string, number>();
  for (const s of list) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
}

// ------------------------------------------------------------ writing new text in the file's style

/** A scalar on one line, in the quoting it had (plain when it can be, else "double quotes"). */
export function scalarText(value: Value, flow: boolean, was?: Scalar['type']): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value !== 'string') return String(value);
  if (was === 'QUOTE_DOUBLE' || value.includes('\n')) return JSON.stringify(value);
  if (was === 'QUOTE_SINGLE') return `'${value.replace(/'/g, "''")}'`;
  return plainReadsBack(value, flow) ? value : JSON.stringify(value);
}

/** Whether `value` written plain reads back as exactly itself, as text, and is no mark the validator refuses. */
function plainReadsBack(value: string, flow: boolean): boolean {
  if (value === '' || value.trim() !== value || / #/.test(value)) return false;
  try {
    const back = flow ? parse(`[${value}]`) : parse(`k: ${value}`);
    return flow
      ? Array.isArray(back) && back.length === 1 && back[0] === value
      : isPlainObject(back) && back.k === value;
  } catch {
    return false;
  }
}

/** Paragraphs as a block ("|-" and the lines, each indented), or undefined when a block cannot hold the text exactly. */
function blockText(value: string, indent: number, header: '|-' | '>-'): string | undefined {
  if (value === '' || /(^|\n)[ \t]/.test(value) || /[ \t]($|\n)/.test(value) || /\n$/.test(value)) return undefined;
  const pad = ' '.repeat(indent);
  return (
    header +
    '\n' +
    value
      .split('\n')
      .map((l) => (l ? pad + l : ''))
      .join('\n')
  );
}

/** `key: value` lines at column `col`, ending with a line break: a new field in the file's style. */
function pairText(key: string, value: Value, col: number): string {
  return indentLines(stringify({ [key]: value }, { lineWidth: 0 }), col);
}

/** A new list item at column `col` ("- " and its fields under it), ending with a line break. */
function itemBlock(value: Value, col: number): string {
  return indentLines(stringify([value], { lineWidth: 0 }), col);
}

function indentLines(block: string, col: number): string {
  const pad = ' '.repeat(col);
  return block
    .split('\n')
    .map((l) => (l ? pad + l : l))
    .join('\n');
}

/** A value inside { … } or [ … ], on one line. */
function flowText(value: Value, pad = ' '): string {
  if (Array.isArray(value)) return `[${value.map((v) => flowText(v, pad)).join(', ')}]`;
  if (isPlainObject(value)) {
    const fields = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${scalarText(k, true)}: ${flowText(v, pad)}`);
    return fields.length ? `{${pad}${fields.join(', ')}${pad}}` : '{}';
  }
  return scalarText(value, true);
}

/** The data path of the innermost value at `offset` of the text (for a problem at a line and column). */
export function pathAt(doc: Document, offset: number): (string | number)[] {
  const path: (string | number)[] = [];
  let node = doc.contents as Node | null;
  for (;;) {
    if (isMap(node)) {
      const pair = (node.items as Pair<Node, Node | null>[]).find((p) => {
        const end = p.value?.range ? (p.value.range as Range)[2] : p.key.range![2];
        return p.key.range![0] <= offset && offset < Math.max(end, p.key.range![1] + 1);
      });
      if (!pair) return path;
      path.push(String((pair.key as Scalar).value));
      node = pair.value;
    } else if (isSeq(node)) {
      const i = (node.items as Node[]).findIndex(
        (n, j, all) => n.range && n.range[0] <= offset && offset < (all[j + 1]?.range?.[0] ?? n.range[2]),
      );
      if (i === -1) return path;
      path.push(i);
      node = node.items[i] as Node;
    } else return path;
  }
}
