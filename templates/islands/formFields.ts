// The two forms' fields. Names and option values are the form-collection service's contract: do not rename.
// The Position options of the application form come from site.yaml (the form section's `positions`).
import { POSITION_FIELD } from '../../src/shared/formNames';

export { HONEYPOT } from '../../src/shared/formNames';

export interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'file';
  required: boolean;
  autoComplete?: string;
  hint?: string;
  options?: { value: string; label: string }[];
}

/**
 * A phone field is a text box with the phone keypad: HTML allows autocomplete="tel-national" (the number without +91,
 * what the pattern wants) only on a text box; type="tel" would take only "tel", the full international number.
 */
export const PHONE_RULES = { type: 'text', pattern: '[0-9]{10}', minLength: 10, maxLength: 10, inputMode: 'numeric' } as const;

export const CONTACT_FIELDS: Field[] = [
  { name: 'Name', label: 'Your name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'Email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
  { name: 'company', label: 'Company or department', type: 'text', required: true, autoComplete: 'organization' },
  { name: 'Phone', label: 'Phone', type: 'tel', required: true, autoComplete: 'tel-national', hint: '10 digits, without +91 or 0' },
  { name: 'Message', label: 'Message', type: 'textarea', required: true },
];

/** The application form's fields; `positions` are the Position options from site.yaml, placeholder first. */
export function applicationFields(positions: { value: string; label: string }[]): Field[] {
  return [
    { name: 'Client_Name', label: 'Full name', type: 'text', required: true, autoComplete: 'name' },
    { name: 'Client_Mobile', label: 'Mobile', type: 'tel', required: true, autoComplete: 'tel-national', hint: '10 digits, without +91 or 0' },
    { name: 'Client_Email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
    { name: 'Client_Qualification', label: 'Qualification', type: 'text', required: false },
    { name: 'Address', label: 'Current address', type: 'textarea', required: true, autoComplete: 'street-address' },
    { name: 'Permanent_Address', label: 'Permanent address', type: 'textarea', required: true },
    { name: 'Client_Experiance', label: 'Experience', type: 'text', required: true, hint: 'In months or years, e.g. "18 months" or "2 years"; freshers write "Fresher"' },
    { name: 'Client_Message', label: 'Message', type: 'textarea', required: true },
    { name: POSITION_FIELD, label: 'Position', type: 'select', required: false, options: positions },
    { name: 'RESUME', label: 'Résumé', type: 'file', required: true },
  ];
}
