// The two forms' fields. Names and option values are the form-collection service's contract: do not rename.

export interface Field {
  name: string;
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea' | 'select' | 'file';
  required: boolean;
  autoComplete?: string;
  hint?: string;
  options?: { value: string; label: string }[];
}

const PHONE = { pattern: '[0-9]{10}', minLength: 10, maxLength: 10, inputMode: 'numeric' } as const;
export const PHONE_RULES = PHONE;

export const CONTACT_FIELDS: Field[] = [
  { name: 'Name', label: 'Your name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'Email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
  { name: 'company', label: 'Company or department', type: 'text', required: true, autoComplete: 'organization' },
  { name: 'Phone', label: 'Phone', type: 'tel', required: true, autoComplete: 'tel-national', hint: '10 digits, without +91 or 0' },
  { name: 'Message', label: 'Message', type: 'textarea', required: true },
];

export const POSITIONS = [
  { value: 'not_Select', label: 'Select Position' },
  { value: '.NET Developer', label: '.NET Developer' },
  { value: 'Full_Stack_React_JS_/_Node_JS', label: 'Full Stack React JS / Node JS' },
  { value: 'Application_Support_Engineer', label: 'Application Support Engineer' },
  { value: 'Business_Analyst', label: 'Business Analyst' },
  { value: 'Business_Development_Manager', label: 'Business Development Manager' },
  { value: 'React_Developer', label: 'React Developer' },
  { value: 'UI_/_UX_Designer', label: 'UI / UX Designer' },
  { value: 'QC_Engineer', label: 'QC Engineer' },
  { value: 'Digital_Marketing_Executive', label: 'Digital Marketing Executive' },
];

export const APPLICATION_FIELDS: Field[] = [
  { name: 'Client_Name', label: 'Full name', type: 'text', required: true, autoComplete: 'name' },
  { name: 'Client_Mobile', label: 'Mobile', type: 'tel', required: true, autoComplete: 'tel-national', hint: '10 digits, without +91 or 0' },
  { name: 'Client_Email', label: 'E-mail', type: 'email', required: true, autoComplete: 'email' },
  { name: 'Client_Qualification', label: 'Qualification', type: 'text', required: false },
  { name: 'Address', label: 'Current address', type: 'textarea', required: true, autoComplete: 'street-address' },
  { name: 'Permanent_Address', label: 'Permanent address', type: 'textarea', required: true },
  { name: 'Client_Experiance', label: 'Experience', type: 'text', required: true, hint: 'In months or years, e.g. "18 months" or "2 years"; freshers write "Fresher"' },
  { name: 'Client_Message', label: 'Message', type: 'textarea', required: true },
  { name: 'Position', label: 'Position', type: 'select', required: false, options: POSITIONS },
  { name: 'RESUME', label: 'Résumé', type: 'file', required: true },
];

/** A hidden field people never see or fill; a bot that fills it is thanked and ignored. Not a service field. */
export const HONEYPOT = 'website';

export const RESUME_DEFAULTS = { maxBytes: 5 * 1024 * 1024, types: ['.pdf', '.doc', '.docx'] };

// Vacancy card titles that differ from their Position option by more than spaces, slashes and underscores.
const VACANCY_ALIASES: Record<string, string> = { 'ASP .NET Developer': '.NET Developer' };
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The Position value for a vacancy card's title ("UI/UX Designer" → "UI_/_UX_Designer"), if there is one. */
export function positionForVacancy(title: string): string | undefined {
  const wanted = squash(VACANCY_ALIASES[title.trim()] ?? title);
  return POSITIONS.slice(1).find((p) => squash(p.value) === wanted || squash(p.label) === wanted)?.value;
}
