// One place per fact: the office's address, its phone numbers, e-mail addresses, the chat number and the map live
// under site: once, and page text refers to them ($address, $phone:office…) instead of repeating them, so that a move
// of the office is one edit. This pass puts each fact's value where a text refers to it, refuses a reference to a fact
// that does not exist and a phone number without its country code, and warns where a text repeats a fact's value.
import type { SiteConfig } from '../../generated/site-types.ts';
import { problem, type Coded, nearMiss } from '../../core/problems.ts';
import type { Ref } from '../../content/schemaCheck.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import { getAt, setAt } from '../../content/dataPath.ts';
import { providerRules } from '../../shared/formProviders.ts';
import { digitsOf, isWrittenNumber, nationalDigits } from '../../shared/phoneNumbers.ts';

type Facts = SiteConfig['site'];

/**
 * A reference in text: $address, $address:city, $office:mumbai (another office's address), $phone:office, $email:info,
 * $chat, $forms (the name of the service the forms are sent to, site.forms.provider: the notice and the privacy policy).
 */
const REFERENCE = /\$(address|office|phone|email|chat|forms)(?::([A-Za-z][A-Za-z0-9]*))?/g;

/** What each part of the address is called after `$address:`. */
const ADDRESS_PARTS = ['street', 'city', 'region', 'postalCode', 'country'] as const;

/** The office's address on one line, from the street to the country ("…, Pune, Maharashtra 411045, India"). */
export function addressLine(a: Facts['address']): string {
  return [...a.lines, a.city, `${a.region} ${a.postalCode}`, a.country].join(', ');
}

function addressPart(a: Facts['address'], part: string | undefined): string | undefined {
  if (part === undefined) return addressLine(a);
  if (part === 'street') return a.lines.join(', ');
  const line = /^line([1-9])$/.exec(part);
  if (line) return a.lines[Number(line[1]) - 1];
  return (ADDRESS_PARTS as readonly string[]).includes(part) ? String(a[part as keyof typeof a]) : undefined;
}

const addressNames = (a: Facts['address']) => [
  'street',
  ...a.lines.map((_, i) => `line${i + 1}`),
  'city',
  'region',
  'postalCode',
  'country',
];

/** The number a phone id or the chat stands for. */
const chatNumber = (facts: Facts) => facts.chat.number ?? facts.phones.find((p) => p.id === facts.chat.phone)?.number;

/** The value a reference stands for, or why there is none. */
function factValue(
  facts: Facts,
  kind: string,
  name: string | undefined,
  reference: string,
): { value: string } | { problem: Coded } {
  if (kind === 'address') {
    const value = addressPart(facts.address, name);
    return value !== undefined
      ? { value }
      : {
          problem: problem('FACT001', {
            reference,
            name,
            suggestion: nearMiss(name!, addressNames(facts.address)),
            parts: addressNames(facts.address)
              .map((n) => `$address:${n}`)
              .join(', '),
          }),
        };
  }
  if (kind === 'office') {
    const offices = facts.offices ?? [];
    const found = offices.find((o) => o.id === name);
    if (found) return { value: addressLine(found) };
    return {
      problem: offices.length
        ? problem('FACT020', {
            reference,
            name: name ?? '',
            suggestion: nearMiss(
              name ?? '',
              offices.map((o) => o.id),
            ),
            offices: offices.map((o) => `$office:${o.id}`).join(', '),
          })
        : problem('FACT021', { reference }),
    };
  }
  if (kind === 'forms')
    return { value: facts.forms.provider === 'own' ? facts.name : providerRules(facts.forms).label };
  if (kind === 'chat') {
    const value = chatNumber(facts);
    return value ? { value } : { problem: problem('FACT002', { reference }) };
  }
  const list: { id: string; value: string }[] =
    kind === 'phone'
      ? facts.phones.map((p) => ({ id: p.id, value: p.number }))
      : facts.emails.map((e) => ({ id: e.id, value: e.address }));
  const ids = list.map((x) => x.id);
  if (!name) return { problem: problem('FACT003', { reference, kind, ids: ids[0] }) };
  const found = list.find((x) => x.id === name);
  return found
    ? { value: found.value }
    : {
        problem: problem('FACT004', {
          reference,
          kind,
          name,
          suggestion: nearMiss(name, ids),
          choices: ids.map((id) => `$${kind}:${id}`).join(', '),
        }),
      };
}

/** Puts each fact's value where a text refers to it; `encode` for a web address (the map's). */
function substitute(text: string, facts: Facts, encode: boolean, problem: (found: Coded) => void): string {
  return text.replace(REFERENCE, (whole, kind: string, name: string | undefined) => {
    const found = factValue(facts, kind, name, whole);
    if ('problem' in found) {
      problem(found.problem);
      return whole;
    }
    return encode ? encodeURIComponent(found.value) : found.value;
  });
}

/**
 * A phone number written without its country code, with the form to write instead: an Indian mobile number (ten
 * digits from 6) or a landline with its 0 trunk prefix becomes +91 and the rest. Undefined when the number is fine.
 */
