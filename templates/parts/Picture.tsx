import type { Image } from '../../src/site/descriptorTypes';

interface PictureProps {
  image: Image;
  className?: string;
  /** 'eager' for pictures always in the first view (the logo); the rest load as they come near. */
  loading?: 'lazy' | 'eager';
  /** The picture that is the largest thing in the first view (the home page's hero): fetched first. */
  largest?: boolean;
  /** An eager picture that is never the largest thing in view (the logo): fetched after what the first paint needs. */
  small?: boolean;
}

/** An image from site.yaml: its own alt text and size (no layout shift). */
export function Picture({ image, className, loading = 'lazy', largest = false, small = false }: PictureProps) {
  return (
    <img src={image.src} alt={image.alt} width={image.width} height={image.height} className={className}
      loading={largest ? 'eager' : loading} decoding="async" fetchPriority={largest ? 'high' : small ? 'low' : undefined} />
  );
}
