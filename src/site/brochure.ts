// A product's brochure, generated from the page's own content so the Explore Brochure button never leads nowhere.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { PageDescriptor, SiteLayout } from '../generated/site-types';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BLUE = rgb(0.07, 0.21, 0.36);
const TEAL = rgb(0.06, 0.49, 0.48);
const INK = rgb(0.11, 0.15, 0.2);

/** The standard PDF fonts only know Windows-1252; swap the few typographic characters our copy uses. */
function plain(text: string): string {
  return text
    .replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/[–—]/g, '-').replace(/→/g, '->').replace(/…/g, '...')
    .replace(/₹/g, 'Rs ').replace(/[^\x20-\x7E\xA0-\xFF\n]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of plain(text).split('\n')) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && line) { lines.push(line); line = word; }
      else line = next;
    }
    lines.push(line);
  }
  return lines;
}

export async function brochurePdf(page: PageDescriptor, layout: SiteLayout): Promise<Uint8Array> {
  const product = page.product!;
  const { site } = layout;
  const doc = await PDFDocument.create();
  doc.setTitle(`${page.title} - ${site.shortName}`);
  doc.setAuthor(site.name);
  doc.setSubject(page.meta.description);
  doc.setCreator(site.name);
  // Fixed dates keep the file identical from build to build (cache-friendly, reproducible).
  doc.setCreationDate(new Date(Date.UTC(site.foundingYear, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(site.foundingYear, 0, 1)));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const width = A4[0] - 2 * MARGIN;

  let pdfPage: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const ensure = (height: number) => {
    if (y - height < MARGIN + 30) { pdfPage = doc.addPage(A4); y = A4[1] - MARGIN; }
  };
  const write = (text: string, opts: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; gap?: number } = {}) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 11;
    for (const line of wrap(text, font, size, width)) {
      ensure(size * 1.45);
      pdfPage.drawText(line, { x: MARGIN, y: y - size, size, font, color: opts.color ?? INK });
      y -= size * 1.45;
    }
    y -= opts.gap ?? 6;
  };

  pdfPage.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: TEAL });
  write(site.shortName.toUpperCase(), { font: bold, size: 10, color: TEAL, gap: 10 });
  write(page.title, { font: bold, size: 24, color: BLUE, gap: 4 });
  if (page.summary) write(page.summary, { size: 13, gap: 14 });
  for (const paragraph of product.description.split(/\n\s*\n/)) write(paragraph.trim(), { gap: 8 });
  if (product.users?.length) {
    write('Who uses it', { font: bold, size: 14, color: BLUE, gap: 4 });
    for (const user of product.users) write(`-  ${user}`, { gap: 1 });
    y -= 8;
  }
  write(product.featuresHeading ?? 'Key features', { font: bold, size: 14, color: BLUE, gap: 4 });
  for (const feature of product.features) {
    write(feature.title, { font: bold, gap: 1 });
    if (feature.text) write(feature.text, { gap: 6 });
  }
  y -= 10;
  write('Talk to us', { font: bold, size: 14, color: BLUE, gap: 4 });
  write(`${site.name}, ${site.address.lines.join(', ')}, ${site.address.city} ${site.address.postalCode}, ${site.address.region}, ${site.address.country}`, { gap: 2 });
  write(`Phone ${site.phones[0].number}  ·  ${site.emails[0].address}  ·  ${site.origin}${page.path}`, { gap: 2 });
  return doc.save({ useObjectStreams: true });
}
