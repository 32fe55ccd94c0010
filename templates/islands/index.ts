// The parts of the site that hold state and so run React in the browser. Each is rendered into the page at build by
// its section (templates/sections/) inside <Island>, and hydrated on its own by src/browser/islands.ts when it comes
// near the viewport. An island reads no router and no site-wide context: everything it needs arrives as props.
export const ISLANDS = {
  carousel: () => import('./LogoCarousel'),
  form: () => import('./Form'),
  map: () => import('./MapFrame'),
  lightbox: () => import('./PhotoGallery'),
};

export type IslandName = keyof typeof ISLANDS;
