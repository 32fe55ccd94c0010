// The owner guides' walk-throughs (docs/guide/), followed to the letter: each YAML example is copied exactly as printed
// in its guide and pasted where its walk-through says, into a copy of the real site (with its pictures).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { DEFAULT_SITE_FILE } from '../../src/core/paths.ts';
import { writeClip } from './clips.ts';
import { ROOT } from './fixture.ts';

/** The owner guides, by what they are about (files under the project's root). */
export const GUIDE = {
  editing: 'docs/guide/editing.md',
  pages: 'docs/guide/pages-and-products.md',
  media: 'docs/guide/media.md',
  facts: 'docs/guide/facts.md',
  marathi: 'docs/guide/marathi.md',
} as const;

/** The ```yaml (or other `lang`) block under a heading of a docs file (`file`, from the project's root; the first, or the `n`th), as the raw text a reader copies. */
export function guideExample(file: string, heading: string, n = 0, lang = 'yaml'): string {
  const guide = readFileSync(path.join(ROOT, file), 'utf8');
  const at = guide.indexOf(`\n${heading}\n`);
  if (at < 0) throw new Error(`${file} has no heading "${heading}"`);
  const section = guide.slice(at + heading.length + 2).split(/\n#{2,3} /)[0];
  const block = [...section.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))][n];
  if (!block) throw new Error(`${file} has no ${lang} example ${n + 1} under "${heading}"`);
  return block[1];
}

/** Pastes `example` at the start of the line at `offset`. */
const pasteAt = (site: string, offset: number, example: string) => site.slice(0, offset) + example + site.slice(offset);

/** Where the next `  - path:` entry after `from` starts (or the end of the file). */
function nextEntry(site: string, from: number): number {
  const next = site.indexOf('\n  - path: ', from);
  return next < 0 ? site.length : next + 1;
}

