import type { PageDescriptor } from '../src/contract/descriptorTypes.ts';
import { Sections } from './sections/index.tsx';

/** The home page: no banner; its hero section carries the page heading. */
export function HomePage({ page }: { page: PageDescriptor }) {
  return <Sections sections={page.sections} />;
}
