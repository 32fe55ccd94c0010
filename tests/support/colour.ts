// Colours as WCAG measures them: relative luminance and contrast ratio, for the tests that read pixels a browser drew.
import sharp from 'sharp';

export type RGB = [number, number, number];

/** WCAG 2's relative luminance of an sRGB colour (0–255 channels). */
export const luminance = ([r, g, b]: RGB) => {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};

/** WCAG 2's contrast ratio of two colours, from 1 to 21. */
export const ratio = (a: RGB, b: RGB) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (x + 0.05) / (y + 0.05);
};

/**
 * A drawn mark read from its pixels (RGB triples): its ground is its most common colour, its contrast that of the
 * pixel farthest from the ground, and `light` the share of its pixels that are near white.
 */
export function markColours(data: Uint8Array | Buffer): { ground: RGB; contrast: number; light: number } {
  const counts = new Map<string, number>();
  for (let i = 0; i < data.length; i += 3) {
    const key = `${data[i]},${data[i + 1]},${data[i + 2]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const ground = [...counts]
    .sort((a, b) => b[1] - a[1])[0][0]
    .split(',')
    .map(Number) as RGB;
  let contrast = 1;
  let light = 0;
  for (let i = 0; i < data.length; i += 3) {
    const c: RGB = [data[i], data[i + 1], data[i + 2]];
    contrast = Math.max(contrast, ratio(c, ground));
    if (c.every((v) => v > 235)) light++;
  }
  return { ground, contrast, light: light / (data.length / 3) };
}

/** The pixels of a part of a PNG, as RGB triples row by row. */
export async function pngPart(png: Buffer, box: { left: number; top: number; width: number; height: number }) {
  const { data } = await sharp(png).extract(box).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return data;
}
