import type { ComponentType } from 'react';
import type { PageDescriptor, TemplateName } from '../src/contract/descriptorTypes';
import { HomePage } from './HomePage';
import { PiecePreviewPage } from './PiecePreviewPage';
import { ProductPage } from './ProductPage';
import { StandardPage } from './StandardPage';

/** `template:` in site.yaml → the component in templates/<name>.tsx. */
export const PAGE_TEMPLATES: Record<TemplateName, ComponentType<{ page: PageDescriptor }>> = {
  HomePage,
  StandardPage,
  ProductPage,
  PiecePreviewPage,
};
