// How the site reads a phone number wherever one is written: the digits of it, the same number told apart from its
// country code or trunk 0, and what looks like a number where an id (phone:) goes. The schema check (a link that
// dials a number) and the facts' checks (a number where an office's or the chat's phone id goes) both read numbers so.

/** The digits of a phone number as written, without spaces, brackets, dashes or +. */
export const digitsOf = (written: string) => written.replace(/\D/g, '');

/** An Indian number's ten digits without its country code (91) or trunk 0; any other number's digits as they are. */
export const nationalDigits = (written: string) => digitsOf(written).replace(/^(?:91|0)(?=\d{10}$)/, '');

/** The same phone written two ways (+91 98220 12345, 098220 12345, 9822012345). */
export const sameNumber = (a: string, b: string) => nationalDigits(a) === nationalDigits(b);

/** What a phone number looks like where it stands alone: a + maybe, then digits, spaces, brackets and dashes. */
export const WRITTEN_NUMBER = String.raw`\+?[\d\s()-]{6,}`;

const WRITTEN_NUMBER_ALONE = new RegExp(`^${WRITTEN_NUMBER}$`);
/** A value that is a phone number, not a phone's id (ids start with a letter). */
export const isWrittenNumber = (value: string) => WRITTEN_NUMBER_ALONE.test(value);
