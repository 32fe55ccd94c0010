// Addresses the build gives things that are not pages in site.yaml.
export const NOT_FOUND_PATH = '/404';
export const BROCHURE_DIR = '/brochures';

export function brochureHref(path: string): string {
  return `${BROCHURE_DIR}${path}.pdf`;
}
