// React, loaded only when the first island of a page is hydrated.
import { createElement, useEffect, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Hydrates one island; once React has taken it over, the island is marked data-hydrated (tests wait for it). */
export function mount<P extends object>(el: HTMLElement, component: ComponentType<P>, props: P) {
  function Hydrated() {
    useEffect(() => {
      el.dataset.hydrated = '';
    }, []);
    return createElement(component, props);
  }
  hydrateRoot(el, createElement(Hydrated));
}
