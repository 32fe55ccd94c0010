// The translations of what the editor saves follow the entries they translate. site.mr.yaml mirrors site.yaml
// (src/contract/translations.ts): an item of a list is there under its id or path, or, in a list whose items have
// none, at its place. When a save removes an entry (a vacancy, a card, a skill), its translations go in the same save;
// when an item of a list kept in order is added, removed or moved, the translations of the others move with them, so
// that none is left translating another item's text. This works on the translation file's data; the editor's writer
// (src/edit/patch.ts) puts it back into the file's text, changing only the lines of what went.
import { isDeepStrictEqual } from 'node:util';
import { stepsOf, type Step } from '../contract/translations.ts';

type Value = unknown;

const isObject = (v: Value): v is Record<string, Value> => typeof v === 'object' && v !== null && !Array.isArray(v);
const normal = (v: Value): Value => JSON.parse(JSON.stringify(v ?? null));
/** A translated text: its English under `en:` and its translation beside it. */
const isText = (v: Value) => isObject(v) && Object.hasOwn(v, 'en');

/**
 * The translation file's data `translation` with the entries of the part at `steps` (`before` in site.yaml as it was,
 * `after` as the save leaves it) following their texts.
 */
export function followEntries(translation: Value, steps: Step[], before: Value, after: Value): Value {
  if (!steps.length) return follow(translation, before, after);
  const [step, ...rest] = steps;
  if ('index' in step) {
    if (!Array.isArray(translation) || translation[step.index] === undefined) return translation;
    const items = [...translation];
    items[step.index] = followEntries(items[step.index], rest, before, after) ?? {};
    return items;
  }
  const key = 'field' in step ? step.field : step.id;
  if (!isObject(translation) || !Object.hasOwn(translation, key)) return translation;
  const followed = followEntries(translation[key], rest, before, after);
  const { [key]: _, ...others } = translation;
  return followed === undefined ? others : { ...translation, [key]: followed };
}

/** The translations `t` of a value that was `before` and is `after` now; undefined when none is left. */
function follow(t: Value, before: Value, after: Value): Value {
  if (after === undefined || after === null) return undefined;
  if (isText(t)) return t;
  if (Array.isArray(t)) {
    // A list kept in order: each item's translations go where the item went.
    if (!Array.isArray(after)) return t;
    const old = Array.isArray(before) ? before : [];
    const origin = origins(old.map(normal), after.map(normal));
    const items = after.map((item, i) => {
      const o = origin[i];
      return o === undefined ? undefined : follow(t[o], old[o], item);
    });
    while (items.length && items.at(-1) === undefined) items.pop();
    // An item with no translation before one that has: an empty entry keeps the places, as npm run translate writes it.
    return items.length ? items.map((x) => x ?? {}) : undefined;
  }
  if (!isObject(t)) return t;
  // A map: the fields of an object, or the items of a list by their id or path.
  const named = (list: Value, key: string): Value => {
    if (!Array.isArray(list)) return undefined;
    const i = list.findIndex((_, j) => {
      const step = stepsOf(list, [j])[0];
      return 'id' in step && step.id === key;
    });
    return i === -1 ? undefined : list[i];
  };
  const part = (value: Value, key: string): Value =>
    Array.isArray(value) ? named(value, key) : isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined;
  if (!Array.isArray(after) && !isObject(after)) return t;
  const out: Record<string, Value> = {};
  for (const [key, value] of Object.entries(t)) {
    const followed = follow(value, part(before, key), part(after, key));
    if (followed !== undefined) out[key] = followed;
  }
  return Object.keys(out).length ? out : undefined;
}

/**
 * Which old item each item of a list now is (undefined: a new one): an equal one, else one edited in its place, between
 * the same two kept items (its translation stays, and validate names it outdated). Unlike the writer's pairing
 * (matchItems, src/edit/patch.ts), an item removed here and another added there are not one item edited: the
 * translation of the one removed must not be shown for the one added.
 */
function origins(old: Value[], next: Value[]): (number | undefined)[] {
  const used = new Set<number>();
  const origin = next.map((v) => {
    const o = old.findIndex((w, j) => !used.has(j) && isDeepStrictEqual(w, v));
    if (o === -1) return undefined;
    used.add(o);
    return o;
  });
  for (let i = 0; i < next.length; i++) {
    if (origin[i] !== undefined) continue;
    let end = i;
    while (end + 1 < next.length && origin[end + 1] === undefined) end++;
    const after = i > 0 ? origin[i - 1]! : -1;
    const before = end + 1 < next.length ? origin[end + 1]! : old.length;
    const left = old.map((_, j) => j).filter((j) => j > after && j < before && !used.has(j));
    if (left.length === end - i + 1) left.forEach((j, k) => (origin[i + k] = j));
    i = end;
  }
  return origin;
}
