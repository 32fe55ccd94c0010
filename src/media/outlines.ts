// An SVG's words drawn as outlines: each <text> (with its <tspan>s) becomes <path>s of the letters' shapes in the site's
// own typeface, so a drawing looks the same on every device instead of falling back to whatever sans-serif the
// visitor's device has (Arial, Liberation Sans, DejaVu Sans). The site's text is set in the device's own sans-serif
// (templates/styles.css, --font), which on Android and Linux is Noto Sans or Roboto; Noto Sans is the face the
// brochures are set in too (src/media/brochureFont.ts: Google's build of Noto Sans Devanagari carries its Latin, so
// Marathi words and ₹ are drawn too). fontkit (the brochures' font library) shapes the words, kerning included.
//
// It reads the few text attributes a drawing program or a hand writes (x, y, font-size, font-weight, text-anchor,
// letter-spacing, fill and opacity, on the <text>, a <tspan> or an enclosing <g>); anything else in the file is kept as
// it is. Used by scripts/draw-artwork.ts, which writes the site's artwork from artwork/.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Font } from '@pdf-lib/fontkit';
import { FONT_PACKAGE, fontFile } from './brochureFont.ts';
import { ARTWORK_RECORD, type ArtworkRecord, artworkRecordText, drawingHash } from './artworkRecord.ts';
import { withDarkPalette } from './illustrationDarkScheme.ts';

/** The weights the font package has, by the number CSS names them with. */
const WEIGHT_FILES: Record<number, string> = {
  100: '100Thin/NotoSansDevanagari_100Thin.ttf',
  200: '200ExtraLight/NotoSansDevanagari_200ExtraLight.ttf',
  300: '300Light/NotoSansDevanagari_300Light.ttf',
  400: '400Regular/NotoSansDevanagari_400Regular.ttf',
  500: '500Medium/NotoSansDevanagari_500Medium.ttf',
  600: '600SemiBold/NotoSansDevanagari_600SemiBold.ttf',
  700: '700Bold/NotoSansDevanagari_700Bold.ttf',
  800: '800ExtraBold/NotoSansDevanagari_800ExtraBold.ttf',
  900: '900Black/NotoSansDevanagari_900Black.ttf',
};
export const OUTLINE_TYPEFACE = `Noto Sans (${FONT_PACKAGE})`;

type Create = (buffer: Uint8Array) => Font;
interface PathCommand {
  command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
  args: number[];
}

/** The attributes that shape or paint a run of text, as written (inherited from the enclosing elements). */
type Style = Partial<
  Record<'font-size' | 'font-weight' | 'text-anchor' | 'letter-spacing' | 'fill' | 'opacity' | 'fill-opacity', string>
>;
const INHERITED = ['font-size', 'font-weight', 'text-anchor', 'letter-spacing'] as const;

const attributesOf = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => [m[1], m[2] ?? m[3]]));

