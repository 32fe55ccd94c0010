// Every SVG the site publishes is read as XML against an allow-list (src/media/pictures/svg.ts), and every picture is
// what its name says by its first bytes (src/media/pictures/inspect.ts): each way round the old pattern-matching check
// an attacker tried is refused at the picture's line in site.yaml (or at the file itself, for one at the top of
// public/), and the site's own drawings all pass.
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadSiteText } from '../src/contract/loadSite.ts';
import { checkSvg, darkSchemeCopy, decodeCss, MAX_PICTURE_SIDE } from '../src/media/pictures/svg.ts';
import { formatProblems } from '../src/core/problems.ts';
import { FIXTURE_PUBLIC, fixtureText, mutate, positionOf, ROOT } from './support/fixture.ts';
import { makePhoto, pngHeaderOnly } from './support/photos.ts';

const DIR = path.join(ROOT, '.tmp/svg-safety');
const PUBLIC = path.join(DIR, 'public');
const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XHTML = 'http://www.w3.org/1999/xhtml';

beforeEach(() => {
  rmSync(DIR, { recursive: true, force: true });
  cpSync(FIXTURE_PUBLIC, PUBLIC, { recursive: true });
});

/** The mini site with /Sopi's picture at `address`, the file written there; its problems, and where site.yaml names it. */
function withPicture(address: string, bytes: Buffer | string) {
  const file = path.join(PUBLIC, address);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  const text = mutate(
    fixtureText(),
    '    product:\n      descriptionId: sopi',
    `    image: { src: ${address}, alt: The calculator }\n    product:\n      descriptionId: sopi`,
  );
  return { text, at: positionOf(text, address), ...loadSiteText(text, { publicDir: PUBLIC }) };
}
const drawing = (inside: string, attributes = '') =>
  `<svg ${SVG} width="10" height="10"${attributes}>\n${inside}\n<rect width="10" height="10"/></svg>`;

