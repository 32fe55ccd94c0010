import type { Image } from '../../src/contract/descriptorTypes.ts';
import { PICTURE_SLOTS, type PictureSlotName } from '../../src/shared/pictureSlots.ts';

interface PictureProps {
  image: Image;
  /** Where the template draws it (src/shared/pictureSlots.ts): the browser's `sizes`, as the pipeline made its widths. */
  slot: PictureSlotName;
  className?: string;
  /** 'eager' for pictures always in the first view (the logo); the rest load as they come near. */
  loading?: 'lazy' | 'eager';
  /** The picture that is the largest thing in the first view (the home page's hero, a product's picture): fetched first. */
  largest?: boolean;
  /** An eager picture that is never the largest thing in view (the logo): fetched after what the first paint needs. */
  small?: boolean;
  /** Another picture for the windows `media` matches (a hero video's frame for phones), offered first. */
  narrow?: Image & { media: string };
  /** Alt text other than the picture's own (a video's poster is named by the video's title). */
  alt?: string;
}

/**
 * A picture from site.yaml: its own alt text and size (no layout shift). A raster picture is a <picture> of the
 * versions the picture pipeline made (AVIF, WebP, then its own format), with its dominant colour in the box until it
 * loads; an SVG is an <img> of the file (class both-schemes when it draws itself for the dark scheme too, so it is
 * given no light ground, and then in a <picture> with its dark drawing offered for the dark scheme).
 */
export function Picture({
  image,
  slot,
  className,
  loading = 'lazy',
  largest = false,
  small = false,
  narrow,
  alt,
}: PictureProps) {
  const versions = image.versions;
  const sizes = PICTURE_SLOTS[slot].sizes;
  const img = (
    <img
      src={versions?.fallback ?? image.src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      className={
        [className, versions?.colorClass, image.darkScheme && 'both-schemes', image.onPlate && 'on-plate']
          .filter(Boolean)
          .join(' ') || undefined
      }
      loading={largest ? 'eager' : loading}
      decoding={largest ? undefined : 'async'}
      fetchPriority={largest ? 'high' : small ? 'low' : undefined}
    />
  );
  // An SVG with a drawing of its own for the dark scheme: offered as a file for that scheme on screen (WebKit applies a
  // picture's own prefers-color-scheme rules in the light scheme only). Printed, the page is light whatever the
  // device's scheme: the <img> itself, drawn by its own rules in the light scheme.
  if (!versions)
    return image.darkSrc ? (
      <picture>
        <source media="screen and (prefers-color-scheme: dark)" type="image/svg+xml" srcSet={image.darkSrc} />
        {img}
      </picture>
    ) : (
      img
    );
  return (
    <picture>
      {narrow?.versions?.sources.map((s) => (
        <source
          key={`narrow ${s.type}`}
          media={narrow.media}
          type={s.type}
          srcSet={s.srcset}
          sizes={PICTURE_SLOTS.heroPhone.sizes}
        />
      ))}
      {versions.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}
