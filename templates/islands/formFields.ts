// The two forms' fields. Names and option values are the form-collection service's contract: do not rename.
// The Position options of the application form come from site.yaml (the form section's `positions`).
import { POSITION_FIELD } from '../../src/shared/formNames';
import type { UiText } from '../../src/shared/uiText';

export { HONEYPOT } from '../../src/shared/formNames';

export interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'file';
  required: boolean;
  autoComplete?: string;
  hint?: string;
  /** Shown under the field when it is empty or cannot be taken as it is, in place of the browser's own words. */
  invalid?: string;
  options?: { value: string; label: string }[];
}

/**
 * A phone field is a text box with the phone keypad: HTML allows autocomplete="tel-national" (the number without +91,
 * what the pattern wants) only on a text box; type="tel" would take only "tel", the full international number.
 */
export const PHONE_RULES = { type: 'text', pattern: '[0-9]{10}', minLength: 10, maxLength: 10, inputMode: 'numeric' } as const;

/** The enquiry form's fields, labelled in the page's language (`ui`). */
export function contactFields(ui: UiText): Field[] {
  return [
    { name: 'Name', label: ui.fieldName, type: 'text', required: true, autoComplete: 'name', invalid: ui.errName },
    { name: 'Email', label: ui.fieldEmail, type: 'email', required: true, autoComplete: 'email', invalid: ui.errEmail },
    { name: 'company', label: ui.fieldCompany, type: 'text', required: true, autoComplete: 'organization', invalid: ui.errCompany },
    { name: 'Phone', label: ui.fieldPhone, type: 'tel', required: true, autoComplete: 'tel-national', hint: ui.hintPhone, invalid: ui.errPhone },
    { name: 'Message', label: ui.fieldMessage, type: 'textarea', required: true, invalid: ui.errMessage },
  ];
}

/** The application form's fields; `positions` are the Position options from site.yaml, placeholder first. */
export function applicationFields(positions: { value: string; label: string }[], ui: UiText): Field[] {
  return [
    { name: 'Client_Name', label: ui.fieldFullName, type: 'text', required: true, autoComplete: 'name', invalid: ui.errFullName },
    { name: 'Client_Mobile', label: ui.fieldMobile, type: 'tel', required: true, autoComplete: 'tel-national', hint: ui.hintPhone, invalid: ui.errPhone },
    { name: 'Client_Email', label: ui.fieldEmail, type: 'email', required: true, autoComplete: 'email', invalid: ui.errEmail },
    { name: 'Client_Qualification', label: ui.fieldQualification, type: 'text', required: false },
    { name: 'Address', label: ui.fieldAddress, type: 'textarea', required: true, autoComplete: 'street-address', invalid: ui.errAddress },
    { name: 'Permanent_Address', label: ui.fieldPermanentAddress, type: 'textarea', required: true, invalid: ui.errPermanentAddress },
    { name: 'Client_Experiance', label: ui.fieldExperience, type: 'text', required: true, hint: ui.hintExperience, invalid: ui.errExperience },
    { name: 'Client_Message', label: ui.fieldMessage, type: 'textarea', required: true, invalid: ui.errAbout },
    { name: POSITION_FIELD, label: ui.fieldPosition, type: 'select', required: false, options: positions },
    { name: 'RESUME', label: ui.fieldResume, type: 'file', required: true, invalid: ui.errResume },
  ];
}
