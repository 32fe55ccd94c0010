import { useId } from 'react';
import { COLLAPSED, LESS, MORE } from '../../src/shared/domHooks.ts';

/**
 * The site's one show-more/show-less toggle, as static HTML: a real button with aria-expanded and aria-controls that
 * the site script flips (src/browser/siteScript.ts), and a region hidden while collapsed. Without JavaScript a
 * <noscript> style shows every region and hides the buttons.
 */
export function useDisclosure() {
  const regionId = useId();
  return {
    regionProps: { id: regionId, [COLLAPSED]: '' },
    buttonProps: { regionId },
  };
}

export function ToggleButton({
  regionId,
  more,
  less,
  label,
}: {
  regionId: string;
  more: string;
  less: string;
  label?: string;
}) {
  return (
    <button
      type="button"
      className="toggle-button"
      aria-expanded="false"
      aria-controls={regionId}
      {...{ [MORE]: more, [LESS]: less }}
    >
      <span className="toggle-label">{more}</span>
      {label && <span className="visually-hidden">: {label}</span>}
    </button>
  );
}
