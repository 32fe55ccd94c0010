// Development and tests send the two forms to the local receiver (src/serve/formsReceiver.ts) instead of the
// service named in site.yaml. The switch is made when the site is loaded for a build: the browser never sees an
// environment. Commands take it from FORMS_ENDPOINT_BASE, and the address the site is served at locally, which a
// service sends a visitor without JavaScript back to, from FORMS_RETURN_BASE.
import { APPLY_PATH, CONTACT_PATH } from '../shared/formContract.ts';
import type { SiteLayout } from './descriptorTypes.ts';
import { formReturn } from './resolve/language.ts';

/**
 * Where `npm run dev` receives the forms: on the dev server itself, so the pages post to the address they were loaded
 * from, whatever it is (127.0.0.1 on this computer, the computer's network address on a phone with HOST=0.0.0.0).
 */
export const DEV_FORMS_PATH = '/__forms';

/**
 * With a base (e.g. http://127.0.0.1:4319, or a path on the page's own server such as DEV_FORMS_PATH) the forms post to
 * `<base>/contact` and `<base>/apply`. The thanks and failure pages are then given on `returnBase` (the origin the
 * site is served at here, e.g. http://127.0.0.1:4173), or as paths alone when there is none.
 */
export function applyFormEndpointOverride(
  layout: SiteLayout,
  endpointBase: string | undefined,
  returnBase?: string,
): SiteLayout {
  const base = endpointBase?.trim().replace(/\/+$/, '');
  if (!base) return layout;
  if (!/^(https?:\/\/|\/(?!\/))\S+$/.test(base))
    throw new Error(`FORMS_ENDPOINT_BASE must be an http(s) address or a path starting with one /, not "${base}"`);
  const origin = returnBase?.trim().replace(/\/+$/, '') ?? '';
  if (origin && !/^https?:\/\/[^/\s]+$/.test(origin))
    throw new Error(`FORMS_RETURN_BASE must be an origin such as http://127.0.0.1:4173, not "${origin}"`);
  const forms = { ...layout.site.forms, contact: `${base}${CONTACT_PATH}`, application: `${base}${APPLY_PATH}` };
  const { thanksPath, failedPath } = layout.formReturn;
  return {
    ...layout,
    site: { ...layout.site, forms },
    formReturn: formReturn(origin, thanksPath, failedPath),
  };
}
