// The hooks between the pages' HTML and the code that runs on them: the data-* attributes the templates write and the
// site script, the islands, the page-CSS cutter and the checkers look for.
// Plain string constants: the site script (src/browser/siteScript.ts, islands.ts) imports them and the minifier writes
// each in place, as before. The chunks it loads later (videos.ts, youtube.ts, search.ts, mount.tsx, the islands) spell
// theirs: a module they shared with the site script would be put in the site script's chunk and imported from there,
// changing every chunk. templates/styles.css spells the ones it styles (CSS cannot import), and dataset reads
// (el.dataset.heroVideo) name the same attributes in camelCase.

/** An island's root (templates/parts/Island.tsx): its name, its props, and what it asks of src/browser/islands.ts. */
export const ISLAND = 'data-island';
export const ISLAND_PROPS = 'data-props';
export const HYDRATE_ON_FOCUS = 'data-hydrate-on-focus';
/** The words an island shows when its code does not arrive, in the page's language. */
export const LOAD_FAILED = 'data-load-failed';
export const RETRY = 'data-retry';
/** Set on an island once React has taken it over (src/browser/mount.tsx): tests and screens wait for it. */
export const HYDRATED = 'data-hydrated';
/** Set on <html> once the site script has run (src/browser/siteScript.ts). */
export const ENHANCED = 'data-enhanced';

/** The home page's background video (templates/sections/Hero.tsx): its sources, and its pause/play button. */
export const HERO_VIDEO = 'data-hero-video';
export const HERO_TOGGLE = 'data-hero-toggle';
export const PLAY_LABEL = 'data-play-label';
/** A video with a play button over its poster (templates/parts/VideoPlayer.tsx). */
export const VIDEO_PLAYER = 'data-video-player';
export const VIDEO_PLAY = 'data-video-play';
/** Both videos' buttons, hidden in the HTML and shown by the videos' code once it runs (what a checker waits for). */
export const VIDEO_BUTTONS = `[${HERO_TOGGLE}], [${VIDEO_PLAY}]`;
/** A YouTube video's link, and the player that takes its place (templates/parts/YouTubeFacade.tsx). */
export const YOUTUBE_PLAY = 'data-youtube-play';
export const YOUTUBE_FRAME = 'data-youtube-frame';

/** The search dialog (templates/parts/SiteSearch.tsx): its close button, and the words src/browser/search.ts shows. */
export const SEARCH_CLOSE = 'data-search-close';
export const SEARCH_LOADING = 'data-loading';
export const SEARCH_FOUND = 'data-found';
export const SEARCH_NONE = 'data-none';
export const SEARCH_FAILED = 'data-failed';
/** On the list of results: the query they are the results of (src/browser/search.ts), while a later one is sought. */
export const SEARCH_RESULTS_OF = 'data-results-of';
/** A section that fades in as it arrives (templates/parts/SectionShell.tsx). */
export const REVEAL = 'data-reveal';
/** Read More / Read Less (templates/parts/Disclosure.tsx): the region while closed, the button's two labels. */
export const COLLAPSED = 'data-collapsed';
export const MORE = 'data-more';
export const LESS = 'data-less';
/** A vacancy's APPLY link: the position it selects in the application form. */
export const POSITION = 'data-position';
/** The footer's year, written again by the site script as the year the page is read. */
export const CURRENT_YEAR = 'data-current-year';
