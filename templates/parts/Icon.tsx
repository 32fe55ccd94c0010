import type { IconName } from '../../src/generated/site-types';
import iconSprite from 'virtual:site/icon-sprite';

/** A decorative line icon from the site's icon sprite; the text next to it says what it means. */
export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <svg className={className ?? 'icon'} width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor"
      strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <use href={`${iconSprite}#${name}`} />
    </svg>
  );
}
