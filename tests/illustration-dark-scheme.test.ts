// The dark colours npm run draw-artwork gives the site's illustrations (src/media/illustrationDarkScheme.ts): to a
// drawing on the pale plate only, after its name, in a form the picture checks accept and serve as its dark version;
// tests/browser/contrast.test.ts measures what Chromium draws with them.
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteText } from '../src/contract/loadSite.ts';
import { PLATE, withDarkPalette } from '../src/media/illustrationDarkScheme.ts';
import { drawArtwork } from '../src/media/outlines.ts';
import { checkSvg, darkSchemeCopy } from '../src/media/pictures/svg.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate, positionOf } from './support/fixture.ts';
import { renderRoute } from './support/render.tsx';

const drawing = (plate: string, inside = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">${inside}${plate}<rect x="40" y="40" width="100" height="80" fill="#fff"/><circle cx="300" cy="120" r="30" fill="#12355b"/></svg>`;

describe("the illustrations' dark colours", () => {
  it('are given to a drawing on the plate, after its name, and served as its dark version', () => {
    for (const plate of [
      `<rect width="480" height="360" fill="${PLATE}"/>`,
      `<rect x="0" y="0" width="480" height="360" rx="16" fill="${PLATE.toUpperCase()}"/>`,
    ]) {
      const named = drawing(plate, '<title>A pension order</title>\n');
      const dark = withDarkPalette(named);
      expect(dark).not.toBe(named);
      expect(dark.indexOf('<title>')).toBeLessThan(dark.indexOf('<style>'));
      expect(dark.indexOf('<style>')).toBeLessThan(dark.indexOf(plate));
      // Only added: the light drawing is the same file with a <style> more.
      expect(dark.replace(/<style>[\s\S]*<\/style>/, '')).toBe(named);
      const checked = checkSvg(Buffer.from(dark));
      expect(checked).not.toHaveProperty('problem');
      expect(checked).toMatchObject({ darkScheme: true, onPlate: true });
      const copy = darkSchemeCopy(dark)!;
      expect(copy).toBeDefined();
      // Every colour of the drawing turned: the plate, the white panel, the navy shape.
      for (const colour of [PLATE, '#fff', '#12355b']) expect(copy).toContain(`[fill="${colour}" i]{fill:#`);
      // Drawn again (draw-artwork runs over and over), it gains nothing more.
      expect(withDarkPalette(dark)).toBe(dark);
    }
  });

  it('are not given to a drawing that is not on the plate, or has colours of its own for a scheme', () => {
    for (const svg of [
      drawing('<rect width="480" height="360" fill="#f5efe8"/>'), // another ground (an event's scene)
      drawing(`<rect x="10" width="480" height="360" fill="${PLATE}"/>`), // a plate moved aside
      drawing(`<rect width="200" height="360" fill="${PLATE}"/>`), // a panel of the plate's colour, not the ground
      drawing(`<circle cx="10" cy="10" r="5" fill="#12355b"/><rect width="480" height="360" fill="${PLATE}"/>`),
      drawing(
        `<rect width="480" height="360" fill="${PLATE}"/>`,
        '<style>@media (prefers-color-scheme: dark){rect{fill:#000}}</style>',
      ),
      `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="${PLATE}"/></svg>`,
    ])
      expect(withDarkPalette(svg)).toBe(svg);
  });

  it('mark a drawing as on the plate only when it has its dark colours too (the band beside it follows the plate)', () => {
    const onPlate = drawing(`<rect width="480" height="360" fill="${PLATE}"/>`);
    // An owner's drawing in the plate's colour with no dark colours: light in both schemes, with the light band.
    expect(checkSvg(Buffer.from(onPlate))).not.toHaveProperty('onPlate');
    // A drawing with dark rules of its own, not on the plate (a partner's mark): shown with no band.
    const mark = drawing('', '<style>@media (prefers-color-scheme: dark){circle{fill:#fff}}</style>');
    expect(checkSvg(Buffer.from(mark))).toMatchObject({ darkScheme: true });
    expect(checkSvg(Buffer.from(mark))).not.toHaveProperty('onPlate');
  });

  it("are a new illustration's once saved in artwork/ and drawn: until then, or once either copy changes alone, its page is refused with that advice", async () => {
    // An owner's project: public/ and, beside it, artwork/ with a new product's drawing in the site's style.
    const project = mkdtempSync(path.join(tmpdir(), 'artwork-'));
    try {
      const publicDir = path.join(project, 'public');
      cpSync(FIXTURE_PUBLIC, publicDir, { recursive: true });
      const src = '/images/products/new-product.svg';
      mkdirSync(path.join(project, 'artwork/images/products'), { recursive: true });
      writeFileSync(path.join(project, 'artwork', src), drawing(`<rect width="480" height="360" fill="${PLATE}"/>`));
      const text = mutate(
        fixtureText(),
        '    title: Pension Illustration\n',
        `    title: Pension Illustration\n    image: { src: ${src}, alt: A new product's screens }\n`,
      );
      const before = loadSiteText(text, { publicDir });
      expect(before.resolved).toBeUndefined();
      const { line, col } = positionOf(text, src);
      expect(before.problems).toMatchObject([{ line, col, code: 'FILE054' }]);
      expect(before.problems[0].message).toContain('run npm run draw-artwork');
      // The advice followed: npm run draw-artwork (the same call), then the page as meant, with its dark version.
      expect((await drawArtwork(path.join(project, 'artwork'), publicDir)).written).toContain(src.slice(1));
      const after = loadSiteText(text, { publicDir });
      expect(after.problems).toEqual([]);
      const $ = renderRoute(after.resolved!, '/Sopi');
      expect($(`main img.on-plate[src="${src}"][alt="A new product's screens"]`).length).toBe(1);
      expect($('main picture source[media*="prefers-color-scheme: dark"]').attr('srcset')).toMatch(/\.svg$/);

      // The drawing changed afterwards and not drawn again: refused at the same place, and the advice followed.
      const source = path.join(project, 'artwork', src);
      const drawn = path.join(publicDir, src);
      writeFileSync(source, readFileSync(source, 'utf8').replace('#12355b', '#0f7c7a'));
      expect(loadSiteText(text, { publicDir }).problems).toMatchObject([{ line, col, code: 'FILE055' }]);
      await drawArtwork(path.join(project, 'artwork'), publicDir);
      expect(loadSiteText(text, { publicDir }).problems).toEqual([]);
      expect(readFileSync(drawn, 'utf8')).toContain('fill="#0f7c7a"');

      // The drawn file changed by hand in public/, which the next draw-artwork would undo: refused, and the advice
      // followed literally (copied to artwork/, drawn again) keeps the owner's change.
      writeFileSync(drawn, readFileSync(drawn, 'utf8').replace('fill="#0f7c7a"', 'fill="#f2a33a"'));
      const changed = loadSiteText(text, { publicDir }).problems;
      expect(changed).toMatchObject([{ line, col, code: 'FILE056' }]);
      expect(changed[0].message).toContain(`copy public${src} to artwork${src}`);
      cpSync(drawn, source);
      await drawArtwork(path.join(project, 'artwork'), publicDir);
      expect(loadSiteText(text, { publicDir }).problems).toEqual([]);
      expect(readFileSync(drawn, 'utf8')).toContain('fill="#f2a33a"');

      // A drawing written a shape a line, drawn; then a checkout that turns line ends into CRLF (Git on Windows)
      // changes neither copy.
      writeFileSync(source, readFileSync(source, 'utf8').replace(/></g, '>\n<'));
      await drawArtwork(path.join(project, 'artwork'), publicDir);
      for (const file of [source, drawn]) writeFileSync(file, readFileSync(file, 'utf8').replace(/\n/g, '\r\n'));
      expect(readFileSync(source, 'utf8')).toContain('\r\n');
      expect(readFileSync(drawn, 'utf8')).toContain('\r\n');
      expect(loadSiteText(text, { publicDir }).problems).toEqual([]);
    } finally {
      rmSync(project, { recursive: true, force: true });
    }
  });
});
