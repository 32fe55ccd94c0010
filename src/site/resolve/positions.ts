// A vacancy card's `position` is an option of the application form its link leads to, so that following the link
// selects it (src/browser/siteScript.ts). A position the form's `positions` do not list yet is added after them,
// labelled with the card's title: adding a vacancy is one card. One that looks like a listed value is a typo.
import type { FormSection } from '../../generated/site-types';
import { didYouMean } from '../problems.ts';
import type { DataPath } from '../yamlSource.ts';
import type { Part, Resolving } from './parts.ts';

export function checkPositions(r: Resolving, warn: (at: DataPath, message: string) => void): void {
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
  for (const entry of r.pages) {
    for (const part of entry.sections) {
      if (part.value.type !== 'cards' || !Array.isArray(part.value.cards)) continue;
      (part.value.cards as { position?: string; title?: string; link?: { to: string } }[]).forEach((card, n) => {
        if (card.position === undefined) return;
        const at = part.origin(['cards', n, 'position']);
        const to = card.link?.to ?? '';
        const form = forms.get(to.startsWith('#') ? entry.page.path + to : to);
        if (!form?.positions) { r.report(at, `a card with a "position" needs a link to an application form with positions (like /CareerPage#Apply_Now); its link is "${to || 'missing'}"`); return; }
        const values = form.positions.map((p) => p.value);
        named.add(card.position);
        if (values.includes(card.position)) return;
        const typo = didYouMean(card.position, values);
        if (typo) { r.report(at, `the position "${card.position}" is not an option of the form at "${to}"${typo}; a new value adds a new option`); return; }
        form.positions.push({ value: card.position, label: card.title ?? card.position });
      });
    }
  }
  // An option no vacancy card names is a post not advertised now (its card deleted): a warning, unless kept on purpose.
  for (const [form, part] of formParts) {
    (form.positions ?? []).forEach((p, i) => {
      if (i === 0 || p.keep || named.has(p.value)) return;
      warn(part.origin(['positions', i, 'value']), `no vacancy card names the position "${p.value}" (${p.label}), so visitors can apply for a post that is not advertised; delete this line, or write keep: true in it to keep the option for applications without a vacancy`);
    });
  }
}
