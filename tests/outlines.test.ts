// A drawing's words as outlines in the site's typeface (src/media/outlines.ts, npm run draw-artwork): placed where the
// text would be (its anchor, baseline and size, from the font's own metrics), in the text's paint, with no <text> left
// and the words kept as the label of their outlines.
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { fontFile } from '../src/media/brochureFont.ts';
import { Outliner } from '../src/media/outlines.ts';
import { checkSvg } from '../src/media/pictures/svg.ts';

let outliner: Outliner;
let capHeight: number;
/** The blank beside the ink of H on its left and of N on its right, in ems. */
let bearings: number;
beforeAll(async () => {
  outliner = await Outliner.load();
  const { default: fontkit } = await import('@pdf-lib/fontkit');
  const bold = fontkit.create(readFileSync(fontFile('700Bold/NotoSansDevanagari_700Bold.ttf')));
  // The height of its H (its OS/2 cap height is the Devanagari headline's, not the Latin capitals').
  const [h, n] = ['H', 'N'].map((c) => bold.glyphForCodePoint(c.codePointAt(0)!));
  capHeight = h.bbox.maxY / bold.unitsPerEm;
  bearings = (h.bbox.minX + n.advanceWidth - n.bbox.maxX) / bold.unitsPerEm;
});

const SVG = 'xmlns="http://www.w3.org/2000/svg"';

/** The box of the dark pixels of an SVG drawn on white, in its own pixels. */
async function inkBox(svg: string) {
  const { data, info } = await sharp(Buffer.from(svg))
    .flatten({ background: '#fff' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let [left, top, right, bottom] = [info.width, info.height, -1, -1];
  for (let y = 0; y < info.height; y++)
    for (let x = 0; x < info.width; x++)
      if (data[y * info.width + x] < 128) {
        left = Math.min(left, x);
        right = Math.max(right, x + 1);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y + 1);
      }
  return { left, top, right, bottom };
}

describe('a <text> drawn as outlines', () => {
  it('sits where the text would: centred on its x, capitals standing on its baseline, as tall as the font says', async () => {
    const drawn = outliner.outline(
      `<svg ${SVG} width="300" height="100" viewBox="0 0 300 100"><text x="150" y="70" text-anchor="middle" font-size="40" font-weight="700" fill="#000">HEXAGON</text></svg>`,
    );
    expect(drawn).not.toMatch(/<text\b/);
    const box = await inkBox(drawn);
    expect(Math.abs((box.left + box.right) / 2 - 150)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.bottom - 70)).toBeLessThanOrEqual(1);
    expect(Math.abs(70 - box.top - capHeight * 40)).toBeLessThanOrEqual(1.5);
    // As wide as its letters' advances, less the blank beside the ink of its first and last letters.
    const advance = outliner.width('HEXAGON', { 'font-size': '40', 'font-weight': '700' });
    expect(Math.abs(box.right - box.left - (advance - bearings * 40))).toBeLessThanOrEqual(1.5);
  });

  it("keeps each run's paint and the words as their outlines' label; a group's font size and anchor apply", () => {
    const drawn = outliner.outline(
      `<svg ${SVG} width="200" height="60" viewBox="0 0 200 60"><g font-size="12" fill="#12355b"><text x="10" y="30" opacity=".8"><tspan font-weight="700">Kulkarni</tspan><tspan fill="#0f7c7a"> Rao &amp; Co</tspan></text></g></svg>`,
    );
    expect(drawn).not.toMatch(/<text\b|<tspan\b/);
    expect(drawn).toContain('<g opacity=".8" aria-label="Kulkarni Rao &amp; Co">');
    // The first run takes the group's blue (no fill of its own), the second its teal.
    const paths = [...drawn.matchAll(/<path([^>]*) d="/g)].map((m) => m[1]);
    expect(paths).toHaveLength(2);
    expect(paths[0]).not.toContain('fill=');
    expect(paths[1]).toContain('fill="#0f7c7a"');
    expect(checkSvg(Buffer.from(drawn))).not.toHaveProperty('text');
  });

  it('spaces letters by letter-spacing, as a browser does', () => {
    const plain = outliner.width('Vistaar', { 'font-size': '15.5' });
    const spaced = outliner.width('Vistaar', { 'font-size': '15.5', 'letter-spacing': '2' });
    expect(spaced - plain).toBeCloseTo(2 * 'Vistaar'.length, 5);
  });
});
