// Photo-like pictures made on the spot (nothing binary is committed): soft gradients and blobs under fine noise, as a
// camera or phone writes them, with the metadata a phone adds: EXIF (owner, device, GPS), XMP, a JPEG comment or PNG
// text chunks, and a colour profile. Every metadata text carries SECRET, so a test can look for it in what is served.
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

/** In every metadata text the photos carry: no served byte may contain it. */
export const SECRET = 'OwnerSecret-7f3a';

export interface PhotoOptions {
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  /** EXIF orientation, with width and height as seen: 5–8 store the pixels turned a quarter (height×width), as a phone held upright does. */
  orientation?: number;
  /** Varies the picture so each photo is its own file. */
  seed?: number;
}

/** A deterministic pseudo-random number generator (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Texture at several scales (value noise, 2 to 128 px), as leaves, fabric and faces give a photo: detail that survives
 * being scaled down, unlike noise of single pixels, so encoded sizes are those of a photo, not of a smooth drawing.
 */
function texture(width: number, height: number, rnd: () => number): Float32Array {
  const out = new Float32Array(width * height);
  for (const [cell, amplitude] of [
    [2, 16],
    [4, 14],
    [8, 12],
    [32, 14],
    [128, 16],
  ] as const) {
    const gw = Math.ceil(width / cell) + 2;
    const grid = Float32Array.from({ length: gw * (Math.ceil(height / cell) + 2) }, () => rnd() - 0.5);
    for (let y = 0; y < height; y++) {
      const gy = Math.floor(y / cell);
      const fy = y / cell - gy;
      for (let x = 0; x < width; x++) {
        const gx = Math.floor(x / cell);
        const fx = x / cell - gx;
        const i = gy * gw + gx;
        const top = grid[i] + (grid[i + 1] - grid[i]) * fx;
        const bottom = grid[i + gw] + (grid[i + gw + 1] - grid[i + gw]) * fx;
        out[y * width + x] += (top + (bottom - top) * fy) * amplitude * 2;
      }
    }
  }
  return out;
}

/** Raw RGB pixels: a sky-to-ground gradient, a few soft blobs, texture at several scales and fine sensor noise. */
function pixels({ width, height, seed = 1 }: PhotoOptions): Buffer {
  const rnd = random(seed);
  const detail = texture(width, height, rnd);
  const blobs = Array.from({ length: 6 }, () => ({
    x: rnd() * width,
    y: rnd() * height,
    r: (0.1 + rnd() * 0.25) * width,
    c: [rnd() * 255, rnd() * 255, rnd() * 255],
  }));
  const top = [90 + rnd() * 80, 120 + rnd() * 80, 180 + rnd() * 60];
  const bottom = [60 + rnd() * 60, 70 + rnd() * 60, 40 + rnd() * 40];
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    const t = y / height;
    for (let x = 0; x < width; x++) {
      let r = top[0] * (1 - t) + bottom[0] * t;
      let g = top[1] * (1 - t) + bottom[1] * t;
      let b = top[2] * (1 - t) + bottom[2] * t;
      for (const blob of blobs) {
        const d = ((x - blob.x) ** 2 + (y - blob.y) ** 2) / blob.r ** 2;
        if (d < 1) {
          const w = (1 - d) ** 2;
          r += (blob.c[0] - r) * w;
          g += (blob.c[1] - g) * w;
          b += (blob.c[2] - b) * w;
        }
      }
      const noise = detail[y * width + x] + (rnd() - 0.5) * 16;
      const i = (y * width + x) * 3;
      data[i] = r + noise;
      data[i + 1] = g + noise;
      data[i + 2] = b + noise;
    }
  }
  return data;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

