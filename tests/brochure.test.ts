import {
  PDFArray,
  type PDFDict,
  PDFDocument,
  PDFName,
  type PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
} from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { brochurePdf } from '../src/build/outputs/brochure.ts';
import { loadFixture } from './support/fixture.ts';
import { realSite } from './support/realSite.ts';

const TITLE = 'वाहन ट्रॅकिंग - Fleet Tracking';
const SUMMARY = 'पुणे महानगरपालिकेच्या वाहनांचे थेट स्थान आणि देखभाल, सुरक्षित आणि एकाच ठिकाणी.';
const ENGLISH =
  'The dispatcher’s “live map” shows every vehicle – bus, tanker or ambulance — on its route → next stop… Tracking costs ₹1,200 × 12 months; each driver’s résumé is on file with ‘verified’ status.';

/** The fixture's product page, retitled in Marathi and rewritten with the typographic characters our copy uses. */
function fleetTracking() {
  const { pages, layout } = loadFixture();
  const sopi = pages.find((p) => p.path === '/Sopi')!;
  const page = {
    ...sopi,
    title: TITLE,
    summary: SUMMARY,
    product: {
      ...sopi.product!,
      description: `${ENGLISH}\n\nवाहनाची स्थिती आणि इंधनाचा वापर दर मिनिटाला.`,
      users: ['Transport officers', 'डेपो व्यवस्थापक'],
      features: [{ title: 'Live map: वाहनाची स्थिती', text: 'Every vehicle, every 10 s ✓' }] as [
        { title: string; text: string },
      ],
    },
  };
  return { page, layout };
}

async function render() {
  const { page, layout } = fleetTracking();
  const warnings: string[] = [];
  const bytes = await brochurePdf(page, layout, (message) => warnings.push(message));
  return { bytes, warnings, layout };
}

/**
 * What a PDF reader gets from the brochure's text. `glyphs`: one array per drawn line of what each glyph stands for,
 * through its font's ToUnicode CMap, in drawn order (so Devanagari in visual order, ि first). `typed`: the ActualText
 * spans, which give lines with Devanagari back in typed order.
 */
async function readText(bytes: Uint8Array): Promise<{ glyphs: string[][]; typed: string[] }> {
  const doc = await PDFDocument.load(bytes);
  const resolve = (o: PDFObject | undefined) => (o instanceof PDFRef ? doc.context.lookup(o) : o);
  const inflate = (o: PDFObject | undefined) =>
    new TextDecoder('latin1').decode(decodePDFRawStream(resolve(o) as PDFRawStream).decode());
  const utf16 = (hex: string) => String.fromCharCode(...(hex.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  const glyphs: string[][] = [];
  const typed: string[] = [];
  for (const page of doc.getPages()) {
    const cmaps = new Map<string, Map<string, string>>();
    for (const [name, font] of (resolve(page.node.Resources()!.get(PDFName.of('Font'))) as PDFDict).entries()) {
      const cmap = inflate((resolve(font) as PDFDict).get(PDFName.of('ToUnicode')));
      cmaps.set(
        name.decodeText(),
        new Map(
          [...cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]*)>/gi)].map(([, code, text]) => [
            code.toLowerCase(),
            utf16(text),
          ]),
        ),
      );
    }
    const contents = resolve(page.node.get(PDFName.of('Contents')));
    const operators = (contents instanceof PDFArray ? contents.asArray() : [contents]).map(inflate).join('\n');
    let codes = new Map<string, string>();
    for (const [, font, actualText, shown] of operators.matchAll(
      /\/(\S+) [\d.]+ Tf|\/ActualText <FEFF([0-9A-F]*)>|\[([^\]]*)\] TJ/gi,
    )) {
      if (font) codes = cmaps.get(font)!;
      else if (actualText !== undefined) typed.push(utf16(actualText));
      else glyphs.push((shown.match(/[0-9a-f]{4}/gi) ?? []).map((code) => codes.get(code.toLowerCase()) ?? '\uFFFD'));
    }
  }
  return { glyphs, typed };
}

