import type { GallerySection } from '../../src/site/descriptorTypes';
import { Island } from '../parts/Island';
import { Paragraphs } from '../parts/Paragraphs';
import { SectionShell, Subheading } from '../parts/SectionShell';

/** Photo groups, e.g. one per office event; each photo opens large (the lightbox island). */
export function Gallery({ section }: { section: GallerySection }) {
  return (
    <SectionShell {...section}>
      {section.groups.map((group) => (
        <div key={group.heading} id={group.id} className="gallery-group">
          <Subheading>{group.heading}</Subheading>
          <Paragraphs text={group.text} />
          <Island name="lightbox" props={{ photos: group.photos }} />
        </div>
      ))}
    </SectionShell>
  );
}
