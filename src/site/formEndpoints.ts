// Development and tests send the two forms to the local receiver (scripts/forms-receiver.ts) instead of the
// service named in site.yaml. The switch is read at build time: the browser never sees an environment.
import type { SiteLayout } from './descriptorTypes';

/** With FORMS_ENDPOINT_BASE set (e.g. http://127.0.0.1:4319) the forms post to `<base>/contact` and `<base>/apply`. */
export function applyFormEndpointOverride(layout: SiteLayout, env: Record<string, string | undefined>): SiteLayout {
  const base = env.FORMS_ENDPOINT_BASE?.trim().replace(/\/+$/, '');
  if (!base) return layout;
  if (!/^https?:\/\/\S+$/.test(base)) throw new Error(`FORMS_ENDPOINT_BASE must be an http(s) address, not "${base}"`);
  const forms = { ...layout.site.forms, contact: `${base}/contact`, application: `${base}/apply` };
  return { ...layout, site: { ...layout.site, forms } };
}
