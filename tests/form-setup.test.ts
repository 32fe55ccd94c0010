// What each service asks of the form's HTML, as its documentation says (docs/deploy.md, "Forms"): the address, the
// form's attributes, the hidden fields, the trap and the reply-to field the page's script fills, for site.forms as an
// owner writes it; and the addresses the Content-Security-Policy's form-action is made from.
import { describe, expect, it } from 'vitest';
import { formActions, formSetup, type FormsConfig } from '../src/shared/formProviders.ts';

const RETURN = { thanks: 'https://www.example/Thanks', failed: 'https://www.example/FormNotSent' };
const ADDRESSES = { contact: 'https://forms.example/f/contact', application: 'https://forms.example/f/apply' };

describe('the form as each service asks for it', () => {
  it('Formspree: its _next, its _replyto filled from the e-mail field, its _gotcha trap', () => {
    const forms: FormsConfig = { provider: 'formspree', ...ADDRESSES };
    expect(formSetup(forms, 'application', RETURN, '/Thanks')).toEqual({
      action: ADDRESSES.application,
      attributes: {},
      hidden: [
        ['_next', RETURN.thanks],
        ['_replyto', ''],
      ],
      trap: '_gotcha',
      replyTo: { field: '_replyto', from: 'Client_Email' },
    });
  });

  it('Basin: email filled from the e-mail field, the _gotcha trap, no return field (set at Basin)', () => {
    const setup = formSetup({ provider: 'basin', ...ADDRESSES }, 'contact', RETURN, '/Thanks');
    expect([setup.hidden, setup.trap, setup.replyTo]).toEqual([
      [['email', '']],
      '_gotcha',
      { field: 'email', from: 'Email' },
    ]);
  });

  it('Netlify Forms: posts to the thanks page, found by data-netlify and its name, form-name sent, bot-field as the trap', () => {
    const setup = formSetup({ provider: 'netlify' }, 'application', RETURN, '/mr/Thanks');
    expect(setup.action).toBe('/mr/Thanks');
    expect(setup.attributes).toEqual({
      name: 'application',
      'data-netlify': 'true',
      'data-netlify-honeypot': 'bot-field',
    });
    expect(setup.hidden).toEqual([
      ['form-name', 'application'],
      ['email', ''],
    ]);
    expect(setup.trap).toBe('bot-field');
  });

  it('the own receiver: /forms/contact on the site, the thanks and failure pages, its own trap, no reply-to field', () => {
    const setup = formSetup({ provider: 'own' }, 'contact', RETURN, '/Thanks');
    expect(setup).toEqual({
      action: '/forms/contact',
      attributes: {},
      hidden: [
        ['_next', RETURN.thanks],
        ['_failed', RETURN.failed],
      ],
      trap: 'website',
      replyTo: undefined,
    });
  });

  it('a custom service: its fixed hidden fields (Web3Forms: access_key), its trap, reply-to and return fields', () => {
    const forms: FormsConfig = {
      provider: 'custom',
      ...ADDRESSES,
      custom: {
        name: 'Web3Forms',
        trap: 'botcheck',
        replyTo: 'replyto',
        next: 'redirect',
        hidden: { access_key: 'abc-123' },
      },
    };
    expect(formSetup(forms, 'contact', RETURN, '/Thanks')).toEqual({
      action: ADDRESSES.contact,
      attributes: {},
      hidden: [
        ['access_key', 'abc-123'],
        ['redirect', RETURN.thanks],
        ['replyto', ''],
      ],
      trap: 'botcheck',
      replyTo: { field: 'replyto', from: 'Email' },
    });
  });

  it('no provider: the addresses as written, the trap website and nothing else, as before services were named', () => {
    expect(formSetup(ADDRESSES, 'contact', RETURN, '/Thanks')).toMatchObject({
      action: ADDRESSES.contact,
      hidden: [],
      trap: 'website',
    });
  });

  it("gives the CSP the services' addresses, or the site's own paths for the own receiver and Netlify", () => {
    expect(formActions({ provider: 'formspree', ...ADDRESSES }, '/Thanks')).toEqual([
      ADDRESSES.contact,
      ADDRESSES.application,
    ]);
    expect(formActions({ provider: 'own' }, '/Thanks')).toEqual(['/forms/contact', '/forms/apply']);
    expect(formActions({ provider: 'netlify' }, '/Thanks')).toEqual(['/Thanks', '/Thanks']);
  });
});
