// The README's "Add a page by editing site.yaml" walk-through, followed to the letter on a copy of the real site.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { load as parseHtml } from 'cheerio';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './support/fixture';

const WORK = path.join(ROOT, '.tmp/add-product');
const OUT = '.tmp/add-product-dist';
const CLIENT = path.join(ROOT, OUT, 'client');

/** The YAML example in the README's walk-through, exactly as a reader would copy it. */
function readmeExample(): string {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Add a page by editing site.yaml'));
  const block = section.match(/```yaml\n([\s\S]*?)```/);
  if (!block) throw new Error('README has no yaml example in its walk-through');
  return block[1].split('\n').map((line) => line.replace(/^ {3}/, '')).join('\n');
}

describe('adding a product is a YAML-only change', () => {
  let entryPath: string;
  beforeAll(() => {
    rmSync(WORK, { recursive: true, force: true });
    mkdirSync(WORK, { recursive: true });
    cpSync(path.join(ROOT, 'public'), path.join(WORK, 'public'), { recursive: true });
    const example = readmeExample();
    entryPath = example.match(/- path: (\S+)/)![1];
    const picture = example.match(/src: (\/images\/\S+\.svg)/)![1];
    writeFileSync(path.join(WORK, 'public', picture), '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#eef4f8"/></svg>');
    // "paste it after the last product"
    const site = readFileSync(path.join(ROOT, 'site.yaml'), 'utf8');
    const lastProduct = site.lastIndexOf('    kind: product\n');
    const nextEntry = site.indexOf('\n  - path: ', lastProduct);
    const edited = nextEntry < 0 ? `${site.trimEnd()}\n${example}` : `${site.slice(0, nextEntry + 1)}${example.trimEnd()}\n${site.slice(nextEntry + 1)}`;
    writeFileSync(path.join(WORK, 'site.yaml'), edited);
    const validate = spawnSync('npx', ['tsx', 'scripts/validate.ts', path.join(WORK, 'site.yaml')], { cwd: ROOT, encoding: 'utf8' });
    if (validate.status !== 0) throw new Error(`the README example does not validate:\n${validate.stderr}`);
    const build = spawnSync('npx', ['vike', 'build'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, SITE_YAML: path.join(WORK, 'site.yaml'), SITE_OUT: OUT } });
    if (build.status !== 0) throw new Error(`build failed:\n${build.stderr}`);
  });

  const html = (route: string) => parseHtml(readFileSync(path.join(CLIENT, route.slice(1), 'index.html'), 'utf8'));

  it('gets its own prerendered page, lit as a product, with its brochure', () => {
    const $ = html(entryPath);
    expect($('h1').text()).toBe('Fleet Tracking System');
    expect($('.menu-link[aria-current="page"]').text()).toBe('Products');
    expect($('nav[aria-label="Breadcrumb"] li').map((_, li) => $(li).text()).get()).toEqual(['Home', 'Products', 'Fleet Tracking System']);
    expect($('#Brochure').attr('href')).toBe(`/brochures${entryPath}.pdf`);
    expect(existsSync(path.join(CLIENT, `brochures${entryPath}.pdf`))).toBe(true);
  });

  it('gets a tile on /Products', () => {
    const $ = html('/Products');
    expect($(`.tile a[href="${entryPath}"]`).text()).toBe('Fleet Tracking System');
  });

  it('gets an entry in the Products group of /Sitemap', () => {
    const $ = html('/Sitemap');
    const group = $('.sitemap-card').filter((_, el) => $(el).find('h3').text() === 'Products');
    expect(group.find(`a[href="${entryPath}"]`).text()).toBe('Fleet Tracking System');
  });
});
