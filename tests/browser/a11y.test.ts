// axe-core on every route of the built site: no WCAG 2.1 A/AA violations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loadSiteFile } from '../../src/site/loadSite';
import { newPage, useBuiltSiteInChromium } from '../support/browser';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const { resolved } = loadSiteFile();
if (!resolved) throw new Error('site.yaml must be valid for browser tests');
const paths = [...resolved.pages.filter((p) => p.path !== '/404').map((p) => p.path), '/NoSuchPage'];

const site = useBuiltSiteInChromium();

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it.each(paths.map((p) => [p]))('%s has no violations', async (path) => {
    // Reduced motion: every section is shown at once, so contrast is measured on what people actually read.
    const page = await newPage(site.browser, { reducedMotion: 'reduce' });
    await page.goto(site.base + path, { waitUntil: 'networkidle' });
    await page.addScriptTag({ content: axeSource });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } });
      return result.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);
    await page.context().close();
  });
});
