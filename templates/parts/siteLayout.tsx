import { createContext, useContext } from 'react';
import type { SiteLayout } from '../../src/contract/descriptorTypes.ts';

const SiteLayoutContext = createContext<SiteLayout | null>(null);
export const SiteLayoutProvider = SiteLayoutContext.Provider;

/** The home page of a layout's language: / for the site's own, /mr/ for another. */
export const homePathOf = ({ language, languages }: Pick<SiteLayout, 'language' | 'languages'>) =>
  language.code === languages[0].code ? '/' : `/${language.code}/`;

/** Site facts, nav and footer: the pieces every page shares. */
export function useSiteLayout(): SiteLayout {
  const layout = useContext(SiteLayoutContext);
  if (!layout) throw new Error('useSiteLayout outside SiteLayoutProvider');
  return layout;
}
