// Each page carries the site's stylesheet inline, cut to the rules that can apply to it: a rule goes only when every
// selector in it names a class or id that is neither in the page's HTML nor among the classes the browser code running
// on the page may add (src/render/siteCss.ts, runtimeClasses). Everything else stays: rules for elements, attributes and
// states (:hover, [open], @media), and classes inside :not(), :is() or :has(), which are not required to be present.
// A page of 45 KB carried 33 KB of rules, two thirds of them for sections it does not have; cut, its HTML fits the
// first round trip of a new connection (about 14 KB compressed), which is what makes its first paint early.
import { transform, type Selector } from 'lightningcss';
import type { SiteStyles } from './siteCss.ts';
import { ISLAND } from '../shared/domHooks.ts';

/** A rule of the stylesheet as lightningcss's visitor sees it, read only by its type. */
type CssRule = { type: string; value?: unknown };

interface Cut {
  /** Every class and id the stylesheet requires somewhere. */
  names: Set<string>;
  /** The stylesheet cut for each set of those names a page has, so pages alike share one cut. */
  byNames: Map<string, string>;
}
const cuts = new WeakMap<SiteStyles, Cut>();

/** The classes and ids a selector requires: those of its compounds, outside functional pseudo-classes. */
const required = (selector: Selector) =>
  selector.flatMap((c) => (c.type === 'class' || c.type === 'id' ? [c.name] : []));

function cutOf(styles: SiteStyles): Cut {
  let cut = cuts.get(styles);
  if (!cut) {
    const names = new Set<string>();
    transform({
      filename: 'styles.css',
      code: Buffer.from(styles.site),
      minify: true,
      visitor: {
        Rule(rule) {
          if (rule.type === 'style') for (const s of rule.value.selectors) for (const n of required(s)) names.add(n);
        },
      },
    });
    cuts.set(styles, (cut = { names, byNames: new Map() }));
  }
  return cut;
}

/** The site's stylesheet for the page whose <body> is `body`. */
export function pageSiteCss(styles: SiteStyles, body: string): string {
  const cut = cutOf(styles);
  const present = new Set<string>();
  const add = (name: string) => {
    if (cut.names.has(name)) present.add(name);
  };
  for (const [, value] of body.matchAll(/\s(?:class|id)="([^"]*)"/g)) for (const name of value.split(/\s+/)) add(name);
  for (const name of styles.runtimeClasses.site) add(name);
  for (const [, island] of body.matchAll(new RegExp(`\\s${ISLAND}="([^"]*)"`, 'g'))) {
    const words = styles.runtimeClasses.islands[island];
    // Each island's source is found from its line in templates/islands/index.ts (name: () => import('./File')).
    if (!words)
      throw new Error(
        `no source found for the island "${island}" in templates/islands/index.ts: the rules for the classes it adds could be cut from its pages`,
      );
    for (const name of words) add(name);
  }
  const key = [...present].sort().join(' ');
  let css = cut.byNames.get(key);
  if (css === undefined) {
    const applies = (selector: Selector) => required(selector).every((name) => present.has(name));
    // A style rule stays if one of its selectors applies; an @media or @supports if one of its rules stays.
    const stays = (rule: CssRule): boolean =>
      rule.type === 'style'
        ? (rule.value as { selectors: Selector[] }).selectors.some(applies)
        : rule.type === 'media' || rule.type === 'supports'
          ? (rule.value as { rules: CssRule[] }).rules.some(stays)
          : true;
    css = transform({
      filename: 'styles.css',
      code: Buffer.from(styles.site),
      minify: true,
      visitor: {
        Rule(rule) {
          return stays(rule) ? undefined : [];
        },
      },
    }).code.toString();
    cut.byNames.set(key, css);
  }
  return css;
}
