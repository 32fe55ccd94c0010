// A vacancy card's `position` must be an option of the application form its link leads to, so that following the
// link can select it (src/browser/siteScript.ts).
import type { FormSection } from '../../generated/site-types';
import { didYouMean } from '../problems.ts';
import type { Resolving } from './parts.ts';

export function checkPositions(r: Resolving): void {
  const forms = new Map<string, FormSection>();
  for (const entry of r.pages) {
    for (const { value } of entry.sections) if (value.type === 'form' && value.id) forms.set(`${entry.page.path}#${value.id}`, value as unknown as FormSection);
  }
  for (const entry of r.pages) {
    for (const part of entry.sections) {
      if (part.value.type !== 'cards' || !Array.isArray(part.value.cards)) continue;
      (part.value.cards as { position?: string; link?: { to: string } }[]).forEach((card, n) => {
        if (card.position === undefined) return;
        const at = part.origin(['cards', n, 'position']);
        const to = card.link?.to ?? '';
        const form = forms.get(to.startsWith('#') ? entry.page.path + to : to);
        if (!form?.positions) { r.report(at, `a card with a "position" needs a link to an application form with positions (like /CareerPage#Apply_Now); its link is "${to || 'missing'}"`); return; }
        const values = form.positions.map((p) => p.value);
        if (!values.includes(card.position)) r.report(at, `the position "${card.position}" is not an option of the form at "${to}"${didYouMean(card.position, values)}; options: ${values.join(', ')}`);
      });
    }
  }
}
