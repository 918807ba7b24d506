import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  subscribeEmailBlurError,
  subscribeFieldOfApi,
  subscribeFormRules,
  validateSubscribeForm,
} from './subscribe-form.ts';

describe('validateSubscribeForm (SPEC §5)', () => {
  it.each([
    [{ email: '', subscriptions: [] }, [['email', messages.email.errorRequired]]],
    [{ email: '', subscriptions: ['newsletter'] }, [['email', messages.email.errorRequired]]],
    [
      { email: 'a@example.com', subscriptions: [] },
      [['subscriptions', messages.subscribe.errorRequiredCheckbox]],
    ],
    [
      { email: 'a@', subscriptions: [] },
      [
        ['email', messages.email.errorFormat],
        ['subscriptions', messages.subscribe.errorRequiredCheckbox],
      ],
    ],
    [{ email: 'a@example.com', subscriptions: ['rate-alerts'] }, []],
  ] as const)('%j gives %j', (values, expected) => {
    expect(validateSubscribeForm(values).map(({ field, message }) => [field, message])).toEqual(
      expected,
    );
  });
});

describe('subscribeEmailBlurError', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['a@', messages.email.errorFormat],
    ['a@example.com', undefined],
  ])('on blur, %j gives %j', (email, expected) => {
    expect(subscribeEmailBlurError(email)).toBe(expected);
    expect(subscribeFormRules.blurError('email', { email, subscriptions: [] })).toBe(expected);
  });
});

describe('subscribeFieldOfApi', () => {
  it.each([
    ['email', 'email'],
    ['subscriptions', 'subscriptions'],
    ['subscriptions.0', 'subscriptions'],
  ])('API field %s belongs to form field %s', (api, field) => {
    expect(subscribeFieldOfApi(api)).toBe(field);
  });
});

describe('subscribeFormRules.request', () => {
  it('builds the API request: the address normalised, the page and the honeypot', () => {
    expect(
      subscribeFormRules.request(
        { email: ' Pat@Example.COM ', subscriptions: ['market-insights'] },
        { sourcePage: '/terms', website: '' },
      ),
    ).toEqual({
      email: 'Pat@example.com',
      subscriptions: ['market-insights'],
      sourcePage: '/terms',
      website: '',
    });
  });

  it('cuts a long page path to what the API takes (the footer is on every page)', () => {
    const request = subscribeFormRules.request(
      { email: 'pat@example.com', subscriptions: ['newsletter'] },
      { sourcePage: `/${'x'.repeat(400)}`, website: '' },
    );
    expect(request.sourcePage).toHaveLength(200);
  });
});
