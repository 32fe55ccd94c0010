import { useId, useState } from 'react';

/**
 * The one show-more/show-less toggle of the site: a real button with aria-expanded and aria-controls.
 * Collapsed content stays in the HTML; without JavaScript a <noscript> style shows it all and hides the buttons.
 */
export function useDisclosure(initiallyOpen = false) {
  const [open, setOpen] = useState(initiallyOpen);
  const regionId = useId();
  return {
    open,
    buttonProps: {
      type: 'button' as const,
      className: 'toggle-button',
      'aria-expanded': open,
      'aria-controls': regionId,
      onClick: () => setOpen((o) => !o),
    },
    regionProps: { id: regionId, className: 'collapsible', 'data-collapsed': open ? undefined : '' },
  };
}

export function ToggleButton({ open, more, less, label, ...props }: ReturnType<typeof useDisclosure>['buttonProps'] & { open: boolean; more: string; less: string; label?: string }) {
  return (
    <button {...props}>
      {open ? less : more}
      {label && <span className="visually-hidden">: {label}</span>}
    </button>
  );
}
