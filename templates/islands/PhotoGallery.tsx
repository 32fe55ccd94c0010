import PhotoSwipeLightbox from 'photoswipe/lightbox';
import { useEffect, useRef } from 'react';
import type { SizedImage } from '../../src/contract/descriptorTypes.ts';
import { gridColumns } from '../parts/gridColumns.ts';
import { Picture } from '../parts/Picture.tsx';

export interface PhotoGalleryProps {
  photos: SizedImage[];
  /** The lightbox's own words in the page's language. */
  words: { close: string; zoom: string; previous: string; next: string; error: string };
  /** The first photo is the largest thing in the page's first view (templates/sections/Gallery.tsx). */
  firstLargest?: boolean;
}

/** An SVG photo has no encoded large version: the file itself, drawn at least this wide. */
const SVG_LARGE_WIDTH = 1600;

/** What the lightbox opens: the picture pipeline's large version, or an SVG itself. */
export function largeOf(photo: SizedImage): { src: string; width: number; height: number } {
  if (photo.versions?.large) return photo.versions.large;
  const scale = Math.max(1, SVG_LARGE_WIDTH / photo.width);
  return { src: photo.src, width: Math.round(photo.width * scale), height: Math.round(photo.height * scale) };
}

/**
 * A group of photos. Each is a plain link to its large file, so without JavaScript it opens in the browser; once the
 * island is hydrated the link opens the photo in PhotoSwipe's lightbox instead (keyboard, swipe, Esc; focus moves
 * into it and back to the photo), which fetches the large file only then. PhotoSwipe's own code (beyond its small lightbox part) loads on the first open.
 */
export default function PhotoGallery({ photos, firstLargest = false, words }: PhotoGalleryProps) {
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const lightbox = new PhotoSwipeLightbox({
      gallery: list.current!,
      children: 'a',
      pswpModule: () => import('photoswipe'),
      bgOpacity: 0.92,
      closeTitle: words.close,
      zoomTitle: words.zoom,
      arrowPrevTitle: words.previous,
      arrowNextTitle: words.next,
      errorMsg: words.error,
      showHideAnimationType: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'none' : 'zoom',
    });
    lightbox.init();
    return () => lightbox.destroy();
  }, []);
  return (
    <ul ref={list} className={`gallery ${gridColumns(photos.length, 4)}`}>
      {photos.map((photo, i) => {
        const large = largeOf(photo);
        return (
          <li key={photo.src}>
            <a href={large.src} className="gallery-link" data-pswp-width={large.width} data-pswp-height={large.height}>
              <Picture image={photo} slot="gallery" largest={firstLargest && i === 0} />
            </a>
          </li>
        );
      })}
    </ul>
  );
}
