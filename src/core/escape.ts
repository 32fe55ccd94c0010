// The one escaper of text put into HTML or XML the code writes itself (the templates' React escapes its own): the
// five characters that could end a text or an attribute value, in double or single quotes, written as entities.
const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** `s` as HTML or XML text, or an attribute's value. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);
