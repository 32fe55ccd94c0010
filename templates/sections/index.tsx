import type { ComponentType } from 'react';
import type { Section } from '../../src/contract/descriptorTypes.ts';
import { Cards } from './Cards.tsx';
import { Carousel } from './Carousel.tsx';
import { ContactDetails } from './ContactDetails.tsx';
import { Form } from './Form.tsx';
import { Gallery } from './Gallery.tsx';
import { Hero } from './Hero.tsx';
import { LogoGroups } from './LogoGroups.tsx';
import { MapEmbed } from './MapEmbed.tsx';
import { ProductTiles } from './ProductTiles.tsx';
import { Prose } from './Prose.tsx';
import { Registrations } from './Registrations.tsx';
import { Sitemap } from './Sitemap.tsx';
import { Testimonials } from './Testimonials.tsx';

type SectionType = Section['type'];
/** `opening`: the section is the first under the page's banner, so its first picture may be the largest thing in the first view. */
type SectionProps<S> = { section: S; opening?: boolean };
type ComponentFor = { [T in SectionType]: ComponentType<SectionProps<Extract<Section, { type: T }>>> };

/** One block per section `type:` in site.yaml. */
export const SECTION_COMPONENTS: ComponentFor = {
  hero: Hero,
  prose: Prose,
  cards: Cards,
  carousel: Carousel,
  logoGroups: LogoGroups,
  testimonials: Testimonials,
  gallery: Gallery,
  map: MapEmbed,
  contactDetails: ContactDetails,
  registrations: Registrations,
  form: Form,
  productTiles: ProductTiles,
  sitemap: Sitemap,
};

/**
 * `afterOpening`: the page opens with something of its own (a product's description), so no section opens it. A form
 * that says `beside: true` stands beside the sections before it on a wide screen (styles.css, "Beside"): they are one
 * column and it is the other, in the page's order, so reading and Tab go through them as the page lists them.
 */
export function Sections({ sections, afterOpening = false }: { sections: Section[]; afterOpening?: boolean }) {
  const render = (section: Section, i: number) => {
    const Component = SECTION_COMPONENTS[section.type] as ComponentType<SectionProps<Section>>;
    return <Component key={section.id ?? i} section={section} opening={i === 0 && !afterOpening} />;
  };
  const beside = sections.findIndex((s) => s.type === 'form' && s.beside);
  if (beside < 1) return <>{sections.map(render)}</>;
  return (
    <>
      <div className="beside">
        <div className="beside-main">{sections.slice(0, beside).map(render)}</div>
        <div className="beside-aside">{render(sections[beside], beside)}</div>
      </div>
      {sections.slice(beside + 1).map((s, i) => render(s, beside + 1 + i))}
    </>
  );
}
