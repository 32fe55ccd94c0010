// How phone numbers and the chat number become links; used by the resolver and the templates alike.

export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, '')}`;
}

/** The chat link: base address + the number with non-word characters removed + an optional URL-encoded message. */
export function chatHref(baseUrl: string, number: string, message?: string): string {
  const digits = number.replace(/\W/g, '');
  return message ? `${baseUrl}${digits}?text=${encodeURIComponent(message)}` : `${baseUrl}${digits}`;
}
