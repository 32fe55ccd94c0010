import { useId } from 'react';

/**
 * The site's one show-more/show-less toggle, as static HTML: a real button with aria-expanded and aria-controls that
 * the site script flips (src/browser/siteScript.ts), and a region hidden while collapsed. Without JavaScript a
 * <noscript> style shows every region and hides the buttons.
 */
export function useDisclosure() {
  const regionId = useId();
  return {
    regionProps: { id: regionId, 'data-collapsed': '' },
    buttonProps: { regionId },
  };
}

export function ToggleButton({ regionId, more, less, label }: { regionId: string; more: string; less: string; label?: string }) {
  return (
    <button type="button" className="toggle-button" aria-expanded="false" aria-controls={regionId} data-more={more} data-less={less}>
      <span className="toggle-label">{more}</span>
      {label && <span className="visually-hidden">: {label}</span>}
    </button>
  );
}
