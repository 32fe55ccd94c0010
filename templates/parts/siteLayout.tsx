import { createContext, useContext } from 'react';
import type { SiteLayout } from '../../src/site/descriptorTypes';

const SiteLayoutContext = createContext<SiteLayout | null>(null);
export const SiteLayoutProvider = SiteLayoutContext.Provider;

/** Site facts, nav and footer: the pieces every page shares. */
export function useSiteLayout(): SiteLayout {
  const layout = useContext(SiteLayoutContext);
  if (!layout) throw new Error('useSiteLayout outside SiteLayoutProvider');
  return layout;
}
