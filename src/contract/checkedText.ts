// site.yaml parsed and checked against its schema, or what that gave the last time the very same text was read by the
// same code and schema, kept in the cache: parsing is most of a build that finds nothing else to do (0.8 s of a site
// of 3,000 products), and the same text read by the same code always gives the same data. Only a text with no problem
// is kept. A kept text's lines and columns are worked out only when something asks for one (a problem or a warning
// found later, at its line): then the text is parsed after all, and the positions asked are kept beside its data.
import { createHash } from 'node:crypto';
import { readdirSync, statSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { deserialize, serialize } from 'node:v8';
import schema from '../../schemas/site.schema.json' with { type: 'json' };
import { checkSchema, type Ref } from '../content/schemaCheck.ts';
import { parseYamlSource, type YamlSource } from '../content/yamlSource.ts';
import { codeHash } from '../core/codeInputs.ts';
import { CACHE_DIR } from '../core/paths.ts';
import type { Problem } from '../core/problems.ts';
import { readCached, removeCached, writeCached } from '../core/writeWhole.ts';

/**
 * Where checked texts are kept, and how many (the newest used): a site's, and a few that came just before. One used in
 * the last minute stays whatever their number, so that builds running side by side (the tests') keep their own.
 */
const KEPT = path.join(CACHE_DIR, 'site-data');
const KEEP = 4;
const RECENT_MS = 60_000;
/** The ending of the file beside an entry that keeps the lines and columns asked of its text. */
const POSITIONS = '.positions';

export interface CheckedText {
  data: unknown;
  /** The values the schema marks as links, pages, files, anchors and https addresses (src/content/schemaCheck.ts). */
  refs: Ref[];
  source: Pick<YamlSource, 'positionOf'>;
}

/**
 * The text's data and marked values, or its problems (each at its line and column). `keep`: look in the cache first,
 * and keep a text found without problems there; a caller that reads many passing drafts (the editor) does not.
 */
export function checkText(text: string, { keep = false } = {}): CheckedText | { problems: Problem[] } {
  const entry = keep ? keptEntryOf(text) : undefined;
  const kept = entry && readKept(entry);
  if (kept) return { ...kept, source: keptPositions(entry, () => parseYamlSource(text)) };
  const source = parseYamlSource(text);
  if (source.problems.length) return { problems: source.problems };
  const { problems, refs } = checkSchema(source.data);
  if (problems.length)
    return {
      problems: problems.map(({ path: at, key, ...coded }) => ({ ...source.positionOf(at, { key }), ...coded })),
    };
  if (!entry) return { data: source.data, refs, source };
  keepEntry(entry, serialize({ data: source.data, refs }));
  return { data: source.data, refs, source: keptPositions(entry, () => source) };
}

type Position = ReturnType<YamlSource['positionOf']>;

/**
 * A kept text's lines and columns, as they were asked before: the same text always gives the same warnings, so a build
 * of a site with warnings finds their lines kept beside its data (`<entry>.positions`), and parses the text only for
 * one it has not been asked yet (then kept too, once the build's reading of the site is over).
 */
function keptPositions(entry: string, parsed: () => Pick<YamlSource, 'positionOf'>): CheckedText['source'] {
  const file = `${entry}${POSITIONS}`;
  let known: Record<string, Position> = {};
  try {
    known = JSON.parse(readCached(file)?.toString() ?? '{}');
  } catch {}
  let source: Pick<YamlSource, 'positionOf'> | undefined;
  let keeping = false;
  return {
    positionOf(at, options) {
      const key = JSON.stringify([at, options?.key ?? false]);
      if (!known[key]) {
        known[key] = (source ??= parsed()).positionOf(at, options);
        if (!keeping) {
          keeping = true;
          setImmediate(() => {
            keeping = false;
            try {
              writeCached(file, JSON.stringify(known));
            } catch {}
          });
        }
      }
      return { ...known[key] };
    },
  };
}

/** The cache entry of a text: named by what its data depends on (its bytes, the schema, and the code that reads it). */
export function keptEntryOf(text: string): string {
  const key = createHash('sha256').update(`${codeHash()}\0${JSON.stringify(schema)}\0${text}`);
  return path.join(KEPT, key.digest('hex'));
}

function readKept(entry: string): Omit<CheckedText, 'source'> | undefined {
  const bytes = readCached(entry);
  if (!bytes) return undefined;
  // Used again: it stays among the newest (unless another build has just removed it).
  const now = new Date();
  try {
    utimesSync(entry, now, now);
  } catch {}
  return deserialize(bytes);
}

/** Keeps a checked text's data, if the cache can take it (a full disk, a read-only folder: the next reading parses). */
function keepEntry(entry: string, bytes: Uint8Array) {
  try {
    writeCached(entry, bytes);
  } catch {
    return;
  }
  const byAge = readdirSync(KEPT)
    .filter((name) => /^[0-9a-f]{64}$/.test(name))
    .map((name) => ({
      entry: path.join(KEPT, name),
      used: statSync(path.join(KEPT, name), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    }))
    .sort((a, b) => b.used - a.used);
  const now = Date.now();
  for (const { entry, used } of byAge.slice(KEEP))
    if (now - used > RECENT_MS) {
      removeCached(entry);
      removeCached(`${entry}${POSITIONS}`);
    }
}
