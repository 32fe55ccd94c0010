// The README's walk-throughs, followed to the letter: each YAML example is copied exactly as a reader copies it from
// the README and pasted where the README says, into a copy of the real site (with its pictures).
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';
import { ROOT } from './fixture';

/** The ```yaml block under a README heading, as the raw text a reader selects and copies. */
export function readmeExample(heading: string): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const at = readme.indexOf(heading);
  if (at < 0) throw new Error(`README has no heading "${heading}"`);
  const block = readme.slice(at).match(/```yaml\n([\s\S]*?)```/);
  if (!block) throw new Error(`README has no yaml example under "${heading}"`);
  return block[1];
}

/** The product example, pasted after the last product as step 1 says; returns its path. */
function addProduct(dir: string, site: string): { site: string; path: string } {
  const example = readmeExample('## Add a page by editing site.yaml').split('\n').map((line) => line.replace(/^ {3}/, '')).join('\n');
  const lastProduct = site.lastIndexOf('    kind: product\n');
  const nextEntry = site.indexOf('\n  - path: ', lastProduct);
  const edited = nextEntry < 0 ? `${site.trimEnd()}\n${example}` : `${site.slice(0, nextEntry + 1)}${example.trimEnd()}\n${site.slice(nextEntry + 1)}`;
  const picture = example.match(/src: (\/images\/\S+\.svg)/)![1];
  writeFileSync(path.join(dir, 'public', picture),
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#eef4f8"/></svg>');
  return { site: edited, path: example.match(/- path: (\S+)/)![1] };
}

/** Writes the walk-through site (site.yaml and public/) into `dir` and notes what it added. */
export function prepareWalkthroughSite(dir: string): { siteFile: string; productPath: string } {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(ROOT, 'public'), path.join(dir, 'public'), { recursive: true });
  const product = addProduct(dir, readFileSync(path.join(ROOT, 'site.yaml'), 'utf8'));
  const siteFile = path.join(dir, 'site.yaml');
  writeFileSync(siteFile, product.site);
  writeFileSync(path.join(dir, 'added.json'), JSON.stringify({ productPath: product.path }));
  return { siteFile, productPath: product.path };
}

/** Inside a test file: what the setup added to the walk-through site. */
export function walkthroughAdded(): { productPath: string } {
  return JSON.parse(readFileSync(path.join(inject('runDir'), 'walkthrough-site/added.json'), 'utf8'));
}
