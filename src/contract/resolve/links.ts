// Pass 4: every link, page path and https address the schema marks is checked and, for links, turned into the
// address the page carries (phone:office → tel:…, a same-page /Page#id → #id).
import { chatHref, telHref } from '../../shared/links.ts';
import { problem, type Coded, nearPath, nearMiss } from '../../core/problems.ts';
import type { Ref } from '../../content/schemaCheck.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import type { Anchors } from './anchors.ts';
import { allParts, type Resolving } from './parts.ts';
import { getAt, setAt } from '../../content/dataPath.ts';
import { INLINE_LINK } from '../../shared/textBlocks.ts';
import { SEARCH_IDS } from '../../shared/templateIds.ts';
import { DOWNLOAD } from './downloads.ts';
import { aliasAddress } from '../ids.ts';

const SEARCH_ID_LIST: string[] = Object.values(SEARCH_IDS);

const CHARACTER_NAMES: Record<string, string> = {
  ';': 'a semicolon',
  "'": 'a quote',
  '"': 'a quote',
  '<': 'an angle bracket',
  '>': 'an angle bracket',
  '\\': 'a backslash',
};

/** An https address that may stand in a header (CSP sources): a real host, nothing that could end a directive. */
export function httpsProblem(value: string): Coded | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return problem('LINK015', { value });
  }
  if (url.protocol !== 'https:') return problem('LINK016', { value });
  // A comma stays: only an address's origin goes into a header, and a maps service's addresses carry commas.
  const unsafe = /[\s;'"<>\\]/.exec(value);
  if (unsafe)
    return problem('LINK017', {
      value,
      character: CHARACTER_NAMES[unsafe[0]] ?? 'a space',
      ...(/^[^;'"<>\\]*$/.test(value) ? { fixed: value.replace(/\s+/g, '%20') } : {}),
    });
  if (!/^([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9]$/i.test(url.hostname))
    return problem('LINK018', { value });
  if (url.username || url.password) return problem('LINK019', { value });
  return undefined;
}

/**
 * What a sentence puts after an address and a copy takes with it: its full stop, comma, quote, or a closing bracket the
 * address opened none for (Wikipedia's addresses have both).
 */
function sentenceEnding(address: string): string {
  let end = address.length;
  const count = (c: string) => address.slice(0, end).split(c).length - 1;
  while (end > 0) {
    const c = address[end - 1];
    if (`.,;:!?'"’”`.includes(c) || (c === ')' && count(')') > count('('))) end--;
    else break;
  }
  return address.slice(end);
}

/** [words](an address with a space in it): what an owner writes for a file saved as "Company Profile 2026.pdf". */
const SPACED_LINK = /\[([^\]\n]+)\]\(([^()\n]*\S\s+\S[^()\n]*)\)/g;
/** What a link written inside text may lead to: what a link field may (schemas/site.schema.json, Target). */
const INLINE_TARGET =
  /^(\/downloads\/[A-Za-z0-9_.-]+|\/[A-Za-z0-9_-]*(#[A-Za-z][A-Za-z0-9_-]*)?|#[A-Za-z][A-Za-z0-9_-]*|https?:\/\/[^\s"<>]+|mailto:[^\s"<>]+|phone:[a-z][a-zA-Z0-9]*|email:[a-z][a-zA-Z0-9]*|chat:\S{0,200})$/;

export function resolveLinks(
  r: Resolving,
  anchors: Anchors,
  warn: (at: DataPath, problem: Coded) => void = () => {},
  download?: (to: string) => Coded | undefined,
): void {
  const { site } = r.site;
  const paths = r.pages.map((p) => p.page.path);
  const phoneIds = site.phones.map((p) => p.id);
  const emailIds = site.emails.map((e) => e.id);
  // The old addresses pages keep (aliases:): a link still naming one, left by a rename in a text editor, is followed.
  const renamedTo = new Map<string, string>();
  for (const { page } of r.pages)
    for (const alias of page.aliases ?? []) renamedTo.set(aliasAddress(alias) ?? alias, page.path);

  // The site's own host, with and without "www.": an address on it is one of the site's own pages or files.
  const ownHost = new URL(site.origin).hostname.replace(/^www\./, '');
  /** The path (with its query and anchor) of an http(s) address on the site's own host; undefined for any other. */
  const ownPath = (to: string): string | undefined => {
    if (!/^https?:\/\//i.test(to) || !URL.canParse(to)) return undefined;
    const url = new URL(to);
    return url.hostname.replace(/^www\./, '') === ownHost ? `${url.pathname}${url.search}${url.hash}` : undefined;
  };

  /** The address a link target becomes, or undefined when it leads nowhere (reported). */
  const hrefOf = (to: string, at: DataPath, currentPath: string | null): string | undefined => {
    if (DOWNLOAD.test(to)) {
      // A file under public/downloads/: checked (type, contents, size) and published as it is.
      const problem = download?.(to);
      if (problem) {
        r.report(at, problem);
        return undefined;
      }
      return to;
    }
    if (to.startsWith('/') || to.startsWith('#')) {
      const [p, anchor] = to.split('#') as [string, string | undefined];
      const target = p === '' ? currentPath : p;
      if (target === null) {
        r.report(at, problem('LINK001', { to, anchor }));
        return undefined;
      }
      // A page left out for a mistake of its own (reported there) is not a second mistake in every link to it.
      if (!anchors.has(target)) {
        const renamed = renamedTo.get(target);
        if (renamed && anchors.has(renamed)) {
          warn(at, problem('LINK021', { to, target, page: renamed }));
          return hrefOf(renamed + (anchor === undefined ? '' : `#${anchor}`), at, currentPath);
        }
        if (r.drafts.has(target)) r.report(at, problem('LINK002', { to, target }));
        else if (!r.leftOut.has(target))
          r.report(at, problem('LINK003', { to, target, suggestion: nearPath(target, paths) }));
        return undefined;
      }
      const closedOn = anchor ? r.closed.get(`${target}#${anchor}`) : undefined;
      if (closedOn) {
        r.report(at, problem('LINK004', { to, closedOn, target }));
        return undefined;
      }
      if (anchor && !anchors.get(target)!.has(anchor) && !r.pages.find((p) => p.page.path === target)?.incomplete) {
        // The search dialog's ids are on every page, and no place to send a reader: not offered.
        const ids = [...anchors.get(target)!].filter((id) => !SEARCH_ID_LIST.includes(id));
        const suggestion = nearPath(anchor, ids);
        r.report(
          at,
          problem('LINK005', { to, target, anchor, ...(suggestion !== undefined ? { suggestion } : {}), ids }),
        );
        return undefined;
      }
      // On its own page a link to an anchor is just the anchor: following it never reloads the page.
      return anchor && target === currentPath ? `#${anchor}` : to;
    }
    const [scheme, rest] = [to.slice(0, to.indexOf(':')), to.slice(to.indexOf(':') + 1)];
    if (scheme === 'phone') {
      const phone = site.phones.find((x) => x.id === rest);
      if (!phone) {
        r.report(at, problem('LINK006', { rest, suggestion: nearMiss(rest, phoneIds) }));
        return undefined;
      }
      return telHref(phone.number);
    }
    if (scheme === 'email') {
      const email = site.emails.find((x) => x.id === rest);
      if (!email) {
        r.report(at, problem('LINK007', { rest, suggestion: nearMiss(rest, emailIds) }));
        return undefined;
      }
      return `mailto:${email.address}`;
    }
    if (scheme === 'chat') return chatHref(site.chat.baseUrl, site.chat.number ?? '', rest || site.chat.message);
    const path = ownPath(to);
    if (path !== undefined) {
      r.report(at, problem('LINK023', { to, path }));
      return undefined;
    }
    if (scheme === 'https') {
      const problem = httpsProblem(to);
      if (problem) {
        r.report(at, problem);
        return undefined;
      }
    }
    // "https://example.in/about." copied from a sentence: the full stop goes with it, and the other site may have no
    // such page.
    const ending = scheme === 'https' || scheme === 'http' ? sentenceEnding(to) : '';
    if (ending) warn(at, problem('LINK022', { to, ending, meant: to.slice(0, -ending.length) }));
    if (scheme === 'http') {
      // A partner's site with no https at all is still worth a link, opened in a new tab as any other site's is.
      const secure = `https:${rest}`;
      const found = httpsProblem(secure);
      // Said of the address as written (it starts with https:// once secure, so "must start with https://" is never said).
      if (found) {
        r.report(at, problem(found.code as 'LINK015', { value: to }));
        return undefined;
      }
      warn(at, problem('LINK008', { to, secure }));
    }
    return to;
  };

  const check = (ref: Ref, at: DataPath, currentPath: string | null): string | undefined => {
    if (ref.kind === 'link') return hrefOf(ref.value, at, currentPath);
    if (ref.kind === 'page' && r.drafts.has(ref.value)) r.report(at, problem('LINK009', { value: ref.value }));
    else if (ref.kind === 'page' && !paths.includes(ref.value) && !r.leftOut.has(ref.value))
      r.report(at, problem('LINK010', { value: ref.value, suggestion: nearPath(ref.value, paths) }));
    if (ref.kind === 'https') {
      const problem = httpsProblem(ref.value);
      if (problem) r.report(at, problem);
    }
    return undefined;
  };

  for (const part of allParts(r)) {
    for (const ref of part.refs) {
      const at = part.origin(ref.path);
      if (ref.links) {
        // Links written inside text ([words](to)): each checked and resolved as a link field is.
        const text = getAt(part.value, ref.path) as string;
        // A link whose address has spaces (a file named as it was saved) is no link: the page would show it as typed.
        for (const [whole, words, to] of text.matchAll(SPACED_LINK)) {
          const hyphened = to.trim().replace(/\s+/g, '-');
          const file = /\.\w+$/.test(hyphened) && hyphened.startsWith('/');
          // A file keeps its words, joined by hyphens; a page is the page whose path is nearest ("/Website Development").
          const [path, anchor] = to.trim().split('#') as [string, string | undefined];
          const page = file ? undefined : nearPath(path.replace(/\s+/g, ''), paths);
          const named = page ? `${page}${anchor === undefined ? '' : `#${anchor.replace(/\s+/g, '_')}`}` : hyphened;
          r.report(
            at,
            problem('LINK020', {
              whole,
              fixed: `[${words}](${named})`,
              rename: file ? `public${to.trim()}` : '',
              name: file ? named.slice(named.lastIndexOf('/') + 1) : '',
            }),
          );
        }
        const resolved = text.replace(INLINE_LINK, (whole, words: string, to: string) => {
          if (!INLINE_TARGET.test(to)) {
            r.report(at, problem('LINK011', { whole }));
            return whole;
          }
          const href = hrefOf(to, at, part.page?.page.path ?? null);
          return href === undefined ? whole : `[${words}](${href})`;
        });
        if (resolved !== text) setAt(part.value, ref.path, resolved);
        continue;
      }
      const href = check(ref, at, part.page?.page.path ?? null);
      if (href !== undefined && href !== ref.value) setAt(part.value, ref.path, href);
    }
  }

  // The mailboxes the own receiver's e-mails go to (site.forms.mail).
  for (const form of ['contact', 'application'] as const) {
    const email = site.forms.mail?.[form];
    if (email !== undefined && !emailIds.includes(email))
      r.report(['site', 'forms', 'mail', form], problem('LINK013', { email, suggestion: nearMiss(email, emailIds) }));
  }
  site.contacts.forEach((c, i) => {
    if (!phoneIds.includes(c.phone))
      r.report(
        ['site', 'contacts', i, 'phone'],
        problem('LINK012', { phone: c.phone, suggestion: nearMiss(c.phone, phoneIds) }),
      );
    if (!emailIds.includes(c.email))
      r.report(
        ['site', 'contacts', i, 'email'],
        problem('LINK013', { email: c.email, suggestion: nearMiss(c.email, emailIds) }),
      );
  });
}
