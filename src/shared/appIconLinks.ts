// The site's icons as every page's head names them; src/build/outputs/appIcons.ts makes the files at build time.
import { APPLE_TOUCH_ICON, FAVICON_ICO, MANIFEST_FILE } from './outputNames.ts';

/** The SVG mark in public/, from which the other icons are made. */
export const MARK = '/favicon.svg';
/** The palette's deep blue (templates/styles.css --blue): the browser's bar and the home-screen icons' ground. */
export const THEME_COLOUR = '#12355b';
export const BACKGROUND_COLOUR = '#ffffff';

export const ICON_LINKS = [
  { rel: 'icon', href: `/${FAVICON_ICO}`, sizes: '16x16 32x32 48x48' },
  { rel: 'icon', href: MARK, type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: `/${APPLE_TOUCH_ICON}` },
  { rel: 'manifest', href: `/${MANIFEST_FILE}` },
] as const;
