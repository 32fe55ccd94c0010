// The site's icons beyond favicon.svg, made at build time from that SVG mark (public/favicon.svg): favicon.ico (16, 32
// and 48 px, for browsers and tools that ask for /favicon.ico or show no SVG), apple-touch-icon.png (180 px, what an
// iPhone puts on its home screen), icon-192.png and icon-512.png, and manifest.webmanifest, which names them with the
// site's name and colours (Android's "Add to home screen"). Kept by the mark's content in node_modules/.cache.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readCached, writeCached } from '../../core/writeWhole.ts';
import { CACHE_DIR } from '../../core/paths.ts';
import { BACKGROUND_COLOUR, MARK, THEME_COLOUR } from '../../shared/appIconLinks.ts';
import { APPLE_TOUCH_ICON, FAVICON_ICO, ICON_192, ICON_512, MANIFEST_FILE } from '../../shared/outputNames.ts';

const CACHE = path.join(CACHE_DIR, 'app-icons');
/** Bumped when the drawing below changes. */
const DRAWING_VERSION = '1';

/** An .ico holding PNG images (Windows Vista's format, which every browser reads), smallest first. */
function icoFile(pngs: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, i) => {
    const at = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, at);
    header.writeUInt8(size >= 256 ? 0 : size, at + 1);
    header.writeUInt16LE(1, at + 4); // colour planes
    header.writeUInt16LE(32, at + 6); // bits per pixel
    header.writeUInt32LE(png.length, at + 8);
    header.writeUInt32LE(offset, at + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map((p) => p.png)]);
}

/**
 * The icon files, by their address. The small ones are the mark as it is (rounded corners on a clear ground); the
 * home-screen ones fill the square with the mark's blue, since phones round the corners themselves and put black
 * behind what is clear.
 */
async function drawIcons(mark: Buffer, site: { name: string; shortName: string }): Promise<Record<string, Buffer>> {
  const { default: sharp } = await import('sharp');
  const png = (size: number) =>
    sharp(mark, { density: (72 * size) / 32 })
      .resize(size, size)
      .png({ compressionLevel: 9 })
      .toBuffer();
  const filled = async (size: number) =>
    sharp({ create: { width: size, height: size, channels: 4, background: THEME_COLOUR } })
      .composite([{ input: await png(size) }])
      .png({ compressionLevel: 9 })
      .toBuffer();
  const manifest = {
    name: site.name,
    short_name: site.shortName,
    start_url: '/',
    scope: '/',
    display: 'browser',
    theme_color: THEME_COLOUR,
    background_color: BACKGROUND_COLOUR,
    icons: [
      { src: `/${ICON_192}`, sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: `/${ICON_512}`, sizes: '512x512', type: 'image/png', purpose: 'any' },
    ],
  };
  return {
    [`/${FAVICON_ICO}`]: icoFile(await Promise.all([16, 32, 48].map(async (size) => ({ size, png: await png(size) })))),
    [`/${APPLE_TOUCH_ICON}`]: await filled(180),
    [`/${ICON_192}`]: await filled(192),
    [`/${ICON_512}`]: await filled(512),
    [`/${MANIFEST_FILE}`]: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`),
  };
}

/** The icon files for a site whose public/ has the mark (none for one without), each from the cache when made before. */
export async function appIcons(
  publicDir: string,
  site: { name: string; shortName: string },
): Promise<Record<string, Buffer>> {
  const markFile = path.join(publicDir, MARK);
  if (!existsSync(markFile)) return {};
  const mark = readFileSync(markFile);
  const key = createHash('sha256')
    .update(DRAWING_VERSION)
    .update(mark)
    .update(JSON.stringify([site.name, site.shortName]))
    .digest('hex');
  const cached = path.join(CACHE, `${key}.json`);
  const made = readCached(cached);
  if (made) {
    const kept = JSON.parse(made.toString()) as Record<string, string>;
    return Object.fromEntries(Object.entries(kept).map(([name, b64]) => [name, Buffer.from(b64, 'base64')]));
  }
  const icons = await drawIcons(mark, site);
  writeCached(
    cached,
    JSON.stringify(Object.fromEntries(Object.entries(icons).map(([name, bytes]) => [name, bytes.toString('base64')]))),
  );
  return icons;
}