describe('an SVG named in site.yaml is refused at its line when it', () => {
  // Each one passed the regular expressions this allow-list replaced, and published a drawing that runs, fetches or
  // navigates when its address is opened.
  const attacks: [string, string | Buffer, RegExp, code: string][] = [
    [
      "has a script under another prefix (HTML's namespace)",
      drawing(`<h:script xmlns:h="${XHTML}">alert(1)</h:script>`),
      /has <h:script>, an element of another language than SVG/,
      'FILE032',
    ],
    [
      "has a script under another prefix (SVG's own namespace)",
      drawing('<s:script xmlns:s="http://www.w3.org/2000/svg">alert(1)</s:script>'),
      /has <s:script>, which runs a script/,
      'FILE013',
    ],
    [
      "adds onload through a DOCTYPE's ATTLIST",
      `<!DOCTYPE svg [<!ATTLIST svg onload CDATA "alert(1)">]>\n${drawing('')}`,
      /has a DOCTYPE/,
      'FILE011',
    ],
    [
      'declares another encoding (ISO-2022-JP)',
      `<?xml version="1.0" encoding="ISO-2022-JP"?>\n${drawing('')}`,
      /declares encoding="ISO-2022-JP": only UTF-8/,
      'FILE010',
    ],
    [
      'embeds an HTML iframe with srcdoc',
      drawing(`<h:iframe xmlns:h="${XHTML}" srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"/>`),
      /has <h:iframe>/,
      'FILE032',
    ],
    [
      'embeds an HTML meta refresh to another site',
      drawing(`<h:meta xmlns:h="${XHTML}" http-equiv="refresh" content="0;url=https://evil.example/"/>`),
      /has <h:meta>/,
      'FILE032',
    ],
    [
      'animates an href',
      drawing('<use href="#r"><set attributeName="href" to="https://tracker.example/x.svg#r"/></use>'),
      /an animation that changes a link/,
      'FILE017',
    ],
    [
      'links out under a prefix other than xlink',
      drawing(
        '<image x:href="https://tracker.example/pixel.png" width="1" height="1"/>',
        ' xmlns:x="http://www.w3.org/1999/xlink"',
      ),
      /has x:href="https:\/\/tracker\.example\/pixel\.png", a link to another file/,
      'FILE016',
    ],
    [
      'fetches through url() written with a CSS escape',
      drawing('<style>rect{fill:u\\72l(https://tracker.example/x)}</style>'),
      /url\(https:\/\/tracker\.example\/x\), which loads another file/,
      'FILE019',
    ],
    [
      'imports a stylesheet through @import written with a CSS escape',
      drawing('<style>@\\69mport "https://tracker.example/x.css";</style>'),
      /the CSS rule @import/,
      'FILE019',
    ],
    [
      'fetches through an escaped url() in a style attribute',
      drawing('<rect style="fill:\\75 rl(https://tracker.example/y)"/>'),
      /url\(https:\/\/tracker\.example\/y\)/,
      'FILE018',
    ],
    [
      'loads a picture from another site',
      drawing('<image href="https://tracker.example/pixel.png" width="1" height="1"/>'),
      /has href="https:\/\/tracker\.example\/pixel\.png", a link to another file/,
      'FILE016',
    ],
    ['has an event handler', drawing('<g onload="alert(1)"></g>'), /has the event handler onload/, 'FILE046'],
    [
      'embeds HTML with foreignObject',
      drawing(`<foreignObject><div xmlns="${XHTML}">x</div></foreignObject>`),
      /has <foreignObject>, which embeds HTML/,
      'FILE013',
    ],
    [
      'loads a stylesheet through a processing instruction',
      `<?xml-stylesheet href="https://tracker.example/x.css"?>\n${drawing('')}`,
      /has a processing instruction/,
      'FILE012',
    ],
    [
      "declares a namespace other than SVG's and xlink's",
      drawing('<g/>', ' xmlns:ev="http://www.w3.org/2001/xml-events"'),
      /declares the namespace xmlns:ev/,
      'FILE015',
    ],
    [
      'is 1e999 pixels wide (Infinity)',
      `<svg ${SVG} width="1e999" height="10"/>`,
      new RegExp(
        `has width="1e999", not a size it can be drawn at; give a width in pixels from 1 to ${MAX_PICTURE_SIDE}`,
      ),
      'FILE023',
    ],
    [
      'is wider than a picture may be',
      `<svg ${SVG} viewBox="0 0 100000 10"/>`,
      new RegExp(`more than the ${MAX_PICTURE_SIDE} px a side may be`),
      'FILE025',
    ],
    ['is not well-formed XML', `<svg ${SVG} width="10" height="10"><g></svg>`, /is not well-formed XML/, 'FILE020'],
    [
      'is saved as UTF-16',
      Buffer.from('\uFEFF' + drawing(''), 'utf16le'),
      /is saved as UTF-16; save it again as UTF-8/,
      'FILE008',
    ],
  ];
  for (const [what, svg, message, code] of attacks) {
    it(what, () => {
      const { at, problems, resolved } = withPicture('/images/unsafe.svg', svg);
      expect(resolved).toBeUndefined();
      expect(problems).toMatchObject([
        {
          ...at,
          code,
          message: expect.stringMatching(/^the SVG "\/images\/unsafe\.svg", at its line \d+, column \d+, /),
        },
      ]);
      expect(problems[0].message).toMatch(message);
    });
  }

  it('names the line and column of what it refuses in the SVG itself', () => {
    const { problems } = withPicture(
      '/images/unsafe.svg',
      `<svg ${SVG} width="10" height="10">\n  <rect width="10" height="10"/>\n  <h:script xmlns:h="${XHTML}">alert(1)</h:script>\n</svg>`,
    );
    expect(problems[0].message).toMatch(/^the SVG "\/images\/unsafe\.svg", at its line 3, column 3, has <h:script>/);
  });

  it('is taken when it only draws: gradients, local references, text, a style with keyframes and a reduced-motion query', () => {
    const safe = drawing(
      [
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>',
        '<use href="#g"/><use xlink:href="#g"/><rect fill="url(#g)" transform="translate(1 2) scale(.5)" aria-label="write to info@example.in"/>',
        '<style>/* calm */ .p{animation:pulse 3s 1} @keyframes pulse{to{transform:scale(1.2)}} @media (prefers-reduced-motion:reduce){*{animation:none!important}}</style>',
        '<text x="1" y="8" font-family="sans-serif">Pune &amp; Mumbai</text><image href="/images/logo.svg" width="4" height="4"/>',
      ].join('\n'),
      ' xmlns:xlink="http://www.w3.org/1999/xlink"',
    );
    const { problems, resolved } = withPicture('/images/safe.svg', `<?xml version="1.0" encoding="UTF-8"?>\n${safe}`);
    expect(problems).toEqual([]);
    expect(resolved!.files).toContain('/images/safe.svg');
  });
});

