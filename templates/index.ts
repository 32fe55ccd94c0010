import type { ComponentType } from 'react';
import type { PageDescriptor, TemplateName } from '../src/contract/descriptorTypes.ts';
import { HomePage } from './HomePage.tsx';
import { PiecePreviewPage } from './PiecePreviewPage.tsx';
import { ProductPage } from './ProductPage.tsx';
import { StandardPage } from './StandardPage.tsx';

/** `template:` in site.yaml → the component in templates/<name>.tsx. */
export const PAGE_TEMPLATES: Record<TemplateName, ComponentType<{ page: PageDescriptor }>> = {
  HomePage,
  StandardPage,
  ProductPage,
  PiecePreviewPage,
};
