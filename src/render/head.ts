// The <head> tags that matter per page, written into the prerendered HTML.
import type { PageDescriptor, SiteLayout } from '../contract/descriptorTypes.ts';
import { registrationRows } from '../shared/registrations.ts';
import { embedsYouTube } from '../shared/youtube.ts';
import { escapeHtml } from '../core/escape.ts';

export interface HeadTag {
  tag: 'meta' | 'link';
  attrs: Record<string, string>;
}

export function headTags(page: PageDescriptor, layout: SiteLayout): HeadTag[] {
  const { meta } = page;
  // The share card the build made (a JPEG, which every app that previews links shows), or the page's picture.
  const card = meta.shareCard ?? meta.image;
  const image = layout.site.origin + card.src;
  const size = meta.shareCard
    ? ([
        { tag: 'meta', attrs: { property: 'og:image:type', content: meta.shareCard.type } },
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

/**
 * What the page tells search engines, as one JSON-LD graph, or nothing: on a home page the organisation and the
 * website; on every other page its breadcrumb, as the page shows it; on a page with vacancies, each one posted (it has
 * its `posted:` day) as a job.
 */
export function structuredData(page: PageDescriptor, layout: SiteLayout): object | undefined {
  const isHome = page.template === 'HomePage';
  const graph = [
    ...(isHome ? [organisation(layout), website(page, layout)] : [breadcrumbList(page, layout)]),
    ...jobPostings(page, layout),
  ];
  return graph.length ? { '@context': 'https://schema.org', '@graph': graph } : undefined;
}

/** The company's office as schema.org writes an address. */
function postalAddress(layout: SiteLayout): object {
  const { address } = layout.site;
  return {
    '@type': 'PostalAddress',
    streetAddress: address.lines.join(', '),
    addressLocality: address.city,
    addressRegion: address.region,
    postalCode: address.postalCode,
    // The country's ISO code, which search engines read in every language: that of the site's own locale (en_IN).
    addressCountry: layout.languages[0].locale.split('_')[1] ?? address.country,
  };
}

/** Organisation facts for search engines (home page). */
function organisation(layout: SiteLayout): object {
  const s = layout.site;
  return {
    '@type': 'Organization',
    '@id': `${s.origin}/#organization`,
    name: s.name,
    url: `${s.origin}/`,
    logo: s.origin + s.logo.src,
    foundingDate: String(s.foundingYear),
    description: s.description,
    telephone: s.phones[0].number,
    email: s.emails[0].address,
    address: postalAddress(layout),
    sameAs: s.social.map((l) => l.to).filter((to) => to.startsWith('https://')),
    ...trustFacts(layout),
  };
}

/** The website in the home page's language, published by the organisation. */
function website(page: PageDescriptor, layout: SiteLayout): object {
  const s = layout.site;
  return {
    '@type': 'WebSite',
    name: s.name,
    url: page.meta.canonical,
    inLanguage: page.lang,
    publisher: { '@id': `${s.origin}/#organization` },
  };
}

/** The page's breadcrumb as its banner shows it: Home, a parent where it has one, and the page itself. */
function breadcrumbList(page: PageDescriptor, layout: SiteLayout): object {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: page.breadcrumb.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.label,
      item: crumb.path === undefined ? page.meta.canonical : layout.site.origin + crumb.path,
    })),
  };
}

/** schema.org's employment types, by what a vacancy's `employment:` says (full time when it says nothing). */
const EMPLOYMENT_TYPES = {
  'full time': 'FULL_TIME',
  'part time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
} as const;

/**
 * Each open vacancy of the page with the day it was posted, as a job: its card's words as the description (HTML, as
 * search engines take it), the day it closes (the end of that day in India), the company and its office.
 */
function jobPostings(page: PageDescriptor, layout: SiteLayout): object[] {
  const s = layout.site;
  return page.sections.flatMap((section) =>
    section.type !== 'cards'
      ? []
      : section.cards.flatMap((card) =>
          card.position === undefined || card.posted === undefined
            ? []
            : [
                {
                  '@type': 'JobPosting',
                  title: card.title,
                  description: [
                    ...[card.text, card.meta].filter((t) => t !== undefined).map((t) => `<p>${escapeHtml(t)}</p>`),
                    ...(card.lists ?? []).map(
                      (list) =>
                        `<p>${escapeHtml(list.heading)}</p><ul>${list.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
                    ),
                  ].join(''),
                  datePosted: card.posted,
                  ...(card.closes ? { validThrough: `${card.closes}T23:59:59+05:30` } : {}),
                  employmentType: EMPLOYMENT_TYPES[card.employment ?? 'full time'],
                  hiringOrganization: {
                    '@type': 'Organization',
                    name: s.name,
                    sameAs: `${s.origin}/`,
                    logo: s.origin + s.logo.src,
                  },
                  jobLocation: { '@type': 'Place', address: postalAddress(layout) },
                  url: card.id ? `${page.meta.canonical}#${card.id}` : page.meta.canonical,
                  ...(card.id ? { identifier: { '@type': 'PropertyValue', name: s.name, value: card.id } } : {}),
                },
              ],
        ),
  );
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
