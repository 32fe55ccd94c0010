// The whole site as one React tree: React Router picks the page, the page's descriptor picks the template.
import { Suspense, use, useLayoutEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import type { PageDescriptor, SiteLayout } from '../generated/site-types';
import { SiteLayoutProvider, useSiteLayout } from '../../templates/parts/siteLayout';
import { PageFrame } from '../../templates/PageFrame';
import { applyHead } from './head';
import { PageStoreProvider, usePageStore, type PageStore } from '../shared/pageStore';

export function App({ layout, store }: { layout: SiteLayout; store: PageStore }) {
  return (
    <SiteLayoutProvider value={layout}>
      <PageStoreProvider store={store}>
        <Routes>
          {layout.routes.map((r) => (
            <Route key={r.path} path={r.path} caseSensitive element={<StoredPage path={r.path} />} />
          ))}
          <Route path="*" element={<ShownPage page={layout.notFound} />} />
        </Routes>
      </PageStoreProvider>
    </SiteLayoutProvider>
  );
}

function StoredPage({ path }: { path: string }) {
  const page = usePageStore().get(path);
  if (page) return <ShownPage page={page} />;
  // Reached by Back/Forward to a page this document never loaded: fetch it, or load it in full if that fails.
  return (
    <Suspense fallback={<p className="page-loading" role="status">Loading…</p>}>
      <FetchedPage path={path} />
    </Suspense>
  );
}

const fetches = new Map<string, Promise<PageDescriptor | null>>();
function FetchedPage({ path }: { path: string }) {
  const store = usePageStore();
  let request = fetches.get(path);
  if (!request) {
    request = store.ensure(path).catch(() => { window.location.reload(); return null; });
    fetches.set(path, request);
  }
  const page = use(request);
  return page ? <ShownPage page={page} /> : null;
}

// The first render hydrates HTML the browser already scrolled and titled; later ones follow in-app navigation.
let hydrated = false;

function ShownPage({ page }: { page: PageDescriptor }) {
  const layout = useSiteLayout();
  const location = useLocation();
  useLayoutEffect(() => {
    if (!hydrated) { hydrated = true; return; }
    applyHead(page, layout);
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else window.scrollTo(0, 0);
    // Move focus to the new page's content so keyboard and screen-reader users start there.
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
  return <PageFrame page={page} />;
}
