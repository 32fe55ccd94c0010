// The <head> tags that matter per page, written into the prerendered HTML.
import type { PageDescriptor, SiteLayout } from '../contract/descriptorTypes.ts';
import { registrationRows } from '../shared/registrations.ts';
import { embedsYouTube } from '../shared/youtube.ts';

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export function headTags(page: PageDescriptor, layout: SiteLayout): HeadTag[] {
  const { meta } = page;
  // The share card the build made (a PNG, which every app that previews links shows), or the page's picture.
  const card = meta.shareCard ?? meta.image;
  const image = layout.site.origin + card.src;
  const size = meta.shareCard
    ? ([
        { tag: 'meta', attrs: { property: 'og:image:type', content: 'image/png' } },
        { tag: 'meta', attrs: { property: 'og:image:width', content: String(card.width) } },
        { tag: 'meta', attrs: { property: 'og:image:height', content: String(card.height) } },
      ] satisfies HeadTag[])
    : [];
  return [
    // The header's policy allows YouTube's player in frames when some page of the site shows one (src/build/outputs/hostFiles.ts);
    // a page without one narrows frame-src back to the map: a second policy can only take away, so both must allow a frame.
    ...(layout.embedsYouTube && !embedsYouTube(page)
      ? [
          {
            tag: 'meta',
            attrs: {
              'http-equiv': 'Content-Security-Policy',
              content: `frame-src ${new URL(layout.site.map.embedUrl).origin}`,
            },
          } satisfies HeadTag,
        ]
      : []),
    { tag: 'meta', attrs: { name: 'description', content: meta.description } },
    { tag: 'link', attrs: { rel: 'canonical', href: meta.canonical } },
    { tag: 'meta', attrs: { property: 'og:type', content: page.path === '/' ? 'website' : 'article' } },
    { tag: 'meta', attrs: { property: 'og:site_name', content: layout.site.name } },
    { tag: 'meta', attrs: { property: 'og:title', content: meta.title } },
    { tag: 'meta', attrs: { property: 'og:description', content: meta.description } },
    { tag: 'meta', attrs: { property: 'og:url', content: meta.canonical } },
    { tag: 'meta', attrs: { property: 'og:image', content: image } },
    ...size,
    { tag: 'meta', attrs: { property: 'og:image:alt', content: card.alt } },
    { tag: 'meta', attrs: { name: 'twitter:card', content: 'summary_large_image' } },
    { tag: 'meta', attrs: { name: 'twitter:title', content: meta.title } },
    { tag: 'meta', attrs: { name: 'twitter:description', content: meta.description } },
    { tag: 'meta', attrs: { name: 'twitter:image', content: image } },
    { tag: 'meta', attrs: { name: 'twitter:image:alt', content: card.alt } },
    ...languageTags(page, layout),
    // The typeface of the page's script, when the site serves one (src/media/fonts.ts): fetched at once, so the page is
    // drawn in it from the start.
    ...(layout.fonts ?? []).map(
      (href): HeadTag => ({
        tag: 'link',
        attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href, crossorigin: '' },
      }),
    ),
  ];
}

/**
 * The page's versions in the site's languages, for search engines and share previews: a hreflang link for each
 * (its own included) and x-default for the site's own language's, each language's Open Graph locale. A page in one
 * language only has none of these.
 */
function languageTags(page: PageDescriptor, layout: SiteLayout): HeadTag[] {
  if (page.alternates.length < 2)
    return [{ tag: 'meta', attrs: { property: 'og:locale', content: layout.language.locale } }];
  const { origin } = layout.site;
  const localeOf = (code: string) => layout.languages.find((l) => l.code === code)!.locale;
  const own = page.alternates.find((a) => a.lang === layout.languages[0].code)!;
  return [
    ...page.alternates.map(
      (a): HeadTag => ({ tag: 'link', attrs: { rel: 'alternate', hreflang: a.lang, href: origin + a.path } }),
    ),
    { tag: 'link', attrs: { rel: 'alternate', hreflang: 'x-default', href: origin + own.path } },
    { tag: 'meta', attrs: { property: 'og:locale', content: layout.language.locale } },
    ...page.alternates
      .filter((a) => a.lang !== page.lang)
      .map((a): HeadTag => ({ tag: 'meta', attrs: { property: 'og:locale:alternate', content: localeOf(a.lang) } })),
  ];
}

/** Organisation facts for search engines (home page). */
export function organisationJsonLd(layout: SiteLayout): object {
  const s = layout.site;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: s.name,
    url: s.origin + '/',
    logo: s.origin + s.logo.src,
    foundingDate: String(s.foundingYear),
    description: s.description,
    telephone: s.phones[0].number,
    email: s.emails[0].address,
    address: {
      '@type': 'PostalAddress',
      streetAddress: s.address.lines.join(', '),
      addressLocality: s.address.city,
      addressRegion: s.address.region,
      postalCode: s.address.postalCode,
      addressCountry: s.address.country,
    },
    sameAs: s.social.map((l) => l.to).filter((to) => to.startsWith('https://')),
    ...trustFacts(layout),
  };
}

/** What schema.org names for each registration number that has no property of its own (identifier's PropertyValue). */
const IDENTIFIER_NAMES = {
  cin: 'Corporate Identity Number (CIN)',
  udyam: 'Udyam registration number',
  gemSellerId: 'GeM seller ID',
} as const;

/**
 * The registrations, certificates and empanelments filled in and still valid (the build has left out the rest): the
 * GSTIN as the tax and VAT id (GST is India's value-added tax), the other numbers as identifiers, certificates as
 * credentials with their issuer and last valid day, empanelments as memberships of the body's programme.
 */
function trustFacts(layout: SiteLayout): object {
  const s = layout.site;
  const rows = registrationRows(s);
  const gstin = rows.find((r) => r.field === 'gstin')?.value;
  const identifiers = rows.flatMap(({ field, value }) =>
    field === 'gstin'
      ? []
      : [
          {
            '@type': 'PropertyValue',
            propertyID: field === 'gemSellerId' ? 'GeM' : field.toUpperCase(),
            name: IDENTIFIER_NAMES[field],
            value,
          },
        ],
  );
  return {
    ...(gstin ? { taxID: gstin, vatID: gstin } : {}),
    ...(identifiers.length ? { identifier: identifiers } : {}),
    ...(s.certificates?.length
      ? {
          hasCredential: s.certificates.map((c) => ({
            '@type': 'EducationalOccupationalCredential',
            credentialCategory: 'certificate',
            name: c.name,
            identifier: c.number,
            recognizedBy: { '@type': 'Organization', name: c.issuer },
            expires: c.validUntil,
          })),
        }
      : {}),
    ...(s.empanelments?.length
      ? {
          memberOf: s.empanelments.map((e) => ({
            '@type': 'ProgramMembership',
            programName: e.category,
            hostingOrganization: { '@type': 'Organization', name: e.body },
          })),
        }
      : {}),
  };
}
