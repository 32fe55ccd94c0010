// Pass: every text a product's brochure prints must be one its fonts can draw; a character they lack would come out
// of the PDF as "?". Reported at the field that holds it, so the page is fixed before any PDF is made.
import { problem } from '../../core/problems.ts';
import { drawsAs } from '../../media/brochureFont.ts';
import type { DataPath } from '../../content/yamlSource.ts';
import type { Resolving } from './parts.ts';

export function checkBrochureText(r: Resolving, fonts: ReadonlySet<number>): void {
  const withBrochure = r.pages.filter((e) => e.page.product?.brochure);
  if (!withBrochure.length) return;
  const check = (value: unknown, at: DataPath) => {
    if (typeof value !== 'string') return;
    const ch = [...value].find((c) => !drawsAs(c, fonts));
    if (ch === undefined) return;
    const code = ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0');
    r.report(at, problem('BROCHURE001', { ch, code }));
  };
  for (const { page, index } of withBrochure) {
    const at = (...rest: DataPath) => ['pages', index, ...rest];
    const product = page.product!;
    check(page.title, at('title'));
    check(page.summary, at('summary'));
    check(product.description, at('product', 'description'));
    check(product.featuresHeading, at('product', 'featuresHeading'));
    product.users?.forEach((user, n) => check(user, at('product', 'users', n)));
    product.features.forEach((f, n) => {
      check(f.title, at('product', 'features', n, 'title'));
      check(f.text, at('product', 'features', n, 'text'));
    });
  }
  // The contact lines every brochure ends with.
  const { site } = r.site;
  check(site.shortName, ['site', 'shortName']);
  check(site.name, ['site', 'name']);
  site.address.lines.forEach((line, n) => check(line, ['site', 'address', 'lines', n]));
  for (const field of ['city', 'postalCode', 'region', 'country'] as const)
    check(site.address[field], ['site', 'address', field]);
  check(site.phones[0]?.number, ['site', 'phones', 0, 'number']);
  check(site.emails[0]?.address, ['site', 'emails', 0, 'address']);
}
