// A product's brochure, generated from the page's own content so the Explore Brochure button never leads nowhere.
import { readFileSync } from 'node:fs';
import { textBlocks, withoutLinks } from '../../shared/textBlocks.ts';
// @pdf-lib/fontkit 1.1.1 was compiled to call a global regeneratorRuntime it does not ship, and its Indic shaper
// (Devanagari) does call it (pdf-lib issues #785, #1419): the runtime it was built for provides it.
import 'regenerator-runtime/runtime.js';
import fontkit, { type Font, type Glyph, type GlyphPosition, type GlyphRun } from '@pdf-lib/fontkit';
import {
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFOperator,
  PDFOperatorNames,
  beginText,
  endMarkedContent,
  endText,
  moveText,
  popGraphicsState,
  pushGraphicsState,
  rgb,
  setFillingColor,
  setFontAndSize,
  type Color,
  type PDFFont,
  type PDFPage,
} from 'pdf-lib';
import { fontFile, FONT_FILES, STAND_INS } from '../../media/brochureFont.ts';
import type { PageDescriptor, SiteLayout } from '../../contract/descriptorTypes.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const BLUE = rgb(0.07, 0.21, 0.36);
const TEAL = rgb(0.06, 0.49, 0.48);
const INK = rgb(0.11, 0.15, 0.2);

interface Shaped {
  glyphs: Glyph[];
  positions: GlyphPosition[];
}
interface Face {
  bytes: Uint8Array;
  font: Font;
  layout: (text: string) => Shaped;
  shaped: Map<string, Shaped>;
}
interface Typeface {
  face: Face;
  pdf: PDFFont;
}
let faces: { regular: Face; bold: Face } | undefined;

/** Read and parse the fonts once per process: a site may have hundreds of brochures. */
function loadFaces() {
  if (faces) return faces;
  const load = (file: string): Face => {
    const bytes = readFileSync(fontFile(file));
    const font = fontkit.create(bytes);
    const face: Face = { bytes, font, layout: font.layout.bind(font), shaped: new Map() };
    // pdf-lib encodes a line by laying it out itself; it must get the same glyphs as `shape` gives us.
    font.layout = (text: string) => shape(face, text) as GlyphRun;
    return face;
  };
  return (faces = { regular: load(FONT_FILES.regular), bold: load(FONT_FILES.bold) });
}

/** Spaces, Devanagari runs (with their joiners) and other runs: the pieces `shape` lays out one at a time. */
const TOKENS = /\s|[\p{scx=Deva}\u200C\u200D]+|[^\s\p{scx=Deva}\u200C\u200D]+/gu;

/**
 * fontkit shapes a whole string as one script (its first), so a line starting in English would leave ि after its
 * consonant. Shaping each word, and each script within a word, apart fixes that; shaping never joins across those
 * boundaries in Devanagari anyway. It also lets every brochure reuse the words shaped for the ones before:
 * fontkit takes up to a millisecond to shape a single word.
 */
function shape(face: Face, text: string): Shaped {
  const glyphs: Glyph[] = [];
  const positions: GlyphPosition[] = [];
  for (const token of text.match(TOKENS) ?? []) {
    let run = face.shaped.get(token);
    if (!run) face.shaped.set(token, (run = face.layout(token)));
    glyphs.push(...run.glyphs);
    positions.push(...run.positions);
  }
  return { glyphs, positions };
}

/** Characters the font cannot draw become visible stand-ins (never silently nothing) and are reported. */
function drawable(text: string, font: Font, missing: Set<string>): string {
  return text.replace(/\S/gu, (ch) => {
    if (font.hasGlyphForCodePoint(ch.codePointAt(0)!)) return ch;
    if (/\p{Default_Ignorable_Code_Point}/u.test(ch)) return ''; // invisible by definition (e.g. a variation selector)
    if (STAND_INS[ch]) return STAND_INS[ch];
    missing.add(ch);
    return '?';
  });
}

