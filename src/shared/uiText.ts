// Every word the templates and the browser scripts write themselves (site.yaml holds all the rest), in the site's own
// language. Each other language has its own under `ui:` in its translation file (site.mr.yaml), kept in step with these
// the way its other texts are with site.yaml's (src/site/translations.ts). A {name} is filled in where the text is used.

export const UI_TEXT = {
  skipToMain: 'Skip to main content',
  mainMenu: 'Main',
  menu: 'Menu',
  home: 'Home',
  brandHome: '{name}: home',
  breadcrumb: 'Breadcrumb',
  opensInNewTab: '(opens in a new tab)',
  inEnglish: 'in English',
  languages: 'Language',
  onlyInEnglish: 'This page is in English only',
  footerContact: 'Contact',
  foundedIn: 'Founded in {year}.',
  chatWithUs: 'Chat with us',
  followUs: 'Follow us',
  allRightsReserved: 'All rights reserved.',
  aboutProduct: 'About {title}',
  whoUsesIt: 'Who uses it',
  keyFeatures: 'Key features',
  exploreBrochure: 'Explore Brochure',
  brochureOf: 'of {title} (PDF)',
  office: 'Office',
  phone: 'Phone',
  email: 'E-mail',
  openMap: 'Open the office location in a maps app',
  showMap: 'Show the map',
  detailsOnRequest: 'Details on request',
  sendApplication: 'Send application',
  sendMessage: 'Send message',
  previousLogos: 'Previous logos',
  nextLogos: 'Next logos',
  pause: 'Pause',
  play: 'Play',
  theCarousel: 'the {label} carousel',
  slideOf: '{index} of {count}',
  carouselRole: 'carousel',
  scrollForMore: '{label}: scroll sideways for more',
  playVideo: 'Play: {title}',
  captionsInEnglish: 'English',
  pauseBackgroundVideo: 'Pause background video',
  playBackgroundVideo: 'Play background video',
  readTranscript: 'Read the transcript',
  otherPages: 'Other pages',
  piecePreview: '{title} preview',
  headerPiece: "This page shows the site's shared header on its own, exactly as every page renders it from site.yaml.",
  footerPiece: "This page shows the site's shared footer on its own, exactly as every page renders it from site.yaml.",
  galleryClose: 'Close',
  galleryZoom: 'Zoom',
  galleryPrevious: 'Previous',
  galleryNext: 'Next',
  galleryError: 'The picture could not be loaded.',
  loadFailed: 'Part of this page could not be loaded.',
  retry: 'Retry',
} as const;

export type UiKey = keyof typeof UI_TEXT;
export type UiText = Record<UiKey, string>;

/** A UI text with its {names} filled in. */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The {names} a UI text has: a translation must keep the same ones. */
export const placeholdersOf = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
