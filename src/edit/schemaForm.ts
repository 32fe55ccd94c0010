// What a form shows for a value, read from the site's JSON Schema: the schema a value has (its $ref followed, allOf
// merged, if/then/else and oneOf decided by the value itself), and what kind of control each field gets. Pure
// functions: the editor page (client.ts) draws the controls; the tests read these directly.

export type Schema = {
  $ref?: string;
  title?: string;
  description?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  required?: string[];
  items?: Schema;
  allOf?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  if?: Schema;
  then?: Schema;
  else?: Schema;
  maxLength?: number;
  minLength?: number;
  minItems?: number;
  'x-site'?: string;
  /** Set here: the name of the $defs entry the schema came from (Paragraphs, ImageFile, PageRef…). */
  refName?: string;
};

export type Root = Schema & { $defs: Record<string, Schema> };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Whether `value` fits the few conditions site.schema.json branches on (required fields, a type, a const). */
function fits(schema: Schema, value: unknown, root: Root): boolean {
  const s = deref(schema, root);
  if (s.type) {
    const types = Array.isArray(s.type) ? s.type : [s.type];
    const t =
      value === null
        ? 'null'
        : Array.isArray(value)
          ? 'array'
          : typeof value === 'number'
            ? Number.isInteger(value)
              ? 'integer'
              : 'number'
            : typeof value;
    if (!types.includes(t) && !(t === 'integer' && types.includes('number'))) return false;
  }
  if (s.required && !(isObject(value) && s.required.every((k) => k in value))) return false;
  if (s.properties && isObject(value)) {
    for (const [k, p] of Object.entries(s.properties))
      if ('const' in p && k in value && value[k] !== p.const) return false;
  }
  return true;
}

function deref(schema: Schema, root: Root): Schema {
  let s = schema;
  let refName = schema.refName;
  while (s.$ref) {
    const name = s.$ref.replace('#/$defs/', '');
    const { $ref: _ref, ...rest } = s;
    s = { ...root.$defs[name], ...rest };
    refName ??= name;
  }
  return refName ? { ...s, refName } : s;
}

/** The schema that applies to `value`: references followed, allOf merged, if/then/else, anyOf and oneOf decided. */
export function schemaFor(schema: Schema, value: unknown, root: Root): Schema {
  let s = deref(schema, root);
  if (s.if) {
    const { if: cond, then: yes, else: no, ...rest } = s;
    const branch = fits(cond!, value, root) ? yes : no;
    return schemaFor({ ...rest, ...(branch ?? {}) }, value, root);
  }
  if (s.allOf) {
    const { allOf, ...rest } = s;
    for (const part of allOf.map((p) => schemaFor(p, value, root))) {
      s = {
        ...part,
        ...rest,
        properties: { ...part.properties, ...rest.properties },
        required: [...(part.required ?? []), ...(rest.required ?? [])],
      };
    }
    s = { ...s, allOf: undefined };
  }
  const choices = s.oneOf ?? s.anyOf;
  if (choices) {
    // A section's `type` names its branch (the discriminator); else the first branch the value fits.
    const byConst = choices.find((c) =>
      Object.entries(deref(c, root).properties ?? {}).some(
        ([k, p]) => 'const' in p && isObject(value) && value[k] === p.const,
      ),
    );
    const picked = byConst ?? choices.find((c) => fits(c, value, root)) ?? choices[0];
    const { oneOf: _o, anyOf: _a, ...rest } = s;
    return schemaFor(
      { ...rest, ...deref(picked, root), description: rest.description ?? deref(picked, root).description },
      value,
      root,
    );
  }
  return s;
}

/** The sections a `oneOf` offers by their `type` (hero, prose, cards…), for a new section. */
export function typeChoices(schema: Schema, root: Root): string[] {
  const s = deref(schema, root);
  const list = s.oneOf ?? [];
  return list.map((c) => deref(c, root).properties?.type?.const).filter((t): t is string => typeof t === 'string');
}

export type Control =
  | { kind: 'select'; options: { value: string; label: string }[] }
  | { kind: 'text'; multiline: boolean; list?: 'pages' | 'targets' | 'images' }
  | { kind: 'number' }
  | { kind: 'boolean' }
  | { kind: 'object' }
  | { kind: 'array' };

export interface Choices {
  pages: { path: string; title: string; kind: string }[];
  kinds: string[];
  navIds: string[];
  blocks: string[];
  images: string[];
}

/** The control a field gets: a choice is a select, paragraphs a text area, a link or picture a text field with suggestions. */
export function controlFor(name: string, s: Schema, choices: Choices): Control {
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (s.enum) return { kind: 'select', options: s.enum.map((v) => ({ value: String(v), label: String(v) })) };
  if (name === 'kind' && types.includes('string'))
    return { kind: 'select', options: choices.kinds.map((k) => ({ value: k, label: k })) };
  if (name === 'use') return { kind: 'select', options: choices.blocks.map((k) => ({ value: k, label: k })) };
  if (name === 'nav' && types.includes('null')) {
    return {
      kind: 'select',
      options: [{ value: 'null', label: '(none lit)' }, ...choices.navIds.map((k) => ({ value: k, label: k }))],
    };
  }
  if (types.includes('boolean')) return { kind: 'boolean' };
  if (types.includes('integer') || types.includes('number')) return { kind: 'number' };
  if (types.includes('object') || s.properties) return { kind: 'object' };
  if (types.includes('array') || s.items) return { kind: 'array' };
  const list =
    s['x-site'] === 'page'
      ? 'pages'
      : s['x-site'] === 'link'
        ? 'targets'
        : s.refName === 'ImageFile'
          ? 'images'
          : undefined;
  const multiline = (s.maxLength ?? 0) >= 160 && s.refName !== 'ImageFile' && s['x-site'] !== 'link';
  return { kind: 'text', multiline, list };
}

/** An object's fields in the schema's order, then any the value has that the schema does not name (a section fill's). */
export function fieldsOf(s: Schema, value: unknown): string[] {
  const named = Object.keys(s.properties ?? {});
  const extra = isObject(value) ? Object.keys(value).filter((k) => !named.includes(k)) : [];
  return [...named, ...extra];
}

/** `obj` with `key` set to `value` where the schema's order puts it (an existing key stays where it is). */
export function withKey(
  obj: Record<string, unknown>,
  key: string,
  value: unknown,
  order: string[],
): Record<string, unknown> {
  if (key in obj) return { ...obj, [key]: value };
  const rank = order.indexOf(key);
  const entries = Object.entries(obj);
  const at = entries.findIndex(([k]) => {
    const r = order.indexOf(k);
    return r === -1 || r > rank;
  });
  entries.splice(at === -1 ? entries.length : at, 0, [key, value]);
  return Object.fromEntries(entries);
}

/** A new, empty value for a schema: its required fields, each empty, and a section's type. */
export function emptyValue(schema: Schema, root: Root, type?: string): unknown {
  const s = schemaFor(schema, type ? { type } : undefined, root);
  const types = Array.isArray(s.type) ? s.type : s.type ? [s.type] : [];
  if (s.properties || types.includes('object')) {
    const out: Record<string, unknown> = {};
    if (type) out.type = type;
    for (const k of s.required ?? []) if (!(k in out)) out[k] = emptyValue(s.properties?.[k] ?? {}, root);
    return out;
  }
  if (types.includes('array') || s.items) return [];
  if (s.enum) return s.enum[0];
  if (types.includes('boolean')) return false;
  if (types.includes('integer') || types.includes('number')) return 0;
  return '';
}
