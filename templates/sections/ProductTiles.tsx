import type { ProductTilesSection } from '../../src/contract/descriptorTypes.ts';
import { gridColumns } from '../parts/gridColumns.ts';
import { Picture } from '../parts/Picture.tsx';
import { SectionShell, Subheading } from '../parts/SectionShell.tsx';
import { SiteLink } from '../parts/SiteLink.tsx';
import { useSiteLayout } from '../parts/siteLayout.tsx';

/** The products grid: one tile per product page plus extra tiles; a tile without a target is not a link. */
export function ProductTiles({ section }: { section: ProductTilesSection }) {
  const { ui } = useSiteLayout();
  return (
    <SectionShell {...section}>
      <ul className={`tile-grid ${gridColumns(section.tiles?.length ?? 0, 4)}`}>
        {(section.tiles ?? []).map((tile) => (
          <li key={tile.title} className={tile.to ? 'tile' : 'tile is-static'}>
            {tile.image ? (
              <span className="tile-figure">
                <Picture image={{ ...tile.image, alt: '' }} slot="tile" className="tile-image" />
              </span>
            ) : (
              <span className="tile-monogram" aria-hidden="true">
                {tile.title.charAt(0)}
              </span>
            )}
            <Subheading className="tile-title">
              {tile.to ? (
                <SiteLink to={tile.to} className="tile-link">
                  {tile.title}
                </SiteLink>
              ) : (
                tile.title
              )}
            </Subheading>
            {tile.text && <p className="tile-text">{tile.text}</p>}
            {!tile.to && <p className="tile-note">{ui.detailsOnRequest}</p>}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
