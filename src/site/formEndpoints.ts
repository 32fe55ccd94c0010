// Development and tests send the two forms to the local receiver (scripts/forms-receiver.ts) instead of the
// service named in site.yaml. The switch is made when the site is loaded for a build: the browser never sees an
// environment. Commands take it from FORMS_ENDPOINT_BASE.
import type { SiteLayout } from './descriptorTypes';

/** With a base (e.g. http://127.0.0.1:4319) the forms post to `<base>/contact` and `<base>/apply`. */
export function applyFormEndpointOverride(layout: SiteLayout, endpointBase: string | undefined): SiteLayout {
  const base = endpointBase?.trim().replace(/\/+$/, '');
  if (!base) return layout;
  if (!/^https?:\/\/\S+$/.test(base)) throw new Error(`FORMS_ENDPOINT_BASE must be an http(s) address, not "${base}"`);
  const forms = { ...layout.site.forms, contact: `${base}/contact`, application: `${base}/apply` };
  return { ...layout, site: { ...layout.site, forms } };
}
