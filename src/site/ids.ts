// Ids that templates put on every page or on every page of a template; the resolver counts them as anchors.
export const LAYOUT_IDS = ['main'] as const;
export const PRODUCT_IDS = { features: 'key', brochure: 'Brochure', description: 'description' } as const;
export const NOT_FOUND_PATH = '/404';
export const BROCHURE_DIR = '/brochures';

export function brochureHref(path: string): string {
  return `${BROCHURE_DIR}${path}.pdf`;
}
