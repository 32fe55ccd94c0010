import type { GallerySection } from '../../src/site/descriptorTypes';
import { gridColumns } from '../parts/gridColumns';
import { Paragraphs } from '../parts/Paragraphs';
import { Picture } from '../parts/Picture';
import { SectionShell } from '../parts/SectionShell';

/** Photo groups, e.g. one per office event. */
export function Gallery({ section }: { section: GallerySection }) {
  return (
    <SectionShell {...section}>
      {section.groups.map((group) => (
        <div key={group.heading} id={group.id} className="gallery-group">
          <h3>{group.heading}</h3>
          <Paragraphs text={group.text} />
          <ul className={`gallery ${gridColumns(group.photos.length, 4)}`}>
            {group.photos.map((photo) => (
              <li key={photo.src}><Picture image={photo} /></li>
            ))}
          </ul>
        </div>
      ))}
    </SectionShell>
  );
}
