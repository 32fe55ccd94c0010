// The one script every page loads: progressive enhancement, and the loader that hydrates the page's islands.
import '../browser/siteScript';
