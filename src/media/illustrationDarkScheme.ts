// The site's own illustrations in the dark scheme. They are drawn in one palette on one pale plate (the light scheme's
// tint, templates/styles.css); npm run draw-artwork gives every drawing on that plate the same dark colours of its
// own, a <style> with a prefers-color-scheme: dark query, which the picture pipeline serves as the drawing's dark
// version (src/media/pictures/svg.ts, darkSchemeCopy). A drawing that has dark rules of its own keeps them alone.
// The rules pick each colour by the attribute that paints with it (fill="#12355b", in any letter case).

/** The plate the illustrations are drawn on: the light scheme's --tint. */
export const PLATE = '#eef4f8';

/**
 * Each colour of the palette and what it becomes in the dark scheme. The plate becomes the dark scheme's --tint and
 * the ground below it a step lighter; white panels a step lighter again, their grey lines lighter still, so panels and
 * lines keep their order of lightness; navy and near-black shapes (drawn on the plate and on panels) turn light, and
 * the teal a lighter teal; saffron reads on both grounds and stays.
 */
const DARK_PALETTE: Record<string, string> = {
  // The dark --tint of templates/styles.css, which also paints the band beside a picture in a wider frame
  // (img.on-plate); tests/browser/contrast.test.ts measures the two meeting.
  [PLATE]: '#172a3e',
  '#d7e4ee': '#1f3852',
  '#fff': '#25405d',
  '#ffffff': '#25405d',
  '#c9d6e2': '#4d6988',
  '#12355b': '#8cbcec',
  '#1d2733': '#d3deea',
  '#0f7c7a': '#3fb6ae',
};

const DARK_RULES = `<style>@media (prefers-color-scheme:dark){${Object.entries(DARK_PALETTE)
  .flatMap(([light, dark]) => [`[fill="${light}" i]{fill:${dark}}`, `[stroke="${light}" i]{stroke:${dark}}`])
  .join('')}}</style>`;

/**
 * Where the plate starts when the drawing is drawn on it (its first shape, past its name, description and style, a
 * rectangle over the whole drawing in the plate's colour); undefined otherwise.
 */
export function plateAt(svg: string): number | undefined {
  const root = /<svg\b[^>]*\bviewBox="0 0 (\d+(?:\.\d+)?) (\d+(?:\.\d+)?)"[^>]*>/.exec(svg);
  if (!root) return undefined;
  const [, width, height] = root;
  const start = root.index + root[0].length;
  const before = /^(?:\s|<title>[^<]*<\/title>|<desc>[^<]*<\/desc>|<style>[^<]*<\/style>|<!--[\s\S]*?-->)*/.exec(
    svg.slice(start),
  )![0];
  const first = /^<rect\b[^>]*>/.exec(svg.slice(start + before.length))?.[0];
  const attribute = (name: string) => first && new RegExp(`\\s${name}="([^"]*)"`).exec(first)?.[1];
  const onPlate =
    attribute('fill')?.toLowerCase() === PLATE &&
    (attribute('x') ?? '0') === '0' &&
    (attribute('y') ?? '0') === '0' &&
    attribute('width') === width &&
    attribute('height') === height;
  return onPlate ? start + before.length : undefined;
}

/**
 * The drawing with the palette's dark colours added before its plate (its name and description stay first, where a
 * reader of the file looks for them), when it is drawn on the plate and has no colours of its own for a scheme;
 * otherwise as it is.
 */
export function withDarkPalette(svg: string): string {
  if (/prefers-color-scheme/i.test(svg)) return svg;
  const at = plateAt(svg);
  return at === undefined ? svg : svg.slice(0, at) + DARK_RULES + svg.slice(at);
}
