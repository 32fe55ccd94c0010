import type { PageDescriptor } from '../src/contract/descriptorTypes';
import { Banner } from './parts/Banner';
import { Sections } from './sections';

/** Most pages: the heading banner with breadcrumb, then the page's sections. */
export function StandardPage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <Banner page={page} />
      <Sections sections={page.sections} />
    </>
  );
}
