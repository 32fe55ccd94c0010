import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import type { PageContextClient } from 'vike/types';
import type { PageDescriptor, SiteLayout } from '../generated/site-types';
import { App } from '../app/App';
import { createPageStore } from '../shared/pageStore';

export default function onRenderClient(pageContext: PageContextClient) {
  const layout = (pageContext as PageContextClient & { layout: SiteLayout }).layout;
  const page = (pageContext.data as PageDescriptor | undefined) ?? layout.notFound;
  const store = createPageStore([page], layout.dataVersion);
  hydrateRoot(
    document.getElementById('root')!,
    <BrowserRouter>
      <App layout={layout} store={store} />
    </BrowserRouter>,
  );
}
