// The editor's page script: draws the form for what the page edits from the schema (schemaForm.ts), keeps the value
// as the owner changes it, and saves it. Only the editor loads it; the site's pages never do.
import {
  controlFor,
  emptyValue,
  fieldsOf,
  schemaFor,
  typeChoices,
  withKey,
  type Choices,
  type Root,
  type Schema,
} from './schemaForm.ts';
import type { Fix } from '../core/problems.ts';

type Path = (string | number)[];
interface FieldProblem {
  field?: Path;
  where: string;
  code?: string;
  message: string;
  fix?: Fix;
}

/**
 * A problem's fix as the field can take it, where the fix replaces words the field's value has (src/core/problems/
 * catalogue.ts): the words to write, and the value they make. A fix writes YAML, so quoted words are written here
 * without their quotes, as a field holds them.
 */
function fieldFix(v: unknown, fix: Fix | undefined): { words: string; value: string } | undefined {
  if (typeof v !== 'string' || !fix || !('replace' in fix) || !v.includes(fix.replace.text)) return undefined;
  const written = fix.replace.with;
  const words: string = /^".*"$/.test(written) ? JSON.parse(written) : written;
  // A function, so that a "$" in the words (the site facts' $email:info) is written as it is.
  return { words, value: v.replace(fix.replace.text, () => words) };
}
/** A problem's code as validate prints it, before its words ("LINK003  "). */
const said = (x: { code?: string }) => (x.code ? `${x.code}  ` : '');
interface State {
  at: string;
  value: unknown;
  part: Schema;
  schema: Root;
  choices: Choices;
  problems: FieldProblem[];
  warnings: FieldProblem[];
  file: string;
  preview: boolean;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | undefined> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs))
    if (v !== undefined && v !== false) el.setAttribute(k, v === true ? '' : v);
  el.append(...children);
  return el;
}

// ------------------------------------------------------------ the list of pages

const search = document.getElementById('search') as HTMLInputElement | null;
if (search) {
  search.addEventListener('input', () => {
    const q = search.value.trim().toLowerCase();
    for (const li of document.querySelectorAll<HTMLElement>('#pages li'))
      li.hidden = !!q && !li.dataset.search!.includes(q);
    for (const s of document.querySelectorAll<HTMLElement>('#pages section'))
      s.hidden = !s.querySelector('li:not([hidden])');
  });
}

// ------------------------------------------------------------ the earlier versions

const history = document.getElementById('history');
if (history) {
  const { current } = JSON.parse(history.textContent!) as { current: string };
  const status = document.getElementById('restore-status')!;
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-restore]')) {
    button.addEventListener('click', async () => {
      const version = button.dataset.restore!;
      status.textContent = 'Checking the whole site…';
      const res = await fetch('/api/restore', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ version, current }),
      });
      const body = (await res.json()) as {
        restored?: boolean;
        problems?: FieldProblem[];
        error?: string;
        code?: string;
      };
      if (body.restored) location.assign(`/history?restored=${encodeURIComponent(version)}`);
      else if (body.problems)
        status.textContent = `Not restored: with the files as they are now, this version has ${body.problems.length} ${body.problems.length === 1 ? 'problem' : 'problems'}; nothing was written. ${body.problems.map((x) => `${x.where}  ${said(x)}${x.message}`).join('; ')}`;
      else status.textContent = `Not restored: ${said(body)}${body.error ?? res.statusText}`;
    });
  }
}

// ------------------------------------------------------------ the form

const stateEl = document.getElementById('state');
if (stateEl) start(JSON.parse(stateEl.textContent!) as State);

