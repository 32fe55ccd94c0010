// The form-collection services the two forms can be sent to (site.forms.provider), each as its documentation
// describes it: the hidden fields it asks for, the field it treats as its spam trap, the field it sets an e-mail's
// Reply-To from, where it sends a visitor back after a post without JavaScript, and how it answers. One table, read
// by the form's template (the hidden fields and the form's attributes), the form island (the trap dropped and the
// reply-to copied before a fetch), the Content-Security-Policy (the origins a form may post to) and the local
// receiver (src/serve/formsReceiver.ts, which answers as each service does). Browser-safe: no Node module.
import type { SiteFacts } from '../generated/site-types.ts';
import { APPLY_PATH, CONTACT_PATH, EMAIL_FIELD, HONEYPOT, type FormId } from './formContract.ts';

export type ProviderName = NonNullable<SiteFacts['forms']['provider']>;
export type FormsConfig = Pick<SiteFacts['forms'], 'provider' | 'contact' | 'application' | 'custom'>;

/** How a service answers a post, as its documentation says (the local receiver answers so: src/serve/formsReceiver.ts). */
export interface ProviderAnswers {
  /** A post sent natively that arrived: a redirect (the service's own status) to the return address or its own page. */
  nativeStatus: 200 | 302 | 303;
  /** The JSON body of a fetch's success (Accept: application/json). */
  jsonOk: Record<string, unknown>;
  /** The status of a submission the service refuses (a field it cannot take); the receiver's own 400 or 415 where absent. */
  refused?: number;
  /** A refusal's JSON lists what is wrong, as {"error": …, "errors": [{"message": …}]}. */
  errorsList?: boolean;
  /** The most a whole submission may weigh, in bytes, where the service documents a limit. */
  maxBytes?: number;
}

export interface ProviderRules {
  /** The service's name as the forms' notice and the privacy policy give it ($forms in a text). */
  label: string;
  /** The field the service treats as its spam trap. */
  trap: string;
  /**
   * The hidden field the service sets Reply-To from, which the form island fills from the form's e-mail field
   * before sending. Absent: the receiver reads the form's e-mail field itself (`replyToFromEmailField`).
   */
  replyTo?: string;
  /** The receiver itself takes the form's e-mail field (Email, Client_Email) as the reply-to, with or without JavaScript. */
  replyToFromEmailField: boolean;
  /** The hidden field that tells the service where to send a visitor after a post without JavaScript (a full address). */
  next?: string;
  /** The hidden field for the page to send a visitor to when the post is refused (a full address). */
  failed?: string;
  /** The form posts to the site itself (own receiver, Netlify Forms): the addresses in site.forms are optional. */
  onSite: boolean;
  answers: ProviderAnswers;
}

const MB = 1024 * 1024;

/** The services, as each one's documentation describes it (docs/deploy.md, "Forms", says what is not verified here). */
export const FORM_PROVIDERS: Record<Exclude<ProviderName, 'custom'>, ProviderRules> = {
  // formspree.io: `_gotcha` is its honeypot, `_replyto` (or `email`) its Reply-To, `_next` the address a native post
  // is redirected to (302); a fetch with Accept: application/json gets {"ok":true,"next":…}, a refusal 422.
  formspree: {
    label: 'Formspree',
    trap: '_gotcha',
    replyTo: '_replyto',
    replyToFromEmailField: false,
    next: '_next',
    onSite: false,
    answers: {
      nativeStatus: 302,
      jsonOk: { ok: true },
      refused: 422,
      errorsList: true,
      maxBytes: 25 * MB,
    },
  },
  // usebasin.com: `_gotcha` honeypot, Reply-To from a field named `email`; the page a native post returns to is set
  // in the form's settings at Basin (its "redirect URL"), not in a field.
  basin: {
    label: 'Basin',
    trap: '_gotcha',
    replyTo: 'email',
    replyToFromEmailField: false,
    onSite: false,
    answers: { nativeStatus: 302, jsonOk: { success: true } },
  },
  // Netlify Forms: the form is found in the published HTML by its data-netlify attribute and its name (sent again as
  // the hidden form-name), its honeypot named by data-netlify-honeypot (valid HTML; Netlify's page on spam filters shows
  // the same attribute without data-, which the W3C checker refuses); a native post to the form's action (the thanks
  // page) gets that page; requests up to 8 MB.
  netlify: {
    label: 'Netlify',
    trap: 'bot-field',
    replyTo: 'email',
    replyToFromEmailField: false,
    onSite: true,
    answers: { nativeStatus: 303, jsonOk: {}, maxBytes: 8 * MB },
  },
  // The company's own receiver on the host (the local receiver stands in for it): it knows the forms' fields, takes
  // the e-mail field as the reply-to, and sends a native post on to the thanks or the failure page (303).
  own: {
    label: 'the company itself',
    trap: HONEYPOT,
    replyToFromEmailField: true,
    next: '_next',
    failed: '_failed',
    onSite: true,
    answers: { nativeStatus: 303, jsonOk: { ok: true } },
  },
};

