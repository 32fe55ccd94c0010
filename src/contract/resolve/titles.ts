// A page's title with the company's name after it, as a browser's tab or a search result shows another site's pages
// ("Payroll | Vistaar Software"): the site adds the name to the tab's title itself, and shows the title as written in
// the page's heading, its breadcrumb and its cards, where the name would stand twice or out of place.
import { problem } from '../../core/problems.ts';
import type { Resolving } from './parts.ts';

/** What stands between a title and a name after it: a bar, a hyphen or dash, a colon, a middle dot. */
const SEPARATOR = /\s*[|\-–—:·•]\s*$/;

export function checkNamedTitles(r: Resolving): void {
  const { name, shortName } = r.site.site;
  const names = [name, shortName].sort((a, b) => b.length - a.length);
  for (const { page, index } of r.pages) {
    const title = page.title.trim();
    const named = names.find((n) => title.toLowerCase().endsWith(n.toLowerCase()) && title.length > n.length);
    if (!named) continue;
    const before = title.slice(0, title.length - named.length);
    if (!SEPARATOR.test(before)) continue;
    const meant = before.replace(SEPARATOR, '');
    if (!meant) continue;
    r.report(
      ['pages', index, 'title'],
      problem('PAGE039', { title: page.title, name: shortName, written: title.slice(meant.length), meant }),
    );
  }
}
