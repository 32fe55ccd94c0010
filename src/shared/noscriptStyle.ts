// The one inline style of the site, shown only without JavaScript: collapsed content opens and toggles hide.
// Kept in one place because the Content-Security-Policy allows exactly this text by its sha256 hash.
export const NOSCRIPT_CSS = '.collapsible[data-collapsed]{display:block}.toggle-button{display:none}';
