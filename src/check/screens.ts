// Screenshots of the built site: one page of every kind at a phone, a tablet and a desktop width, written as full-page
// PNGs, and the layout problems a person would notice on them (overflow, overlap, tiny pictures, tiny text), found in
// the page itself. Used by `npm run screens` and tests/browser/screens.test.ts.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import type { PageDescriptor, Section } from '../contract/descriptorTypes.ts';
import { routedPages } from '../contract/ids.ts';
import { ENHANCED, HYDRATED, ISLAND, VIDEO_BUTTONS } from '../shared/domHooks.ts';
import { config } from '../core/config.ts';

/** Chromium without a sandbox, a GPU, QUIC or the background traffic a closed network refuses (the screens and Lighthouse). */
export const QUIET_CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell, the binary Playwright itself runs for
 * headless tests): the same Blink, V8 and network code as /usr/bin/chromium without the desktop browser around them,
 * which here cost 2.3 times the CPU for the same visits (mostly a browser profile made for every new context).
 * Without the background traffic a closed network refuses. A page sees the motion preference its context sets
 * (Playwright's reducedMotion, 'no-preference' unless a test says otherwise); a picture, which that setting does not
 * reach, sees reduced motion: the home page's animated backdrop would redraw the whole picture for its first seconds
 * in every visit (a core's worth of CPU here), and a screenshot would catch it mid-way.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: config.chromiumPath ?? '/usr/bin/chromium-headless-shell',
    args: [...QUIET_CHROMIUM_FLAGS, '--force-prefers-reduced-motion'],
  });
}

/** The widths looked at, each with the height of a typical screen of that width. */
export const SCREENS = [
  { width: 360, height: 740 },
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
] as const;

export interface ScreenPage {
  name: string;
  path: string;
}

/**
 * The first page of every kind, then the fewest further pages that show every section type and every card layout
 * at least once: each template and each section block is looked at, with one page load per page and width.
 */
export function screenPages(pages: PageDescriptor[]): ScreenPage[] {
  // The site's own language's pages are chosen; each has its versions in the other languages beside it (mr-product).
  const own = pages[0]?.lang;
  const shown = routedPages(pages).filter((p) => p.lang === own);
  const features = (p: PageDescriptor) => new Set([`template:${p.template}`, ...p.sections.map(sectionFeature)]);
  const chosen: PageDescriptor[] = [];
  const covered = new Set<string>();
  const take = (p: PageDescriptor) => {
    chosen.push(p);
    for (const f of features(p)) covered.add(f);
  };
  for (const p of shown) if (!chosen.some((c) => c.kind === p.kind)) take(p);
  for (const p of shown) if ([...features(p)].some((f) => !covered.has(f))) take(p);
  const named = chosen.map((p) => ({
    page: p,
    name: chosen.find((c) => c.kind === p.kind) === p ? p.kind : `${p.kind}-${p.path.slice(1)}`,
  }));
  return named.flatMap(({ page, name }) => [
    { path: page.path, name },
    ...page.alternates.filter((a) => a.lang !== own).map((a) => ({ path: a.path, name: `${a.lang}-${name}` })),
  ]);
}

/** A screenshot's file name for a page's address: /mr/FormNotSent → mr-FormNotSent, / → home, /mr/ → mr. */
export const screenshotName = (address: string) =>
  address === '/' ? 'home' : address.replace(/\/$/, '').slice(1).replaceAll('/', '-');

/**
 * The pages `npm run screens` looks at: screenPages', or with SCREENS_ONLY the pages it names, any page of the site
 * (one screenPages leaves out, such as /FormNotSent, by its address: FormNotSent.png, mr-FormNotSent.png). An address
 * that is no page of the site is returned in `unknown`.
 */
export function screenTargets(pages: PageDescriptor[], only?: string[]): { targets: ScreenPage[]; unknown: string[] } {
  const chosen = screenPages(pages);
  if (!only) return { targets: chosen, unknown: [] };
  const routed = routedPages(pages);
  return {
    targets: routed
      .filter((p) => only.includes(p.path))
      .map((p) => chosen.find((c) => c.path === p.path) ?? { path: p.path, name: screenshotName(p.path) }),
    unknown: only.filter((path) => !routed.some((p) => p.path === path)),
  };
}

function sectionFeature(s: Section): string {
  return s.type === 'cards' ? `cards:${s.layout ?? 'feature'}` : s.type;
}

