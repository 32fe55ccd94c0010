// Which résumé files are taken: told by their leading bytes, and the name must agree, so a photo or a program renamed
// to cv.pdf is refused. Pure and free of Node APIs: the form receiver checks uploads with it, and the site's form can
// check the same bytes in the browser before sending.

export type ResumeKind = 'pdf' | 'doc' | 'docx';

const SIGNATURES: Record<ResumeKind, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // "%PDF-"
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE compound file: Word 97–2003
  docx: [0x50, 0x4b, 0x03, 0x04], // "PK\x03\x04": a ZIP, as Office Open XML files are
};

/**
 * The media type a stored résumé is kept with: its kind's, as its bytes showed it, never the one the sender declared
 * (a "text/html" on a file that starts as a PDF would have it shown as a page wherever it is opened from storage).
 */
export const RESUME_MEDIA_TYPES: Record<ResumeKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** How many leading bytes resumeKind needs to see (more are ignored). */
export const RESUME_SIGNATURE_BYTES = 8;

/** The names a résumé may end with, as the file input's `accept` lists them. */
export const RESUME_EXTENSIONS = Object.keys(SIGNATURES).map((kind) => `.${kind}`);

/**
 * What the application form takes unless site.yaml says otherwise (site.forms.resumeMaxBytes, resumeTypes), and what
 * the local form receiver takes unless started with another size: 5 MB, any of the kinds above.
 */
export const RESUME_DEFAULTS = { maxBytes: 5 * 1024 * 1024, types: RESUME_EXTENSIONS };

/** The résumé's kind when its leading bytes are a PDF, DOC or DOCX and its name ends the same way; otherwise null. */
export function resumeKind(firstBytes: Uint8Array, filename: string): ResumeKind | null {
  const extension = /\.([a-z]+)$/i.exec(filename)?.[1].toLowerCase();
  if (!extension || !Object.hasOwn(SIGNATURES, extension)) return null;
  const kind = extension as ResumeKind;
  return SIGNATURES[kind].every((byte, i) => firstBytes[i] === byte) ? kind : null;
}
