// Page descriptors in the browser: the first comes with the HTML; others are fetched as JSON when a link is followed.
import { createContext, useContext, useRef, type ReactNode } from 'react';
import type { PageDescriptor } from '../generated/site-types';
import { pageDataHref } from '../site/ids';

export interface PageStore {
  get(path: string): PageDescriptor | undefined;
  /** Resolves once the page's descriptor is in the store; rejects when it cannot be had (then load the page in full). */
  ensure(path: string): Promise<PageDescriptor>;
}

const StoreContext = createContext<PageStore | null>(null);

export function createPageStore(initial: PageDescriptor[], version: string, fetcher: typeof fetch = (...a) => fetch(...a)): PageStore {
  const cache = new Map(initial.map((d) => [d.path, d]));
  const pending = new Map<string, Promise<PageDescriptor>>();
  return {
    get: (path) => cache.get(path),
    ensure(path) {
      const hit = cache.get(path);
      if (hit) return Promise.resolve(hit);
      let request = pending.get(path);
      if (!request) {
        request = fetcher(pageDataHref(path, version))
          .then((res) => {
            if (!res.ok) throw new Error(`page data ${res.status}`);
            return res.json() as Promise<PageDescriptor>;
          })
          .then((d) => { cache.set(path, d); return d; })
          .finally(() => pending.delete(path));
        pending.set(path, request);
      }
      return request;
    },
  };
}

export function PageStoreProvider({ store, children }: { store: PageStore; children: ReactNode }) {
  const ref = useRef(store);
  return <StoreContext.Provider value={ref.current}>{children}</StoreContext.Provider>;
}

export function usePageStore(): PageStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('usePageStore outside PageStoreProvider');
  return store;
}
