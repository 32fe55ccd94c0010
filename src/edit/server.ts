// The editor's server (npm run edit): pages that edit site.yaml through forms made from the schema, on this computer
// only. It answers only requests addressed to itself (Host) and writes only for its own pages (Origin): a web page
// elsewhere cannot reach it through DNS rebinding nor post to it. Every save is validated as `npm run validate`
// validates, and written only when the whole site has no problem, atomically, and never over a change made meanwhile.
import { createHash, randomUUID } from 'node:crypto';
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  statSync,
} from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { build } from 'esbuild';
import { isMap, isScalar } from 'yaml';
import { yamlData, yamlDocument } from './readYaml.ts';
import { brochureCharacters } from '../media/brochureFont.ts';
import { loadSiteText, publicDirOf } from '../contract/loadSite.ts';
import { CACHE_DIR, editHistoryOf, PROJECT_ROOT } from '../core/paths.ts';
import { readRegular, writeNew } from '../core/writeWhole.ts';
import { webFileStem } from '../core/webName.ts';
import { FORMAT_OF_EXTENSION, PICTURE_KINDS, sniffPicture } from '../media/pictures/inspect.ts';
import { formatProblem, problem, type Coded, type Fix, type Problem } from '../core/problems.ts';
import { getAt, languagesOf, stepsOf, translationFileOf } from '../contract/translations.ts';
import type { SiteConfig } from '../generated/site-types.ts';
import { diffAround, type DiffLine } from './diff.ts';
import { followEntries } from './followTranslations.ts';
import { HISTORY_SIZE, keepVersion, readVersion, versions, type Version } from './history.ts';
import { escapeHtml } from '../core/escape.ts';
import { withoutInvisible } from '../content/yamlSource.ts';
import { patchYaml, pathAt } from './patch.ts';
import { startPreview, type Preview } from './preview.ts';
import type { Choices } from './schemaForm.ts';

export interface EditorOptions {
  siteFile: string;
  port?: number;
  host?: string;
  /** Show the page being edited beside its form, rendered by the dev server from the unsaved values. */
  preview?: boolean;
  /** The preview's port (0, the default: any free port). */
  previewPort?: number;
}

export interface Editor {
  url: string;
  /** The preview's address, when it has one. */
  previewUrl?: string;
  server: Server;
  close(): Promise<void>;
}

type Data = {
  site: unknown;
  nav: unknown[];
  footer: unknown[];
  kinds: Record<string, unknown>;
  blocks: Record<string, unknown>;
  pages: { path: string; kind: string; title: string }[];
};

/** What a form edits: the site facts, the menu, the footer, the kinds, the shared blocks, or one page. */
export const PARTS: Record<string, { key: keyof Data; title: string; schema: object }> = {
  _site: { key: 'site', title: 'Site facts', schema: { $ref: '#/$defs/SiteFacts' } },
  _nav: { key: 'nav', title: 'Menu', schema: { type: 'array', items: { $ref: '#/$defs/NavItem' } } },
  _footer: { key: 'footer', title: 'Footer', schema: { type: 'array', items: { $ref: '#/$defs/FooterGroup' } } },
  _kinds: {
    key: 'kinds',
    title: 'Kinds of page',
    schema: { type: 'object', additionalProperties: { $ref: '#/$defs/Kind' } },
  },
  _blocks: {
    key: 'blocks',
    title: 'Shared sections',
    schema: { type: 'object', additionalProperties: { $ref: '#/$defs/Section' } },
  },
};

/** The part an address of the editor names (`_site`), looked up among PARTS' own names only (never `constructor`). */
const partAt = (at: string) => (Object.hasOwn(PARTS, at) ? PARTS[at] : undefined);

const SCHEMA_FILE = path.join(PROJECT_ROOT, 'schemas/site.schema.json');
const PICTURE = /\.(svg|png|jpe?g|webp|avif|gif)$/i;
const TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
};

const hash = (text: string) => createHash('sha256').update(text).digest('hex');
const normal = (v: unknown) => JSON.parse(JSON.stringify(v ?? null));

/**
 * A problem on one field: its place in the form (relative to what the form edits), its line in site.yaml, and its
 * code, words and fix (src/core/problems/catalogue.ts).
 */
export interface FieldProblem {
  field?: (string | number)[];
  where: string;
  code?: string;
  message: string;
  fix?: Fix;
}

class Refusal extends Error {
  readonly status: number;
  readonly body: object;
  constructor(status: number, body: object) {
    super('refused');
    this.status = status;
    this.body = body;
  }
}

/** A refusal the catalogue names (EDIT001…): its words, and its code beside them. */
const refusal = (status: number, { code, message }: Coded) => new Refusal(status, { error: message, code });

