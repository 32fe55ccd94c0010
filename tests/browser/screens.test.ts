// One page of every kind at 360, 768 and 1366 px in Chromium, from the real built site served under its real
// _headers: a full-page screenshot of each for a person to look through (the folder is printed), and what a person
// would notice checked on each: nothing wider than the screen, nothing covering text or a picture, no picture under
// 32 px that is not an icon, no text under 12 px, form boxes side by side lined up, addresses not split mid-word, no
// grid cell left empty and no picture under the text it is laid out beside. The same on the photos fixture build,
// which has a camera photo in every place a template draws a picture (tests/support/photos.ts).
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  layoutProblems,
  schemeDir,
  SCREENS,
  screenContext,
  screenPages,
  screenTargets,
  shootScreenIn,
} from '../../src/check/screens.ts';
import { loadSiteFile } from '../../src/contract/loadSite.ts';
import { newPage, tabPool, useBuiltSiteInChromium } from '../support/browser.ts';
import { builtClient, photoSiteDir } from '../support/builds.ts';
import { ROOT } from '../support/fixture.ts';
import { realSite } from '../support/realSite.ts';

const { resolved } = realSite();
if (!resolved) throw new Error('site.yaml must be valid for browser tests');
const targets = screenPages(resolved.pages);
const OUT = path.join(ROOT, '.tmp/screens');

const site = useBuiltSiteInChromium();

beforeAll(() => {
  rmSync(OUT, { recursive: true, force: true });
  console.log(
    `screenshots of every kind of page at ${SCREENS.map((s) => s.width).join(', ')} px: ${path.relative(process.cwd(), OUT)}/<width>/<kind>.png`,
  );
});

describe('the pages chosen', () => {
  it('include every kind of page and every section type', () => {
    const chosen = resolved.pages.filter((p) => targets.some((t) => t.path === p.path));
    expect(new Set(chosen.map((p) => p.kind))).toEqual(new Set(resolved.pages.map((p) => p.kind)));
    expect(new Set(chosen.flatMap((p) => p.sections.map((s) => s.type)))).toEqual(
      new Set(resolved.pages.flatMap((p) => p.sections.map((s) => s.type))),
    );
  });

  it('are, with SCREENS_ONLY, the pages it names, any of the site, and it says which address is no page', () => {
    const left = resolved.pages.find((p) => p.inSitemap && !targets.some((t) => t.path === p.path))!;
    const chosen = targets[1];
    expect(screenTargets(resolved.pages, [chosen.path, left.path, '/NoSuchPage'])).toEqual({
      targets: expect.arrayContaining([chosen, { path: left.path, name: expect.any(String) }]),
      unknown: ['/NoSuchPage'],
    });
    expect(screenTargets(resolved.pages, [left.path]).targets).toHaveLength(1);
  });
});

// A few pages at a time (maxConcurrency), each in a tab of its own: much of a visit is waiting on Chromium. The tabs
// of one width are used again for its next pages (the audit runs faster in a warm tab), with the HTTP cache off, so
// every page loads as on a first visit.
describe.each(SCREENS.map((s) => [s.width, s] as const))('%i px wide', (_width, screen) => {
  const tabs = tabPool(() => site.browser, screenContext(screen), { cacheDisabled: true });
  afterAll(() => tabs.close());

  it.concurrent.each(targets.map((t) => [t.path, t] as const))('%s looks right', async (_path, target) => {
    const { problems } = await tabs.visit((page) => shootScreenIn(page, site.base, screen, target, OUT));
    expect(problems).toEqual([]);
  });
});

// The dark scheme at a phone's and a laptop's width, on the first page of every kind (npm run screens takes every page
// at every width in both schemes): pictures in .tmp/screens/dark/<width>/, and the same layout checks.
describe.each([SCREENS[0], SCREENS[2]].map((s) => [s.width, s] as const))(
  'in the dark scheme, %i px wide',
  (_width, screen) => {
    const tabs = tabPool(() => site.browser, screenContext(screen, 'dark'), { cacheDisabled: true });
    afterAll(() => tabs.close());
    const kinds = targets.filter((t) => resolved.pages.some((p) => p.path === t.path && p.kind === t.name));

    it('covers every kind of page', () => {
      expect(new Set(kinds.map((t) => t.name))).toEqual(new Set(resolved.pages.map((p) => p.kind)));
    });

    it.concurrent.each(kinds.map((t) => [t.path, t] as const))('%s looks right', async (_path, target) => {
      const { problems } = await tabs.visit((page) =>
        shootScreenIn(page, site.base, screen, target, schemeDir(OUT, 'dark')),
      );
      expect(problems).toEqual([]);
    });
  },
);

// Photos where the real site has illustrations: a <picture> of versions must take the place a bare <img> takes.
describe('a camera photo in every picture slot', () => {
  const photos = useBuiltSiteInChromium(builtClient('photos'));
  const photoTargets = () => screenPages(loadSiteFile(path.join(photoSiteDir(), 'site.yaml')).resolved!.pages);
  const PHOTO_OUT = path.join(ROOT, '.tmp/screens-photos');

  it.each(SCREENS.map((s) => [s.width, s] as const))('holds its layout at %i px', async (_width, screen) => {
    const tabs = tabPool(() => photos.browser, screenContext(screen), { cacheDisabled: true });
    try {
      const targets = photoTargets();
      expect(targets.map((t) => t.path)).toEqual(expect.arrayContaining(['/', '/Sopi', '/Products', '/PhotoSlots']));
      for (const target of targets) {
        const { problems } = await tabs.visit((page) => shootScreenIn(page, photos.base, screen, target, PHOTO_OUT));
        expect(problems, target.path).toEqual([]);
      }
    } finally {
      await tabs.close();
    }
  });
});