describe('an SVG whose words are text', () => {
  it('is warned of at its line in site.yaml, naming where the words are in the file and how to outline them', () => {
    const svg = [
      `<svg ${SVG} width="200" height="100" viewBox="0 0 200 100">`,
      '  <rect width="200" height="100" fill="#fff"/>',
      '  <g font-family="Gotham, sans-serif">',
      '    <text x="84" y="38"><tspan font-weight="700">Kulkarni Rao</tspan> &amp; Associates</text>',
      '  </g>',
      '</svg>',
    ].join('\n');
    const { at, problems, warnings } = withPicture('/images/partner.svg', svg);
    expect(problems).toEqual([]);
    const found = (warnings ?? []).filter((w) => w.code === 'FILE052');
    expect(found).toHaveLength(1);
    // At the picture's name in site.yaml, and the <text> at line 4, column 5 of the drawing (counted here, not copied).
    const lines = svg.split('\n');
    const textLine = lines.findIndex((l) => l.includes('<text')) + 1;
    const textCol = lines[textLine - 1].indexOf('<text') + 1;
    expect(found[0]).toMatchObject({ line: at.line, col: at.col });
    expect(found[0].message).toContain(`the SVG "/images/partner.svg", at its line ${textLine}, column ${textCol}`);
    expect(found[0].message).toContain('"Kulkarni Rao & Associates"');
    expect(found[0].message).toMatch(/Inkscape.*Object to Path.*Illustrator.*Create Outlines/);
    // A warning: the site still builds with the picture.
    expect(withPicture('/images/partner.svg', svg).resolved!.files).toContain('/images/partner.svg');
  });

  it('is not warned of when its words are outlines, or when a <text> holds no words', () => {
    const { warnings } = withPicture(
      '/images/outlined.svg',
      drawing('<text x="1" y="8"> </text><path d="M1 1h4v4z"/>'),
    );
    expect((warnings ?? []).filter((w) => w.code === 'FILE052')).toEqual([]);
  });
});

describe('a picture is what its name says', () => {
  it('refuses an SVG saved as .jpg, naming what it is and the name to give it', () => {
    const { at, problems } = withPicture('/images/logo-copy.jpg', drawing(''));
    expect(problems).toMatchObject([
      {
        ...at,
        code: 'FILE035',
        message:
          'the picture "/images/logo-copy.jpg" is an SVG drawing, not a JPEG photo as its name says, so browsers would show nothing; rename the file to logo-copy.svg and write "/images/logo-copy.svg" here',
      },
    ]);
  });

  it('refuses a PNG saved as .jpg, and takes it once renamed as the message says', async () => {
    const png = await makePhoto({ width: 400, height: 300, format: 'png', seed: 3 });
    const { at, problems } = withPicture('/images/photo.jpg', png);
    expect(problems).toMatchObject([
      {
        ...at,
        code: 'FILE035',
        fix: { replace: { text: '/images/photo.jpg', with: '/images/photo.png' } },
        message: expect.stringContaining(
          'is a PNG picture, not a JPEG photo as its name says, so browsers would show nothing; rename the file to photo.png and write "/images/photo.png" here',
        ),
      },
    ]);
    expect(withPicture('/images/photo.png', png).problems).toEqual([]);
  });

  it('refuses a 1×100000 PNG when site.yaml is checked, naming the limit on a side', () => {
    const { at, problems } = withPicture('/images/strip.png', pngHeaderOnly(1, 100000));
    expect(problems).toMatchObject([
      {
        ...at,
        code: 'FILE007',
        message: `the picture "/images/strip.png" is 1×100000 pixels, and a side may be at most ${MAX_PICTURE_SIDE} px (the most a WebP, one of the formats every picture is sent in, can hold); crop or export it at most 4000 px on its longer side`,
      },
    ]);
  });
});

