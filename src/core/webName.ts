// A file's name as every web host serves it alike: what an owner's file is renamed to (an upload in the editor, the
// advice for a photo named as a phone names it).

/**
 * The part of a file's name before its extension, as a web address can carry it: letters without their accents, in
 * small letters, each run of anything else one hyphen, at most 60 characters ("WhatsApp Image 2026-11-20 at 10.15.32"
 * → whatsapp-image-2026-11-20-at-10-15-32); empty when nothing of it is left.
 */
export const webFileStem = (stem: string) =>
  stem
    .normalize('NFKD')
    .replace(/[^\x00-\x7F]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
