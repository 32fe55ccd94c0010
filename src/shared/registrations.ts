// The registration numbers in the order every place shows them (the footer, a registrations section, the JSON-LD),
// with the UI word each is labelled with, and a last valid day written for people.
import type { SiteFacts } from '../generated/site-types.ts';
import type { UiKey } from './uiText.ts';

export const REGISTRATION_FIELDS = ['cin', 'gstin', 'udyam', 'gemSellerId'] as const satisfies readonly UiKey[];
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** The numbers filled in (the build has taken out those still OWNER), in order. */
export function registrationRows(
  site: Pick<SiteFacts, 'registrations'>,
): { field: RegistrationField; value: string }[] {
  return REGISTRATION_FIELDS.flatMap((field) => {
    const value = site.registrations?.[field];
    return value ? [{ field, value }] : [];
  });
}

/** "2027-03-31" as the page's language writes a date (31 March 2027), in the digits 0–9 in every language. */
export function dateText(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(`${lang}-IN`, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(new Date(`${iso}T00:00:00Z`));
}