/** Width as the shaped line will be drawn (conjuncts, half forms and kerning included). */
function widthOf(text: string, { face }: Typeface, size: number): number {
  const { positions } = shape(face, text);
  return (positions.reduce((sum, p) => sum + p.xAdvance, 0) * size) / face.font.unitsPerEm;
}

/** `shape` works a word at a time, so a line is exactly as wide as its words and spaces. */
function wrap(text: string, typeface: Typeface, size: number, width: number): string[] {
  const space = widthOf(' ', typeface, size);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    let lineWidth = 0;
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const wordWidth = widthOf(word, typeface, size);
      if (line && lineWidth + space + wordWidth > width) {
        lines.push(line);
        line = '';
        lineWidth = 0;
      }
      lineWidth += (line ? space : 0) + wordWidth;
      line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines;
}

/**
 * pdf-lib's drawText places glyphs by their advance widths alone and so drops the font's positioning (GPOS): in
 * Devanagari, vowel signs such as ु and े would land beside their consonant and half forms would not tuck in.
 * This shows the same glyphs (pdf-lib encodes them, so subsetting and the ToUnicode map stay its job) with TJ
 * offsets from fontkit's layout. No vertical offsets: this font's Devanagari positioning has none.
 */
function drawLine(
  page: PDFPage,
  fontKey: PDFName,
  { face, pdf }: Typeface,
  text: string,
  x: number,
  y: number,
  size: number,
  color: Color,
) {
  const hex = pdf.encodeText(text).asString();
  const { glyphs, positions } = shape(face, text);
  if (hex.length !== 4 * glyphs.length)
    throw new Error(`brochure: pdf-lib and fontkit shaped ${JSON.stringify(text)} differently`);
  const toPdf = 1000 / face.font.unitsPerEm;
  const shown: (PDFHexString | number)[] = [];
  let run = '';
  let ahead = 0; // how far the viewer's pen will be past the shaped pen, in font units
  glyphs.forEach((glyph, i) => {
    const move = positions[i].xOffset - ahead;
    if (move) {
      if (run) shown.push(PDFHexString.of(run));
      shown.push(-move * toPdf);
      run = '';
    }
    run += hex.slice(4 * i, 4 * i + 4);
    ahead = positions[i].xOffset + glyph.advanceWidth - positions[i].xAdvance;
  });
  shown.push(PDFHexString.of(run));
  const show = PDFOperator.of(PDFOperatorNames.ShowTextAdjusted, [page.doc.context.obj(shown)]);
  // Devanagari glyphs sit in visual order (ि before its consonant); ActualText gives copy and search the typed order.
  const typed = /\p{scx=Deva}/u.test(text)
    ? [
        PDFOperator.of(PDFOperatorNames.BeginMarkedContentSequence, [
          PDFName.of('Span'),
          `<< /ActualText ${PDFHexString.fromText(text)} >>`,
        ]),
        show,
        endMarkedContent(),
      ]
    : [show];
  page.pushOperators(
    pushGraphicsState(),
    beginText(),
    setFillingColor(color),
    setFontAndSize(fontKey, size),
    moveText(x, y),
    ...typed,
    endText(),
    popGraphicsState(),
  );
}

