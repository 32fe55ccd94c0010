import { ISLANDS, type IslandName, type IslandModule, type IslandProps } from '../islands/index.ts';
import { useSiteLayout } from './siteLayout.tsx';
import { HYDRATE_ON_FOCUS, ISLAND, ISLAND_PROPS, LOAD_FAILED, RETRY } from '../../src/shared/domHooks.ts';

/** Every island's module, for rendering at build (the browser loads each one only when it is needed). */
const modules = Object.fromEntries(
  await Promise.all(Object.entries(ISLANDS).map(async ([name, load]) => [name, await load()] as const)),
) as unknown as Record<IslandName, IslandModule>;

interface Props<Name extends IslandName> {
  /** The island by its name in templates/islands/index.ts, which finds its component and the type of its props. */
  name: Name;
  props: IslandProps<Name>;
  /** Also hydrate on the first focus inside it (forms: the visitor may tab in before scrolling near). */
  hydrateOnFocus?: boolean;
}

/**
 * A part of the page that runs in the browser. Rendered here into the static HTML (readable with JavaScript off);
 * its props travel beside it as JSON in an attribute (data, never executed, so the CSP stays strict), but for those
 * its module reads back from this HTML (`propsInHtml`), and the site script hydrates exactly this element with the
 * same component and props. Islands must not call useId: ids made for the whole page here would not match the ones
 * made for the island alone in the browser.
 */
export function Island<Name extends IslandName>({ name, props, hydrateOnFocus = false }: Props<Name>) {
  const { default: Component, propsInHtml = {} } = modules[name];
  const { ui } = useSiteLayout();
  const sent = Object.fromEntries(Object.entries(props).filter(([key]) => !(key in propsInHtml)));
  return (
    <div
      className="island"
      {...{
        [ISLAND]: name,
        [ISLAND_PROPS]: JSON.stringify(sent),
        [HYDRATE_ON_FOCUS]: hydrateOnFocus ? '' : undefined,
        [LOAD_FAILED]: ui.loadFailed,
        [RETRY]: ui.retry,
      }}
    >
      <Component {...(props as object)} />
    </div>
  );
}