const drawnLines = async (bytes: Uint8Array) => (await readText(bytes)).glyphs.map((glyphs) => glyphs.join(''));
const sortedCodePoints = (text: string) => [...text].sort().join('');

describe('product brochure', () => {
  it('keeps every character of a Marathi title and summary', async () => {
    const lines = await drawnLines((await render()).bytes);
    expect(lines.join('')).not.toContain('\uFFFD');
    // Visual order is not typed order (ि comes before its consonant), so compare the characters themselves.
    expect(lines.map(sortedCodePoints)).toContain(sortedCodePoints(TITLE));
    const summary = lines.slice(
      lines.findIndex((l) => l.startsWith('पुणे')),
      lines.findIndex((l) => l.startsWith('The dispatcher')),
    );
    expect(sortedCodePoints(summary.join(' '))).toBe(sortedCodePoints(SUMMARY));
  });

  it('shapes Devanagari: ि before its consonant, conjuncts as one glyph', async () => {
    const { glyphs } = await readText((await render()).bytes);
    const lines = glyphs.map((line) => line.join(''));
    expect(lines.find((l) => l.endsWith('Fleet Tracking'))).toBe('वाहन ट्रॅिकंग - Fleet Tracking');
    expect(lines).toContain('Live map: वाहनाची िस्थती'); // reordered in a line that starts in English too
    expect(glyphs.flat()).toContain('क्ष'); // सुरक्षित
    expect(lines.join('\n')).toContain('सुरिक्षत');
  });

  it('gives copy and search the typed order of Devanagari lines', async () => {
    const { typed } = await readText((await render()).bytes);
    expect(typed).toContain(TITLE);
    expect(typed).toContain(SUMMARY);
    expect(typed).toContain('Live map: वाहनाची स्थिती');
    expect(typed.some((t) => t.startsWith('The dispatcher'))).toBe(false); // English is drawn in typed order already
  });

  it('keeps the typographic characters of English copy', async () => {
    const lines = await drawnLines((await render()).bytes);
    const paragraph = lines.slice(
      lines.findIndex((l) => l.startsWith('The dispatcher')),
      lines.findIndex((l) => l.startsWith('वाहनाची')),
    );
    expect(paragraph.join(' ')).toBe(ENGLISH.replace('→', '->'));
  });

  it('draws characters the font lacks as "?" and reports them', async () => {
    const { bytes, warnings } = await render();
    expect(await drawnLines(bytes)).toContain('Every vehicle, every 10 s ?');
    expect(warnings).toEqual([expect.stringContaining('U+2713')]);
  });

  it('is deterministic, small, and titled in Devanagari', async () => {
    const first = await render();
    const second = await render();
    expect(Buffer.compare(Buffer.from(first.bytes), Buffer.from(second.bytes))).toBe(0);
    expect(first.bytes.length).toBeLessThan(40_000); // subset fonts: the full regular and bold are 440 KB
    expect((await PDFDocument.load(first.bytes)).getTitle()).toBe(`${TITLE} - ${first.layout.site.shortName}`);
  });
  it("writes its own words (headings, contact) in the page's language: a Marathi page's brochure in Marathi", async () => {
    const { resolved } = realSite();
    const page = resolved!.pages.find((p) => p.lang === 'mr' && p.product?.users?.length)!;
    const { ui } = resolved!.layouts.mr;
    const { typed, glyphs } = await readText(await brochurePdf(page, resolved!.layouts.mr, () => {}));
    expect(typed).toEqual(expect.arrayContaining([ui.whoUsesIt, ui.footerContact]));
    expect(typed.some((t) => t.startsWith(`${ui.phone} `))).toBe(true);
    const drawn = glyphs.map((line) => line.join('')).join('\n');
    for (const english of ['Who uses it', 'Key features', 'Talk to us', 'Phone ']) expect(drawn).not.toContain(english);
  });
});
