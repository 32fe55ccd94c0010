// A vacancy card's `position` is an option of the application form its link leads to, so that following the link
// selects it (src/browser/siteScript.ts). A position the form's `positions` do not list yet is added after them,
// labelled with the card's title: adding a vacancy is one card. One that looks like a listed value is a typo.
import type { FormSection } from '../../generated/site-types.ts';
import { nearMissByWords, problem, type Coded } from '../../core/problems.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import type { Part, Resolving } from './parts.ts';

export function checkPositions(r: Resolving, warn: (at: DataPath, problem: Coded) => void): void {
  const forms = new Map<string, FormSection>();
  const formParts = new Map<FormSection, Part<Record<string, unknown>>>();
  for (const entry of r.pages) {
    for (const part of entry.sections) {
      if (part.value.type !== 'form' || !part.value.id) continue;
      forms.set(`${entry.page.path}#${String(part.value.id)}`, part.value as unknown as FormSection);
      formParts.set(part.value as unknown as FormSection, part);
    }
  }
  const named = new Set<string>();
  // A vacancy past its closing day is left off: its card, and its option unless kept (keep: true).
  const today = new Date().toISOString().slice(0, 10);
  const closed = new Set<string>();
  for (const entry of r.pages) {
    for (const part of entry.sections) {
      if (part.value.type !== 'cards' || !Array.isArray(part.value.cards)) continue;
      const cards = part.value.cards as {
        closes?: string;
        posted?: string;
        position?: string;
        title?: string;
        id?: string;
      }[];
      const indexed = cards.map((card, n) => ({ card, n }));
      // A vacancy is listed to search engines as a job from the day it was posted (src/render/head.ts). Each
      // vacancy of a list has a position of its own, which its APPLY button chooses in the form.
      const positionOf = new Map<string, string | undefined>();
      for (const { card, n } of indexed) {
        if (card.position === undefined) continue;
        if (positionOf.has(card.position))
          warn(
            part.origin(['cards', n, 'position']),
            problem('FACT039', { position: card.position, earlier: positionOf.get(card.position) ?? '' }),
          );
        else positionOf.set(card.position, card.title);
        if (card.posted === undefined)
          warn(part.origin(['cards', n, 'title']), problem('FACT034', { title: card.title, today }));
        else if (card.closes !== undefined && card.posted > card.closes)
          r.report(
            part.origin(['cards', n, 'closes']),
            problem('FACT035', { posted: card.posted, closes: card.closes }),
          );
        else if (card.posted > today)
          warn(part.origin(['cards', n, 'posted']), problem('FACT044', { posted: card.posted, today }));
      }
      for (const { card, n } of indexed) {
        if (card.closes === undefined || card.closes >= today) continue;
        if (card.position) closed.add(card.position);
        if (card.id) r.closed.set(`${entry.page.path}#${card.id}`, card.closes);
        warn(part.origin(['cards', n, 'closes']), problem('FACT016', { closes: card.closes, title: card.title }));
      }
      // The open cards stay, each still reported at its own place in site.yaml, its marked values renumbered with it.
      const kept = indexed.filter(({ card }) => card.closes === undefined || card.closes >= today).map(({ n }) => n);
      if (kept.length === cards.length) continue;
      part.value.cards = kept.map((n) => cards[n]);
      const origin = part.origin;
      part.origin = (at) =>
        at[0] === 'cards' && typeof at[1] === 'number'
          ? origin(['cards', kept[at[1]] ?? at[1], ...at.slice(2)])
          : origin(at);
      part.refs = part.refs.flatMap((ref) => {
        if (ref.path[0] !== 'cards' || typeof ref.path[1] !== 'number') return [ref];
        const now = kept.indexOf(ref.path[1]);
        return now < 0 ? [] : [{ ...ref, path: ['cards', now, ...ref.path.slice(2)] }];
      });
    }
  }
  // The positions vacancies name: a new position close to one of them is another post (a vacancy copied from that
  // one, its position changed), not a misspelling of it.
  const vacancyCards = r.pages.flatMap((entry) =>
    entry.sections.flatMap((part) =>
      part.value.type === 'cards' && Array.isArray(part.value.cards)
        ? (part.value.cards as { position?: string }[])
        : [],
    ),
  );
  const ofVacancies = new Set(vacancyCards.map((card) => card.position));
  for (const entry of r.pages) {
    for (const part of entry.sections) {
      if (part.value.type !== 'cards' || !Array.isArray(part.value.cards)) continue;
      (part.value.cards as { position?: string; title?: string; link?: { to: string } }[]).forEach((card, n) => {
        if (card.position === undefined) return;
        const at = part.origin(['cards', n, 'position']);
        const to = card.link?.to ?? '';
        const form = forms.get(to.startsWith('#') ? entry.page.path + to : to);
        if (!form?.positions) {
          r.report(at, problem('FACT017', { to: to || 'missing' }));
          return;
        }
        const values = form.positions.map((p) => p.value);
        named.add(card.position);
        if (values.includes(card.position)) return;
        const suggestion = nearMissByWords(card.position, values);
        if (suggestion !== undefined && !ofVacancies.has(suggestion)) {
          r.report(
            at,
            problem('FACT018', { position: card.position, to, suggestion, title: card.title ?? card.position }),
          );
          return;
        }
        form.positions.push({ value: card.position, label: card.title ?? card.position });
      });
    }
  }
  // A closed vacancy's option goes with its card, unless kept or named by an open one.
  for (const form of formParts.keys()) {
    if (form.positions)
      form.positions = form.positions.filter(
        (p, i) => i === 0 || p.keep || !closed.has(p.value) || named.has(p.value),
      ) as typeof form.positions;
  }
  // An option no vacancy card names is a post not advertised now (its card deleted): a warning, unless kept on purpose.
  for (const [form, part] of formParts) {
    (form.positions ?? []).forEach((p, i) => {
      if (i === 0 || p.keep || named.has(p.value)) return;
      warn(part.origin(['positions', i, 'value']), problem('FACT019', { value: p.value, label: p.label }));
    });
  }
}

/**
 * Once the site names the service its forms go to (site.forms.provider): each form has its notice (India's DPDP Act),
 * a visitor without JavaScript has a thanks page to be sent back to, and Netlify's forms are not sent elsewhere.
 */
export function checkForms(
  r: Resolving,
  warn: (at: DataPath, problem: Coded) => void,
  report: (at: DataPath, problem: Coded, key?: boolean) => void,
): void {
  const forms = r.shared.site.value.forms;
  if (!forms.provider) return;
  if (forms.provider === 'netlify')
    for (const field of ['contact', 'application'] as const)
      if (forms[field]) report(r.shared.site.origin(['forms', field]), problem('FACT038', { field }), true);
  if (!forms.thanks)
    warn(r.shared.site.origin(['forms', 'provider']), problem('FACT037', { provider: forms.provider }));
  for (const entry of r.pages)
    for (const part of entry.sections)
      if (part.value.type === 'form' && !part.value.notice)
        warn(part.origin(['form']), problem('FACT036', { form: String(part.value.form) }));
}