/**
 * Readies a loaded page for a full-page picture as a visitor would see it after scrolling through: every island
 * hydrated, the video buttons shown, every picture loaded, fonts ready, at the top of the page. The islands start as
 * they come into view: each one still waiting is scrolled to in turn (cheaper than making the window as tall as the
 * page, which lays out and draws the whole page twice more).
 */
export async function settle(page: Page): Promise<void> {
  await layOutWholePage(page);
  await page.evaluate(
    async ({ ENHANCED, HYDRATED, ISLAND, VIDEO_BUTTONS }) => {
      // The site script arrives after the first paint (it marks the page html[data-enhanced]); the screenshot shows the
      // page as it is once it has run. Waited for here, in the page: a Playwright locator would first have Chromium
      // compile Playwright's own script in every new document (70 ms of a core here).
      const within10s = async (ready: () => boolean, what: string) => {
        const started = performance.now();
        while (!ready()) {
          if (performance.now() - started > 10_000) throw new Error(`${what} within 10 s`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await within10s(() => document.documentElement.hasAttribute(ENHANCED), 'the site script did not run');
      // On a page with a video, the videos' code, which the site script loads after it has run, shows its buttons.
      await within10s(
        () => [...document.querySelectorAll<HTMLElement>(VIDEO_BUTTONS)].every((button) => !button.hidden),
        "the videos' code did not show the video buttons",
      );
      const waiting = () => document.querySelector(`[${ISLAND}]:not([${HYDRATED}])`);
      for (let island = waiting(); island; island = waiting()) {
        island.scrollIntoView({ block: 'center', behavior: 'instant' });
        await within10s(
          () => island.hasAttribute(HYDRATED),
          `the ${island.getAttribute(ISLAND)} island did not start on coming into view`,
        );
      }
      const images = [...document.images];
      for (const img of images) img.loading = 'eager';
      await Promise.all(images.map((img) => img.decode().catch(() => undefined)));
      await document.fonts.ready;
      window.scrollTo({ top: 0, behavior: 'instant' });
    },
    { ENHANCED, HYDRATED, ISLAND, VIDEO_BUTTONS },
  );
}

/**
 * What a person would notice on the page at its current width, one line per problem:
 * - overflow: the page is wider than the screen, or an element sticks out of it;
 * - overlap: an element covers text or a picture that is not its own (a control over a logo, a badge over a
 *   heading), found by asking the browser what is on top at points of every line of text and every picture;
 * - small picture: a picture under 32 px either way that is not an icon (an icon is marked aria-hidden="true": the
 *   text beside it says what it means);
 * - small text: text under 12 px; also the names drawn inside a logo picture (img.logo) that is not captioned;
 * - misaligned: form boxes side by side whose tops do not line up;
 * - split: an e-mail address or a word of a postal address broken across two lines (after "@" or "." is fine; so is
 *   a word longer than its whole line, which cannot be kept together);
 * - empty cell: an element that takes a cell of a grid and shows nothing (a picture's <source> laid out as a cell);
 * - below: a picture under the text of a grid whose columns are meant to put them side by side (no more items than
 *   columns, so all fit on one row, yet one is under another);
 * - stretched: an item of a grid's shorter last row wider than the items of its first row (ragged rows read as a
 *   mistake: 4 + 3 cards must keep one width).
 */
export async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(auditInPage);
}

async function auditInPage(): Promise<string[]> {
  const problems = new Set<string>();
  const doc = document.documentElement;
  const vw = doc.clientWidth;
  const vh = window.innerHeight;

  const short = (s: string | null | undefined) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
  const describe = (el: Element) => {
    const cls =
      typeof el.className === 'string' && el.className.trim()
        ? '.' + el.className.trim().split(/\s+/).slice(0, 2).join('.')
        : '';
    const label = el.getAttribute('alt') ?? el.getAttribute('aria-label') ?? short(el.textContent);
    return `<${el.tagName.toLowerCase()}${el.id ? '#' + el.id : ''}${cls}>${label ? ` "${short(label)}"` : ''}`;
  };
  const shown = (el: Element) =>
    el.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true });
  type Box = { left: number; top: number; right: number; bottom: number };
  const intersect = (a: Box, b: Box): Box => ({
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  });
  const area = (b: Box) => Math.max(0, b.right - b.left) * Math.max(0, b.bottom - b.top);
  /** The part of a box that clipping ancestors leave visible (html and body pass their overflow on to the screen). */
  const clipped = (el: Element, box: Box, self = false): Box => {
    let out = box;
    for (let a = self ? el : el.parentElement; a && a !== document.body && a !== doc; a = a.parentElement) {
      const cs = getComputedStyle(a);
      if (cs.overflowX !== 'visible' || cs.overflowY !== 'visible' || cs.clip !== 'auto' || cs.clipPath !== 'none')
        out = intersect(out, a.getBoundingClientRect());
    }
    return out;
  };
  const inSvg = (el: Element) => el.parentElement?.closest('svg') != null;
  const textRange = (node: Node) => {
    const r = document.createRange();
    r.selectNodeContents(node);
    return r;
  };

  // A grid's last row stretched: its items wider than the first row's.
  for (const grid of document.body.querySelectorAll('.grid')) {
    const items = [...grid.children].filter(shown);
    const widths = items.map((el) => el.getBoundingClientRect().width);
    const widest = Math.max(...widths);
    const first = widths[0];
    if (items.length > 1 && widest > first + 1)
      problems.add(
        `stretched: in ${describe(grid)}, ${describe(items[widths.indexOf(widest)])} is ${Math.round(widest)} px wide, the first item ${Math.round(first)} px`,
      );
  }

  // Overflow sideways.
  if (doc.scrollWidth > vw) problems.add(`overflow: the page is ${doc.scrollWidth - vw} px wider than the screen`);
  for (const el of document.body.querySelectorAll('*')) {
    if (inSvg(el) || !shown(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.width <= 1 || r.height <= 1) continue;
    const c = clipped(el, r);
    if (area(c) <= 1) continue;
    if (c.right > vw + 1 || c.left < -1)
      problems.add(
        `overflow: ${describe(el)} reaches ${Math.round(c.left)}…${Math.round(c.right)} px of a ${vw} px screen`,
      );
  }

  // Pictures under 32 px that are not icons.
  const pictures = [...document.body.querySelectorAll('img, svg, video, canvas, iframe')].filter(
    (el) => !inSvg(el) && shown(el) && area(clipped(el, el.getBoundingClientRect())) > 1,
  );
  const isIcon = (el: Element) => el.closest('[aria-hidden="true"]') != null;
  for (const el of pictures) {
    const r = el.getBoundingClientRect();
    if (!isIcon(el) && (r.width < 32 || r.height < 32))
      problems.add(`small picture: ${describe(el)} is ${Math.round(r.width)}×${Math.round(r.height)} px`);
  }

  // Text under 12 px: every visible line of the page's own text (visually hidden text, for screen readers, is not seen).
  const textNodes: Text[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const parent = n.parentElement;
    if (!parent || !n.textContent?.trim() || parent.closest('script, style, noscript, template, svg') || !shown(parent))
      continue;
    if (area(clipped(parent, textRange(n).getBoundingClientRect(), true)) <= 2) continue;
    textNodes.push(n as Text);
  }
  for (const n of textNodes) {
    const size = parseFloat(getComputedStyle(n.parentElement!).fontSize);
    if (size < 12) problems.add(`small text: ${describe(n.parentElement!)} is ${size.toFixed(1)} px`);
  }
  // A logo's name may be drawn only inside it: then that is its caption, and it too must read at 12 px or more.
  const svgText = new Map<string, Promise<Document | null>>();
  const svgOf = (src: string) => {
    if (!svgText.has(src))
      svgText.set(
        src,
        fetch(src)
          .then((r) => (r.ok ? r.text() : ''))
          .then((t) => (t ? new DOMParser().parseFromString(t, 'image/svg+xml') : null))
          .catch(() => null),
      );
    return svgText.get(src)!;
  };
  for (const img of pictures) {
    if (
      !(img instanceof HTMLImageElement) ||
      !img.classList.contains('logo') ||
      !/\.svg($|\?)|^data:image\/svg\+xml/.test(img.currentSrc)
    )
      continue;
    const caption = img.closest('li, figure')?.textContent ?? '';
    if (img.alt && caption.includes(img.alt)) continue;
    const svg = (await svgOf(img.currentSrc))?.documentElement;
    const box = svg
      ?.getAttribute('viewBox')
      ?.split(/[\s,]+/)
      .map(Number) ?? [
      0,
      0,
      parseFloat(svg?.getAttribute('width') ?? ''),
      parseFloat(svg?.getAttribute('height') ?? ''),
    ];
    if (!svg || !box[2] || !box[3]) continue;
    const r = img.getBoundingClientRect();
    const fit = getComputedStyle(img).objectFit;
    const scale =
      fit === 'cover' ? Math.max(r.width / box[2], r.height / box[3]) : Math.min(r.width / box[2], r.height / box[3]);
    for (const text of svg.querySelectorAll('text')) {
      const size = parseFloat(text.closest('[font-size]')?.getAttribute('font-size') ?? '16') * scale;
      if (text.textContent?.trim() && size < 12)
        problems.add(`small text: "${short(text.textContent)}" in ${describe(img)} is ${size.toFixed(1)} px`);
    }
  }

  // Form boxes side by side line up.
  const boxes = [
    ...document.querySelectorAll('input:not([type="hidden"], [type="checkbox"], [type="radio"]), select, textarea'),
  ].filter((el) => shown(el) && el.getBoundingClientRect().width > 1 && !el.closest('[aria-hidden="true"]'));
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const ra = a.getBoundingClientRect(),
        rb = b.getBoundingClientRect();
      const sideBySide = ra.top < rb.bottom && rb.top < ra.bottom && (ra.right <= rb.left || rb.right <= ra.left);
      if (sideBySide && Math.abs(ra.top - rb.top) > 1)
        problems.add(
          `misaligned: ${describe(a)} and ${describe(b)} are side by side ${Math.round(Math.abs(ra.top - rb.top))} px apart`,
        );
    }
  }

  // E-mail addresses and postal addresses wrap only between words, or after "@" or ".", unless the piece between two
  // such places is wider than the whole line it is on (a long name with nowhere to break).
  const wordWidth = (n: Text, i: number) => {
    const text = n.textContent!;
    // The piece between two places a line may break (a space, or after "@" or ".").
    const start = text.slice(0, i).search(/[^\s@.]*$/);
    const end = i + (text.slice(i).match(/^[^\s@.]*[@.]?/)?.[0].length ?? 0);
    const range = document.createRange();
    range.setStart(n, start);
    range.setEnd(n, end);
    return [...range.getClientRects()].reduce((sum, r) => sum + r.width, 0);
  };
  const lineWidth = (el: Element) => {
    const block = el.closest('p, li, address, div, td, dd, figcaption') ?? el;
    const cs = getComputedStyle(block);
    return block.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight);
  };
  for (const n of textNodes) {
    if (!n.parentElement!.closest('address, a[href^="mailto:"]')) continue;
    const text = n.textContent!;
    let lastTop: number | null = null;
    for (let i = 0; i < text.length; i++) {
      const range = document.createRange();
      range.setStart(n, i);
      range.setEnd(n, i + 1);
      const rect = range.getClientRects()[0];
      if (!rect || /\s/.test(text[i])) {
        lastTop = null;
        continue;
      }
      if (
        lastTop !== null &&
        rect.top > lastTop + 2 &&
        !/[@.]/.test(text[i - 1]) &&
        wordWidth(n, i) <= lineWidth(n.parentElement!) + 1
      ) {
        problems.add(
          `split: "${short(text)}" in ${describe(n.parentElement!)} breaks inside "${text.slice(Math.max(0, i - 8), i)}|${text.slice(i, i + 8)}"`,
        );
      }
      lastTop = rect.top;
    }
  }

  const paints = (el: Element) => {
    if (el.matches('img, svg, video, canvas, iframe, input, select, textarea, button')) return true;
    const cs = getComputedStyle(el);
    const transparent = (c: string) => c === 'transparent' || /rgba\(.*,\s*0\)$/.test(c);
    return (
      !transparent(cs.backgroundColor) ||
      cs.backgroundImage !== 'none' ||
      (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (s) => parseFloat(cs[`border${s}Width`]) > 0 && !transparent(cs[`border${s}Color`]),
      ) ||
      [...el.childNodes].some((c) => c.nodeType === Node.TEXT_NODE && c.textContent?.trim())
    );
  };

  // Grids: every cell shows something, and a picture the columns put beside its text is beside it.
  for (const grid of document.body.querySelectorAll('*')) {
    if (inSvg(grid) || !shown(grid) || !/grid$/.test(getComputedStyle(grid).display)) continue;
    const items: Element[] = [];
    const collect = (parent: Element) => {
      for (const child of parent.children) {
        const cs = getComputedStyle(child);
        if (cs.display === 'contents') collect(child);
        else if (cs.display !== 'none' && cs.position !== 'absolute' && cs.position !== 'fixed') items.push(child);
      }
    };
    collect(grid);
    const draws = (el: Element) =>
      el.matches('img, svg, video, canvas, iframe, input, select, textarea, button') ||
      Boolean(el.textContent?.trim()) ||
      el.children.length > 0 ||
      paints(el);
    const filled = items.filter((el) => {
      if (draws(el)) return true;
      problems.add(`empty cell: ${describe(el)} takes a cell of the grid ${describe(grid)} and shows nothing`);
      return false;
    });
    const columns = getComputedStyle(grid)
      .gridTemplateColumns.split(/\s+(?![^(]*\))/)
      .filter(Boolean).length;
    const picture = filled.find((el) => el.matches('img, video') || el.querySelector('img, video'));
    if (columns < 2 || filled.length < 2 || filled.length > columns || !picture) continue;
    const tops = filled.map((el) => el.getBoundingClientRect());
    const oneRow = tops.every((r) => r.top < tops[0].bottom && tops[0].top < r.bottom);
    if (!oneRow)
      problems.add(
        `below: ${describe(picture)} is under the text in ${describe(grid)}, whose ${columns} columns put them side by side`,
      );
  }

  // Something on top of text or of a picture. Hit testing follows paint order. Pseudo-elements are left out: they
  // only widen a link's click area over its card here; the stretched area is transparent.
  const sheet = new CSSStyleSheet(); // a constructed sheet: the page's CSP refuses a <style> element, rightly
  sheet.replaceSync('*{pointer-events:auto!important}*::before,*::after{pointer-events:none!important}');
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const stuckIn = (el: Element) => {
    for (let a: Element | null = el; a; a = a.parentElement)
      if (/^(fixed|sticky)$/.test(getComputedStyle(a).position)) return a;
    return null;
  };
  /** A picture laid under its whole box on purpose (a hero backdrop, the map's picture): what sits on it is meant to. */
  /** The box an absolutely placed element (or one of its near ancestors) fills exactly: it is a layer of that box. */
  const filledBox = (el: Element): Element | undefined => {
    for (let a: Element | null = el, depth = 0; a && depth < 4; a = a.parentElement, depth++) {
      // Placed against its containing block (the nearest positioned ancestor), which is not always its parent.
      const parent = (a instanceof HTMLElement && a.offsetParent) || a.parentElement;
      if (getComputedStyle(a).position === 'absolute' && parent) {
        const r = a.getBoundingClientRect(),
          p = parent.getBoundingClientRect();
        if (Math.abs(r.width - p.width) < 3 && Math.abs(r.height - p.height) < 3) return parent;
      }
    }
    return undefined;
  };
  const backdrop = (el: Element) => filledBox(el) !== undefined;
  const related = (a: Element, b: Element) => a === b || a.contains(b) || b.contains(a);
  // Points to test, in page coordinates, with what is expected there; taken once, at the top of the page.
  type Probe = { owner: Element; x: number; y: number; what: string; stuck: boolean };
  const probes: Probe[] = [];
  const scrollY0 = window.scrollY;
  for (const n of textNodes) {
    const owner = n.parentElement!;
    const stuck = stuckIn(owner) != null;
    for (const line of textRange(n).getClientRects()) {
      const c = clipped(owner, line, true);
      if (area(c) <= 4) continue;
      const y = (c.top + c.bottom) / 2 + scrollY0;
      for (const x of [c.left + 2, (c.left + c.right) / 2, c.right - 2])
        probes.push({ owner, x, y, what: `the text ${describe(owner)}`, stuck });
    }
  }
  for (const el of pictures) {
    if (backdrop(el) || isIcon(el)) continue;
    const c = clipped(el, el.getBoundingClientRect());
    if (area(c) <= 4) continue;
    const [x1, x2, y1, y2] = [
      c.left + (c.right - c.left) * 0.2,
      c.right - (c.right - c.left) * 0.2,
      c.top + (c.bottom - c.top) * 0.2 + scrollY0,
      c.bottom - (c.bottom - c.top) * 0.2 + scrollY0,
    ];
    for (const [x, y] of [
      [x1, y1],
      [x2, y1],
      [(x1 + x2) / 2, (y1 + y2) / 2],
      [x1, y2],
      [x2, y2],
    ])
      probes.push({ owner: el, x, y, what: `the picture ${describe(el)}`, stuck: stuckIn(el) != null });
  }
  try {
    for (let top = 0; top < doc.scrollHeight; top += vh) {
      window.scrollTo({ top, behavior: 'instant' });
      for (const p of probes) {
        // Something that stays on screen (the sticky header) is tested where it is at the top of the page only.
        const y = p.stuck ? (top === 0 ? p.y : -1) : p.y - window.scrollY;
        if (p.x < 0 || p.x >= vw || y < 0 || y >= vh) continue;
        const hit = document.elementFromPoint(p.x, y);
        if (!hit || related(hit, p.owner) || !paints(hit)) continue;
        // A layer that fills the box the covered picture is in (a video's poster over the video) is part of it, and
        // so is the player's own play button beside it in that box.
        if (p.owner.matches('video') && filledBox(hit)?.contains(p.owner)) continue;
        if (p.owner.matches('video') && hit.closest('button')?.parentElement === p.owner.parentElement) continue;
        const onTop = stuckIn(hit);
        if (onTop && !onTop.contains(p.owner)) continue; // the sticky header passing over the page as it scrolls
        problems.add(`overlap: ${describe(hit)} covers ${p.what}`);
      }
    }
  } finally {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
    window.scrollTo({ top: 0, behavior: 'instant' });
  }
  return [...problems];
}

