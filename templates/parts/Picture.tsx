import type { Image } from '../../src/generated/site-types';

/** An image from site.yaml: its own alt text and size (no layout shift); lazy unless it is above the fold. */
export function Picture({ image, eager = false, className }: { image: Image; eager?: boolean; className?: string }) {
  return (
    <img src={image.src} alt={image.alt} width={image.width} height={image.height} className={className}
      loading={eager ? 'eager' : 'lazy'} decoding="async" {...(eager ? { fetchPriority: 'high' as const } : {})} />
  );
}
