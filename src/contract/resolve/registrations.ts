// The trust details a government buyer looks for: the company's registration numbers (CIN, GSTIN, Udyam, GeM seller
// ID), its certificates and its empanelments, under site: once. Each number's form is checked here, with what to
// write; a value still OWNER (the placeholder) and a certificate or empanelment past its last valid day are taken out
// of the facts the pages and the Organization JSON-LD read, so nothing unfilled or lapsed is published as if real.
import { problem, type Coded } from '../../core/problems.ts';
import type { SiteConfig } from '../../generated/site-types.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import { dayNotOnCalendar } from '../../content/schemaCheck.ts';

type Facts = SiteConfig['site'];
type Report = (at: DataPath, problem: Coded) => void;

/** The placeholder a value keeps until the owner fills it in. */
export const OWNER = 'OWNER';

/** The state of a few offices: the GST state code, and the letters a CIN and a Udyam number write it with. */
const STATES: Record<string, { gst: string; letters: string }> = {
  Maharashtra: { gst: '27', letters: 'MH' },
  Karnataka: { gst: '29', letters: 'KA' },
  Gujarat: { gst: '24', letters: 'GJ' },
  Goa: { gst: '30', letters: 'GA' },
  Delhi: { gst: '07', letters: 'DL' },
  'Tamil Nadu': { gst: '33', letters: 'TN' },
  Kerala: { gst: '32', letters: 'KL' },
  Rajasthan: { gst: '08', letters: 'RJ' },
  'Madhya Pradesh': { gst: '23', letters: 'MP' },
  'Uttar Pradesh': { gst: '09', letters: 'UP' },
  'West Bengal': { gst: '19', letters: 'WB' },
};

const CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN, computed from the first 14 (the GST network's check: weights 1, 2 alternately, base 36). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARACTERS.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARACTERS[(36 - (sum % 36)) % 36];
}

/** Written in capitals without spaces, as the certificate prints it: the form to suggest when that is all that is wrong. */
const tidy = (value: string) => value.replace(/\s+/g, '').toUpperCase();

const GSTIN_FORM =
  '15 characters: the state code (2 digits), the PAN (5 letters, 4 digits, 1 letter), 1 letter or digit, Z, and a check character';

export function gstinProblem(gstin: string, state?: { gst: string; name: string }): Coded | undefined {
  const t = tidy(gstin);
  if (!/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/.test(t)) {
    return problem('FACT022', { gstin, GSTIN_FORM });
  }
  if (t !== gstin) return problem('FACT023', { typed: gstin, t });
  if (state && t.slice(0, 2) !== state.gst) {
    return problem('FACT024', { code: t.slice(0, 2), name: state.name, gst: state.gst });
  }
  const check = gstinCheckCharacter(t);
  if (t[14] !== check) {
    return problem('FACT025', { gstin, check });
  }
  return undefined;
}

const CIN_PARTS: { from: number; to: number; form: RegExp; what: string }[] = [
  { from: 1, to: 1, form: /^[LU]$/, what: 'L for a listed company or U for an unlisted one' },
  { from: 2, to: 6, form: /^\d{5}$/, what: 'the industry code, 5 digits' },
  { from: 7, to: 8, form: /^[A-Z]{2}$/, what: 'the state, 2 letters (MH for Maharashtra)' },
  { from: 9, to: 12, form: /^(18|19|20)\d{2}$/, what: 'the year of incorporation, 4 digits' },
  { from: 13, to: 15, form: /^[A-Z]{3}$/, what: 'the kind of company, 3 letters (PTC for a private limited company)' },
  { from: 16, to: 21, form: /^\d{6}$/, what: 'the registration number, 6 digits' },
];
const CIN_FORM =
  '21 characters: L or U, 5 digits, 2 letters for the state, 4 digits for the year, 3 letters for the kind of company and 6 digits (such as U72200MH2014PTC123456)';

export function cinProblem(cin: string, state?: { letters: string; name: string }): Coded | undefined {
  const t = tidy(cin);
  if (t.length !== 21) return problem('FACT026', { cin, tCount: t.length, CIN_FORM });
  for (const part of CIN_PARTS) {
    const piece = t.slice(part.from - 1, part.to);
    if (!part.form.test(piece)) {
      const where = part.from === part.to ? `character ${part.from}` : `characters ${part.from}–${part.to}`;
      return problem('FACT027', { where, cin, piece, what: part.what, CIN_FORM });
    }
  }
  if (t !== cin) return problem('FACT028', { typed: cin, t });
  if (Number(t.slice(8, 12)) > new Date().getFullYear()) return problem('FACT029', { year: t.slice(8, 12) });
  if (state && t.slice(6, 8) !== state.letters) {
    return problem('FACT030', { written: t.slice(6, 8), name: state.name, letters: state.letters });
  }
  return undefined;
}