function start(state: State) {
  const root = state.schema;
  let value = structuredClone(state.value);
  const base = structuredClone(state.value);
  const originalPath = isObject(value) ? value.path : undefined;
  let problems = state.problems;
  let warnings = state.warnings;
  let ids = 0;
  const fieldIds = new Map<string, string>();
  const key = (p: Path) => JSON.stringify(p);

  const host = document.getElementById('editor')!;
  const form = h('form', { novalidate: true, class: 'form' });
  const status = h('p', { role: 'status', class: 'status' });
  const summary = h('div', { class: 'summary' });
  const diff = h('div', { class: 'diff' });
  const saveButton = h('button', { type: 'submit', class: 'save' }, 'Save');
  const fields = h('div');
  const keepAlias = h('p', { class: 'alias', hidden: true });
  form.append(summary, fields, keepAlias, h('div', { class: 'actions' }, saveButton, status), diff);
  host.replaceChildren(form);
  const preview = state.preview ? previewPane() : undefined;
  if (preview) host.append(preview.pane);
  host.setAttribute('aria-live', 'off');

  function get(p: Path): unknown {
    return p.reduce<unknown>((v, step) => (v as Record<string, unknown> | undefined)?.[step as string], value);
  }

  /** Sets (or, with undefined, removes) the value at `p`, a new field where the schema's order puts it. */
  function set(p: Path, v: unknown, order: string[] = []) {
    if (!p.length) {
      value = v;
      return;
    }
    const parent = get(p.slice(0, -1));
    const last = p[p.length - 1];
    if (Array.isArray(parent)) {
      parent[last as number] = v;
    } else if (isObject(parent)) {
      if (v === undefined) delete parent[last];
      else {
        const next = withKey(parent, String(last), v, order);
        for (const k of Object.keys(parent)) delete parent[k];
        Object.assign(parent, next);
      }
    }
  }

  function problemsAt(p: Path): FieldProblem[] {
    return problems.filter((x) => x.field && key(x.field) === key(p));
  }

  function hintAndProblems(
    id: string,
    p: Path,
    s: Schema,
    v: unknown,
  ): { nodes: Node[]; describedBy: string | undefined } {
    const nodes: Node[] = [];
    const described: string[] = [];
    if (s.description) {
      nodes.push(h('p', { class: 'hint', id: `${id}-hint` }, s.description));
      described.push(`${id}-hint`);
    }
    problemsAt(p).forEach((x, i) => {
      nodes.push(h('p', { class: 'problem', id: `${id}-problem${i}` }, `${x.where}  ${said(x)}${x.message}`));
      described.push(`${id}-problem${i}`);
      nodes.push(...fixButton(p, v, x));
    });
    // What builds but looks worse than it could (a picture too small for its place): said, never refused.
    warnings
      .filter((x) => x.field && key(x.field) === key(p))
      .forEach((x, i) => {
        nodes.push(
          h('p', { class: 'warning', id: `${id}-warning${i}` }, `${x.where}  ${said(x)}warning: ${x.message}`),
        );
        described.push(`${id}-warning${i}`);
        nodes.push(...fixButton(p, v, x));
      });
    return { nodes, describedBy: described.join(' ') || undefined };
  }

  /** The advice's own words, written into the field with one press (checked again on saving, as any change). */
  function fixButton(p: Path, v: unknown, x: FieldProblem): Node[] {
    const fix = fieldFix(v, x.fix);
    if (!fix) return [];
    return [
      button(`Write ${fix.words}`, `Write ${fix.words}`, false, () => {
        set(p, fix.value, orderOf(p));
        problems = problems.filter((y) => y !== x);
        warnings = warnings.filter((y) => y !== x);
        render();
        changed();
        focusField(p);
      }),
    ];
  }

  function render() {
    ids = 0;
    fieldIds.clear();
    const focused = document.activeElement?.id;
    fields.replaceChildren(draw(state.part, value, [], null, true));
    drawSummary();
    if (focused) document.getElementById(focused)?.focus();
  }

  /** One field: its label is the schema's title or the field's name, its hint the schema's description. */
  function draw(schema: Schema, v: unknown, p: Path, name: string | null, required: boolean): HTMLElement {
    const s = schemaFor(schema, v, root);
    const label = s.title ?? name ?? '';
    const control = controlFor(String(p[p.length - 1] ?? ''), s, state.choices);
    const id = `f${ids++}`;
    fieldIds.set(key(p), id);
    const { nodes, describedBy } = hintAndProblems(id, p, s, v);
    const invalid = problemsAt(p).length ? 'true' : undefined;

    if (control.kind === 'object') {
      const box = h('fieldset', { class: 'group', id, 'aria-invalid': invalid });
      if (name !== null) box.append(h('legend', {}, label));
      box.append(...nodes);
      if (!isObject(v)) {
        box.append(h('button', { type: 'button', class: 'add', 'data-add': key(p) }, `Add ${label}`));
        box.querySelector('button')!.addEventListener('click', () => {
          set(p, emptyValue(schema, root), orderOf(p));
          render();
          focusField([...p]);
        });
        return box;
      }
      const dictionary = !s.properties && isObject(s.additionalProperties);
      for (const field of dictionary ? Object.keys(v) : fieldsOf(s, v)) {
        const sub = dictionary ? (s.additionalProperties as Schema) : (s.properties?.[field] ?? guess(v[field]));
        // An entry of a named list (a kind, a shared section) can be removed; a field is removed by emptying it.
        box.append(draw(sub, v[field], [...p, field], field, dictionary ? false : !!s.required?.includes(field)));
      }
      if (dictionary) box.append(newEntry(s.additionalProperties as Schema, v, p, id));
      if (!required && name !== null)
        box.append(
          removeButton(`Remove ${label}`, () => {
            set(p, undefined);
            render();
          }),
        );
      return box;
    }

    if (control.kind === 'array') {
      const box = h('fieldset', { class: 'list', id, 'aria-invalid': invalid });
      if (name !== null) box.append(h('legend', {}, label));
      box.append(...nodes);
      const list = Array.isArray(v) ? v : [];
      const items = s.items ?? {};
      list.forEach((item, i) => {
        const itemLabel = `${label} ${i + 1}`;
        const row = h('div', { class: 'item' });
        row.append(
          draw(items, item, [...p, i], itemLabel, true),
          h(
            'div',
            { class: 'item-actions' },
            button(`Move ${itemLabel} up`, '↑', i === 0, () => {
              [list[i - 1], list[i]] = [list[i], list[i - 1]];
              render();
              focusButton(`Move ${label} ${i} up`, `Move ${label} ${i} down`);
            }),
            button(`Move ${itemLabel} down`, '↓', i === list.length - 1, () => {
              [list[i + 1], list[i]] = [list[i], list[i + 1]];
              render();
              focusButton(`Move ${label} ${i + 2} down`, `Move ${label} ${i + 2} up`);
            }),
            button(`Remove ${itemLabel}`, 'Remove', false, () => {
              list.splice(i, 1);
              if (!Array.isArray(v)) set(p, list);
              render();
            }),
          ),
        );
        box.append(row);
      });
      const types = typeChoices(items, root);
      const add = h('div', { class: 'add-row' });
      let typeSelect: HTMLSelectElement | undefined;
      if (types.length) {
        const tid = `${id}-type`;
        typeSelect = h('select', { id: tid }, ...types.map((t) => h('option', { value: t }, t)));
        add.append(h('label', { for: tid }, `Type of the new ${label} entry`), typeSelect);
      }
      add.append(
        button(`Add to ${label}`, `Add to ${label}`, false, () => {
          const item = emptyValue(items, root, typeSelect?.value);
          if (Array.isArray(v)) v.push(item);
          else set(p, [item], orderOf(p));
          render();
          focusField([...p, (Array.isArray(v) ? v.length : 1) - 1]);
        }),
      );
      box.append(add);
      return box;
    }

    const wrap = h('div', { class: 'field' });
    const labelEl = h('label', { for: id }, label);
    let input: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
    let thumb: HTMLImageElement | undefined;
    const common = {
      id,
      name: key(p),
      'aria-describedby': describedBy,
      'aria-invalid': invalid,
      'aria-required': required ? 'true' : undefined,
    };
    if (control.kind === 'select' || control.kind === 'boolean') {
      const options =
        control.kind === 'boolean'
          ? [
              { value: 'true', label: 'yes' },
              { value: 'false', label: 'no' },
            ]
          : control.options;
      const shown = v === null ? 'null' : v === undefined ? '' : String(v);
      const select = h(
        'select',
        common,
        ...(required && shown !== '' ? [] : [h('option', { value: '' }, '(not set)')]),
        ...options.map((o) => h('option', { value: o.value, selected: o.value === shown }, o.label)),
      );
      if (shown !== '' && !options.some((o) => o.value === shown))
        select.append(h('option', { value: shown, selected: true }, shown));
      select.addEventListener('change', () => {
        const raw = select.value;
        const types = Array.isArray(s.type) ? s.type : [s.type];
        const next =
          raw === ''
            ? undefined
            : raw === 'null' && types.includes('null')
              ? null
              : control.kind === 'boolean'
                ? raw === 'true'
                : (s.enum?.find((e) => String(e) === raw) ?? raw);
        set(p, next, orderOf(p));
        changed();
        if (p[p.length - 1] === 'type') render();
      });
      input = select;
    } else if (control.kind === 'number') {
      input = h('input', { ...common, type: 'number', inputmode: 'numeric', value: v === undefined ? '' : String(v) });
      input.addEventListener('input', () => {
        const raw = input.value.trim();
        set(p, raw === '' ? undefined : Number(raw), orderOf(p));
        changed();
      });
    } else {
      const text = typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v);
      const listId = control.list ? `list-${control.list}` : undefined;
      input = control.multiline
        ? h('textarea', {
            ...common,
            rows: String(Math.min(12, Math.max(2, Math.ceil(text.length / 70) + (text.match(/\n/g)?.length ?? 0)))),
          })
        : h('input', {
            ...common,
            type: 'text',
            list: listId,
            value: text,
            autocomplete: 'off',
            spellcheck: control.list ? 'false' : undefined,
          });
      if (control.multiline) input.value = text;
      input.addEventListener('input', () => {
        const raw = input.value;
        // An optional field left empty is left out of site.yaml; a required one stays, empty, and is named as a problem.
        set(p, raw === '' && !required ? undefined : raw, orderOf(p));
        changed();
        if (thumb) thumb.src = picture(raw);
      });
      if (control.list === 'images') thumb = h('img', { class: 'thumb', alt: '', src: picture(text) });
    }
    wrap.append(labelEl, input);
    if (thumb) wrap.append(thumb, uploader(label, p, input as HTMLInputElement, thumb));
    wrap.append(...nodes);
    return wrap;
  }

  /** "Upload a picture": the file goes into the folder of this picture (or of the form's other pictures), and the field names it. */
  function uploader(label: string, p: Path, input: HTMLInputElement, thumb: HTMLImageElement): HTMLElement {
    const id = `f${ids++}`;
    const file = h('input', { type: 'file', id, accept: '.svg,.png,.jpg,.jpeg,.webp,.avif,.gif' });
    const note = h('span', { class: 'upload-note', 'aria-live': 'polite' });
    file.addEventListener('change', async () => {
      const chosen = file.files?.[0];
      if (!chosen) return;
      const current = String(get(p) ?? '');
      const folder = current.startsWith('/images/')
        ? current.slice(0, current.lastIndexOf('/'))
        : folderOfPictures(value);
      note.textContent = 'Uploading…';
      const res = await fetch(
        `/api/upload?folder=${encodeURIComponent(folder)}&name=${encodeURIComponent(chosen.name)}`,
        { method: 'POST', headers: { 'Content-Type': 'application/octet-stream' }, body: chosen },
      );
      const body = (await res.json()) as { src?: string; error?: string; code?: string };
      if (!body.src) {
        note.textContent = `Not uploaded: ${said(body)}${body.error ?? res.statusText}`;
        return;
      }
      input.value = body.src;
      set(p, body.src, orderOf(p));
      thumb.src = picture(body.src);
      document.getElementById('list-images')?.append(h('option', { value: body.src }));
      note.textContent = `Uploaded as public${body.src}`;
      changed();
    });
    return h('div', { class: 'upload' }, h('label', { for: id }, `Upload a picture for ${label}`), file, note);
  }

  /** A new named entry (a kind, a shared section): its name, a letter then letters and digits, and for a section its type. */
  function newEntry(schema: Schema, entries: Record<string, unknown>, p: Path, id: string): HTMLElement {
    const nameId = `${id}-new`;
    const name = h('input', {
      type: 'text',
      id: nameId,
      autocomplete: 'off',
      spellcheck: 'false',
      'aria-describedby': `${nameId}-hint`,
    });
    const hint = h(
      'p',
      { class: 'hint', id: `${nameId}-hint` },
      'A small letter, then letters and digits (such as caseStudy).',
    );
    const row = h('div', { class: 'add-row' }, h('label', { for: nameId }, 'Name of the new entry'), name);
    const types = typeChoices(schema, root);
    let typeSelect: HTMLSelectElement | undefined;
    if (types.length) {
      typeSelect = h('select', { id: `${nameId}-type` }, ...types.map((t) => h('option', { value: t }, t)));
      row.append(h('label', { for: `${nameId}-type` }, 'Type of the new entry'), typeSelect);
    }
    row.append(
      button('Add entry', 'Add entry', false, () => {
        const key = name.value.trim();
        if (!/^[a-z][a-zA-Z0-9]*$/.test(key) || key in entries) {
          hint.textContent =
            key in entries
              ? `There is already an entry "${key}"; choose another name.`
              : 'A small letter, then letters and digits (such as caseStudy), with no spaces.';
          hint.classList.add('problem');
          name.focus();
          return;
        }
        entries[key] = emptyValue(schema, root, typeSelect?.value);
        render();
        focusField([...p, key]);
      }),
    );
    return h('div', {}, row, hint);
  }

  const picture = (src: string) =>
    /^\/[A-Za-z0-9_./-]+\.(svg|png|jpe?g|webp|avif|gif)$/i.test(src) ? `/public${src}` : '';

  /** The order of the fields of the object that holds `p`, from the schema. */
  function orderOf(p: Path): string[] {
    let s = schemaFor(state.part, value, root);
    let v: unknown = value;
    for (const step of p.slice(0, -1)) {
      v = (v as Record<string, unknown>)[step as string];
      const next =
        typeof step === 'number'
          ? s.items
          : (s.properties?.[step] ?? (isObject(s.additionalProperties) ? s.additionalProperties : undefined));
      s = schemaFor(next ?? {}, v, root);
    }
    return Object.keys(s.properties ?? {});
  }

  function button(label: string, text: string, disabled: boolean, run: () => void) {
    const b = h('button', { type: 'button', 'aria-label': label === text ? undefined : label, disabled }, text);
    b.addEventListener('click', run);
    return b;
  }

  function removeButton(label: string, run: () => void) {
    return button(label, label, false, run);
  }

  function focusField(p: Path) {
    const el = document.getElementById(fieldIds.get(key(p)) ?? '');
    const target = el?.matches('input, select, textarea')
      ? el
      : el?.querySelector<HTMLElement>('input, select, textarea, button');
    target?.focus();
  }

  function focusButton(...labels: string[]) {
    for (const l of labels) {
      const b = document.querySelector<HTMLButtonElement>(`button[aria-label="${CSS.escape(l)}"]:not([disabled])`);
      if (b) {
        b.focus();
        return;
      }
    }
  }

  function guess(v: unknown): Schema {
    return {
      type: Array.isArray(v)
        ? 'array'
        : isObject(v)
          ? 'object'
          : typeof v === 'number'
            ? 'number'
            : typeof v === 'boolean'
              ? 'boolean'
              : 'string',
      maxLength: 5000,
    };
  }

  function drawSummary() {
    const item = (x: FieldProblem, prefix = '') => {
      const id = x.field ? fieldIds.get(key(x.field)) : undefined;
      const text = `${x.where}  ${said(x)}${prefix}${x.message}`;
      return h('li', {}, id ? h('a', { href: `#${id}` }, text) : text);
    };
    const parts: Node[] = [];
    if (problems.length)
      parts.push(
        h(
          'h2',
          { id: 'problems-heading', tabindex: '-1' },
          `${problems.length} ${problems.length === 1 ? 'problem' : 'problems'} to fix before saving`,
        ),
        h('ul', {}, ...problems.map((x) => item(x))),
      );
    const mine = warnings.filter((x) => x.field);
    if (mine.length)
      parts.push(
        h(
          'h2',
          { class: 'warnings-heading' },
          `${mine.length} ${mine.length === 1 ? 'warning' : 'warnings'} (the page can be saved)`,
        ),
        h('ul', {}, ...mine.map((x) => item(x, 'warning: '))),
      );
    summary.className = problems.length ? 'summary' : mine.length ? 'summary warnings' : 'summary';
    summary.replaceChildren(...parts);
  }

  /**
   * The page beside the form, as the dev server renders it from the form's values (not saved), at a phone's or a
   * desktop's width; it follows the typing after a short pause.
   */
  function previewPane() {
    const frame = h('iframe', { title: 'Preview of the page, with the values not saved yet', class: 'preview-frame' });
    const box = h('div', { class: 'preview-box phone' }, frame);
    const widths = h('div', { class: 'widths', role: 'group', 'aria-label': 'Preview width' });
    const pick = (name: string, cls: string) => {
      const b = h('button', { type: 'button', 'aria-pressed': cls === 'phone' ? 'true' : 'false' }, name);
      b.addEventListener('click', () => {
        box.className = `preview-box ${cls}`;
        for (const other of widths.querySelectorAll('button')) other.setAttribute('aria-pressed', String(other === b));
      });
      return b;
    };
    widths.append(pick('Phone (390 px)', 'phone'), pick('Desktop (1366 px)', 'desktop'));
    const pane = h(
      'aside',
      { class: 'preview', 'aria-labelledby': 'preview-heading' },
      h('h2', { id: 'preview-heading' }, 'Preview (not saved)'),
      widths,
      box,
    );
    let timer: ReturnType<typeof setTimeout> | undefined;
    let shown = '';
    const update = async () => {
      const res = await fetch('/api/preview', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ at: state.at, value }),
      });
      if (!res.ok) return;
      const { url } = (await res.json()) as { url: string };
      // The dev server reloads the page it shows when the copy changes; a new address is opened.
      if (url !== shown) {
        shown = url;
        frame.src = url;
      }
    };
    void update();
    return {
      pane,
      changed: () => {
        clearTimeout(timer);
        timer = setTimeout(() => void update(), 250);
      },
    };
  }

  function changed() {
    status.textContent = '';
    preview?.changed();
    if (originalPath !== undefined && state.at !== 'new') {
      const now = isObject(value) ? value.path : undefined;
      keepAlias.hidden = now === originalPath;
      if (now !== originalPath && !keepAlias.firstChild) {
        const box = h('input', { type: 'checkbox', id: 'keep-alias', checked: true });
        keepAlias.append(
          box,
          h('label', { for: 'keep-alias' }, `Keep the old address ${originalPath} working (it is added to aliases)`),
        );
      }
    }
  }

  async function save() {
    let v = structuredClone(value);
    const keep = document.getElementById('keep-alias') as HTMLInputElement | null;
    if (keep?.checked && !keepAlias.hidden && isObject(v) && typeof originalPath === 'string') {
      const aliases = Array.isArray(v.aliases) ? v.aliases : [];
      if (!aliases.includes(originalPath)) v = withKey(v, 'aliases', [...aliases, originalPath], orderOf(['path']));
    }
    saveButton.disabled = true;
    status.textContent = 'Checking the whole site…';
    try {
      const res = await fetch('/api/save', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ at: state.at, base, value: v }),
      });
      const body = (await res.json()) as {
        saved?: boolean;
        changed?: number;
        diff?: { kind: string; line: number; text: string }[];
        problems?: FieldProblem[];
        warnings?: FieldProblem[];
        error?: string;
        code?: string;
        path?: string;
        relinked?: { from: string; to: string; count: number };
        value?: unknown;
        removed?: { field: Path; what: string }[];
      };
      warnings = body.warnings ?? warnings;
      if (res.status === 422) {
        problems = body.problems ?? [];
        render();
        status.textContent = `Not saved: ${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}; nothing was written.`;
        (document.getElementById('problems-heading') as HTMLElement | null)?.focus();
        return;
      }
      if (!res.ok || !body.saved) {
        status.textContent = `Not saved: ${said(body)}${body.error ?? res.statusText}`;
        return;
      }
      problems = [];
      if (state.at === 'new' || (body.path && body.path !== state.at && !PARTS_AT.has(state.at))) {
        const note = body.relinked?.count
          ? `&relinked=${body.relinked.count}&from=${encodeURIComponent(body.relinked.from)}`
          : '';
        location.assign(`/edit${body.path === '/' ? '/' : body.path}?saved=${body.changed}${note}`);
        return;
      }
      // Invisible characters taken out on saving: the form shows what was saved, and the status names each.
      if (body.removed?.length) v = value = structuredClone(body.value);
      rebase(v);
      render();
      const removed = (body.removed ?? []).map((r) => `${r.what} from ${r.field.join(' › ') || 'the value'}`);
      status.textContent = `saved: ${body.changed} ${body.changed === 1 ? 'line' : 'lines'} changed${
        removed.length
          ? `; removed ${removed.length} invisible ${removed.length === 1 ? 'character' : 'characters'} pasted in: ${removed.join('; ')}`
          : ''
      }`;
      const lines = (body.diff ?? []).map((l) =>
        h(
          'span',
          { class: l.kind === '+' ? 'added' : l.kind === '-' ? 'removed' : 'same' },
          `${String(l.line).padStart(5)} ${l.kind} ${l.text}\n`,
        ),
      );
      diff.replaceChildren(
        h('details', {}, h('summary', {}, `Show what changed in ${state.file}`), h('pre', {}, ...lines)),
      );
    } finally {
      saveButton.disabled = false;
    }
  }

  /** After a save, the value saved is what the file holds: the next save compares with it. */
  function rebase(v: unknown) {
    for (const k of Object.keys(base as object)) delete (base as Record<string, unknown>)[k];
    if (isObject(v)) Object.assign(base as object, structuredClone(v));
    else if (Array.isArray(v)) {
      (base as unknown[]).length = 0;
      (base as unknown[]).push(...structuredClone(v));
    }
    value = structuredClone(v);
    keepAlias.hidden = true;
  }

  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void save();
  });
  const datalists = h(
    'div',
    { hidden: true },
    h('datalist', { id: 'list-pages' }, ...state.choices.pages.map((p) => h('option', { value: p.path }, p.title))),
    h('datalist', { id: 'list-targets' }, ...state.choices.pages.map((p) => h('option', { value: p.path }, p.title))),
    h('datalist', { id: 'list-images' }, ...state.choices.images.map((src) => h('option', { value: src }))),
  );
  host.append(datalists);
  render();
  // /edit/Sopi#at=["image","src"]: the field a problem in the list of pages is in.
  const named = /^#at=(.*)$/.exec(decodeURIComponent(location.hash))?.[1];
  if (named) {
    try {
      focusField(JSON.parse(named) as Path);
    } catch {
      /* an address typed by hand */
    }
  }
  const query = new URLSearchParams(location.search);
  const saved = query.get('saved');
  const relinked = Number(query.get('relinked') ?? 0);
  if (saved !== null) {
    status.textContent = `saved: ${saved} ${saved === '1' ? 'line' : 'lines'} changed`;
    if (relinked)
      status.textContent += `; ${relinked} ${relinked === 1 ? 'link' : 'links'} to ${query.get('from')} now ${relinked === 1 ? 'leads' : 'lead'} to ${isObject(state.value) ? state.value.path : ''}`;
  }
}

/** The folder most of a value's pictures are in (/images/products for a product), for a picture uploaded to it. */
function folderOfPictures(v: unknown): string {
  const counts = new Map<string, number>();
  const walk = (x: unknown) => {
    if (typeof x === 'string' && /^\/images\/.+\.[a-z]+$/i.test(x)) {
      const f = x.slice(0, x.lastIndexOf('/'));
      counts.set(f, (counts.get(f) ?? 0) + 1);
    } else if (Array.isArray(x)) x.forEach(walk);
    else if (isObject(x)) Object.values(x).forEach(walk);
  };
  walk(v);
  return [...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '/images/uploads';
}

const PARTS_AT = new Set(['_site', '_nav', '_footer', '_kinds', '_blocks']);