/** A plain picture of the size a walk-through's picture would have. */
const picture = (width: number, height: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="${width}" height="${height}" fill="#eef4f8"/></svg>`;

/** Each walk-through step: its guide and heading (and which example under it), where it says to paste, and the picture it names. */
const WALKTHROUGHS: {
  file: string;
  heading: string;
  example?: number;
  at: (site: string) => number;
  until?: (site: string) => number;
  size: readonly [number, number];
}[] = [
  // "the last `kind: product` entry … paste this after the whole entry, before the next `- path:`"
  {
    file: GUIDE.pages,
    heading: '### Add a product',
    at: (site: string) => nextEntry(site, site.lastIndexOf('    kind: product\n')),
    size: [480, 360],
  },
  // "after the last vacancy card, just above `- type: form`"
  {
    file: GUIDE.pages,
    heading: '### Add a vacancy',
    at: (site: string) => site.indexOf('      - type: form\n', site.indexOf('id: Vacancies')),
    size: [480, 360],
  },
  // "after the last logo of that group" (the group ends where the next group starts)
  {
    file: GUIDE.pages,
    heading: '### Add a client logo',
    at: (site: string) => site.indexOf('          - id: ', site.indexOf('id: Clients_Corporate')),
    size: [240, 120],
  },
  {
    file: GUIDE.pages,
    heading: '### Add an industry',
    at: (site: string) => nextEntry(site, site.lastIndexOf('    kind: industry\n')),
    size: [480, 360],
  },
  // "at the very end of site.yaml"
  {
    file: GUIDE.pages,
    heading: '### Add a page of your own with a menu entry',
    at: (site: string) => site.length,
    size: [0, 0],
  },
  // "after the last menu entry, above the empty line before `footer:`"
  {
    file: GUIDE.pages,
    heading: '### Add a page of your own with a menu entry',
    example: 1,
    at: (site: string) => site.indexOf('\n\nfooter:\n') + 1,
    size: [0, 0],
  },
  // "after that whole review, just above `- use: connect`"
  {
    file: GUIDE.media,
    heading: '### Add a video',
    at: (site: string) => site.indexOf('      - use: connect\n', site.indexOf('id: Review_Website_Launch')),
    size: [0, 0],
  },
  // "replace the lines from `registrations:` down to the line above `copyrightOwner:`"
  {
    file: GUIDE.facts,
    heading: '### Fill in the registrations and certificates',
    at: (site: string) => site.indexOf('  registrations:\n'),
    until: (site: string) => site.indexOf('  copyrightOwner:'),
    size: [0, 0],
  },
  // "search for `id: Our_Story` and paste this above the `- type: cards` that comes after it"
  {
    file: GUIDE.media,
    heading: '### Add a YouTube video',
    at: (site: string) => site.indexOf('      - type: cards\n', site.indexOf('id: Our_Story')),
    size: [0, 0],
  },
];

export interface WalkthroughAdded {
  productPath: string;
  industryPath: string;
  vacancyTitle: string;
  logoName: string;
  ownPath: string;
  ownTitle: string;
  menuLabel: string;
  videoReviewId: string;
  youtubeSectionId: string;
  youtubeTitle: string;
}

/** Writes the walk-through site (site.yaml and public/) into `dir` and notes what it added. */
export function prepareWalkthroughSite(dir: string): { siteFile: string } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(ROOT, 'public'), path.join(dir, 'public'), { recursive: true });
  let site = readFileSync(DEFAULT_SITE_FILE, 'utf8');
  const examples: string[] = [];
  for (const { file, heading, example: n, at, until, size } of WALKTHROUGHS) {
    const example = guideExample(file, heading, n);
    const offset = at(site);
    if (offset <= 0) throw new Error(`site.yaml has no place for "${heading}" as its walk-through describes it`);
    // A walk-through that replaces lines: those from `at` to `until`, deleted before the example is pasted.
    const end = until?.(site) ?? offset;
    if (end < offset) throw new Error(`site.yaml has no end for the lines "${heading}" replaces`);
    site = pasteAt(site.slice(0, offset) + site.slice(end), offset, example);
    for (const [, src] of example.matchAll(/src: (\/images\/\S+\.svg)/g)) {
      mkdirSync(path.dirname(path.join(dir, 'public', src)), { recursive: true });
      writeFileSync(path.join(dir, 'public', src), picture(size[0], size[1]));
    }
    // The video as a phone gives it (an upright HEVC .mov with speech), and its captions exactly as the guide prints them.
    for (const [, src] of example.matchAll(/src: (\/videos\/\S+\.mov)/g)) {
      writeClip(path.join(dir, 'public', src), {
        width: 480,
        height: 270,
        seconds: 6,
        codec: 'hevc',
        rotate: 90,
        audio: 'speech',
        phoneMetadata: true,
      });
    }
    for (const [, vtt] of example.matchAll(/captions: (\/videos\/\S+\.vtt)/g))
      writeFileSync(path.join(dir, 'public', vtt), guideExample(file, heading, 0, 'vtt'));
    examples.push(example);
  }
  const siteFile = path.join(dir, 'site.yaml');
  writeFileSync(siteFile, site);
  const [product, vacancy, logo, industry, own, menu, video, , youtube] = examples;
  const added: WalkthroughAdded = {
    productPath: product.match(/- path: (\S+)/)![1],
    vacancyTitle: vacancy.match(/title: (.+)/)![1],
    logoName: logo.match(/name: "([^"]+)"/)![1],
    industryPath: industry.match(/- path: (\S+)/)![1],
    ownPath: own.match(/- path: (\S+)/)![1],
    ownTitle: own.match(/title: (.+)/)![1],
    menuLabel: menu.match(/label: ([^,]+),/)![1],
    videoReviewId: video.match(/- id: (\S+)/)![1],
    youtubeSectionId: youtube.match(/ id: (\S+)/)![1],
    youtubeTitle: youtube.match(/ title: (.+)/)![1],
  };
  writeFileSync(path.join(dir, 'added.json'), JSON.stringify(added));
  return { siteFile };
}

/** Inside a test file: what the setup added to the walk-through site. */
export function walkthroughAdded(): WalkthroughAdded {
  return JSON.parse(readFileSync(path.join(inject('runDir'), 'walkthrough-site/added.json'), 'utf8'));
}