export function udyamProblem(udyam: string, state?: { letters: string; name: string }): Coded | undefined {
  const t = udyam.trim().toUpperCase();
  const parts = /^UDYAM[\s-]*([A-Z]{2})[\s-]*(\d{2})[\s-]*(\d{7})$/.exec(t);
  if (!parts) return problem('FACT031', { udyam });
  const written = `UDYAM-${parts[1]}-${parts[2]}-${parts[3]}`;
  if (written !== udyam) return problem('FACT032', { typed: udyam, written });
  if (state && parts[1] !== state.letters)
    return problem('FACT033', { parts: parts[1], name: state.name, letters: state.letters });
  return undefined;
}

const isOwner = (value: string | undefined) => value === OWNER;
/** A value that still holds the placeholder with something else ("OWNER: fill in"): the placeholder is the whole value. */
const halfFilled = (value: string | undefined) => value !== undefined && value !== OWNER && value.includes(OWNER);

/**
 * Checks the trust details and leaves in `facts` only what may be shown: numbers filled in and of the right form,
 * certificates and empanelments filled in and not past their last valid day (`today`, YYYY-MM-DD).
 */
export function checkRegistrations(
  facts: Facts,
  report: Report,
  warn: Report,
  today = new Date().toISOString().slice(0, 10),
): void {
  const known = STATES[facts.address.region];
  const state = known && { ...known, name: facts.address.region };
  const reg = facts.registrations;
  if (reg) {
    const checks: [keyof typeof reg, ((v: string) => Coded | undefined) | undefined][] = [
      ['cin', (v) => cinProblem(v, state)],
      ['gstin', (v) => gstinProblem(v, state)],
      ['udyam', (v) => udyamProblem(v, state)],
      ['gemSellerId', undefined],
    ];
    for (const [field, check] of checks) {
      const value = reg[field];
      if (value === undefined) continue;
      if (halfFilled(value)) report(['site', 'registrations', field], problem('FACT012'));
      else if (!isOwner(value)) {
        const found = check?.(value);
        if (found) report(['site', 'registrations', field], found);
      }
      if (isOwner(value)) delete reg[field];
    }
    if (!Object.keys(reg).length) delete facts.registrations;
  }

  /** Entries filled in and still valid; a half-filled or lapsed one is warned at its line. */
  const shown = <T extends { validUntil?: string }>(
    list: T[] | undefined,
    key: 'certificates' | 'empanelments',
    fields: (keyof T)[],
    what: (e: T) => string,
  ): T[] | undefined => {
    if (!list) return undefined;
    const kept = list.filter((entry, i) => {
      const present = fields.filter((f) => entry[f] !== undefined);
      const owner = present.filter((f) => isOwner(entry[f] as string | undefined));
      present.forEach((f) => {
        if (halfFilled(entry[f] as string | undefined)) report(['site', key, i, f as string], problem('FACT013'));
      });
      if (owner.length === present.length) return false; // a placeholder, as it came
      if (owner.length) {
        warn(
          ['site', key, i, owner[0] as string],
          problem('FACT014', {
            entry: what(entry),
            fields: owner.map(String).join(', '),
            verb: owner.length === 1 ? 'is' : 'are',
          }),
        );
        return false;
      }
      const notADay = entry.validUntil !== undefined && dayNotOnCalendar('"validUntil"', entry.validUntil);
      if (notADay) {
        report(['site', key, i, 'validUntil'], notADay);
        return false;
      }
      if (entry.validUntil !== undefined && entry.validUntil < today) {
        warn(
          ['site', key, i, 'validUntil'],
          problem('FACT015', {
            entry: what(entry),
            validUntil: entry.validUntil,
            what: key === 'certificates' ? 'certificate' : 'empanelment',
          }),
        );
        return false;
      }
      return true;
    });
    return kept;
  };
  const certificates = shown(
    facts.certificates,
    'certificates',
    ['number', 'issuer', 'validUntil'],
    (c) => `the certificate "${c.name}"`,
  );
  if (certificates?.length) facts.certificates = certificates;
  else delete facts.certificates;
  const empanelments = shown(facts.empanelments, 'empanelments', ['body', 'category', 'since', 'validUntil'], (e) =>
    isOwner(e.body) ? 'this empanelment' : `the empanelment with ${e.body}`,
  );
  if (empanelments?.length) facts.empanelments = empanelments;
  else delete facts.empanelments;
}
