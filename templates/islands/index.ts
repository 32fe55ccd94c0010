// The parts of the site that hold state and so run React in the browser: one registry, by the name a section gives
// <Island name> (templates/parts/Island.tsx), which renders the island's component into the page at build with props
// of the type that component takes; src/browser/islands.ts hydrates each on its own, loading its code from here only
// when it comes near the viewport. An island reads no router and no site-wide context: everything it needs arrives as
// props, either as JSON beside it or, for the props its module names in `propsInHtml`, read back from its own HTML.
import type { ComponentProps, ComponentType } from 'react';

export const ISLANDS = {
  carousel: () => import('./LogoCarousel.tsx'),
  form: () => import('./Form.tsx'),
  map: () => import('./MapFrame.tsx'),
  lightbox: () => import('./PhotoGallery.tsx'),
} satisfies Record<string, () => Promise<{ default: ComponentType<never>; propsInHtml?: object }>>;

export type IslandName = keyof typeof ISLANDS;

/** The component of an island, as its module exports it. */
export type IslandComponent<Name extends IslandName> = Awaited<ReturnType<(typeof ISLANDS)[Name]>>['default'];

/** The props an island's component takes, which <Island> writes beside it as JSON. */
export type IslandProps<Name extends IslandName> = ComponentProps<IslandComponent<Name>>;

export type { PropsInHtml } from './propsInHtml.ts';

/** An island's module as the code that renders and hydrates any island sees it. */
export interface IslandModule {
  default: ComponentType<object>;
  propsInHtml?: Record<string, (island: HTMLElement) => unknown>;
}