export interface ScreenResult {
  width: number;
  page: ScreenPage;
  file: string;
  problems: string[];
}

/** The colour schemes looked at: the light one's pictures in `<dir>/<width>/`, the dark one's in `<dir>/dark/<width>/`. */
export const SCHEMES = ['light', 'dark'] as const;
export type Scheme = (typeof SCHEMES)[number];
export const schemeDir = (outDir: string, scheme: Scheme) => (scheme === 'light' ? outDir : path.join(outDir, scheme));

/**
 * Has the browser lay out the whole page now, as a visitor who scrolls through it sees it: until then, a section it
 * leaves for later (content-visibility: auto in templates/styles.css) stands at a guessed height, with nothing inside
 * it laid out.
 */
export async function layOutWholePage(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('body *'))
      if (getComputedStyle(el).contentVisibility === 'auto') el.style.contentVisibility = 'visible';
  });
}

/** The browser context a page is looked at in, at one of the SCREENS and in a colour scheme: a phone's is a touch screen. */
export const screenContext = (screen: { width: number; height: number }, colorScheme: Scheme = 'light') =>
  ({
    viewport: screen,
    isMobile: screen.width < 600,
    hasTouch: screen.width < 600,
    reducedMotion: 'reduce',
    colorScheme,
  }) as const;

