// The forms' contract with the form-collection service (site.forms) and the local form receiver (src/serve/formsReceiver.ts):
// the names the two forms send their fields under, the honeypot, the one field that carries a file, and the paths a
// receiver takes each form at. The fields' names and option values are the service's: do not rename. Plain string
// constants, so the browser's code (the site script, the form island) keeps only those it uses and nothing of Node.

/** Which form: the enquiry form or the job application form. */
export type FormId = 'contact' | 'application';

/**
 * The hidden field people never see or fill, as the own receiver and a custom service without a trap of its own name
 * it; each service's own trap is in src/shared/formProviders.ts.
 */
export const HONEYPOT = 'website';

/** The enquiry form's fields (templates/islands/formFields.ts labels them). */
export const CONTACT_NAME = 'Name';
export const CONTACT_EMAIL = 'Email';
export const CONTACT_COMPANY = 'company';
export const CONTACT_PHONE = 'Phone';
export const CONTACT_MESSAGE = 'Message';

/** The application form's fields. */
export const APPLICANT_NAME = 'Client_Name';
export const APPLICANT_MOBILE = 'Client_Mobile';
export const APPLICANT_EMAIL = 'Client_Email';
export const APPLICANT_QUALIFICATION = 'Client_Qualification';
export const APPLICANT_ADDRESS = 'Address';
export const APPLICANT_PERMANENT_ADDRESS = 'Permanent_Address';
/** Spelt as the service spells it. */
export const APPLICANT_EXPERIENCE = 'Client_Experiance';
export const APPLICANT_MESSAGE = 'Client_Message';
/** The application form's select that a vacancy's APPLY link fills in (src/browser/siteScript.ts). */
export const POSITION_FIELD = 'Position';
/** The one field that may carry a file: the applicant's résumé (what it may be: src/shared/resume.ts). */
export const RESUME_FIELD = 'RESUME';

/** The field of each form that holds the visitor's e-mail address: the reply-to of what arrives. */
export const EMAIL_FIELD: Record<FormId, string> = { contact: CONTACT_EMAIL, application: APPLICANT_EMAIL };

/** Where a receiver at a base address takes each form: `<base>/contact` and `<base>/apply` (src/contract/formEndpoints.ts). */
export const CONTACT_PATH = '/contact';
export const APPLY_PATH = '/apply';

/**
 * The settings of the own receiver's mailer Worker (workers/forms-mailer, its environment variables): the sender, and
 * the mailbox each form's e-mail goes to.
 */
export interface MailerVars {
  MAIL_FROM: string;
  CONTACT_TO: string;
  APPLICATION_TO: string;
}

/**
 * The mailer's settings from site.yaml's `site.forms.mail`: each form's mailbox is the address of its id in site.emails
 * (checked at validate, LINK013). Undefined when site.yaml names none.
 */
export function mailerVars(site: {
  forms: { mail?: { from: string; contact: string; application: string } };
  emails: { id: string; address: string }[];
}): MailerVars | undefined {
  const mail = site.forms.mail;
  if (!mail) return undefined;
  const address = (id: string) => site.emails.find((e) => e.id === id)!.address;
  return { MAIL_FROM: mail.from, CONTACT_TO: address(mail.contact), APPLICATION_TO: address(mail.application) };
}

/** The mailer's settings as wrangler's arguments (`wrangler deploy` and `wrangler dev` alike). */
export const wranglerVarArgs = (vars: Partial<MailerVars>): string[] =>
  Object.entries(vars).flatMap(([name, value]) => ['--var', `${name}:${value}`]);
