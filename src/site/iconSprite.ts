// All line icons in one cached SVG file, so icons cost no JavaScript: templates refer to them with <use href>.
import { createHash } from 'node:crypto';
import { ICON_PATHS } from '../shared/icons.ts';

export function iconSprite(): { fileName: string; source: string } {
  const symbols = Object.entries(ICON_PATHS)
    .map(([name, paths]) => `<symbol id="${name}" viewBox="0 0 24 24">${paths.map((d) => `<path d="${d}"/>`).join('')}</symbol>`)
    .join('');
  // Stroke and fill come from the <svg> that uses a symbol (see templates/parts/Icon.tsx), so icons take its colour.
  const source = `<svg xmlns="http://www.w3.org/2000/svg">${symbols}</svg>\n`;
  const hash = createHash('sha1').update(source).digest('hex').slice(0, 8);
  return { fileName: `assets/icons.${hash}.svg`, source };
}
