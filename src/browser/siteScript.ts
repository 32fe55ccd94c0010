// The site script: everything a static page does in the browser outside its islands. Each part is progressive
// enhancement; without JavaScript the page reads and works the same, only without these touches.
import {
  COLLAPSED,
  CURRENT_YEAR,
  HERO_VIDEO,
  MORE,
  POSITION,
  REVEAL,
  VIDEO_PLAYER,
  YOUTUBE_PLAY,
} from '../shared/domHooks.ts';
import { POSITION_FIELD } from '../shared/formContract.ts';
import { loadChunk } from '../shared/loadChunk.ts';
import { hydrateIslands } from './islands.ts';
import { prefersReducedMotion } from '../shared/inView.ts';

/** The phone menu (a <details>): Escape and a click outside close it. */
function enhanceMenu() {
  const menu = document.querySelector<HTMLDetailsElement>('details.menu');
  if (!menu) return;
  addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    if (menu.contains(document.activeElement)) menu.querySelector('summary')?.focus();
  });
  addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) menu.open = false;
  });
  // A page restored from the back/forward cache comes back with the menu as it was left.
  addEventListener('pageshow', () => {
    menu.open = false;
  });
}

/** Read More / Read Less: flips the button's aria-expanded, its label and its region (templates/parts/Disclosure.tsx). */
function enhanceToggles() {
  addEventListener('click', (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>(`button[${MORE}]`);
    if (!button) return;
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    button.querySelector('.toggle-label')!.textContent = (open ? button.dataset.less : button.dataset.more) ?? '';
    document.getElementById(button.getAttribute('aria-controls')!)?.toggleAttribute(COLLAPSED, !open);
  });
}

/** A vacancy's APPLY link selects its position in the form it leads to, whether or not the form's island has loaded. */
function enhanceApplyLinks() {
  addEventListener('click', (event) => {
    const link = (event.target as Element).closest?.<HTMLAnchorElement>(`a[${POSITION}]`);
    const target = link && document.getElementById(decodeURIComponent(link.hash.slice(1)));
    const select = target?.querySelector<HTMLSelectElement>(`select[name="${POSITION_FIELD}"]`);
    if (select) select.value = link!.dataset.position!;
  });
}

/**
 * Sections below the fold fade in as they arrive; never for visitors who prefer reduced motion. Which ones start below
 * the fold is the observer's first report on each section, not a position read here: a read would make the browser lay
 * out at once every section it leaves for later (content-visibility in templates/styles.css), and the observer sees a
 * left-for-later section's own box but nothing inside it, so it watches the section and fades its content.
 */
function revealSections() {
  if (prefersReducedMotion()) return;
  const content = new Map<Element, Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting, boundingClientRect } of entries) {
        const { classList } = content.get(target)!;
        const pending = classList.contains('reveal-pending');
        if (!isIntersecting && !pending && boundingClientRect.top > innerHeight) classList.add('reveal-pending');
        else if (isIntersecting || !pending) {
          classList.replace('reveal-pending', 'revealed');
          observer.unobserve(target);
        }
      }
    },
    { rootMargin: '-40px 0px' },
  );
  for (const el of document.querySelectorAll(`[${REVEAL}]`)) {
    const section = el.parentElement ?? el;
    content.set(section, el);
    observer.observe(section);
  }
}

/**
 * The header's search button (shown once the page is enhanced, in place of its link to the sitemap) loads the search's
 * code, which opens the search dialog (src/browser/search.ts): nothing of the search loads before that. A code that
 * does not arrive reloads the page once, as an island's does (src/shared/loadChunk.ts).
 */
function enhanceSearch() {
  const button = document.querySelector<HTMLButtonElement>('.search-button');
  if (button) button.onclick = () => loadChunk(() => import('./search.ts')).then((m) => m.openSearch());
}

/**
 * Code that only some pages need, loaded only by them, after the rest: the videos' (the home page's hero, the
 * testimonials' players) and the YouTube videos'. Until it arrives (or if it never does) each is what it is without
 * JavaScript: a poster, a player with the browser's own controls, a link to the video on YouTube.
 */
function enhanceMedia() {
  if (document.querySelector(`video[${HERO_VIDEO}], video[${VIDEO_PLAYER}]`))
    void import('./videos.ts').then((m) => m.enhanceVideos());
  if (document.querySelector(`a[${YOUTUBE_PLAY}]`)) void import('./youtube.ts').then((m) => m.enhanceYouTube());
}

/** The footer's copyright year is the year the page is read, not the year it was built. */
function showCurrentYear() {
  for (const el of document.querySelectorAll(`[${CURRENT_YEAR}]`)) el.textContent = String(new Date().getFullYear());
}

enhanceMenu();
enhanceSearch();
enhanceToggles();
enhanceApplyLinks();
revealSections();
showCurrentYear();
enhanceMedia();
hydrateIslands();
// The page is enhanced from here on (each page loads this script after its first paint).
document.documentElement.dataset.enhanced = '';
