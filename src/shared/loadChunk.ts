// Loading code that was split off the first page load. After a new deploy, an old page may ask for a chunk that no
// longer exists: reload once to get the new page; if that does not help, fail with a message the error view shows.

export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super('Loading chunk failed');
    this.name = 'ChunkLoadError';
    this.cause = cause;
  }
}

const RELOAD_KEY = 'chunk-reload-at';

export async function loadChunk<T>(load: () => Promise<T>, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined = globalThis.sessionStorage, reload: () => void = () => window.location.reload()): Promise<T> {
  try {
    const mod = await load();
    storage?.removeItem(RELOAD_KEY);
    return mod;
  } catch (error) {
    const here = typeof location === 'undefined' ? '' : location.pathname;
    if (storage && storage.getItem(RELOAD_KEY) !== here) {
      storage.setItem(RELOAD_KEY, here);
      reload();
      return new Promise<T>(() => {}); // the page is going away
    }
    storage?.removeItem(RELOAD_KEY);
    throw new ChunkLoadError(error);
  }
}