export async function startEditor(options: EditorOptions): Promise<Editor> {
  const { siteFile } = options;
  const host = options.host ?? '127.0.0.1';
  const publicDir = publicDirOf(siteFile);
  const shown = path.basename(siteFile);
  const historyDir = editHistoryOf(siteFile);
  const schema = JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'));
  // The longest text any field takes (a body's 5,000 characters).
  const longestText = Math.max(...[...JSON.stringify(schema).matchAll(/"maxLength":(\d+)/g)].map((m) => Number(m[1])));
  const fonts = await brochureCharacters(CACHE_DIR);
  const script = (
    await build({
      entryPoints: [path.join(PROJECT_ROOT, 'src/edit/client.ts')],
      bundle: true,
      write: false,
      format: 'esm',
      target: 'es2022',
      minify: true,
      legalComments: 'none',
    })
  ).outputFiles[0].text;
  const style = readFileSync(path.join(PROJECT_ROOT, 'src/edit/editor.css'), 'utf8');
  const preview: Preview | undefined = options.preview ? await startPreview(siteFile, options.previewPort) : undefined;

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (error instanceof Refusal) return send(res, error.status, 'application/json', JSON.stringify(error.body));
      console.error(error);
      send(
        res,
        500,
        'application/json',
        JSON.stringify({ error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });
  await new Promise<void>((resolve, reject) =>
    server.once('error', reject).listen(options.port ?? 0, host, () => resolve()),
  ).catch(async (error: unknown) => {
    await preview?.close(); // the port is taken: no preview is left behind
    throw error;
  });
  const port = (server.address() as { port: number }).port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  const url = `http://${shownHost}:${port}`;
  // The names this server answers to: its own address, and localhost on the same port.
  const ownHosts = new Set([`${shownHost}:${port}`, `localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]);

  function read(): { text: string; data: Data } {
    const text = readFileSync(siteFile, 'utf8');
    let data: Data;
    try {
      data = yamlData(text) as Data;
    } catch {
      throw refusal(409, problem('EDIT001', { file: shown }));
    }
    return { text, data };
  }

  function choices(data: Data): Choices {
    const images: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.name.startsWith('.')) continue; // never published (an editor's lock link .#logo.svg)
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (PICTURE.test(entry.name) && (entry.isFile() || inPublic(full)))
          images.push('/' + path.relative(publicDir, full).split(path.sep).join('/'));
      }
    };
    if (existsSync(publicDir)) walk(publicDir);
    return {
      pages: data.pages.map((p) => ({ path: p.path, title: p.title, kind: p.kind })),
      kinds: Object.keys(data.kinds ?? {}),
      navIds: (data.nav as { id: string }[]).map((n) => n.id),
      blocks: Object.keys(data.blocks ?? {}),
      images: images.sort(),
    };
  }

  /** The path in the data of what an address of the editor edits (`/Sopi`, `_site`). */
  function locate(data: Data, at: string): (string | number)[] {
    const part = partAt(at);
    if (part) return [part.key];
    const i = data.pages.findIndex((p) => p.path === at);
    if (i === -1) throw refusal(404, problem('EDIT005', { path: at, file: shown }));
    return ['pages', i];
  }

  function page(title: string, body: string): string {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)} · Site editor</title><link rel="stylesheet" href="/editor.css"></head><body>${body}</body></html>`;
  }

  function editorPage(res: ServerResponse, title: string, state: object) {
    const json = JSON.stringify(state).replace(/</g, '\\u003c');
    send(
      res,
      200,
      'text/html; charset=utf-8',
      page(
        title,
        `${BAR}<main id="main"${preview ? ' class="with-preview"' : ''}><h1>${escapeHtml(title)}</h1><div id="editor" aria-live="off">Loading the form…</div></main><script type="application/json" id="state">${json}</script><script type="module" src="/editor.js"></script>`,
      ),
      preview?.url,
    );
  }

  /**
   * The versions kept, newest first, below the files as they are now: when each was saved, what that save changed (from
   * the version before it), and "Restore this version".
   */
  function historyPage(res: ServerResponse, restored: string | null) {
    const now = siteFiles();
    const kept = versions(historyDir);
    const when = (date: Date) => DATE.format(date);
    const changes = (after: Map<string, string>, before: Map<string, string> | undefined, id: string) => {
      if (!before) return '<p>The oldest version kept: what its save changed is not kept.</p>';
      const files = [...new Set([...before.keys(), ...after.keys()])].map((name) => ({
        name,
        ...diffAround(before.get(name) ?? '', after.get(name) ?? ''),
      }));
      const changed = files.filter((f) => f.changed);
      if (!changed.length) return '<p>Nothing changed.</p>';
      const said = changed
        .map((f) => `${f.name}: ${f.changed} ${f.changed === 1 ? 'line' : 'lines'} changed`)
        .join('; ');
      const shownLines = changed
        .map((f) => `<h3>${escapeHtml(f.name)}</h3><pre tabindex="0">${f.lines.map(diffLine).join('')}</pre>`)
        .join('');
      return `<p>${escapeHtml(said)}</p><details class="diff" id="diff-${id}"><summary>Show what changed</summary>${shownLines}</details>`;
    };
    const items = kept
      .map((v, i) => {
        const heading = `<h2 id="v-${v.id}">Saved at ${escapeHtml(when(v.savedAt))}</h2>`;
        const button = `<button type="button" data-restore="${v.id}" aria-describedby="v-${v.id}">Restore this version</button>`;
        return `<li>${heading}${changes(v.files, kept[i + 1]?.files, v.id)}${button}</li>`;
      })
      .join('');
    const current = `<li><h2>Now: saved at ${escapeHtml(when(statSync(siteFile).mtime))}</h2>${kept.length ? changes(now, kept[0].files, 'now') : '<p>No save yet from the editor.</p>'}</li>`;
    const back = restored ? readVersion(historyDir, restored) : undefined;
    const status = back
      ? `Restored the version saved at ${when(back.savedAt)}. What it replaced is kept: the first version below.`
      : '';
    send(
      res,
      200,
      'text/html; charset=utf-8',
      page(
        'Earlier versions',
        `${BAR}<main id="main"><h1>Earlier versions</h1><p>Each save keeps the version it replaced (the last ${HISTORY_SIZE}), ${escapeHtml(shown)} with its translations. Restoring one is a save too: what it replaces is kept here, and can be restored in turn.</p><p role="status" class="status" id="restore-status">${escapeHtml(status)}</p><ol class="versions">${current}${items}</ol></main><script type="application/json" id="history">${JSON.stringify({ current: now.get(shown) === undefined ? '' : hash(now.get(shown)!) })}</script><script type="module" src="/editor.js"></script>`,
      ),
    );
  }

  /** Restores a version: checked as a save is, and written as one (what it replaces is kept in turn). */
  function restore(body: unknown) {
    if (!isObject(body) || typeof body.version !== 'string' || typeof body.current !== 'string')
      throw unreadable('the body names no "version" and "current"');
    const version: Version | undefined = readVersion(historyDir, body.version);
    const text = version?.files.get(shown);
    if (!version || text === undefined) throw refusal(404, problem('EDIT013'));
    const now = siteFiles();
    if (hash(now.get(shown)!) !== body.current) throw refusal(409, problem('EDIT014', { file: shown }));
    const translations = new Map(
      translationFiles(text)
        .filter((file) => version.files.has(path.basename(file)))
        .map((file) => [file, version.files.get(path.basename(file))!] as const),
    );
    const { problems } = validate(text, translations);
    if (problems.length) return { status: 422, body: { problems: placeProblems(text, problems, []) } };
    commit(
      new Map([
        [siteFile, [now.get(shown), text]],
        ...[...translations].map(([file, after]) => [file, [now.get(path.basename(file)), after]] as const),
      ]),
    );
    return { status: 200, body: { restored: true, changed: diffAround(now.get(shown)!, text).changed } };
  }

  function indexPage(res: ServerResponse) {
    const { text, data } = read();
    const kinds = Object.keys(data.kinds ?? {});
    const parts = Object.entries(PARTS)
      .map(([at, p]) => `<li><a href="/edit/${at}">${escapeHtml(p.title)}</a></li>`)
      .join('');
    const groups = kinds
      .map((kind) => {
        const pages = data.pages.filter((p) => p.kind === kind);
        const items = pages
          .map(
            (p) =>
              `<li data-search="${escapeHtml(`${p.title} ${p.path}`.toLowerCase())}"><a href="/edit${p.path === '/' ? '/' : escapeHtml(p.path)}">${escapeHtml(p.title)}</a> <span class="path">${escapeHtml(p.path)}</span></li>`,
          )
          .join('');
        return `<section><h3>${escapeHtml(kind)} <a class="new" href="/new/${escapeHtml(kind)}">New ${escapeHtml(kind)} page</a></h3><ul>${items}</ul></section>`;
      })
      .join('');
    // What `npm run validate` says now, each linked to the form and field it is in.
    const { problems, warnings } = validate(text);
    const linked = (list: FieldProblem[], prefix: string) =>
      list
        .map((x) => {
          const words = escapeHtml(`${x.where}  ${x.code ? `${x.code}  ` : ''}${prefix}${x.message}`);
          const href = x.field ? formOf(data, x.field) : undefined;
          return `<li>${href ? `<a href="${escapeHtml(href)}">${words}</a>` : words}</li>`;
        })
        .join('');
    const report =
      problems.length || warnings.length
        ? `<section aria-labelledby="report"><h2 id="report">What npm run validate says</h2>${problems.length ? `<h3>${problems.length} ${problems.length === 1 ? 'problem' : 'problems'}</h3><ul class="report">${linked(placeProblems(text, problems, []), '')}</ul>` : ''}${warnings.length ? `<h3>${warnings.length} ${warnings.length === 1 ? 'warning' : 'warnings'}</h3><ul class="report">${linked(placeProblems(text, warnings, []), 'warning: ')}</ul>` : ''}</section>`
        : `<p>npm run validate finds no problem.</p>`;
    send(
      res,
      200,
      'text/html; charset=utf-8',
      page(
        'All pages',
        `<main id="main"><h1>Edit the site</h1><ul class="parts">${parts}<li><a href="/history">Earlier versions</a> (undo a save)</li></ul>${report}<h2>Pages</h2><p><label for="search">Find a page</label> <input id="search" type="search" autocomplete="off"></p><div id="pages">${groups}</div></main><script type="module" src="/editor.js"></script>`,
      ),
    );
  }

  /** Whole-site check as `npm run validate` does it, on the text that would be written (the last one kept: opening form after form checks one text). */
  let checked: { text: string; result: { problems: Problem[]; warnings: Problem[] } } | undefined;
  function validate(
    text: string,
    translations = new Map<string, string>(),
  ): { problems: Problem[]; warnings: Problem[] } {
    const key = [text, ...translations.values()].join('\0');
    if (checked?.text !== key) {
      const readFile = (file: string) =>
        translations.get(file) ?? (existsSync(file) ? readFileSync(file, 'utf8') : undefined);
      const { problems, warnings = [] } = loadSiteText(text, {
        publicDir,
        brochureCharacters: fonts,
        siteFile,
        readFile,
      });
      checked = { text: key, result: { problems, warnings } };
    }
    return checked.result;
  }

  /**
   * Each translation file (site.mr.yaml) as a save of the part at `at` leaves it: a renamed page's entry under its new
   * address (only the key's text changes, so the rest of the file stays as the translator wrote it), and the
   * translations of the part's entries following them (src/edit/followTranslations.ts): those of an entry removed
   * go with it. File → [text read, text to write], for each file that changes.
   */
  function translationsAfter(
    next: Data,
    at: (string | number)[],
    before: unknown,
    relinked: { from: string; to: string } | undefined,
  ): Map<string, [string, string]> {
    const changed = new Map<string, [string, string]>();
    for (const { code } of languagesOf(next as Pick<SiteConfig, 'site'>).slice(1)) {
      const file = translationFileOf(siteFile, code);
      if (!existsSync(file)) continue;
      const read = readFileSync(file, 'utf8');
      let text = read;
      const pages = relinked && yamlDocument(text).get('pages', true);
      const key = isMap(pages)
        ? pages.items.map((pair) => pair.key).find((k) => isScalar(k) && k.value === relinked!.from)
        : undefined;
      if (isScalar(key) && key.range) text = text.slice(0, key.range[0]) + relinked!.to + text.slice(key.range[1]);
      let data: unknown;
      try {
        data = yamlData(text);
      } catch {
        data = undefined; // a file validate refuses at its line (TRANS001): left as it is
      }
      const followed = followEntries(data, stepsOf(next, at), before, getAt(next, at));
      if (data !== undefined && !isDeepStrictEqual(followed, data)) {
        try {
          text = patchYaml(text, followed);
        } catch (error) {
          const { code, message } = problem('EDIT004', { reason: (error as Error).message });
          throw new Refusal(422, { problems: [{ where: path.basename(file), code, message }] });
        }
      }
      if (text !== read) changed.set(file, [read, text]);
    }
    return changed;
  }

  /** Writes a file whole or not at all, keeping its mode. */
  function writeAtomically(file: string, text: string) {
    const temp = path.join(path.dirname(file), `.${path.basename(file)}.editor-${randomUUID()}.tmp`);
    writeNew(temp, text, { mode: statSync(file, { throwIfNoEntry: false })?.mode ?? 0o666, flush: true });
    renameSync(temp, file);
  }

  /** site.yaml and each translation file it has now (site.mr.yaml), by name, with its text. */
  function siteFiles(): Map<string, string> {
    const text = readFileSync(siteFile, 'utf8');
    const files = new Map([[shown, text]]);
    for (const file of translationFiles(text))
      if (existsSync(file)) files.set(path.basename(file), readFileSync(file, 'utf8'));
    return files;
  }

  /** The translation files (site.mr.yaml) of the languages a text of site.yaml names; none while it cannot be read. */
  function translationFiles(text: string): string[] {
    try {
      const data = yamlData(text) as Data;
      return languagesOf(data as Pick<SiteConfig, 'site'>)
        .slice(1)
        .map(({ code }) => translationFileOf(siteFile, code));
    } catch {
      return [];
    }
  }

  /**
   * Writes a save: each file's new text, only over the text it was read with (an edit made meanwhile in a text editor
   * is never lost), after keeping the files as they are now as a version of the history (src/edit/history.ts).
   * File → [text read, text to write].
   */
  function commit(writes: ReadonlyMap<string, readonly [string | undefined, string]>) {
    const now = siteFiles();
    for (const [file, [before]] of writes)
      if (now.get(path.basename(file)) !== before)
        throw refusal(409, problem('EDIT003', { file: path.basename(file) }));
    keepVersion(historyDir, now, statSync(siteFile).mtime);
    for (const [file, [, after]] of writes) writeAtomically(file, after);
  }

  /** Each problem with the field it belongs to, relative to what the form edits (when it is in it). */
  function placeProblems(text: string, problems: Problem[], at: (string | number)[]): FieldProblem[] {
    const doc = yamlDocument(text);
    const lineStarts = [0];
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
    return problems.map((p) => {
      const where = formatProblem(shown, p).split('  ')[0];
      const said = { code: p.code, message: p.message, ...(p.fix ? { fix: p.fix } : {}) };
      if (p.file || !p.line) return { where, ...said };
      const dataPath = pathAt(doc, lineStarts[p.line - 1] + p.col - 1);
      const inside = at.every((step, i) => dataPath[i] === step);
      return { field: inside ? dataPath.slice(at.length) : undefined, where, ...said };
    });
  }

  /** The text site.yaml would have with the form's value: where it is in the data, and the links a rename changes. */
  function apply(body: { at: string; base?: unknown; value: unknown; check?: boolean }) {
    const { text, data } = read();
    // Characters pasted in that show as nothing (validate would refuse each): taken out, and named to the owner.
    const { value: cleaned, removed } = withoutInvisibleIn(body.value);
    body = { ...body, value: cleaned };
    let at: (string | number)[];
    let relinked: { from: string; to: string; count: number } | undefined;
    const next = structuredClone(data) as Data;
    if (body.at === 'new') {
      const value = body.value as { kind?: string; path?: string };
      // A new page goes after the last page of its kind, as the guides' walk-throughs put it (docs/guide/).
      const last = data.pages.map((p) => p.kind).lastIndexOf(value.kind ?? '');
      const index = last === -1 ? data.pages.length : last + 1;
      next.pages.splice(index, 0, value as Data['pages'][number]);
      at = ['pages', index];
    } else {
      at = locate(data, body.at);
      const current = at.length === 1 ? data[at[0] as keyof Data] : data.pages[at[1] as number];
      if (!body.check && body.base !== undefined && !isDeepStrictEqual(normal(current), normal(body.base))) {
        throw refusal(409, problem('EDIT002', { file: shown }));
      }
      if (at.length === 1) (next as Record<string, unknown>)[at[0]] = body.value;
      else {
        // A page renamed back to an address it had: that address is its own again, no longer one of its aliases.
        const value = body.value as Data['pages'][number] & { aliases?: unknown };
        const aliases = Array.isArray(value.aliases) ? value.aliases.filter((a) => a !== value.path) : [];
        next.pages[at[1] as number] =
          Array.isArray(value.aliases) && aliases.length < value.aliases.length
            ? { ...value, aliases: aliases.length ? aliases : undefined }
            : value;
        // A renamed page: every link to its old address now leads to the new one (its aliases keep the old address).
        const before = (current as { path: string }).path;
        const after = value.path;
        if (after && after !== before) relinked = { from: before, to: after, count: relink(next, before, after) };
      }
    }
    let written: string;
    try {
      written = patchYaml(text, next);
    } catch (error) {
      const { code, message } = problem('EDIT004', { reason: (error as Error).message });
      throw new Refusal(422, { problems: [{ where: shown, code, message }] });
    }
    return { text, written, at, data, next, relinked, cleaned, removed };
  }

  async function save(body: { at: string; base?: unknown; value: unknown; check?: boolean }) {
    const { text, written, at, data, next, relinked, cleaned, removed } = apply(body);
    // Nothing changed: nothing to write, and so nothing to check.
    if (written === text && !body.check)
      return { status: 200, body: { saved: true, changed: 0, diff: [], warnings: [] } };
    // The translations follow: a renamed page's to its new address, a removed entry's out of the file.
    const translations =
      body.at === 'new' ? new Map<string, [string, string]>() : translationsAfter(next, at, getAt(data, at), relinked);
    const { problems, warnings } = validate(
      written,
      new Map([...translations].map(([file, [, after]]) => [file, after])),
    );
    const placed = placeProblems(written, problems, at);
    const placedWarnings = placeProblems(written, warnings, at);
    if (body.check || problems.length)
      return { status: problems.length ? 422 : 200, body: { problems: placed, warnings: placedWarnings } };
    commit(new Map([[siteFile, [text, written]], ...translations]));
    const { changed, lines } = diffAround(text, written);
    const page = at[0] === 'pages' ? (next.pages[at[1] as number] as { path: string }).path : undefined;
    return {
      status: 200,
      body: {
        saved: true,
        changed,
        diff: lines,
        warnings: placedWarnings,
        path: page,
        relinked,
        // What was saved, when it is not what the form sent: the form shows it, and names what was taken out.
        ...(removed.length ? { value: cleaned, removed } : {}),
      },
    };
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    // Only requests addressed to this server (DNS rebinding gives another name), and writes only from its own pages.
    if (!ownHosts.has(req.headers.host ?? ''))
      return send(res, 421, 'text/plain; charset=utf-8', 'This editor answers only at its own address.');
    const origin = req.headers.origin;
    if (origin !== undefined && !ownHosts.has(origin.replace(/^http:\/\//, '')))
      return send(res, 403, 'text/plain; charset=utf-8', 'Requests from other sites are refused.');
    const url = new URL(req.url ?? '/', 'http://editor');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      throw unreadable('its address has a broken %-escape');
    }
    if (req.method === 'POST') {
      // Only the editor's pages send JSON or a file's bytes with their Origin; a form on another site can send neither.
      const type = req.headers['content-type'];
      if (
        origin === undefined ||
        (type !== 'application/json' && !(type === 'application/octet-stream' && pathname === '/api/upload'))
      )
        return send(res, 403, 'text/plain; charset=utf-8', "Only the editor's own pages may save.");
      if (pathname === '/api/restore') {
        const result = restore(readJson((await readBody(req, MAX_SAVE_BYTES, 'a save')).toString('utf8')));
        return send(res, result.status, 'application/json', JSON.stringify(result.body));
      }
      if (pathname === '/api/upload')
        return send(
          res,
          200,
          'application/json',
          JSON.stringify(await upload(req, url.searchParams.get('folder') ?? '', url.searchParams.get('name') ?? '')),
        );
      const body = sent((await readBody(req, MAX_SAVE_BYTES, 'a save')).toString('utf8'), shown, longestText);
      if (pathname === '/api/preview' && preview) {
        // No check of the base: the preview shows the form's values over the file as it is now.
        const { written, next, at } = apply({ ...body, check: true });
        preview.show(written);
        const shownPath = at[0] === 'pages' ? (next.pages[at[1] as number] as { path: string }).path : '/';
        return send(res, 200, 'application/json', JSON.stringify({ url: preview.url + shownPath }));
      }
      if (pathname === '/api/save' || pathname === '/api/check') {
        const result = await save({ ...body, check: pathname === '/api/check' });
        return send(res, result.status, 'application/json', JSON.stringify(result.body));
      }
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, 'text/plain; charset=utf-8', 'Method not allowed');
    if (pathname === '/') return indexPage(res);
    if (pathname === '/history') return historyPage(res, url.searchParams.get('restored'));
    if (pathname === '/editor.js') return send(res, 200, 'text/javascript; charset=utf-8', script);
    if (pathname === '/editor.css') return send(res, 200, 'text/css; charset=utf-8', style);
    if (pathname.startsWith('/public/')) return sendPicture(res, pathname.slice('/public'.length));
    const { text, data } = read();
    const common = { schema, choices: choices(data), version: hash(text), file: shown, preview: !!preview };
    if (pathname.startsWith('/edit/')) {
      const at = partAt(pathname.slice(6)) ? pathname.slice(6) : pathname.slice(5);
      const where = locate(data, at);
      const value = where.length === 1 ? data[where[0] as keyof Data] : data.pages[where[1] as number];
      const part = partAt(at);
      const title = part ? part.title : `Page ${at}`;
      const { problems, warnings } = validate(text);
      return editorPage(res, title, {
        ...common,
        at,
        value,
        part: part?.schema ?? { $ref: '#/$defs/Page' },
        problems: placeProblems(text, problems, where),
        warnings: placeProblems(text, warnings, where),
      });
    }
    const kind = /^\/new\/([a-z][a-zA-Z0-9]*)$/.exec(pathname)?.[1];
    if (kind && Object.hasOwn(data.kinds ?? {}, kind)) {
      return editorPage(res, `New ${kind} page`, {
        ...common,
        at: 'new',
        value: newPage(data, kind),
        part: { $ref: '#/$defs/Page' },
        problems: [],
        warnings: [],
      });
    }
    send(res, 404, 'text/plain; charset=utf-8', 'Not found');
  }

  /** A picture uploaded from the form, put in `folder` under public/ with a safe name; never over another file. */
  async function upload(req: IncomingMessage, folder: string, name: string): Promise<{ src: string }> {
    const named = /\.(svg|png|jpe?g|webp|avif|gif)$/i.exec(name)?.[1].toLowerCase();
    if (!named) throw refusal(422, problem('EDIT006'));
    if (!/^\/images(\/[a-z0-9][a-z0-9_-]*)*$/.test(folder)) folder = '/images/uploads';
    const bytes = await readBody(req, MAX_UPLOAD_BYTES, 'a picture');
    // Named by what it is (src/media/pictures/inspect.ts): a PNG sent as photo.jpg is saved as photo.png.
    const sniffed = sniffPicture(bytes);
    if (!sniffed || sniffed === 'heic') throw refusal(422, problem(sniffed ? 'EDIT007' : 'EDIT008'));
    const ext = sniffed === FORMAT_OF_EXTENSION[named] ? named : PICTURE_KINDS[sniffed].extension;
    // "WhatsApp Image 2026-11-20 at 10.15.32.jpeg" → whatsapp-image-2026-11-20-at-10-15-32.jpeg
    const stem = webFileStem(name.slice(0, name.lastIndexOf('.'))) || 'picture';
    const dir = folderInPublic(folder);
    let file = `${stem}.${ext}`;
    // A new file, never through a link already at its name; the same picture again is the file already there.
    for (let n = 2; !writeNew(path.join(dir, file), bytes); n++) {
      const there = path.join(dir, file);
      if (lstatSync(there).isFile() && readRegular(there).equals(bytes)) break;
      file = `${stem}-${n}.${ext}`;
    }
    return { src: `${folder}/${file}` };
  }

  /** Where a file of public/ really is, or undefined when it is not there or a link takes it outside public/. */
  function inPublic(file: string): string | undefined {
    try {
      const real = realpathSync(file);
      return real.startsWith(realpathSync(publicDir) + path.sep) ? real : undefined;
    } catch {
      return undefined;
    }
  }

  /** The folder of public/ a site path names (`/images/products`), made if need be; never one a link takes outside. */
  function folderInPublic(folder: string): string {
    mkdirSync(publicDir, { recursive: true });
    let dir = realpathSync(publicDir);
    for (const name of folder.split('/').slice(1)) {
      const next = path.join(dir, name);
      if (!lstatSync(next, { throwIfNoEntry: false })) mkdirSync(next);
      const real = inPublic(next);
      if (!real)
        throw refusal(
          422,
          problem('EDIT012', { folder: path.relative(path.dirname(publicDir), next), real: realpathSync(next) }),
        );
      dir = real;
    }
    return dir;
  }

  function sendPicture(res: ServerResponse, file: string) {
    const real = inPublic(path.join(publicDir, file));
    if (
      !real ||
      !PICTURE.test(file) ||
      file.split('/').some((name) => name.startsWith('.')) ||
      !statSync(real).isFile()
    )
      return send(res, 404, 'text/plain; charset=utf-8', 'Not found');
    send(res, 200, TYPES[path.extname(file).toLowerCase()], readFileSync(real));
  }

  return {
    url,
    previewUrl: preview?.url,
    server,
    async close() {
      await preview?.close();
      await new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
    },
  };
}

/** The form a field of the data is edited in, with the field named (`/edit/Sopi#at=["image","src"]`). */
/** A form's value without invisible characters in its texts, and each one removed with the field it was in. */
function withoutInvisibleIn(value: unknown): {
  value: unknown;
  removed: { field: (string | number)[]; what: string }[];
} {
  const removed: { field: (string | number)[]; what: string }[] = [];
  const clean = (v: unknown, field: (string | number)[]): unknown => {
    if (typeof v === 'string') {
      const { text, removed: here } = withoutInvisible(v);
      for (const what of here) removed.push({ field, what });
      return text;
    }
    if (Array.isArray(v)) return v.map((item, i) => clean(item, [...field, i]));
    if (typeof v === 'object' && v !== null)
      return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, clean(item, [...field, k])]));
    return v;
  };
  return { value: clean(value, []), removed };
}

function formOf(data: Data, field: (string | number)[]): string | undefined {
  const part = Object.entries(PARTS).find(([, p]) => p.key === field[0]);
  if (part) return `/edit/${part[0]}#at=${encodeURIComponent(JSON.stringify(field.slice(1)))}`;
  if (field[0] !== 'pages' || typeof field[1] !== 'number') return undefined;
  const page = data.pages[field[1]];
  return page && `/edit${page.path === '/' ? '/' : page.path}#at=${encodeURIComponent(JSON.stringify(field.slice(2)))}`;
}

/** Every link to `from` (a page's old path, or with an #anchor) made to lead to `to`; how many there were. */
function relink(data: Data, from: string, to: string): number {
  let count = 0;
  const visit = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string' && key !== 'path' && key !== 'aliases' && (v === from || v.startsWith(`${from}#`))) {
      count++;
      return to + v.slice(from.length);
    }
    if (Array.isArray(v)) return v.map((x) => visit(x, key));
    if (typeof v === 'object' && v !== null) {
      for (const [k, x] of Object.entries(v)) (v as Record<string, unknown>)[k] = visit(x, k);
    }
    return v;
  };
  for (const k of Object.keys(data) as (keyof Data)[]) (data as Record<string, unknown>)[k] = visit(data[k]);
  return count;
}