// The advice is part of FACT005's and FACT009's words (src/core/problems/catalogue.ts), which fix the number with the one it quotes.
export function numberWithoutCountryCode(number: string): string | undefined {
  const trimmed = number.trim();
  if (trimmed.startsWith('+')) return undefined;
  const digits = digitsOf(trimmed);
  if (/^[6-9]\d{9}$/.test(digits))
    return `write it with India's country code: "+91 ${digits.slice(0, 5)} ${digits.slice(5)}"`;
  if (/^0\d{10}$/.test(digits))
    return `write it with India's country code instead of the 0: "+91 ${trimmed.replace(/^0\s*/, '')}"`;
  if (/^91[6-9]\d{9}$/.test(digits))
    return `write it with a + before the country code: "+91 ${digits.slice(2, 7)} ${digits.slice(7)}"`;
  return 'write it with its country code after a +, such as "+91 98220 12345" for a number in India';
}

/**
 * An Indian number (+91) whose digits after the country code are not ten, as every Indian number's are (a mobile's ten,
 * or a landline's area code and number together): FACT040, with the number as it should be where the cause is plain
 * (the trunk 0 kept after +91). Undefined for a number of another country, or one with ten digits.
 */
function indianNumberProblem(number: string): Coded | undefined {
  const digits = digitsOf(number);
  if (!number.trim().startsWith('+91') || digits.length === 12) return undefined;
  const written = /^\s*\+91[\s-]*0[\s-]*(?=\d)/.exec(number);
  const fixed = digits.length === 13 && written ? `+91 ${number.slice(written[0].length).trim()}` : undefined;
  return problem('FACT040', { number, digits: digits.length - 2, ...(fixed ? { fixed } : {}) });
}

/** The mail services people in India write from, whose names a slip of a key turns into a domain no mail reaches. */
const MAIL_SERVICES = [
  'gmail.com',
  'yahoo.com',
  'yahoo.co.in',
  'outlook.com',
  'hotmail.com',
  'rediffmail.com',
  'icloud.com',
  'zohomail.in',
];
/** Other services' domains one slip from one of those: real addresses, never warned of. */
const OTHER_SERVICES = [
  'mail.com',
  'email.com',
  'ymail.com',
  'yahoo.in',
  'outlook.in',
  'zoho.com',
  'zoho.in',
  'live.com',
];
/** The endings a slip turns .com into. */
const COM_SLIPS = /\.(con|cmo|ocm|comm|cm|vom|xom)$/;

/** Whether `a` is `b` with one slip of a key: a letter wrong, left out or added, or two letters swapped. */
function oneSlip(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  const rest = (x: string, y: string) => a.slice(i + x.length) === b.slice(i + y.length);
  return (
    rest('x', 'x') || rest('', 'x') || rest('x', '') || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest('xx', 'xx'))
  );
}

/** An address whose domain is a mail service's name misspelt (gmail.con, gmial.com): the domain and what it meant. */
function misspeltMailDomain(address: string): { domain: string; meant: string } | undefined {
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const lower = domain.toLowerCase();
  if (MAIL_SERVICES.includes(lower) || OTHER_SERVICES.includes(lower)) return undefined;
  const mended = lower.replace(COM_SLIPS, '.com');
  const meant = MAIL_SERVICES.find((service) => service === mended || oneSlip(mended, service));
  if (meant) return { domain, meant };
  return mended !== lower ? { domain, meant: mended } : undefined;
}

/** Where a text repeats a fact's value: the value as typed and the reference to write instead. */
function repeatedFacts(text: string, facts: Facts): { typed: string; reference: string; what: string }[] {
  const found: { typed: string; reference: string; what: string }[] = [];
  const lower = text.toLowerCase();
  const a = facts.address;
  const whole = addressLine(a);
  if (lower.includes(whole.toLowerCase()))
    found.push({ typed: whole, reference: '$address', what: "the office's address (site.address)" });
  else {
    a.lines.forEach((line, i) => {
      // A line of a few letters ("B-12") could be anything; a named place ("Baner Road") is the office's.
      if (line.replace(/[^\p{L}]/gu, '').length >= 6 && lower.includes(line.toLowerCase()))
        found.push({
          typed: line,
          reference: `$address:line${i + 1}`,
          what: `line ${i + 1} of the office's address (site.address)`,
        });
    });
    if (new RegExp(`(^|\\D)${a.postalCode}(\\D|$)`).test(text))
      found.push({
        typed: a.postalCode,
        reference: '$address:postalCode',
        what: "the office's postal code (site.address)",
      });
  }
  for (const e of facts.emails)
    if (lower.includes(e.address.toLowerCase()))
      found.push({
        typed: e.address,
        reference: `$email:${e.id}`,
        what: `the e-mail address "${e.id}" of site.emails`,
      });
  for (const run of text.match(/\+?\d[\d ()-]{6,}\d/g) ?? []) {
    const digits = nationalDigits(run);
    if (digits.length < 8) continue;
    const phone = facts.phones.find((p) => digitsOf(p.number).endsWith(digits));
    if (phone)
      found.push({
        typed: run,
        reference: `$phone:${phone.id}`,
        what: `the phone number "${phone.id}" of site.phones`,
      });
    else if (facts.chat.number && digitsOf(facts.chat.number).endsWith(digits))
      found.push({ typed: run, reference: '$chat', what: 'the chat number (site.chat)' });
  }
  return found;
}

