import type { PageDescriptor } from '../src/contract/descriptorTypes.ts';
import { Banner } from './parts/Banner.tsx';
import { Sections } from './sections/index.tsx';

/** Most pages: the heading banner with breadcrumb, then the page's sections. */
export function StandardPage({ page }: { page: PageDescriptor }) {
  return (
    <>
      <Banner page={page} />
      <Sections sections={page.sections} />
    </>
  );
}
