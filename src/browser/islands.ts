// Finds the page's islands (templates/parts/Island.tsx) and hydrates each on its own when it comes near the
// viewport, or on the first focus inside it when it asks for that. React and the island's code load only then.
import { ISLANDS, type IslandModule, type IslandName } from '../../templates/islands/index.ts';
import { HYDRATE_ON_FOCUS, ISLAND } from '../shared/domHooks.ts';
import { loadChunk } from '../shared/loadChunk.ts';
import { watchInView } from '../shared/inView.ts';

/** How far below the viewport an island starts loading, so it is ready when the visitor gets there. */
const NEAR_PX = 400;

export function hydrateIslands() {
  for (const el of document.querySelectorAll<HTMLElement>(`[${ISLAND}]`)) {
    let started = false;
    const start = () => {
      if (started) return;
      started = true;
      stop();
      void hydrateIsland(el);
    };
    const stop = watchInView(el, { onEnter: start }, { margin: NEAR_PX });
    if (el.hasAttribute(HYDRATE_ON_FOCUS)) el.addEventListener('focusin', start, { once: true });
  }
}

async function hydrateIsland(el: HTMLElement) {
  const load = ISLANDS[el.dataset.island as IslandName] as () => Promise<IslandModule>;
  try {
    // React and the island's own code are fetched side by side, as one load that may reload the page once.
    const [{ mount }, island] = await loadChunk(() => Promise.all([import('./mount.tsx'), load()]));
    // The props beside the island, and those its own HTML says (templates/parts/Island.tsx), read before React takes it.
    const fromHtml = Object.entries(island.propsInHtml ?? {}).map(([key, read]) => [key, read(el)]);
    mount(el, island.default, { ...JSON.parse(el.dataset.props ?? '{}'), ...Object.fromEntries(fromHtml) });
  } catch (error) {
    showFailure(el, error);
  }
}

/** The island's static HTML stays usable (a form still posts, logos still show); a line above it says what failed. */
function showFailure(el: HTMLElement, error: unknown) {
  const note = document.createElement('p');
  note.className = 'island-error';
  note.setAttribute('role', 'alert');
  // The spec's words for the failure and its kind, then what it means, in the page's language (templates/parts/Island.tsx).
  note.textContent = `Loading chunk failed (${error instanceof Error ? error.name : 'Error'}): ${el.dataset.loadFailed ?? ''} `;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'text-button';
  retry.textContent = el.dataset.retry ?? 'Retry';
  retry.onclick = () => location.reload();
  note.append(retry);
  el.before(note);
}