describe('files at the top of public/ and odd addresses', () => {
  it('refuses an unsafe SVG at the top of public/, which is published without site.yaml naming it, at its own line', () => {
    writeFileSync(
      path.join(PUBLIC, 'badge.svg'),
      `<svg ${SVG} width="10" height="10">\n<h:script xmlns:h="${XHTML}">alert(1)</h:script></svg>`,
    );
    const { problems, resolved } = loadSiteText(fixtureText(), { publicDir: PUBLIC });
    expect(resolved).toBeUndefined();
    const file = path.relative(process.cwd(), path.join(PUBLIC, 'badge.svg'));
    expect(problems).toMatchObject([
      {
        file,
        line: 2,
        col: 1,
        code: 'FILE032',
        message: expect.stringMatching(/^the SVG "\/badge\.svg", at its line 2, column 1, has <h:script>/),
      },
    ]);
    expect(formatProblems('site.yaml', problems)).toContain(`${file}:2:1  FILE032  the SVG "/badge.svg"`);
  });

  it('refuses a picture at the top of public/ that is not what its name says', () => {
    writeFileSync(path.join(PUBLIC, 'favicon.png'), drawing(''));
    const { problems } = loadSiteText(fixtureText(), { publicDir: PUBLIC });
    expect(problems).toEqual([
      expect.objectContaining({
        code: 'FILE035',
        message: expect.stringContaining('"/favicon.png" is an SVG drawing, not a PNG picture'),
      }),
    ]);
  });

  for (const [address, message, code] of [
    [
      '/images//logo.svg',
      'the file "/images//logo.svg" has an empty folder name (two / in a row); write it as "/images/logo.svg"',
      'FILE039',
    ],
    [
      '/.hidden/logo.svg',
      'the file "/.hidden/logo.svg" is in or is a hidden folder (".hidden", its name starts with a dot), which is never published; rename it without the dot (hidden) and write that name here',
      'FILE041',
    ],
  ]) {
    it(`refuses ${address} at its line, and takes the address the message gives`, () => {
      const { at, problems } = withPicture(address, readFileSync(path.join(FIXTURE_PUBLIC, 'images/logo.svg')));
      expect(problems).toMatchObject([{ ...at, code, message }]);
      // The empty folder name has a fix that writes the address the message gives.
      if (code === 'FILE039') expect(problems[0].fix).toEqual({ replace: { text: address, with: '/images/logo.svg' } });
      const fixed = address === '/images//logo.svg' ? '/images/logo.svg' : '/hidden/logo.svg';
      expect(withPicture(fixed, readFileSync(path.join(FIXTURE_PUBLIC, 'images/logo.svg'))).problems).toEqual([]);
    });
  }

  it("ignores an editor's dangling lock link (.#logo.svg) in public/: no problem, not published", async () => {
    const { symlinkSync } = await import('node:fs');
    symlinkSync('someone@laptop.4242:1700000000', path.join(PUBLIC, 'images/.#logo.svg'));
    symlinkSync('someone@laptop.4242:1700000000', path.join(PUBLIC, '.#favicon.svg'));
    const { problems, resolved } = loadSiteText(fixtureText(), { publicDir: PUBLIC });
    expect(problems).toEqual([]);
    expect(resolved!.files.filter((f) => f.includes('#'))).toEqual([]);
  });
});

