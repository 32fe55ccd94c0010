// What the build produces from site.yaml: one descriptor per page and the shared layout. Derived from the content
// types generated from schemas/site.schema.json, with what the build adds: every picture sized from its file, logos
// as pictures, lists made from the pages, links turned into addresses, breadcrumbs, anchors and head tags.
import type * as Content from '../generated/site-types.ts';
import type { UiText } from '../shared/uiText.ts';

export type { IconName, TemplateName, Toggle, Link } from '../generated/site-types.ts';

/** A picture with its size, read from the file (or written by hand to override, then checked). */
/** A page's share card: a PNG of its own size, made at build time. */
/** A word readers of a language search with, and the words (or phrases) its pages say for it. */
export interface SearchWord {
  word: string;
  means: string[];
}

export interface ShareCard {
  src: string;
  /** Its media type (image/jpeg), for og:image:type. */
  type: string;
  alt: string;
  width: number;
  height: number;
}

export interface SizedImage {
  src: string;
  alt: string;
  width: number;
  height: number;
  versions?: PictureVersions;
  /** An SVG that draws itself in other colours in the dark scheme: the page gives it no light ground of its own. */
  darkScheme?: true;
  /**
   * Its dark-scheme drawing as a file of its own (its dark rules made unconditional), offered by a <source> for the
   * dark scheme: WebKit (Safari) draws a picture's own prefers-color-scheme rules in the light scheme only.
   */
  darkSrc?: string;
  /**
   * An illustration drawn on the site's pale plate with its own dark colours (src/media/illustrationDarkScheme.ts):
   * where a frame is wider than the drawing, the ground beside it is the plate's colour in either scheme.
   */
  onPlate?: true;
}

/**
 * A raster picture as the picture pipeline (src/media/pictures/) encodes it: what <picture> offers the browser. SVGs
 * have none and are served as they are.
 */
export interface PictureVersions {
  /** AVIF, then WebP: `srcset` of widths for the slots the picture is shown in. */
  sources: { type: string; srcset: string }[];
  /** <img src>: one width in the file's own format (JPEG, PNG) or WebP, for browsers without the formats above. */
  fallback: string;
  /** The class that paints the picture's dominant colour in its box until it loads (pc-rrggbb), once encoded. */
  colorClass?: string;
  /** The largest version (WebP), opened by the lightbox and linked without JavaScript: only for slots that open large. */
  large?: { src: string; width: number; height: number };
}
export interface Logo {
  name: string;
  image: SizedImage;
}

/** One encoded version of a video (src/media/videos/): a <source>, or a choice of the site script. */
export interface VideoSource {
  src: string;
  /** MIME type with codecs, so a browser skips what it cannot play without fetching it. */
  type: string;
  width: number;
  height: number;
  /** The windows this version's cut is for (the hero's portrait cut on phones); none: every other window. */
  media?: string;
}

/** A video as the video pipeline prepares it: what site.yaml says, with what the build made of it. */
export interface Video extends Omit<Content.Video, 'poster'> {
  /** The owner's picture, or the video's frame: the first frame of the hero's loop, 1 s into any other. */
  poster: SizedImage;
  /** The hero's frame for phones (its portrait cut), for windows matching `media`; only when the poster is a frame. */
  narrowPoster?: SizedImage & { media: string };
  /** Every version, widest cut last; the size of the widest cut's largest version. */
  sources: VideoSource[];
  width: number;
  height: number;
  /** The versions have a sound track (testimonials; never the hero). */
  audio: boolean;
  /** The captions as published, timed to the part of the video shown. */
  captionsFile?: string;
  /** The captions' language, when they are another language's own (x.mr.vtt beside x.vtt): the site's own otherwise. */
  captionsLang?: string;
  /** The captions' words in paragraphs, shown as the transcript. */
  transcript?: string[];
}

/** A YouTube video as the build reads it from its address (src/contract/resolve/youtube.ts). */
export interface YouTube {
  id: string;
  /** The second it starts at, when its address said so. */
  start?: number;
  title: string;
  /** On YouTube itself (for a visitor without JavaScript) and its privacy-enhanced player. */
  watch: string;
  embed: string;
}

/** A content type as the build hands it to templates: pictures sized, logos as pictures, YouTube addresses read. */
export type Built<T> = T extends Content.YouTubeVideo
  ? YouTube
  : T extends Content.Video
    ? Video
    : T extends Content.Image
      ? SizedImage
      : T extends Content.Logo
        ? Logo
        : T extends readonly (infer U)[]
          ? Built<U>[]
          : T extends object
            ? { [K in keyof T]: Built<T[K]> }
            : T;

export type Image = SizedImage;
export type Card = Built<Content.Card>;
export type Tile = Built<Content.Tile>;
export type Product = Built<Content.Product>;