/** The brochure PDF; characters its font cannot draw are reported through `warn` (and drawn as stand-ins). */
export async function brochurePdf(
  page: PageDescriptor,
  layout: SiteLayout,
  warn: (message: string) => void = console.warn,
): Promise<Uint8Array> {
  const product = page.product!;
  // The layout of the page's own language: its headings in that language (a Marathi brochure's in Marathi).
  const { site, ui } = layout;
  const doc = await PDFDocument.create();
  doc.setTitle(`${page.title} - ${site.shortName}`);
  doc.setAuthor(site.name);
  doc.setSubject(page.meta.description);
  doc.setCreator(site.name);
  // Fixed dates keep the file identical from build to build (cache-friendly, reproducible).
  doc.setCreationDate(new Date(Date.UTC(site.foundingYear, 0, 1)));
  doc.setModificationDate(new Date(Date.UTC(site.foundingYear, 0, 1)));
  const loaded = loadFaces();
  // pdf-lib parses the font bytes it is given; handing it the fonts parsed above skips that for every brochure.
  doc.registerFontkit({
    create: (bytes: Uint8Array) =>
      bytes === loaded.regular.bytes
        ? loaded.regular.font
        : bytes === loaded.bold.bytes
          ? loaded.bold.font
          : fontkit.create(bytes),
  });
  const regular: Typeface = { face: loaded.regular, pdf: await doc.embedFont(loaded.regular.bytes, { subset: true }) };
  const bold: Typeface = { face: loaded.bold, pdf: await doc.embedFont(loaded.bold.bytes, { subset: true }) };
  const width = A4[0] - 2 * MARGIN;
  const missing = new Set<string>();

  let pdfPage!: PDFPage;
  let keys!: Map<Typeface, PDFName>;
  let y = 0;
  const newPage = () => {
    pdfPage = doc.addPage(A4);
    keys = new Map([regular, bold].map((t) => [t, pdfPage.node.newFontDictionary(t.pdf.name, t.pdf.ref)]));
    y = A4[1] - MARGIN;
  };
  newPage();
  const ensure = (height: number) => {
    if (y - height < MARGIN + 30) newPage();
  };
  const write = (text: string, opts: { bold?: boolean; size?: number; color?: Color; gap?: number } = {}) => {
    const typeface = opts.bold ? bold : regular;
    const size = opts.size ?? 11;
    for (const line of wrap(drawable(text, typeface.face.font, missing), typeface, size, width)) {
      ensure(size * 1.45);
      drawLine(pdfPage, keys.get(typeface)!, typeface, line, MARGIN, y - size, size, opts.color ?? INK);
      y -= size * 1.45;
    }
    y -= opts.gap ?? 6;
  };

  pdfPage.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: TEAL });
  write(site.shortName.toUpperCase(), { bold: true, size: 10, color: TEAL, gap: 10 });
  write(page.title, { bold: true, size: 24, color: BLUE, gap: 4 });
  if (page.summary) write(page.summary, { size: 13, gap: 14 });
  for (const block of textBlocks(product.description)) {
    if (block.type === 'p') write(withoutLinks(block.text), { gap: 8 });
    else {
      block.items.forEach((item, i) =>
        write(`${block.type === 'ol' ? `${i + 1}.` : '-'}  ${withoutLinks(item)}`, { gap: 1 }),
      );
      y -= 7;
    }
  }
  if (product.users?.length) {
    write(ui.whoUsesIt, { bold: true, size: 14, color: BLUE, gap: 4 });
    for (const user of product.users) write(`-  ${user}`, { gap: 1 });
    y -= 8;
  }
  write(product.featuresHeading ?? ui.keyFeatures, { bold: true, size: 14, color: BLUE, gap: 4 });
  for (const feature of product.features) {
    write(feature.title, { bold: true, gap: 1 });
    if (feature.text) write(feature.text, { gap: 6 });
  }
  y -= 10;
  write(ui.footerContact, { bold: true, size: 14, color: BLUE, gap: 4 });
  write(
    `${site.name}, ${site.address.lines.join(', ')}, ${site.address.city} ${site.address.postalCode}, ${site.address.region}, ${site.address.country}`,
    { gap: 2 },
  );
  write(`${ui.phone} ${site.phones[0].number}  ·  ${site.emails[0].address}  ·  ${site.origin}${page.path}`, {
    gap: 2,
  });
  for (const ch of missing) {
    warn(
      `brochure ${page.path}: the font has no "${ch}" (U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}); drawn as "?"`,
    );
  }
  return doc.save({ useObjectStreams: true });
}