describe("the site's own drawings", () => {
  it('all pass the allow-list, with their width and height as written', () => {
    const svgs = readdirSync(path.join(ROOT, 'public'), { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.svg'),
    );
    expect(svgs.length).toBeGreaterThan(150);
    for (const name of svgs) {
      const result = checkSvg(readFileSync(path.join(ROOT, 'public', name)));
      expect(result, name).not.toHaveProperty('problem');
    }
  });

  it("have no words as text: the marks (technology, partners, clients' carousel, brand) and every drawing site.yaml names", () => {
    const marks = ['images/tech', 'images/home/partners', 'images/clients-carousel', 'images/brand'].flatMap((dir) =>
      readdirSync(path.join(ROOT, 'public', dir))
        .filter((f) => f.endsWith('.svg'))
        .map((f) => path.join(dir, f)),
    );
    expect(marks.length).toBeGreaterThan(30);
    for (const name of marks) {
      const result = checkSvg(readFileSync(path.join(ROOT, 'public', name)));
      expect(result, name).not.toHaveProperty('problem');
      expect(result, name).not.toHaveProperty('text');
      expect(readFileSync(path.join(ROOT, 'public', name), 'utf8'), name).not.toMatch(/<text\b/);
      // The technology, partner and brand marks draw themselves for the dark scheme too (no light box of their own).
      if (!name.includes('clients-carousel') && !name.endsWith('social-card.svg'))
        expect(result, name).toHaveProperty('darkScheme', true);
    }
    const site = loadSiteText(readFileSync(path.join(ROOT, 'site.yaml'), 'utf8'), {
      publicDir: path.join(ROOT, 'public'),
    });
    expect(site.problems).toEqual([]);
    expect((site.warnings ?? []).filter((w) => w.code === 'FILE052').map((w) => `${w.line}: ${w.message}`)).toEqual([]);
  });

  it('each have a dark-scheme drawing of their own, as safe as the file, that keeps its dark rules whatever scheme it is drawn in', () => {
    for (const name of ['images/tech/react.svg', 'images/brand/logo.svg', 'images/home/partners/kulkarni-rao.svg']) {
      const svg = readFileSync(path.join(ROOT, 'public', name), 'utf8');
      const dark = darkSchemeCopy(svg)!;
      expect(dark, name).toBeDefined();
      expect(dark, name).not.toMatch(/prefers-color-scheme/i);
      expect(dark.replaceAll('(min-width: 0px)', '(prefers-color-scheme: dark)'), name).toBe(
        svg.replace(/\(\s*prefers-color-scheme\s*:\s*dark\s*\)/gi, '(prefers-color-scheme: dark)'),
      );
      expect(checkSvg(Buffer.from(dark)), name).not.toHaveProperty('problem');
    }
    const style = (css: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>${css}</style></svg>`;
    expect(darkSchemeCopy(style('svg{color:#123}@media (prefers-color-scheme:light){svg{color:#000}}'))).toBe(
      style('svg{color:#123}@media (max-width: -1px){svg{color:#000}}'),
    );
    // A condition written so that this does not read it (an escape, a comment): no copy, the file's own rules stay.
    expect(darkSchemeCopy(style('@media (prefers-color-scheme:\\64 ark){svg{color:#def}}'))).toBeUndefined();
    expect(darkSchemeCopy(style('@media (prefers-color-scheme:/**/dark){svg{color:#def}}'))).toBeUndefined();
    expect(darkSchemeCopy(style('svg{color:#123}'))).toBeUndefined();
  });

  it('are drawn from artwork/ as npm run draw-artwork draws them, with every word outlined, and recorded', async () => {
    const { drawArtwork } = await import('../src/media/outlines.ts');
    const { stale, recordChanged } = await drawArtwork(path.join(ROOT, 'artwork'), path.join(ROOT, 'public'), {
      check: true,
    });
    expect(stale).toEqual([]);
    // artwork/drawn.json, which validate compares with the files (FILE055, FILE056), says what was drawn from what.
    expect(recordChanged).toBe(false);
  });

  it('decodes CSS escapes as a browser does before looking at it', () => {
    expect(decodeCss('u\\72l(x) @\\69mport \\000075 rl( a/* c */b \\"')).toBe('url(x) @import url( a b "');
  });
});
