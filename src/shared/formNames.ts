// Names of form controls that code outside the forms relies on. Kept apart from templates/islands/formFields.ts so
// the site script and the local form receiver can use them without pulling in the form's code.

/** A hidden field people never see or fill; a bot that fills it is thanked and ignored. Not a service field. */
export const HONEYPOT = 'website';

/** The application form's select that a vacancy's APPLY link fills in (src/browser/siteScript.ts). */
export const POSITION_FIELD = 'Position';