/** The hero's proof line (`proof: true`), from site facts: only what is filled in and valid (src/contract/resolve/lists.ts). */
export interface HeroProof {
  since: number;
  clients: number;
  certificates: string[];
  gem: boolean;
}
export type HeroSection = Omit<Built<Content.HeroSection>, 'proof'> & { proof?: HeroProof };
export type ProseSection = Built<Content.ProseSection>;
/** `from` is turned into `cards` by the build. */
export type CardsSection = Omit<Built<Content.CardsSection>, 'cards' | 'from' | 'linkLabel'> & { cards: Card[] };
export type CarouselSection = Built<Content.CarouselSection>;
export type LogoGroupsSection = Built<Content.LogoGroupsSection>;
export type TestimonialsSection = Built<Content.TestimonialsSection>;
export type GallerySection = Built<Content.GallerySection>;
/** `withAddress: false`: the page shows the office's address in its own contact details, so the map card leaves it out. */
export type MapSection = Built<Content.MapSection> & { withAddress?: boolean };
/**
 * `phoneIds`, `emailIds`: the phones and e-mails the section lists, leaving out those a desk on the same page already
 * gives (src/contract/resolve/lists.ts), so each number is on the page once.
 */
export type ContactDetailsSection = Built<Content.ContactDetailsSection> & { phoneIds?: string[]; emailIds?: string[] };
export type RegistrationsSection = Built<Content.RegistrationsSection>;
export type FormSection = Built<Content.FormSection>;
/** One tile per page of the listed kind, then the extra tiles. */
export type ProductTilesSection = Omit<Built<Content.ProductTilesSection>, 'from' | 'extra' | 'tiles'> & {
  tiles: Tile[];
};
export interface SitemapGroup {
  heading: string;
  limit?: number;
  links: { label: string; to: string }[];
}
export type SitemapSection = Omit<Built<Content.SitemapSection>, 'groups'> & { groups: SitemapGroup[] };

export type Section =
  | HeroSection
  | ProseSection
  | CardsSection
  | CarouselSection
  | LogoGroupsSection
  | TestimonialsSection
  | GallerySection
  | MapSection
  | ContactDetailsSection
  | RegistrationsSection
  | FormSection
  | ProductTilesSection
  | SitemapSection;

export interface Crumb {
  label: string;
  path?: string;
}

/** A version of a page in one of the site's languages: the language's code and the page's address in it. */
export interface Alternate {
  lang: string;
  path: string;
}

/** Everything one route needs to render. */
export interface PageDescriptor {
  path: string;
  /** The page's language (a code of site.languages), and its versions in every language it is published in, its own included. */
  lang: string;
  alternates: Alternate[];
  kind: string;
  template: Content.TemplateName;
  title: string;
  summary?: string;
  /** The nav id the page lights, or null. */
  nav: string | null;
  /** True when the page or its kind names what the page lights (`nav:`); otherwise the menu item that links to it is lit. */
  navDeclared: boolean;
  breadcrumb: Crumb[];
  /** On a page in another language than the site's own: its texts that have no translation yet, shown in English. */
  englishTexts?: string[];
  /** `shareCard`: the PNG a shared link shows, which the build makes (src/build/outputs/shareCards.ts); without it, `image`. */
  meta: { title: string; description: string; canonical: string; image: SizedImage; shareCard?: ShareCard };
  sections: Section[];
  product?: Product;
  brochureHref?: string;
  piece?: 'header' | 'footer';
  inSitemap: boolean;
  /** Every id on the page that a link may target. */
  anchors: string[];
  image?: SizedImage;
  /** Other paths that redirect here. */
  aliases?: string[];
}

export type SiteFacts = Built<Content.SiteFacts>;
export type Language = Content.Language;
export type NavItem = Content.NavItem;

/** The pieces every page renders: site facts, nav, footer; and the page shown for addresses that do not exist. */
export interface SiteLayout {
  /** The language of the pages that share this layout, and every language of the site (the switcher names them). */
  language: Language;
  languages: Language[];
  /** The templates' own words in this language (src/shared/uiText.ts). */
  ui: UiText;
  /**
   * Each language's own words for "this page is in English only", by its code (the language switcher says it): the
   * sentence, and the few words a phone's header has room for.
   */
  onlyInOwnLanguage: Record<string, { note: string; short: string }>;
  /** The words readers of this language search with that its pages say otherwise (site.<code>.yaml's searchWords). */
  searchWords?: SearchWord[];
  /** The font files the pages of this language preload (src/media/fonts.ts), set by the build. */
  fonts?: string[];
  site: SiteFacts;
  chatHref: string;
  nav: NavItem[];
  footer: { title: string; links: Content.Link[] }[];
  notFound: PageDescriptor;
  /**
   * Some page shows a YouTube video: the Content-Security-Policy header then allows YouTube's player in frames, and
   * every page without one narrows that back to the map in a <meta> policy of its own (src/render/head.ts).
   */
  embedsYouTube?: boolean;
  /** The page that lists every page (a sitemap section), in this language where it is translated: the search's fallback. */
  sitemapPath?: string;
  /**
   * Where a visitor who sent a form without JavaScript is sent back to (site.forms.thanks and failed, in this language):
   * each page's path, and its full address, which a service is given (src/shared/formProviders.ts).
   */
  formReturn: FormReturn;
}

export interface FormReturn {
  thanksPath?: string;
  failedPath?: string;
  thanks?: string;
  failed?: string;
}
