// The one inline style of the site, shown only without JavaScript: collapsed content opens and toggles hide, and a
// video's poster picture, which the site script takes off when it plays, gives way to the browser's own player.
// Kept in one place because the Content-Security-Policy allows exactly this text by its sha256 hash.
import { COLLAPSED } from './domHooks.ts';

export const NOSCRIPT_CSS = `.collapsible[${COLLAPSED}]{display:block}.toggle-button{display:none}.video-poster{display:none}.fold-media{display:block!important}`;