const decode = (text: string) =>
  text.replace(/&(?:#x([0-9a-f]+)|#(\d+)|(amp|lt|gt|quot|apos));/gi, (_, hex, dec, name) =>
    hex
      ? String.fromCodePoint(parseInt(hex, 16))
      : dec
        ? String.fromCodePoint(Number(dec))
        : ({ amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" } as Record<string, string>)[name.toLowerCase()],
  );

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A number as short as SVG path data allows: at most one decimal, no leading zero. */
const short = (n: number) => {
  const r = Math.round(n * 10) / 10;
  return (Object.is(r, -0) ? 0 : r).toString().replace(/^(-?)0\./, '$1.');
};

/** Relative path data of absolute points already rounded to a tenth, so the differences are exact. */
class PathData {
  private parts: string[] = [];
  private x = 0;
  private y = 0;
  private startX = 0;
  private startY = 0;
  private started = false;
  private previous = '';
  /** The control point of the last quadratic curve, rounded: a smooth curve after it needs only its end (t). */
  private control: [number, number] | undefined;
  add(command: string, points: [number, number][]) {
    const tenth = ([px, py]: [number, number]): [number, number] => [
      Math.round(px * 10) / 10,
      Math.round(py * 10) / 10,
    ];
    if (command === 'q') {
      const c = tenth(points[0]);
      const mirrored = this.control && [2 * this.x - this.control[0], 2 * this.y - this.control[1]];
      this.control = c;
      if (mirrored && Math.abs(mirrored[0] - c[0]) < 0.11 && Math.abs(mirrored[1] - c[1]) < 0.11) {
        // The renderer takes the mirrored point as the control: keep drawing from it, within a tenth of the font's.
        this.control = mirrored as [number, number];
        command = 't';
        points = points.slice(1);
      }
    } else this.control = undefined;
    const values: number[] = [];
    for (const [px, py] of points) {
      const rx = Math.round(px * 10) / 10;
      const ry = Math.round(py * 10) / 10;
      values.push(rx - this.x, ry - this.y);
    }
    const [last] = points.slice(-1).map(([px, py]) => [Math.round(px * 10) / 10, Math.round(py * 10) / 10]);
    let letter = command;
    if (!this.started && command === 'm') {
      letter = 'M';
      values.splice(0, 2, last[0], last[1]);
      this.started = true;
    } else if (command === 'l' && short(values[1]) === '0') {
      letter = 'h';
      values.splice(1, 1);
    } else if (command === 'l' && short(values[0]) === '0') {
      letter = 'v';
      values.splice(0, 1);
    }
    let text = '';
    for (const v of values) {
      const s = short(v);
      text += text === '' || s.startsWith('-') ? s : ` ${s}`;
    }
    // A command repeated needs no letter; a number after a letter needs no space.
    const repeat = letter === this.previous && letter !== 'm' && letter !== 'M';
    this.parts.push(repeat ? (text.startsWith('-') ? text : ` ${text}`) : letter + text);
    this.previous = letter;
    [this.x, this.y] = last;
    if (command === 'm') [this.startX, this.startY] = last;
  }
  close() {
    // After z the pen is back where its outline started.
    [this.x, this.y] = [this.startX, this.startY];
    this.control = undefined;
    this.parts.push('z');
    this.previous = 'z';
  }
  toString() {
    return this.parts.join('');
  }
}

export class Outliner {
  private fonts = new Map<number, Font>();
  private create: Create;
  constructor(create: Create) {
    this.create = create;
  }

  /** fontkit, loaded (it takes most of a second), and an outliner with it. */
  static async load(): Promise<Outliner> {
    const { default: fontkit } = await import('@pdf-lib/fontkit');
    return new Outliner((b) => fontkit.create(b));
  }

  private font(weight: string | undefined): Font {
    const asked = weight === 'bold' ? 700 : weight === 'normal' || weight === undefined ? 400 : Number(weight);
    const nearest = Number(
      Object.keys(WEIGHT_FILES).reduce((a, b) => (Math.abs(Number(b) - asked) < Math.abs(Number(a) - asked) ? b : a)),
    );
    let font = this.fonts.get(nearest);
    if (!font) {
      font = this.create(readFileSync(fontFile(WEIGHT_FILES[nearest])));
      this.fonts.set(nearest, font);
    }
    return font;
  }

  /** The advance of `text` in px, and its outlines from (x, y) on the baseline. */
  private run(text: string, style: Style, x: number, y: number, data: PathData): number {
    const font = this.font(style['font-weight']);
    const size = Number.parseFloat(style['font-size'] ?? '16');
    const spacing = Number.parseFloat(style['letter-spacing'] ?? '0') || 0;
    const scale = size / font.unitsPerEm;
    const laid = font.layout(text);
    let pen = x;
    laid.glyphs.forEach((glyph, i) => {
      const at = laid.positions[i];
      const ox = pen + at.xOffset * scale;
      const oy = y - at.yOffset * scale;
      const point = (px: number, py: number): [number, number] => [ox + px * scale, oy - py * scale];
      for (const { command, args } of (glyph.path as unknown as { commands: PathCommand[] }).commands) {
        const points: [number, number][] = [];
        for (let k = 0; k < args.length; k += 2) points.push(point(args[k], args[k + 1]));
        if (command === 'closePath') data.close();
        else data.add({ moveTo: 'm', lineTo: 'l', quadraticCurveTo: 'q', bezierCurveTo: 'c' }[command], points);
      }
      pen += at.xAdvance * scale + spacing;
    });
    return pen - x;
  }

  /** The width `text` takes in px, as run() would draw it. */
  width(text: string, style: Style): number {
    const font = this.font(style['font-weight']);
    const size = Number.parseFloat(style['font-size'] ?? '16');
    const spacing = Number.parseFloat(style['letter-spacing'] ?? '0') || 0;
    const laid = font.layout(text);
    return laid.positions.reduce((sum, p) => sum + (p.xAdvance * size) / font.unitsPerEm + spacing, 0);
  }

  /** One <text> element (its opening tag and what is inside it) as <path>s, one per run of another paint. */
  private text(open: string, inner: string, inherited: Style): string {
    const own = attributesOf(open);
    const style: Style = { ...inherited };
    for (const name of [...INHERITED, 'fill', 'opacity', 'fill-opacity'] as const)
      if (own[name] !== undefined) style[name] = own[name];
    const runs: { text: string; style: Style; className?: string }[] = [];
    for (const m of inner.matchAll(/<tspan\b([^>]*)>([\s\S]*?)<\/tspan>|([^<]+)/g)) {
      const runStyle: Style = { ...style };
      let className: string | undefined;
      if (m[1] !== undefined) {
        const a = attributesOf(m[1]);
        className = a.class;
        for (const name of [...INHERITED, 'fill', 'fill-opacity'] as const)
          if (a[name] !== undefined) runStyle[name] = a[name];
      }
      const text = decode(m[2] ?? m[3]).replace(/\s+/g, ' ');
      if (text) runs.push({ text, style: runStyle, ...(className ? { className } : {}) });
    }
    if (runs.length) {
      runs[0].text = runs[0].text.trimStart();
      runs[runs.length - 1].text = runs[runs.length - 1].text.trimEnd();
    }
    const total = runs.reduce((sum, r) => sum + this.width(r.text, r.style), 0);
    const anchor = style['text-anchor'];
    let x = Number.parseFloat(own.x ?? '0') - (anchor === 'middle' ? total / 2 : anchor === 'end' ? total : 0);
    const y = Number.parseFloat(own.y ?? '0');
    const paths: string[] = [];
    for (const run of runs) {
      const data = new PathData();
      x += this.run(run.text, run.style, x, y, data);
      const d = data.toString();
      if (!d) continue;
      const paint = (['fill', 'fill-opacity'] as const)
        .filter((n) => run.style[n] !== undefined && run.style[n] !== inherited[n])
        .map((n) => ` ${n}="${run.style[n]}"`)
        .join('');
      paths.push(`<path${run.className ? ` class="${run.className}"` : ''}${paint} d="${d}"/>`);
    }
    const kept = ['class', 'id', 'transform', 'opacity']
      .filter((n) => own[n] !== undefined)
      .map((n) => ` ${n}="${own[n]}"`)
      .join('');
    // The words stay with their outlines, as the label of what draws them: read by the tools that check what a
    // drawing names (the map's streets, src/contract/resolve/mapPicture.ts), and by a screen reader in an inline SVG.
    const words = ` aria-label="${escapeAttribute(runs.map((r) => r.text).join(''))}"`;
    if (!paths.length) return '';
    if (kept || paths.length > 1) return `<g${kept}${words}>${paths.join('')}</g>`;
    return paths[0].replace('<path', `<path${words}`);
  }

  /** The SVG with every <text> drawn as outlines; the rest of the file as it was. */
  outline(svg: string): string {
    const stack: Style[] = [{}];
    return svg.replace(
      /<text\b([^>]*)>([\s\S]*?)<\/text>|<g\b([^>]*?)(\/?)>|<\/g>/g,
      (whole, textOpen: string | undefined, inner: string, gOpen: string | undefined, selfClosing: string) => {
        const current = stack[stack.length - 1];
        if (textOpen !== undefined) return this.text(textOpen, inner, current);
        if (gOpen !== undefined) {
          if (!selfClosing) {
            const a = attributesOf(gOpen);
            const next: Style = { ...current };
            for (const name of [...INHERITED, 'fill'] as const) if (a[name] !== undefined) next[name] = a[name];
            stack.push(next);
          }
          // The font's name and size mean nothing once no text is left under them.
          return whole.replace(/\s(?:font-family|font-size|font-weight|text-anchor|letter-spacing)="[^"]*"/g, '');
        }
        if (stack.length > 1) stack.pop();
        return whole;
      },
    );
  }
}

/**
 * Every SVG under `from` (artwork/), its words outlined and, drawn on the illustrations' plate, its dark colours added
 * (src/media/illustrationDarkScheme.ts), written to the same path under `to` (public/) when it differs; then the
 * record of what was drawn from what (artwork/drawn.json, src/media/artworkRecord.ts), which validate reads. With
 * `check`, nothing is written: `stale` names each drawing public/ lacks or has out of date, and `recordChanged` says
 * the record would change.
 */
export async function drawArtwork(
  from: string,
  to: string,
  { check = false }: { check?: boolean } = {},
): Promise<{ written: string[]; stale: string[]; recordChanged: boolean }> {
  const outliner = await Outliner.load();
  const written: string[] = [];
  const stale: string[] = [];
  const record: ArtworkRecord = {};
  for (const name of readdirSync(from, { recursive: true, encoding: 'utf8' }).sort()) {
    if (!name.endsWith('.svg')) continue;
    const source = readFileSync(path.join(from, name), 'utf8');
    const drawn = withDarkPalette(outliner.outline(source));
    record[name.split(path.sep).join('/')] = { source: drawingHash(source), drawn: drawingHash(drawn) };
    const target = path.join(to, name);
    if (existsSync(target) && readFileSync(target, 'utf8') === drawn) continue;
    if (check) stale.push(name);
    else {
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(target, drawn);
      written.push(name);
    }
  }
  const recordFile = path.join(from, ARTWORK_RECORD);
  const text = artworkRecordText(record);
  const recordChanged = !existsSync(recordFile) || readFileSync(recordFile, 'utf8') !== text;
  if (recordChanged && !check) writeFileSync(recordFile, text);
  return { written, stale, recordChanged };
}