/**
 * Opens one page at one width in a colour scheme, settles it, writes its full-page PNG under
 * `schemeDir(outDir, scheme)/<width>/<name>.png`, audits it.
 */
export async function shootScreen(
  browser: Browser,
  base: string,
  screen: { width: number; height: number },
  target: ScreenPage,
  outDir: string,
  scheme: Scheme = 'light',
): Promise<ScreenResult> {
  const context = await browser.newContext(screenContext(screen, scheme));
  try {
    return await shootScreenIn(await context.newPage(), base, screen, target, schemeDir(outDir, scheme));
  } finally {
    await context.close();
  }
}

/** shootScreen in a tab of a context made with screenContext(screen), which the caller may use again afterwards. */
export async function shootScreenIn(
  page: Page,
  base: string,
  screen: { width: number; height: number },
  target: ScreenPage,
  outDir: string,
): Promise<ScreenResult> {
  const response = await page.goto(base + target.path, { waitUntil: 'load' });
  if (!response?.ok()) throw new Error(`${target.path} answered ${response?.status()}`);
  await settle(page);
  const problems = await layoutProblems(page);
  const file = path.join(outDir, String(screen.width), `${target.name}.png`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, await fullPagePng(page));
  return { width: screen.width, page: target, file, problems };
}

const devtoolsSessions = new WeakMap<Page, Promise<CDPSession>>();

/** The page's own Chrome DevTools Protocol session, made on first use and kept for the page's life. */
export function devtoolsSession(page: Page): Promise<CDPSession> {
  let session = devtoolsSessions.get(page);
  if (!session) devtoolsSessions.set(page, (session = page.context().newCDPSession(page)));
  return session;
}

/**
 * The whole page as a PNG, the picture page.screenshot({ fullPage: true }) takes, encoded by Chromium for speed
 * rather than size (optimizeForSpeed): a fifth less CPU here for a file about 1.4 times as large.
 */
async function fullPagePng(page: Page): Promise<Buffer> {
  const devtools = await devtoolsSession(page);
  const { cssContentSize: size } = await devtools.send('Page.getLayoutMetrics');
  const { data } = await devtools.send('Page.captureScreenshot', {
    format: 'png',
    optimizeForSpeed: true,
    captureBeyondViewport: true,
    clip: { x: 0, y: 0, width: size.width, height: size.height, scale: 1 },
  });
  return Buffer.from(data, 'base64');
}
