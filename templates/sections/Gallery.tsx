import type { GallerySection } from '../../src/contract/descriptorTypes.ts';
import { Island } from '../parts/Island.tsx';
import { Paragraphs } from '../parts/Paragraphs.tsx';
import { SectionShell, Subheading } from '../parts/SectionShell.tsx';
import { useSiteLayout } from '../parts/siteLayout.tsx';

/**
 * Photo groups, e.g. one per office event; each photo opens large (the lightbox island). Opening the page, its first
 * photo is the largest thing in the first view: fetched first, not lazily.
 */
export function Gallery({ section, opening = false }: { section: GallerySection; opening?: boolean }) {
  const { ui } = useSiteLayout();
  const words = {
    close: ui.galleryClose,
    zoom: ui.galleryZoom,
    previous: ui.galleryPrevious,
    next: ui.galleryNext,
    error: ui.galleryError,
  };
  return (
    <SectionShell {...section}>
      {section.groups.map((group, i) => (
        <div key={group.heading} id={group.id} className="gallery-group">
          <Subheading>{group.heading}</Subheading>
          <Paragraphs text={group.text} />
          <Island name="lightbox" props={{ photos: group.photos, firstLargest: opening && i === 0, words }} />
        </div>
      ))}
    </SectionShell>
  );
}