/** A PNG tEXt chunk, inserted after IHDR. */
function withPngText(png: Buffer, keyword: string, text: string): Buffer {
  const body = Buffer.concat([
    Buffer.from('tEXt'),
    Buffer.from(keyword, 'latin1'),
    Buffer.from([0]),
    Buffer.from(text, 'latin1'),
  ]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(body.length - 4, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  const afterHeader = 8 + 25;
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

/** A JPEG comment (COM segment), inserted after the start marker. */
function withJpegComment(jpeg: Buffer, text: string): Buffer {
  const body = Buffer.from(text, 'latin1');
  const segment = Buffer.alloc(body.length + 4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(body.length + 2, 2);
  body.copy(segment, 4);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A photo-like picture with a phone's metadata, as bytes. */
export async function makePhoto(options: PhotoOptions): Promise<Buffer> {
  const { width, height, format, orientation } = options;
  // Stored as the camera's sensor saw it: turned a quarter when the EXIF orientation says so.
  const turned = (orientation ?? 1) >= 5;
  const stored = turned ? { ...options, width: height, height: width } : options;
  const image = sharp(pixels(stored), { raw: { width: stored.width, height: stored.height, channels: 3 } })
    .withIccProfile('p3')
    .withExif({
      IFD0: { Artist: `Asha Patil ${SECRET}`, Copyright: SECRET, Make: 'PhoneMaker', Model: `Phone ${SECRET}` },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '18/1 31/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '73/1 51/1 0/1' },
    })
    .withMetadata(orientation ? { orientation } : {})
    .withXmp(
      `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="${SECRET}"/></rdf:RDF></x:xmpmeta>`,
    );
  if (format === 'png')
    return withPngText(await image.png({ compressionLevel: 6 }).toBuffer(), 'Comment', `Taken by ${SECRET}`);
  return withJpegComment(await image.jpeg({ quality: 90 }).toBuffer(), `Taken by ${SECRET}`);
}

export async function writePhoto(file: string, options: PhotoOptions): Promise<void> {
  writeFileSync(file, await makePhoto(options));
}

/** A PNG whose header claims `width`×`height` pixels, with almost nothing after it: a decompression bomb's first bytes. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const body = Buffer.concat([Buffer.from('IHDR'), ihdr]);
  const chunk = Buffer.alloc(body.length + 8);
  chunk.writeUInt32BE(13, 0);
  body.copy(chunk, 4);
  chunk.writeUInt32BE(crc32(body), body.length + 4);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk]);
}

export interface PhotoSite {
  siteFile: string;
  /** Each photo's address as site.yaml names it. */
  hero: string;
  product: string;
  gallery: string[];
}

/**
 * A copy of the mini fixture site (tests/fixtures/mini-site.yaml) with photos: a JPEG hero on the home page, a PNG as
 * /Sopi's picture (also its tile on /Products) and an /Events page whose gallery holds `galleryCount` JPEGs, the
 * second one taken with the phone turned (EXIF orientation 6).
 */
export async function preparePhotoSite(
  dir: string,
  { width = 1200, height = 800, galleryCount = 4 } = {},
): Promise<PhotoSite> {
  const { cpSync, mkdirSync, readFileSync, rmSync } = await import('node:fs');
  const path = await import('node:path');
  const root = path.resolve(import.meta.dirname, '../..');
  rmSync(dir, { recursive: true, force: true });
  cpSync(path.join(root, 'tests/fixtures/public'), path.join(dir, 'public'), { recursive: true });
  mkdirSync(path.join(dir, 'public/images/photos'), { recursive: true });
  const hero = '/images/photos/hero.jpg';
  const product = '/images/photos/sopi.png';
  const gallery = Array.from({ length: galleryCount }, (_, i) => `/images/photos/event-${i + 1}.jpg`);
  await writePhoto(path.join(dir, 'public', hero), { width, height, format: 'jpeg', seed: 1 });
  await writePhoto(path.join(dir, 'public', product), { width, height, format: 'png', seed: 2 });
  for (const [i, src] of gallery.entries()) {
    await writePhoto(path.join(dir, 'public', src), {
      width,
      height,
      format: 'jpeg',
      seed: 10 + i,
      ...(i === 1 ? { orientation: 6 } : {}),
    });
  }
  let text = readFileSync(path.join(root, 'tests/fixtures/mini-site.yaml'), 'utf8');
  const replaceOnce = (find: string, replace: string) => {
    if (text.split(find).length !== 2)
      throw new Error(`mini-site.yaml must contain exactly one ${JSON.stringify(find)}`);
    text = text.replace(find, replace);
  };
  replaceOnce(
    '      - { type: hero, heading: Software that works, intro: A test hero. }',
    `      - { type: hero, heading: Software that works, intro: A test hero., image: { src: ${hero}, alt: Our office at dawn } }`,
  );
  replaceOnce(
    '  map: { embedUrl: "https://maps.example/embed", linkUrl: "https://maps.example/", title: Map of the office }',
    `  map: { embedUrl: "https://maps.example/embed", linkUrl: "https://maps.example/", title: Map of the office, picture: { src: ${hero}, alt: The streets around the office } }`,
  );
  replaceOnce(
    '    product:\n      descriptionId: sopi',
    `    image: { src: ${product}, alt: The pension calculator on a laptop }\n    product:\n      descriptionId: sopi`,
  );
  replaceOnce(
    '  - path: /404\n',
    [
      '  - path: /Events',
      '    kind: info',
      '    title: Events',
      '    description: The fixture events page, with a gallery of photos from the office that open large in a lightbox.',
      '    sections:',
      '      - type: gallery',
      '        id: Events_Gallery',
      '        heading: Moments from our office',
      '        groups:',
      '          - id: Founders_Day',
      '            heading: Founders Day',
      '            photos:',
      ...gallery.map(
        (src, i) => `              - { src: ${src}, alt: Colleagues at the celebration (photo ${i + 1}) }`,
      ),
      // A photo in every other slot a template has (tests/browser/screens.test.ts looks at this page at every width):
      // beside text on either side, on cards, on a testimonial, as logos, and as the map's picture.
      '  - path: /PhotoSlots',
      '    kind: info',
      '    title: Photos in every place',
      '    description: The fixture page with a camera photo in every place a template shows a picture, beside text and on cards.',
      '    sections:',
      `      - { type: prose, id: Photo_Right, heading: A photo beside text, body: The photo is on the right of this text on a wide screen., image: { src: ${gallery[0]}, alt: The office at dawn } }`,
      `      - { type: prose, id: Photo_Left, heading: A photo on the left, body: The photo is on the left of this text on a wide screen., imageSide: left, image: { src: ${product}, alt: A laptop on a desk } }`,
      '      - type: cards',
      '        id: Photo_Cards',
      '        layout: media',
      '        heading: Photos on cards',
      '        cards:',
      ...[1, 2, 3].map(
        (i) =>
          `          - { title: Partner ${i}, text: A partner with a photo for its logo., image: { src: ${gallery[i % gallery.length]}, alt: Partner ${i} } }`,
      ),
      // Text with nowhere to break, as pasted from a letterhead: it wraps inside the card instead of widening the page.
      '          - { title: Office402/SahyadriBusinessCentre/BanerRoad, text: "Office402,SahyadriBusinessCentre,BanerRoad,Pune411045 or accounts.department@averyveryverylongcompanyname.example" }',
      '      - type: testimonials',
      '        id: Photo_Reviews',
      '        heading: A review with a photo',
      '        items:',
      `          - { id: Review_Photo, topic: The office, quote: The photo shows where the work happens., name: A visitor, role: A client, image: { src: ${gallery[0]}, alt: The office } }`,
      '      - type: logoGroups',
      '        id: Photo_Logos',
      '        heading: Logos as photos',
      '        groups:',
      '          - id: Photo_Logo_Group',
      '            heading: Photographed logos',
      '            logos:',
      ...[1, 2].map((i) => `              - { name: Photographed client ${i}, src: ${gallery[i]} }`),
      '      - { type: map, id: Photo_Map, heading: Visit us }',
      '  - path: /404\n',
    ].join('\n'),
  );
  const siteFile = path.join(dir, 'site.yaml');
  (await import('node:fs')).writeFileSync(siteFile, text);
  return { siteFile, hero, product, gallery };
}
