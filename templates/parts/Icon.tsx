import type { IconName } from '../../src/contract/descriptorTypes.ts';
import { ICON_PATHS } from '../../src/shared/icons.ts';

/**
 * A decorative line icon, drawn inline: no request for a sprite before the page can paint. The text next to it says
 * what it means.
 */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg
      className={className ?? 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {ICON_PATHS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