/** Where the own receiver takes the forms on the site: /forms/contact and /forms/apply. */
export const OWN_FORMS_BASE = '/forms';

/** The rules of the service site.forms names; no provider is a custom service with the trap `website` and nothing else. */
export function providerRules(forms: FormsConfig): ProviderRules {
  const name = forms.provider ?? 'custom';
  if (name !== 'custom') return FORM_PROVIDERS[name];
  const custom = forms.custom;
  return {
    label: custom?.name ?? 'the form-collection service',
    trap: custom?.trap ?? HONEYPOT,
    replyTo: custom?.replyTo,
    replyToFromEmailField: false,
    next: custom?.next,
    onSite: false,
    answers: { nativeStatus: 200, jsonOk: { ok: true } },
  };
}

/** The fixed hidden fields of a service, by name (Netlify's form-name, a custom service's `hidden:`). */
function fixedHidden(forms: FormsConfig, form: FormId): Record<string, string> {
  if (forms.provider === 'netlify') return { 'form-name': form };
  if (forms.provider === 'custom')
    return Object.fromEntries(Object.entries(forms.custom?.hidden ?? {}).map(([k, v]) => [k, String(v)]));
  return {};
}

/** Where a visitor without JavaScript returns to: the thanks and failure pages, as full addresses. */
export interface ReturnAddresses {
  thanks?: string;
  failed?: string;
}

/** Everything the form's HTML carries for its service. */
export interface FormSetup {
  action: string;
  /** Extra attributes of the <form> (Netlify's data-netlify, data-netlify-honeypot and name). */
  attributes: Record<string, string>;
  /**
   * Hidden fields, in order, by name: value. The reply-to field is written disabled and empty (a post without
   * JavaScript leaves it out rather than send it empty); the island fills it in what it sends.
   */
  hidden: [string, string][];
  /** The spam trap's name. */
  trap: string;
  /** The hidden field the island copies the visitor's e-mail address into, with the field it copies from. */
  replyTo?: { field: string; from: string };
}

/**
 * The form's address, attributes and hidden fields for a service. `returnTo` gives the thanks and failure pages as
 * full addresses (a service redirects a native post there; on the site's origin, or where development and tests serve
 * it), `thanksPath` the thanks page's path (Netlify Forms posts to it). With no address in site.forms, the own receiver
 * is at /forms/contact and /forms/apply on the site (functions/forms/[form].ts).
 */
export function formSetup(
  forms: FormsConfig,
  form: FormId,
  returnTo: ReturnAddresses,
  thanksPath: string | undefined,
): FormSetup {
  const rules = providerRules(forms);
  const address = form === 'application' ? forms.application : forms.contact;
  const path = form === 'application' ? APPLY_PATH : CONTACT_PATH;
  const action =
    address ??
    (forms.provider === 'netlify' ? (thanksPath ?? '/') : forms.provider === 'own' ? `${OWN_FORMS_BASE}${path}` : '/');
  const hidden: [string, string][] = Object.entries(fixedHidden(forms, form));
  if (rules.next && returnTo.thanks) hidden.push([rules.next, returnTo.thanks]);
  if (rules.failed && returnTo.failed) hidden.push([rules.failed, returnTo.failed]);
  if (rules.replyTo) hidden.push([rules.replyTo, '']);
  const attributes: Record<string, string> =
    forms.provider === 'netlify' ? { name: form, 'data-netlify': 'true', 'data-netlify-honeypot': rules.trap } : {};
  return {
    action,
    attributes,
    hidden,
    trap: rules.trap,
    replyTo: rules.replyTo ? { field: rules.replyTo, from: EMAIL_FIELD[form] } : undefined,
  };
}

/** The addresses the two forms post to (the Content-Security-Policy's form-action and connect-src name their origins). */
export const formActions = (forms: FormsConfig, thanksPath: string | undefined): string[] =>
  (['contact', 'application'] as const).map((form) => formSetup(forms, form, {}, thanksPath).action);
