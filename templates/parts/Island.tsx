import type { ComponentType } from 'react';
import type { IslandName } from '../islands';

interface IslandProps<P> {
  name: IslandName;
  component: ComponentType<P>;
  props: P;
  /** Also hydrate on the first focus inside it (forms: the visitor may tab in before scrolling near). */
  hydrateOnFocus?: boolean;
}

/**
 * A part of the page that runs in the browser. Rendered here into the static HTML (readable with JavaScript off);
 * its props travel beside it as JSON in an attribute (data, never executed, so the CSP stays strict), and the site
 * script hydrates exactly this element with the same component and props. Islands must not call useId: ids made
 * for the whole page here would not match the ones made for the island alone in the browser.
 */
export function Island<P extends object>({ name, component: Component, props, hydrateOnFocus = false }: IslandProps<P>) {
  return (
    <div className="island" data-island={name} data-props={JSON.stringify(props)} data-hydrate-on-focus={hydrateOnFocus ? '' : undefined}>
      <Component {...props} />
    </div>
  );
}
