// The map's still picture (site.map.picture) is the owner's drawing or photo of the streets around the office: the one
// thing about the office the build cannot make from site.address. When the picture is an SVG whose own words (its
// street labels, title and description) name no part of the address, it shows another place, most likely the office
// before a move: validate warns at the picture's line, naming what it shows and how to bring it up to date.
import { problem, type Coded } from '../../core/problems.ts';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../../generated/site-types.ts';
import type { DataPath } from '../../content/yamlSource.ts';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (s: string) =>
  s
    .replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The words an SVG shows or says of itself: its <text>, <title> and <desc>, and its aria-label attributes. What it
 * shows: its <text>, and the words its outlines were drawn from (the aria-label of a shape or group, as
 * src/media/outlines.ts and drawing programs keep them), in the order they are drawn.
 */
export function svgWords(svg: string): { labels: string[]; all: string[] } {
  const labels = [
    ...svg.matchAll(
      /<(?:\w+:)?text\b[^>]*>([\s\S]*?)<\/(?:\w+:)?text>|<(?:\w+:)?(?:path|g)\b[^>]*?\saria-label\s*=\s*(?:"([^"]*)"|'([^']*)')/g,
    ),
  ]
    .map((m) => decode(m[1] !== undefined ? m[1].replace(/<[^>]*>/g, ' ') : (m[2] ?? m[3])))
    .filter(Boolean);
  const described = [...svg.matchAll(/<(?:\w+:)?(title|desc)\b[^>]*>([\s\S]*?)<\/(?:\w+:)?\1>/g)].map((m) =>
    decode(m[2]),
  );
  const aria = [...svg.matchAll(/\saria-label\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => decode(m[1] ?? m[2]));
  return { labels, all: [...labels, ...described, ...aria].filter(Boolean) };
}

/** The parts of the address a picture of its streets would name: a line that is a named place ("Baner Road"), the postal code. */
const placeNames = (a: SiteConfig['site']['address']) => [
  ...a.lines.filter((line) => line.replace(/[^\p{L}]/gu, '').length >= 6),
  a.postalCode,
];

export function checkMapPicture(
  site: SiteConfig,
  publicDir: string,
  warn: (at: DataPath, problem: Coded) => void,
): void {
  const picture = site.site.map.picture;
  if (!picture || !/\.svg$/i.test(picture.src)) return;
  const file = path.join(publicDir, picture.src);
  if (!existsSync(file)) return; // reported as a missing file
  const { labels, all } = svgWords(readFileSync(file, 'utf8'));
  if (!all.length) return;
  const said = all.join(' \n ').toLowerCase();
  const names = placeNames(site.site.address);
  if (names.some((name) => said.includes(name.toLowerCase()))) return;
  const shown = (labels.length ? labels : all).map((w) => `"${w}"`).join(', ');
  const street = names[names.length - 2] ?? site.site.address.lines.at(-1)!;
  warn(
    ['site', 'map', 'picture', 'src'],
    problem('FILE031', {
      src: picture.src,
      shown,
      lines: site.site.address.lines.join(', '),
      city: site.site.address.city,
      street,
    }),
  );
}