/** A new page of a kind: the fields the last page of that kind has, empty, in its order (what copying it would give). */
function newPage(data: Data, kind: string): Record<string, unknown> {
  const model = [...data.pages].reverse().find((p) => p.kind === kind) as Record<string, unknown> | undefined;
  const out: Record<string, unknown> = { path: '/', kind, title: '', description: '' };
  if (model?.summary !== undefined) out.summary = '';
  if (model?.image !== undefined) out.image = { src: '', alt: '' };
  if (model?.product !== undefined)
    out.product = { description: '', features: [{ title: '', text: '', icon: 'check' }] };
  return out;
}

/** As large as a picture may be (validate refuses larger), and as large as a form's save may be. */
const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;
const MAX_SAVE_BYTES = 16 * 1024 * 1024;

/**
 * The request's body, up to `limit` bytes; past it (or when its Content-Length says so) a 413 that names the limit.
 * The rest is read and dropped, so that the sender gets to read the answer.
 */
function readBody(req: IncomingMessage, limit: number, what: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const tooLarge = () => {
      req.removeAllListeners('data');
      req.resume();
      reject(refusal(413, problem('EDIT009', { what, limit: `${limit / 1024 / 1024} MiB` })));
    };
    if (Number(req.headers['content-length']) > limit) return tooLarge();
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) tooLarge();
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** What a form sends: the part it edits (a page's path, `_site`, `new`), its value, and the value it opened with. */
interface Sent {
  at: string;
  value: unknown;
  base?: unknown;
}

/** The body a form sent, or a refusal: 400 when it is not what a form sends, 422 at a text longer than any field takes. */
/** A request's JSON body, or a 400. */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw unreadable('the body is not JSON');
  }
}