// The checks themselves, on a page made with one of each defect: each is found, and a sound page passes.
describe('the layout checks', () => {
  const svg = (w: number, h: number, body = '') =>
    `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="#ccc"/>${body}</svg>`)}`;
  const sound = `
    <header style="position:sticky;top:0;background:#fff"><a href="/">Home</a></header>
    <main style="padding:8px">
      <h1>A sound page</h1>
      <div style="position:relative;height:200px"><img alt="" src="${svg(300, 150)}" style="position:absolute;inset:0;width:100%;height:100%">
        <p style="position:relative;background:#fff">Text on a backdrop picture</p></div>
      <ul><li style="position:relative"><h3><a href="/x" style="">A card</a></h3><p>Its text</p></li></ul>
      <p>An icon <svg aria-hidden="true" width="16" height="16"><circle cx="8" cy="8" r="8"/></svg> beside words.</p>
      <p><a href="mailto:someone@example.org">someone@example.org</a></p>
      <div style="display:flex;gap:8px"><input aria-label="a" style="width:120px"><input aria-label="b" style="width:120px"></div>
      <div style="display:grid;grid-template-columns:1fr 1fr"><p>Text beside a photo</p><picture style="display:contents"><source type="image/avif" srcset="${svg(300, 150)}" style="display:none"><img alt="A photo" src="${svg(300, 150)}"></picture></div>
      <address style="width:200px;overflow-wrap:anywhere">Plot 12, SahyadriBusinessCentreNearTheBanerRoadJunctionPune, Pune</address>
      <ul class="grid" style="display:flex;flex-wrap:wrap;justify-content:center;gap:8px;padding:0"><li style="flex:0 1 150px">One</li><li style="flex:0 1 150px">Two</li><li style="flex:0 1 150px">Three</li></ul>
      <div style="height:2000px"></div>
    </main>`;

  async function problemsOf(body: string) {
    const page = await newPage(site.browser, { viewport: { width: 360, height: 740 } });
    await page.setContent(
      `<!doctype html><html lang="en"><body style="margin:0;font:16px sans-serif">${body}</body></html>`,
    );
    const problems = await layoutProblems(page);
    await page.context().close();
    return problems;
  }

  it('finds nothing on a sound page', async () => {
    expect(await problemsOf(sound)).toEqual([]);
  });

  it('finds each defect', async () => {
    const problems = await problemsOf(`
      <div style="width:500px">Too wide for a phone</div>
      <section style="position:relative"><h2 style="margin:0">A heading under a badge</h2><span style="position:absolute;top:0;left:0;width:120px;height:30px;background:#f90"></span></section>
      <div style="position:relative;width:200px"><img alt="A logo" class="logo" src="${svg(160, 80, '<text x="10" y="40" font-size="11">Name</text>')}" style="width:100px">
        <button style="position:absolute;left:20px;top:10px;width:60px;height:30px">Next</button></div>
      <img alt="A tiny picture" src="${svg(20, 20)}">
      <p style="font-size:10px">Small print</p>
      <div style="display:flex;gap:8px;align-items:flex-start"><input aria-label="a" style="width:120px"><div><small>hint</small><br><input aria-label="b" style="width:120px"></div></div>
      <p style="width:120px;overflow-wrap:anywhere"><a href="mailto:support@vistaar-software.example">support@vistaar-software.example</a></p>
      <div style="display:grid;grid-template-columns:1fr 1fr"><p>Text meant beside its photo</p><picture style="display:contents"><source type="image/avif" srcset="${svg(300, 150)}"><img alt="A photo under its text" src="${svg(300, 150)}"></picture></div>
      <ul class="grid" style="display:flex;flex-wrap:wrap;gap:8px;padding:0"><li style="flex:1 1 150px">First</li><li style="flex:1 1 150px">Second</li><li style="flex:1 1 150px">Third, alone and stretched</li></ul>`);
    const kinds = (kind: string) => problems.filter((p) => p.startsWith(`${kind}:`));
    expect(kinds('overflow').join('\n')).toMatch(/wider than the screen/);
    expect(kinds('overlap').join('\n')).toMatch(/<span> covers the text <h2>/);
    expect(kinds('overlap').join('\n')).toMatch(/<button> "Next" covers the picture <img.logo> "A logo"/);
    expect(kinds('small picture').join('\n')).toMatch(/"A tiny picture" is 20×20 px/);
    expect(kinds('small text').join('\n')).toMatch(/Small print" is 10.0 px/);
    expect(kinds('small text').join('\n')).toMatch(/"Name" in <img.logo> "A logo" is 6.9 px/);
    expect(kinds('misaligned')).toHaveLength(1);
    expect(kinds('split').join('\n')).toMatch(/support@vistaar-software.example/);
    expect(kinds('empty cell').join('\n')).toMatch(
      /<source> takes a cell of the grid <div> "Text meant beside its photo"/,
    );
    expect(kinds('below').join('\n')).toMatch(
      /"A photo under its text" is under the text in <div> "Text meant beside its photo", whose 2 columns/,
    );
    expect(kinds('stretched').join('\n')).toMatch(
      /in <ul.grid> "First.*", <li> "Third, alone and stretched" is \d+ px wide/,
    );
  });
});
