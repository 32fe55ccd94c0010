import type { ComponentType } from 'react';
import type { Section } from '../../src/contract/descriptorTypes';
import { Cards } from './Cards';
import { Carousel } from './Carousel';
import { ContactDetails } from './ContactDetails';
import { Form } from './Form';
import { Gallery } from './Gallery';
import { Hero } from './Hero';
import { LogoGroups } from './LogoGroups';
import { MapEmbed } from './MapEmbed';
import { ProductTiles } from './ProductTiles';
import { Prose } from './Prose';
import { Registrations } from './Registrations';
import { Sitemap } from './Sitemap';
import { Testimonials } from './Testimonials';

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

/** `afterOpening`: the page opens with something of its own (a product's description), so no section opens it. */
export function Sections({ sections, afterOpening = false }: { sections: Section[]; afterOpening?: boolean }) {
  return (
    <>
      {sections.map((section, i) => {
        const Component = SECTION_COMPONENTS[section.type] as ComponentType<SectionProps<Section>>;
        return <Component key={section.id ?? i} section={section} opening={i === 0 && !afterOpening} />;
      })}
    </>
  );
}