function sent(text: string, file: string, longestText: number): Sent {
  const body = readJson(text);
  if (!isObject(body) || typeof body.at !== 'string' || !Object.hasOwn(body, 'value'))
    throw unreadable('the body names no "at" and "value"');
  if (!partAt(body.at) && !isObject(body.value)) throw unreadable('a page is sent as an object of its fields');
  // A text longer than any field takes (a document pasted into a title): refused at its field before the site is checked.
  type Found = { at: (string | number)[]; length: number } | undefined;
  const longest = (v: unknown, at: (string | number)[]): Found => {
    if (typeof v === 'string') return v.length > longestText ? { at, length: v.length } : undefined;
    const entries: [string | number, unknown][] = Array.isArray(v)
      ? [...v.entries()]
      : isObject(v)
        ? Object.entries(v)
        : [];
    for (const [k, x] of entries) {
      const found = longest(x, [...at, k]);
      if (found) return found;
    }
    return undefined;
  };
  const tooLong = longest(body.value, []);
  if (tooLong) {
    const { code, message } = problem('EDIT011', { length: tooLong.length, limit: longestText });
    throw new Refusal(422, { problems: [{ field: tooLong.at, where: file, code, message }], warnings: [] });
  }
  return body as unknown as Sent;
}

/** A line of a diff as the editor shows it: its number, - or + and its text, coloured. */
const diffLine = (l: DiffLine) =>
  `<span class="${l.kind === '+' ? 'added' : l.kind === '-' ? 'removed' : 'same'}">${escapeHtml(`${String(l.line).padStart(5)} ${l.kind} ${l.text}`)}\n</span>`;

/** The editor's bar, above each page but the first. */
const BAR = '<header class="bar"><a href="/">All pages</a> <a href="/history">Earlier versions</a></header>';

/** When a version was saved, as the owner reads it (1 May 2026, 10:15:32), in this computer's time zone. */
const DATE = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'medium' });

/** A request's body that cannot be read (400). */
const unreadable = (reason: string) => refusal(400, problem('EDIT010', { reason }));

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function send(res: ServerResponse, status: number, type: string, body: string | Buffer, frame = '') {
  res.writeHead(status, {
    'Content-Type': type,
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': `default-src 'self'; img-src 'self' data:; frame-src ${frame || "'none'"}; frame-ancestors 'none'; base-uri 'none'; form-action 'self'`,
    'Referrer-Policy': 'no-referrer',
  });
  res.end(body);
}