/** Texts and web addresses under site: that are the facts themselves, not text about them. */
const isFact = (at: DataPath) =>
  at[0] === 'site' &&
  (at[1] === 'address' ||
    at[1] === 'offices' ||
    at[1] === 'phones' ||
    at[1] === 'emails' ||
    (at[1] === 'chat' && at[2] !== 'message'));
/** The map's web addresses may refer to the address too (its place on the maps service): put there URL-encoded. */
const isMapAddress = (at: DataPath) =>
  at[0] === 'site' && at[1] === 'map' && (at[2] === 'embedUrl' || at[2] === 'linkUrl');

/**
 * An office's or the chat's `phone:` that names no phone of site.phones: a number written there (FACT043, with what
 * to write), or an id that is not there (FACT006, with the id nearest it).
 */
function unknownPhone(phone: string, facts: Facts, chat?: true): Coded {
  const ids = facts.phones.map((p) => p.id);
  return isWrittenNumber(phone)
    ? problem('FACT043', { phone, ids: ids.join(', '), ...(chat ? { chat } : {}) })
    : problem('FACT006', { phone, suggestion: nearMiss(phone, ids) });
}

/**
 * The site with every reference to a fact replaced by its value (a copy; `site` is left as it is), after the facts
 * themselves are checked. Texts are found by the schema's marks (`refs`), so a translation's text, resolved from its
 * own copy of the site, gets the same facts in its own language's address.
 */
export function applyFacts(
  site: SiteConfig,
  refs: Ref[],
  report: (at: DataPath, problem: Coded) => void,
  warn: (at: DataPath, problem: Coded) => void,
): SiteConfig {
  const facts = site.site;
  const thisYear = new Date().getFullYear();
  if (facts.foundingYear > thisYear) {
    const year = String(facts.foundingYear);
    const swapped = `${year.slice(0, 2)}${year[3]}${year[2]}`;
    report(
      ['site', 'foundingYear'],
      problem('FACT042', { year, thisYear, ...(Number(swapped) <= thisYear ? { swapped } : {}) }),
    );
  }
  facts.phones.forEach((p, i) => {
    const fix = numberWithoutCountryCode(p.number);
    if (fix) report(['site', 'phones', i, 'number'], problem('FACT005', { number: p.number, fix }));
    const digits = indianNumberProblem(p.number);
    if (digits) report(['site', 'phones', i, 'number'], digits);
  });
  facts.emails.forEach((e, i) => {
    const misspelt = misspeltMailDomain(e.address);
    if (misspelt) warn(['site', 'emails', i, 'address'], problem('FACT041', { address: e.address, ...misspelt }));
  });
  (facts.offices ?? []).forEach((o, i) => {
    if (o.phone !== undefined && !facts.phones.some((p) => p.id === o.phone))
      report(['site', 'offices', i, 'phone'], unknownPhone(o.phone, facts));
  });
  const chat = facts.chat;
  if (chat.number !== undefined && chat.phone !== undefined) report(['site', 'chat', 'phone'], problem('FACT007'));
  else if (chat.number === undefined && chat.phone === undefined)
    report(['site', 'chat'], problem('FACT008', { id: facts.phones[0].id }));
  else if (chat.phone !== undefined && !facts.phones.some((p) => p.id === chat.phone)) {
    report(['site', 'chat', 'phone'], unknownPhone(chat.phone, facts, true));
  } else if (chat.number !== undefined) {
    const fix = numberWithoutCountryCode(chat.number);
    // The chat service reads the first digits as the country: 98220 12345 would be a number in Greece (+98…).
    if (fix) report(['site', 'chat', 'number'], problem('FACT009', { number: chat.number, fix }));
    const digits = indianNumberProblem(chat.number);
    if (digits) report(['site', 'chat', 'number'], digits);
    const same = facts.phones.find((p) => digitsOf(p.number) === digitsOf(chat.number!));
    if (same) warn(['site', 'chat', 'number'], problem('FACT010', { id: same.id, number: chat.number }));
  }

  const out = structuredClone(site);
  if (out.site.chat.phone !== undefined) out.site.chat.number = chatNumber(out.site);
  for (const ref of refs) {
    const map = isMapAddress(ref.path);
    if ((ref.kind !== 'text' && !map) || isFact(ref.path)) continue;
    const value = getAt(out, ref.path);
    if (typeof value !== 'string') continue;
    const plain = value.replace(REFERENCE, '');
    const shown = map ? decodeURIComponent(plain.replace(/\+/g, ' ')) : plain;
    for (const r of repeatedFacts(shown, facts)) {
      warn(ref.path, problem('FACT011', { typed: r.typed, what: r.what, reference: r.reference, inAddress: map }));
    }
    if (value.includes('$'))
      setAt(
        out,
        ref.path,
        substitute(value, out.site, map, (found) => report(ref.path, found)),
      );
  }
  return out;
}
