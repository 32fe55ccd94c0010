// The two forms' fields, labelled. Their names are the form-collection service's contract (src/shared/formContract.ts).
// The Position options of the application form come from site.yaml (the form section's `positions`).
import {
  APPLICANT_ADDRESS,
  APPLICANT_EMAIL,
  APPLICANT_EXPERIENCE,
  APPLICANT_MESSAGE,
  APPLICANT_MOBILE,
  APPLICANT_NAME,
  APPLICANT_PERMANENT_ADDRESS,
  APPLICANT_QUALIFICATION,
  CONTACT_COMPANY,
  CONTACT_EMAIL,
  CONTACT_MESSAGE,
  CONTACT_NAME,
  CONTACT_PHONE,
  POSITION_FIELD,
  RESUME_FIELD,
} from '../../src/shared/formContract.ts';
import type { UiText } from '../../src/shared/uiText.ts';

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
export const PHONE_RULES = {
  type: 'text',
  pattern: '[0-9]{10}',
  minLength: 10,
  maxLength: 10,
  inputMode: 'numeric',
} as const;

/** The enquiry form's fields, labelled in the page's language (`ui`). */
export function contactFields(ui: UiText): Field[] {
  return [
    {
      name: CONTACT_NAME,
      label: ui.fieldName,
      type: 'text',
      required: true,
      autoComplete: 'name',
      invalid: ui.errName,
    },
    {
      name: CONTACT_EMAIL,
      label: ui.fieldEmail,
      type: 'email',
      required: true,
      autoComplete: 'email',
      invalid: ui.errEmail,
    },
    {
      name: CONTACT_COMPANY,
      label: ui.fieldCompany,
      type: 'text',
      required: true,
      autoComplete: 'organization',
      invalid: ui.errCompany,
    },
    {
      name: CONTACT_PHONE,
      label: ui.fieldPhone,
      type: 'tel',
      required: true,
      autoComplete: 'tel-national',
      hint: ui.hintPhone,
      invalid: ui.errPhone,
    },
    { name: CONTACT_MESSAGE, label: ui.fieldMessage, type: 'textarea', required: true, invalid: ui.errMessage },
  ];
}

/** The application form's fields; `positions` are the Position options from site.yaml, placeholder first. */
export function applicationFields(positions: { value: string; label: string }[], ui: UiText): Field[] {
  return [
    {
      name: APPLICANT_NAME,
      label: ui.fieldFullName,
      type: 'text',
      required: true,
      autoComplete: 'name',
      invalid: ui.errFullName,
    },
    {
      name: APPLICANT_MOBILE,
      label: ui.fieldMobile,
      type: 'tel',
      required: true,
      autoComplete: 'tel-national',
      hint: ui.hintPhone,
      invalid: ui.errPhone,
    },
    {
      name: APPLICANT_EMAIL,
      label: ui.fieldEmail,
      type: 'email',
      required: true,
      autoComplete: 'email',
      invalid: ui.errEmail,
    },
    { name: APPLICANT_QUALIFICATION, label: ui.fieldQualification, type: 'text', required: false },
    {
      name: APPLICANT_ADDRESS,
      label: ui.fieldAddress,
      type: 'textarea',
      required: true,
      autoComplete: 'street-address',
      invalid: ui.errAddress,
    },
    {
      name: APPLICANT_PERMANENT_ADDRESS,
      label: ui.fieldPermanentAddress,
      type: 'textarea',
      required: true,
      invalid: ui.errPermanentAddress,
    },
    {
      name: APPLICANT_EXPERIENCE,
      label: ui.fieldExperience,
      type: 'text',
      required: true,
      hint: ui.hintExperience,
      invalid: ui.errExperience,
    },
    { name: APPLICANT_MESSAGE, label: ui.fieldMessage, type: 'textarea', required: true, invalid: ui.errAbout },
    { name: POSITION_FIELD, label: ui.fieldPosition, type: 'select', required: false, options: positions },
    { name: RESUME_FIELD, label: ui.fieldResume, type: 'file', required: true, invalid: ui.errResume },
  ];
}
