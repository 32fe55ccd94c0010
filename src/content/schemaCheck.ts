// Checks parsed site.yaml against schemas/site.schema.json (JSON Schema 2020-12) with AJV, in plain words, and
// collects on the way every value the schema marks as a link, page, file, anchor or https address ("x-site"), so the
// resolver checks exactly what the schema says these are, wherever they stand.
import Ajv2020, { type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import schema from '../../schemas/site.schema.json' with { type: 'json' };
import { didYouMean, nearMiss, problem, type Coded } from '../core/problems.ts';
import { webFileStem } from '../core/webName.ts';
import { type DataPath, getAt } from './dataPath.ts';
import { sameNumber, WRITTEN_NUMBER } from '../shared/phoneNumbers.ts';
import { isYouTubeHost } from '../shared/youtube.ts';

/** What a value marked "x-site" in the schema is, and so what the resolver checks about it (a text: what a translation replaces). */
export type RefKind = 'link' | 'page' | 'file' | 'anchor' | 'https' | 'text';
export interface Ref {
  kind: RefKind;
  path: DataPath;
  value: string;
  /**
   * A text the templates show links in ("x-links" in the schema): a body, a section's intro, a card's text and more, a
   * form's notice, a product's description. There `[words](to)` is a link, checked and resolved as a link field is;
   * elsewhere (a contact desk's text, a tile's, a Read More button's words) it is shown as typed.
   * tests/templates.test.tsx checks this against what the templates draw on every page of the real site.
   */
  links?: true;
}

/** A problem at a path in the checked value (turned into LINE:COL by the caller). */
export interface PathProblem extends Coded {
  path: DataPath;
  key: boolean;
}

interface Compiled {
  site: ValidateFunction;
  section: ValidateFunction;
}
let compiled: Compiled | undefined;
let collecting: Ref[] | null = null;
/** The paths of the texts marked "x-links" met while collecting. */
let linking: Set<string> | null = null;
const keyOf = (path: DataPath) => JSON.stringify(path);

function validators(): Compiled {
  if (!compiled) {
    // The validators run once per command on a small file: skipping AJV's code optimisation makes compiling them about a
    // third faster (a large share of npm run validate), and checking no slower that anyone could notice.
    const ajv = new Ajv2020({
      allErrors: true,
      strict: true,
      strictRequired: false,
      verbose: true,
      discriminator: true,
      allowUnionTypes: true,
      code: { optimize: false },
    });
    addFormats(ajv);
    ajv.addKeyword({ keyword: 'tsType', schemaType: 'string' }); // read by the type generator only
    ajv.addKeyword({
      keyword: 'x-site',
      schemaType: 'string',
      errors: false,
      validate(kind: RefKind, data: unknown, _schema: unknown, cxt?: { instancePath: string }) {
        if (collecting && typeof data === 'string' && cxt)
          collecting.push({ kind, path: pathOf(cxt.instancePath), value: data });
        return true;
      },
    });
    ajv.addKeyword({
      keyword: 'x-links',
      schemaType: 'boolean',
      errors: false,
      validate(on: boolean, data: unknown, _schema: unknown, cxt?: { instancePath: string }) {
        if (on && linking && typeof data === 'string' && cxt) linking.add(keyOf(pathOf(cxt.instancePath)));
        return true;
      },
    });
    const site = ajv.compile(schema);
    compiled = { site, section: ajv.getSchema('site.schema.json#/$defs/Section')! };
  }
  return compiled;
}

/** Validates a whole site file, or one section (`part: 'section'`), collecting its marked values. */
export function checkSchema(
  data: unknown,
  part: 'site' | 'section' = 'site',
): { problems: PathProblem[]; refs: Ref[] } {
  const validate = validators()[part];
  collecting = [];
  linking = new Set();
  const valid = validate(data);
  const [found, linked] = [collecting, linking];
  [collecting, linking] = [null, null];
  // A value reached through two branches of a schema is collected twice.
  const refs = [...new Map(found.map((r) => [`${r.kind}:${r.path.join('/')}`, r])).values()];
  for (const r of refs) if (r.kind === 'text' && linked.has(keyOf(r.path))) r.links = true;
  return { problems: valid ? [] : plainProblems(validate.errors ?? [], data), refs };
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  array: 'a list (lines starting with "- ")',
  object: 'an entry with named fields',
  null: 'empty (null)',
};

function pathOf(instancePath: string): DataPath {
  if (!instancePath) return [];
  return instancePath
    .slice(1)
    .split('/')
    .map((s) => {
      const part = s.replace(/~1/g, '/').replace(/~0/g, '~');
      return /^\d+$/.test(part) ? Number(part) : part;
    });
}

/** How a message names the value at `path`: "title", or item 3 of "logos". */
function fieldName(path: DataPath): string {
  const last = path.length - 1;
  if (typeof path[last] === 'number' && typeof path[last - 1] === 'string')
    return `item ${Number(path[last]) + 1} of "${path[last - 1]}"`;
  for (let i = last; i >= 0; i--) if (typeof path[i] === 'string') return `"${path[i]}"`;
  return 'this value';
}

type Def = {
  properties?: Record<string, unknown>;
  allOf?: { $ref?: string }[];
  description?: string;
  const?: unknown;
  pattern?: string;
  required?: string[];
  minimum?: number;
  maximum?: number;
};
const defs = (schema as unknown as { $defs: Record<string, Def> }).$defs;

/** The pattern of a field of site facts (schemas/site.schema.json), by the path of its definition under SiteFacts. */
const factPattern = (...keys: string[]) =>
  keys.reduce<Def>(
    (def, key) => (key === 'items' ? (def as { items: Def }).items : (def.properties![key] as Def)),
    defs.SiteFacts,
  ).pattern;

/** Another site's address without its https:// (www.example.in, example.in/about), with it; undefined for anything else. */
function withHttps(typed: string): string | undefined {
  const host = /^((?:www\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.([a-z]{2,}))(?:[/?#]\S*)?$/i.exec(typed);
  // A file's name (About.html, brochure.pdf) is not another site's.
  return host && !FILE_ENDINGS.test(host[2]) ? `https://${typed}` : undefined;
}
/**
 * A page of the site written without the / its address begins with (ContactPage, Thanks, Sopi#Features), with it;
 * not a word that `notPages` says is no page.
 */
function withSlash(typed: string, notPages?: RegExp): string | undefined {
  return /^[A-Za-z0-9_-]+(?:#[A-Za-z][A-Za-z0-9_-]*)?$/.test(typed) && !notPages?.test(typed) ? `/${typed}` : undefined;
}
/**
 * What an owner calls an icon, or a choice, that the site names otherwise: Twitter's mark is X's now, WhatsApp is the
 * chat's, and so on. Offered only where the choices include it.
 */
const OTHER_NAMES: Record<string, string> = {
  twitter: 'x',
  whatsapp: 'chat',
  email: 'mail',
  'e-mail': 'mail',
  telephone: 'phone',
  call: 'phone',
  location: 'pin',
  address: 'pin',
};
/** The words a link of another kind begins with (chat:, phone:office), which are not pages when written alone. */
const LINK_KINDS = /^(?:chat|whatsapp|phone|tel|call|email|e-mail|mail|mailto)$/i;
/** Endings of files' names, which a site's address does not end with. */
const FILE_ENDINGS = /^(?:html?|php|aspx?|jsp|pdf|docx?|xlsx?|pptx?|txt|csv|zip|jpe?g|png|gif|svg|webp|heic|mp4|mov)$/i;

/**
 * What was most likely meant by a value not of its field's form, where the form says it: a PIN code's six digits
 * ("411 045", "Pune 411045"), the site's address alone ("www.example.com/" → "https://www.example.com"), the year of an
 * empanelment ("2015-16"), an anchor's words joined ("Key Features" → "Key_Features").
 */
const MEANT_VALUES: [pattern: string | undefined, meant: (typed: string) => string | undefined][] = [
  [factPattern('address', 'postalCode'), (typed) => /^\D*(\d{3}) ?(\d{3})\D*$/.exec(typed)?.slice(1).join('')],
  [
    factPattern('origin'),
    (typed) => {
      const host = /^(?:https?:\/\/)?([^/\s]+\.[^/\s]+)\/?.*$/i.exec(typed.trim())?.[1];
      return host && `https://${host}`;
    },
  ],
  [factPattern('empanelments', 'items', 'since'), (typed) => /^\D*((?:19|20)\d{2})(?:\D.*)?$/.exec(typed)?.[1]],
  // Another site's address as a browser's bar or a visiting card shows it (www.example.in, example.in/about): with
  // https:// before it, as every link to another site is written; and a page of the site named without its /.
  [defs.Target.pattern, (typed) => withHttps(typed.trim()) ?? withSlash(typed.trim(), LINK_KINDS)],
  [defs.PageRef.pattern, (typed) => withSlash(typed.trim())],
  // An address with a space in it (a file's name on the other site, or a place's name on a maps service): the space
  // as a browser sends it; and one copied without its https://.
  [
    defs.HttpsAddress.pattern,
    (typed) => {
      const spaced = typed.trim().replace(/\s+/g, '%20');
      return withHttps(spaced) ?? spaced;
    },
  ],
  [
    defs.Id.pattern,
    (typed) =>
      typed
        .trim()
        .replace(/[^A-Za-z0-9_-]+/g, '_')
        .replace(/^[^A-Za-z]+|_+$/g, ''),
  ],
];

type Unit = 'ms' | 's' | 'px' | 'year';
const UNIT_WORDS: Record<Exclude<Unit, 'year'>, string> = { ms: 'milliseconds', s: 'seconds', px: 'pixels' };

/** The unit of a number field, from its name and its description in the schema ("ms between moves", "px between slides"). */
function unitOf(path: DataPath, description = ''): Unit | undefined {
  const name = String(path.at(-1));
  if (/year/i.test(name)) return 'year';
  if (/\bms\b/.test(description)) return 'ms';
  if (/\bseconds?\b/.test(description)) return 's';
  if (/\bpx\b/.test(description) || /^(?:width|height|gap)$/.test(name)) return 'px';
  return undefined;
}

/**
 * The number meant by a number field's value written as text: digits in quotes ("2014"), with a unit (3 s, 1500ms,
 * 24px, 0:05 as a video player shows a time), or a year among words (2014-15, since 2014); in the field's own unit.
 * Undefined where the text says no one number, or a unit the field cannot take.
 */
function numberMeant(typed: string, unit: Unit | undefined, integer: boolean): number | undefined {
  const text = typed.trim();
  if (unit === 'year') {
    const years = text.match(/(?<!\d)(?:19|20)\d{2}(?!\d)/g) ?? [];
    return years.length === 1 ? Number(years[0]) : undefined;
  }
  const clock = /^(\d+):([0-5]\d(?:\.\d+)?)$/.exec(text);
  const written = /^(\d+(?:\.\d+)?)\s*(px|ms|milliseconds?|s|secs?|seconds?)?$/i.exec(text);
  let value: number;
  let given: Unit | undefined;
  if (clock) [value, given] = [Number(clock[1]) * 60 + Number(clock[2]), 's'];
  else if (written) {
    value = Number(written[1]);
    const word = written[2]?.toLowerCase();
    given = !word ? undefined : word === 'px' ? 'px' : word === 'ms' || word.startsWith('milli') ? 'ms' : 's';
  } else return undefined;
  if (given && given !== unit) {
    if (given === 's' && unit === 'ms') value *= 1000;
    else if (given === 'ms' && unit === 's') value /= 1000;
    else return undefined;
  }
  return integer && !Number.isInteger(value) ? undefined : value;
}

/** The form of a phone number (site.phones, the chat's own number), and a number as it stands among other words. */
const PHONE_NUMBER = (defs.Phone.properties!.number as Def).pattern;
const NUMBER_IN_TEXT = /\+?\d[\d ()-]{4,18}\d/g;

/**
 * The page address an owner meant by `typed` ("/Payroll System", "about us"): its words joined, each begun with a
 * capital, after one / (/PayrollSystem, /AboutUs), as the site's addresses are written; none when no such address is
 * made of its letters.
 */
function pagePathOf(typed: string): string | undefined {
  const words = typed
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .split(/[^A-Za-z0-9_-]+/)
    .filter(Boolean);
  const path = `/${words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')}`;
  return words.length && path !== typed && new RegExp(defs.PagePath.pattern!).test(path) ? path : undefined;
}
/**
 * A file under public/ whose name has spaces or other characters an address cannot carry (as a phone or a download
 * names it), as the address it has once the file is renamed as the editor names an upload (/images/whatsapp-image-
 * 2026-11-20-at-10-15-32.jpeg); none when its folders have such characters too, or `pattern` (the field's form) is
 * no file's or does not take that address.
 */
function webFileName(typed: string, pattern: string): string | undefined {
  const named = /^(?<folder>\/[A-Za-z0-9_./-]*\/)?(?<stem>[^/\\]+)\.(?<ext>[A-Za-z0-9]+)$/.exec(typed.trim())?.groups;
  if (!pattern.includes('\\.') || !named?.folder || /^[A-Za-z0-9_.-]+$/.test(named.stem)) return undefined;
  const stem = webFileStem(named.stem);
  const path = `${named.folder}${stem}.${named.ext}`;
  return stem && new RegExp(pattern).test(path) ? path : undefined;
}
const defOf = (ref: string) => defs[ref.split('/').pop()!];
const HEIC = /\.hei[cf]$/i;
/** The site's own files a field may name, by its pattern: where such a file goes, and the ending it most likely has. */
const OWN_FILES = new Map([
  [defs.ImageFile.pattern, { kind: 'picture', folder: 'images', ending: '.jpg' }],
  [(defs.Video.properties!.src as Def).pattern, { kind: 'video', folder: 'videos', ending: '.mp4' }],
]);

/**
 * A picture's or video's address on another site (copied from a web page, a drive or YouTube) where a file of the
 * site's own goes: SCHEMA040, with the file's place in public/ and its name (the address's own file name, else the
 * picture's alt or the video's title, as a web address carries it).
 */
function fileOnTheWeb(typed: string, pattern: string, field: string, path: DataPath, data: unknown): Coded | undefined {
  const own = OWN_FILES.get(pattern);
  const address = own && /^https?:\/\/([^/?#\s]+)([^?#\s]*)/i.exec(typed.trim());
  if (!own || !address) return undefined;
  const [, host, where] = address;
  const last = where.slice(where.lastIndexOf('/') + 1);
  const dot = last.lastIndexOf('.');
  const ending =
    dot > 0 && new RegExp(pattern).test(`/x${last.slice(dot)}`) ? last.slice(dot).toLowerCase() : own.ending;
  const words = String(getAt(data, [...path.slice(0, -1), own.kind === 'video' ? 'title' : 'alt']) ?? '');
  const named = dot > 0 ? webFileStem(last.slice(0, dot)) : '';
  const stem = named || webFileStem(words.split(/\s+/).slice(0, 5).join(' ')) || own.kind;
  return problem('SCHEMA040', {
    field,
    typed,
    host,
    kind: own.kind,
    file: `/${own.folder}/${stem}${ending}`,
    ...(own.kind === 'video' && isYouTubeHost(host) ? { youtube: true } : {}),
  });
}
/** A date as it is written in India, day first (02/11/2026, 2-11-2026, 02.11.2026): the schema's dates are year first. */
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})[/.-](20\d{2})$/;
/** A date written with its month's name, as letters and messages write it (28 Nov 2026, 28th November 2026, Nov 28, 2026). */
const MONTH_NAMED = [
  /^(?<day>\d{1,2})(?:st|nd|rd|th)?[\s.-]+(?<month>[A-Za-z]{3,9})\.?[\s.,-]+(?<year>20\d{2})$/,
  /^(?<month>[A-Za-z]{3,9})\.?\s+(?<day>\d{1,2})(?:st|nd|rd|th)?,?\s+(?<year>20\d{2})$/,
];
const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/** The schema's form ("2026-11-28") of a date written with its month's name; none when it is no such date. */
function monthNamedDate(typed: string): string | undefined {
  for (const form of MONTH_NAMED) {
    const written = form.exec(typed.trim())?.groups;
    if (!written) continue;
    const month = MONTHS.findIndex((name) => name.startsWith(written.month.toLowerCase()));
    const [day, year] = [Number(written.day), Number(written.year)];
    const date = new Date(Date.UTC(year, month, day));
    if (month < 0 || date.getUTCMonth() !== month || date.getUTCDate() !== day) continue;
    return date.toISOString().slice(0, 10);
  }
  return undefined;
}
/**
 * The schema's form of a date written day first (SCHEMA023: 02/11/2026 → 2026-11-02) or with its month's name
 * (SCHEMA027: 28 Nov 2026 → 2026-11-28), with the problem's code; none when `typed` is neither.
 */
function yearFirstDate(typed: string): { code: 'SCHEMA023' | 'SCHEMA027'; date: string } | undefined {
  const dayFirst = DAY_FIRST.exec(typed.trim());
  if (dayFirst) {
    const [, day, month, year] = dayFirst;
    if (Number(day) >= 1 && Number(day) <= 31 && Number(month) >= 1 && Number(month) <= 12)
      return { code: 'SCHEMA023', date: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}` };
  }
  const named = monthNamedDate(typed);
  return named ? { code: 'SCHEMA027', date: named } : undefined;
}
/** The schema's dates: "2026-11-02". */
const YEAR_FIRST_DATE = '^20[0-9]{2}-';

/** The fields a schema object allows, its own and those of the schemas it builds on (allOf). */
function allowedFields(s: Def | undefined): string[] {
  if (!s) return [];
  return [
    ...Object.keys(s.properties ?? {}),
    ...(s.allOf ?? []).flatMap((part) => allowedFields(part.$ref ? defOf(part.$ref) : (part as Def))),
  ];
}

/** Every field name the schema knows, and those whose text may run over several lines (a Text or Paragraphs, or a list of them). */
export const FIELD_NAMES = new Set<string>();
export const MULTILINE_FIELDS = new Set<string>();
const isMultiline = (s: { $ref?: string } | undefined) => !!s?.$ref && /\/(Text|Paragraphs)$/.test(s.$ref);
(function collectFields(s: unknown) {
  if (!s || typeof s !== 'object') return;
  for (const [name, field] of Object.entries(
    (s as { properties?: Record<string, { $ref?: string; items?: { $ref?: string } }> }).properties ?? {},
  )) {
    FIELD_NAMES.add(name);
    if (isMultiline(field) || isMultiline(field.items)) MULTILINE_FIELDS.add(name);
  }
  for (const value of Object.values(s)) collectFields(value);
})(schema);

/**
 * The texts laid out as paragraphs (a Paragraphs), each as "holder.field": the field's name after the name of the
 * field that holds its object, or the list of them ("cards.text": a card's text; "product.description"), or "*" for
 * objects held by their names ("blocks.*.intro": the intro of a block of site.blocks).
 */
export const PARAGRAPH_FIELDS = new Set<string>();
type Walked = { $ref?: string; items?: Walked; properties?: Record<string, Walked> } & Record<string, unknown>;
const isParagraphs = (s: Walked | undefined) => !!s?.$ref?.endsWith('/Paragraphs');
(function collectParagraphs(s: Walked | undefined, holder: string, seen: Set<string>) {
  if (!s || typeof s !== 'object') return;
  if (s.$ref && !seen.has(`${s.$ref} in ${holder}`)) {
    seen.add(`${s.$ref} in ${holder}`);
    collectParagraphs(defOf(s.$ref) as Walked, holder, seen);
  }
  // What the object may be (a list's entries, one of several kinds, a kind chosen by if/then/else) is in the same holder.
  const parts = [s.items, s.then, s.else, ...(['oneOf', 'anyOf', 'allOf'] as const).flatMap((k) => s[k] ?? [])];
  for (const part of parts) collectParagraphs(part as Walked | undefined, holder, seen);
  // Objects by name (blocks: connect: …): the holder of each is the name, any name ("blocks.*.intro").
  if (typeof s.additionalProperties === 'object')
    collectParagraphs(s.additionalProperties as Walked, `${holder}.*`, seen);
  for (const [name, field] of Object.entries(s.properties ?? {})) {
    if (isParagraphs(field) || isParagraphs(field.items)) PARAGRAPH_FIELDS.add(`${holder}.${name}`);
    collectParagraphs(field, name, seen);
  }
})(schema as Walked, '', new Set());

const SECTION_TYPES = Object.values(defs).flatMap((def) => {
  const t = (def.properties?.type as Def | undefined)?.const;
  return typeof t === 'string' && (def.allOf ?? []).some((p) => p.$ref?.endsWith('/SectionBase')) ? [t] : [];
});

/**
 * A date written as the schema asks ("2026-11-31") that is a day past the end of its month (the pattern takes any day
 * up to 31): SCHEMA029, with the month's number of days, saying the date as it was `typed`; none for a day of the
 * calendar or another form of text.
 */
export function dayNotOnCalendar(field: string, date: string, typed = date): Coded | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!day) return undefined;
  const last = new Date(Date.UTC(Number(day[1]), Number(day[2]), 0));
  if (Number(day[3]) <= last.getUTCDate()) return undefined;
  return problem('SCHEMA029', {
    field,
    typed,
    month: last.toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }),
    days: last.getUTCDate(),
  });
}

/** The services whose profile's address a handle gives, by the icon a link to them has. */
const PROFILES: Record<string, { name: string; address: (handle: string) => string }> = {
  instagram: { name: 'Instagram', address: (h) => `https://www.instagram.com/${h}` },
  x: { name: 'X', address: (h) => `https://x.com/${h}` },
  facebook: { name: 'Facebook', address: (h) => `https://www.facebook.com/${h}` },
  youtube: { name: 'YouTube', address: (h) => `https://www.youtube.com/@${h}` },
};

/** A field that is a number of bytes (site.forms.resumeMaxBytes). */
const isBytes = (path: DataPath) => String(path.at(-1)).endsWith('Bytes');
const UNITS: Record<string, number> = { b: 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 };

/**
 * The size an owner meant by `typed`, in bytes, when that is within the field's bounds: written with its unit as
 * people say it (5 MB, 500kb, 2.5 MB) or with separators (5,242,880); or a bare number too small to be meant as bytes,
 * read as megabytes below 100 (5) and kilobytes above (500). `size` is the meaning read, in words.
 */
function sizeInBytes(
  typed: string,
  parent: Def | undefined,
): { size: string; meant: number; most?: number } | undefined {
  const text = typed.trim();
  const withUnit = /^(\d+(?:\.\d+)?)\s*([kmg]?)(?:i?b(?:ytes?)?)?$/i.exec(text);
  const separated = /^\d{1,3}(?:[, ]\d{3})+$/.test(text) && text.replace(/[, ]/g, '');
  let size: string;
  let meant: number;
  if (separated) [size, meant] = [text, Number(separated)];
  else if (withUnit && withUnit[2]) {
    const unit = withUnit[2].toLowerCase();
    [size, meant] = [`${withUnit[1]} ${unit.toUpperCase()}B`, Math.round(Number(withUnit[1]) * UNITS[unit])];
  } else if (withUnit && /^\d+$/.test(text)) {
    const number = Number(text);
    const unit = number < 100 ? 'm' : 'k';
    [size, meant] = [`${number} ${unit.toUpperCase()}B`, number * UNITS[unit]];
  } else return undefined;
  if (String(meant) === text || meant < (parent?.minimum ?? 0)) return undefined;
  return meant > (parent?.maximum ?? Number.MAX_SAFE_INTEGER)
    ? { size, meant, most: parent!.maximum }
    : { size, meant };
}

/** Yes or no written as a person answers a form: the first group is a yes. */
const YES_OR_NO = /^(?:(yes|y|on|ok|haan|ho)|no|n|off|nahi|nahin)$/i;

/** A web address (https://…) typed where a menu's or footer's link is asked for. */
const isWebAddressInLinks = (typed: string, path: DataPath) =>
  /^https?:\/\/[^/\s]+/i.test(typed) && path.includes('links');

/** A footer group's link to another site written as a bare address: the { label:, to: } form that works. */
function linkAdvice(field: string, address: string): Coded {
  const host = /^https?:\/\/([^/\s]+)/i.exec(address)![1];
  return problem('SCHEMA009', { field, host, address });
}

function plainMessage(error: ErrorObject, path: DataPath, data: unknown): Coded {
  const field = fieldName(path);
  const p = error.params as Record<string, unknown>;
  const parent = error.parentSchema as Def | undefined;
  switch (error.keyword) {
    case 'required': {
      const pagePath = path.length === 2 && path[0] === 'pages' ? (error.data as { path?: unknown })?.path : undefined;
      const who =
        typeof pagePath === 'string' ? `the page "${pagePath}"` : field === 'this value' ? 'this entry' : field;
      return problem('SCHEMA001', { who, missing: String(p.missingProperty) });
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = String(p.additionalProperty ?? p.unevaluatedProperty);
      const allowed = allowedFields(parent);
      const value = (error.data as Record<string, unknown>)?.[name];
      if (value === null && /\s/.test(name)) {
        return problem('SCHEMA002', { name });
      }
      const suggestion = nearMiss(name, allowed);
      return problem('SCHEMA003', { name, ...(suggestion !== undefined ? { suggestion } : {}), allowed });
    }
    case 'not':
      // `"field": { "not": {} }` marks a field the build writes: refused in site.yaml, with the reason.
      const why = parent?.description ?? 'the build makes it';
      return problem('SCHEMA004', { field, why: `${why.charAt(0).toLowerCase()}${why.slice(1)}` });
    case 'type': {
      // An entry with fields it must have says which, as it is written ("{ more: …, less: … }").
      const needs = p.type === 'object' ? (parent?.required ?? []) : [];
      const want =
        String(p.type)
          .split(',')
          .map((t) => TYPE_WORDS[t] ?? t)
          .join(' or ') + (needs.length ? `, written { ${needs.map((n) => `${n}: …`).join(', ')} }` : '');
      // A phone number, PIN or year written bare is read as a number: in quotes it is the text meant.
      if (p.type === 'string' && (typeof error.data === 'number' || typeof error.data === 'boolean')) {
        return problem('SCHEMA005', { field, readAs: typeof error.data === 'number' ? 'a number' : 'true or false' });
      }
      // A size written as people say it (5 MB) where a number of bytes is asked for.
      const size = typeof error.data === 'string' && isBytes(path) && sizeInBytes(error.data, parent);
      if (size) return problem('SCHEMA035', { field, typed: error.data as string, ...size });
      // A number in quotes, or with its unit or words beside it (3 s, 24px, 0:05, since 2014): the number in the
      // field's own unit.
      if ((p.type === 'integer' || p.type === 'number') && typeof error.data === 'string') {
        const unit = unitOf(path, parent?.description);
        const meant = numberMeant(error.data, unit, p.type === 'integer');
        if (meant !== undefined)
          return problem('SCHEMA041', {
            field,
            typed: error.data,
            meant,
            ...(unit && unit !== 'year' ? { unit: UNIT_WORDS[unit] } : {}),
          });
      }
      // Yes or no as a person answers (featured: yes): YAML's own words for it are true and false.
      const answer = p.type === 'boolean' && typeof error.data === 'string' && YES_OR_NO.exec(error.data.trim());
      if (answer)
        return problem('SCHEMA031', { field, typed: error.data as string, meant: answer[1] ? 'true' : 'false' });
      return problem('SCHEMA006', { field, want });
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map((v) => JSON.stringify(v));
      const choices = allowed.map((a) => a.replace(/"/g, ''));
      const known = OTHER_NAMES[String(error.data).trim().toLowerCase()];
      const suggestion = known && choices.includes(known) ? known : nearMiss(String(error.data), choices);
      return problem('SCHEMA007', {
        field,
        value: String(error.data),
        allowed,
        ...(suggestion !== undefined ? { suggestion } : {}),
      });
    }
    case 'const':
      return problem('SCHEMA008', { field, value: JSON.stringify(p.allowedValue) });
    case 'pattern': {
      const typed = typeof error.data === 'string' ? error.data : undefined;
      const pattern = parent?.pattern;
      if (typed !== undefined && isWebAddressInLinks(typed, path)) return linkAdvice(field, typed);
      if (pattern?.startsWith('^[^\\u0000')) return problem('SCHEMA010', { field });
      // An iPhone's photo as it came: no browser shows it, and the build's sharp has no HEVC decoder to convert it.
      if (pattern === defs.ImageFile.pattern && typed !== undefined && HEIC.test(typed))
        return problem('FILE051', { value: typed, jpeg: typed.replace(HEIC, '.jpg') });
      if (typed !== undefined && pattern) {
        const onTheWeb = fileOnTheWeb(typed, pattern, field, path, data);
        if (onTheWeb) return onTheWeb;
        // A date written day first, as an Indian reader writes it, or with its month's name, as letters and messages
        // write it: the same date in the schema's form, to paste.
        const date = pattern.startsWith(YEAR_FIRST_DATE) && yearFirstDate(typed);
        // A day first date past its month's end (31/11/2026) is told so, not to write 2026-11-31.
        if (date)
          return dayNotOnCalendar(field, date.date, typed) ?? problem(date.code, { field, typed, date: date.date });
        // A page's address written as its title is (spaces, punctuation): the same words, joined as addresses are.
        const joined = parent.description === defs.PagePath.description && pagePathOf(typed);
        if (joined) return problem('SCHEMA024', { field, typed, path: joined });
        // A file named as a phone or a download names it ("WhatsApp Image … at 10.15.32.jpeg", "photo (1).jpg").
        const hyphened = webFileName(typed, pattern);
        if (hyphened)
          return problem('SCHEMA028', {
            field,
            typed,
            path: hyphened,
            name: hyphened.slice(hyphened.lastIndexOf('/') + 1),
          });
        // A phone number with more than its number in it: another number, or who answers it.
        if (pattern === PHONE_NUMBER) {
          const [number, other] = (typed.match(NUMBER_IN_TEXT) ?? []).map((n) => n.trim());
          if (other) return problem('SCHEMA032', { field, typed, number, other });
          if (number) return problem('SCHEMA033', { field, typed, number, phone: path.includes('phones') });
        }
        // A phone's number written in a link (phone:+91 …, tel:…): a link names the phone by its id in site.phones.
        const dialled =
          pattern === defs.Target.pattern &&
          new RegExp(`^(?:phone|tel):\\s*(${WRITTEN_NUMBER})$`, 'i').exec(typed.trim());
        if (dialled) {
          const phones = (getAt(data, ['site', 'phones']) ?? []) as { id: string; number: string }[];
          const phone = phones.find((p) => sameNumber(p.number, dialled[1]));
          return problem('SCHEMA039', {
            field,
            typed,
            number: dialled[1].trim(),
            ...(phone ? { meant: `phone:${phone.id}` } : {}),
          });
        }
        // A profile's handle (@name) where its address goes: the address its icon's service gives the profile.
        const handle = /^@([\w.-]+)$/.exec(typed.trim())?.[1];
        const service = handle && PROFILES[String(getAt(data, [...path.slice(0, -1), 'icon']))];
        if (handle)
          return problem('SCHEMA037', {
            field,
            typed,
            ...(service ? { service: service.name, meant: service.address(handle) } : {}),
          });
        // A service's embed code pasted whole (<iframe src="…" …>, as a maps or video service gives it to copy): the
        // address in its src is what is asked for.
        const embedded = /<iframe\b[^>]*?\bsrc\s*=\s*["']([^"']+)["']/i.exec(typed)?.[1];
        if (embedded && new RegExp(pattern).test(embedded))
          return problem('SCHEMA036', { field, typed, address: embedded });
        const meant = MEANT_VALUES.find(([form]) => form === pattern)?.[1](typed);
        if (meant && meant !== typed && new RegExp(pattern).test(meant))
          return problem('SCHEMA034', {
            field,
            typed,
            meant,
            ...(parent?.description ? { expected: parent.description } : {}),
          });
        // A file written with backslashes, as Windows shows its folders.
        const forward = typed.includes('\\') && `/${typed.replace(/\\/g, '/').replace(/^\/+/, '')}`;
        if (forward && new RegExp(pattern).test(forward)) return problem('SCHEMA025', { field, typed, path: forward });
      }
      return problem('SCHEMA011', {
        field,
        value: JSON.stringify(error.data),
        ...(parent?.description ? { expected: parent.description } : {}),
      });
    }
    case 'format': {
      const typed = typeof error.data === 'string' ? error.data : undefined;
      const notADay = p.format === 'date' && typed !== undefined && dayNotOnCalendar(field, typed);
      if (notADay) return notADay;
      if (p.format === 'email' && typed !== undefined) {
        // An address copied from the end of a sentence, its full stop with it.
        const ended = /^\s*(\S+@\S+?\.[A-Za-z]{2,})[.,;:]\s*$/.exec(typed);
        if (ended) return problem('SCHEMA030', { field, typed, address: ended[1] });
        // An address copied from a link, its mailto: with it.
        const mailto = /^\s*mailto:\s*(\S+@\S+?)\s*$/i.exec(typed);
        if (mailto) return problem('SCHEMA026', { field, typed, address: mailto[1] });
        // An address with a space before or after it inside the quotes, copied with the words around it.
        const spaced = /^\s*([^\s@]+@[^\s@]+\.[A-Za-z]{2,})\s*$/.exec(typed);
        if (spaced) return problem('SCHEMA038', { field, typed, address: spaced[1] });
      }
      return problem('SCHEMA012', { field, format: String(p.format), value: JSON.stringify(error.data) });
    }
    case 'minLength':
      return p.limit === 1
        ? problem('SCHEMA013', { field })
        : problem('SCHEMA014', { field, limit: Number(p.limit), length: String(error.data).length });
    case 'maxLength':
      return problem('SCHEMA015', { field, limit: Number(p.limit), length: String(error.data).length });
    case 'minItems':
      return problem('SCHEMA016', { field, limit: Number(p.limit) });
    case 'minimum':
    case 'maximum': {
      // A size in bytes written as its number of megabytes or kilobytes (5 for 5 MB): smaller than any file.
      const size = error.keyword === 'minimum' && isBytes(path) && sizeInBytes(String(error.data), parent);
      if (size) return problem('SCHEMA035', { field, typed: String(error.data), ...size });
      return problem('SCHEMA017', {
        field,
        bound: error.keyword === 'minimum' ? 'at least' : 'at most',
        limit: Number(p.limit),
      });
    }
    case 'anyOf':
      if (typeof error.data === 'string' && isWebAddressInLinks(error.data, path)) return linkAdvice(field, error.data);
      return problem('SCHEMA018', {
        field,
        ...(parent?.description
          ? {
              expected: `${parent.description.charAt(0).toLowerCase()}${parent.description.slice(1).replace(/\.$/, '')}`,
            }
          : {}),
      });
    case 'discriminator':
      if (p.error === 'tag') return problem('SCHEMA019');
      const suggestion = nearMiss(String(p.tagValue), SECTION_TYPES);
      return problem('SCHEMA020', {
        type: String(p.tagValue),
        ...(suggestion !== undefined ? { suggestion } : {}),
        types: SECTION_TYPES,
      });
    case 'propertyNames':
      return problem('SCHEMA021', { name: JSON.stringify(p.propertyName) });
    default:
      return problem('SCHEMA022', { field, says: error.message ?? 'is not valid' });
  }
}

function plainProblems(errors: ErrorObject[], data: unknown): PathProblem[] {
  // Where a value may take one of several forms, one message about the value says more than one per form.
  const anyOfAt = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
  // A misspelt field is both unknown and missing: the message about the misspelling is the one that helps.
  const misspelt = new Set(
    errors.flatMap((e) => {
      const name =
        (e.params as Record<string, unknown>).additionalProperty ??
        (e.params as Record<string, unknown>).unevaluatedProperty;
      if (name === undefined) return [];
      return errors.filter(
        (r) =>
          r.keyword === 'required' &&
          r.instancePath === e.instancePath &&
          didYouMean(String(name), [String(r.params.missingProperty)]),
      );
    }),
  );
  // A field with its own limit and its type's (a page title: 70, any label: 120) is told the tighter one.
  const tightest = new Map<string, number>();
  for (const e of errors)
    if (e.keyword === 'maxLength')
      tightest.set(e.instancePath, Math.min(tightest.get(e.instancePath) ?? Infinity, Number(e.params.limit)));
  // A date not written as one (31/12/2026) is told how to write it, not also that it is no day of the calendar.
  const patternAt = new Set(errors.filter((e) => e.keyword === 'pattern').map((e) => e.instancePath));
  const problems: PathProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    if (error.keyword === 'maxLength' && Number(error.params.limit) > tightest.get(error.instancePath)!) continue;
    if (error.keyword === 'format' && error.params.format === 'date' && patternAt.has(error.instancePath)) continue;
    if (error.keyword === 'if' || misspelt.has(error)) continue; // the branch's own errors say what is wrong
    if (error.keyword === 'pattern' && error.propertyName) continue;
    if (error.keyword !== 'anyOf' && anyOfAt.has(error.instancePath)) continue;
    let path = pathOf(error.instancePath);
    let key = false;
    const p = error.params as Record<string, unknown>;
    const field = p.additionalProperty ?? p.unevaluatedProperty ?? p.propertyName;
    if (field !== undefined) {
      path = [...path, String(field)];
      key = true;
    }
    if (error.keyword === 'not') key = true; // a field written that must not be: point at its name
    if (error.keyword === 'discriminator') path = [...path, 'type'];
    const coded = plainMessage(error, path, data);
    const id = `${path.join('/')}:${key}:${coded.message}`;
    if (seen.has(id)) continue;
    seen.add(id);
    problems.push({ path, key, ...coded });
  }
  return problems;
}
