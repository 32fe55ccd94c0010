// Loading code that was split off the first page load (an island's code). After a new deploy, an old page may ask for
// a chunk that no longer exists: reload once to get the new page; if that does not help, fail with ChunkLoadError,
// which the island loader shows as "Loading chunk failed". A chunk that does not arrive in time fails the same way.

/** How long a chunk may take to arrive (the original site's setting). */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

const RELOAD_KEY = 'chunk-reload-at';

export async function loadChunk<T>(
  load: () => Promise<T>,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage,
  reload: () => void = () => window.location.reload(),
): Promise<T> {
  try {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('timed out')), CHUNK_TIMEOUT_MS);
    });
    const mod = await Promise.race([load(), late]).finally(() => clearTimeout(timer));
    storage?.removeItem(RELOAD_KEY);
    return mod;
  } catch (error) {
    const here = typeof location === 'undefined' ? '' : location.pathname;
    if (storage && storage.getItem(RELOAD_KEY) !== here) {
      storage.setItem(RELOAD_KEY, here);
      reload();
      return new Promise<T>(() => {}); // the page is going away
    }
    // The key stays: other islands failing on this page now must not reload it again.
    throw new ChunkLoadError(error);
  }
}
