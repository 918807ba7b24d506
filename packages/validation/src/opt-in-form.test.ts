import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { optInFieldOfApi, optInFormRules, validateOptInForm } from './opt-in-form.ts';

describe('validateOptInForm (SPEC §5)', () => {
  it.each([
    [{ subscriptions: [], phone: '' }, [['subscriptions', messages.optIn.errorRequiredCheckbox]]],
    [
      { subscriptions: [], phone: '3135550100' },
      [['subscriptions', messages.optIn.errorRequiredCheckbox]],
    ],
    [
      { subscriptions: ['marketing-texts'], phone: '' },
      [['phone', messages.optIn.errorRequiredText]],
    ],
    [
      { subscriptions: ['marketing-calls'], phone: '313555' },
      [['phone', messages.phone.errorLength]],
    ],
    // Issue 35: one digit too many is refused, never cut to 10.
    [
      { subscriptions: ['marketing-calls'], phone: '(313) 555-01001' },
      [['phone', messages.phone.errorLength]],
    ],
    [{ subscriptions: ['marketing-calls'], phone: '+1 313 555 0100' }, []],
    [
      { subscriptions: ['marketing-calls'], phone: '(313) 555-1212' },
      [['phone', messages.optIn.errorFormat]],
    ],
    [{ subscriptions: ['marketing-texts', 'marketing-calls'], phone: '(313) 555-0100' }, []],
  ] as const)('%j gives %j', (values, expected) => {
    expect(validateOptInForm(values).map(({ field, message }) => [field, message])).toEqual(
      expected,
    );
  });
});

describe('optInFieldOfApi', () => {
  it.each([
    ['phoneOptIn.inputValue', 'phone'],
    ['phoneOptIn.subscriptions', 'subscriptions'],
    ['phoneOptIn', 'subscriptions'],
  ])('API field %s belongs to form field %s', (api, field) => {
    expect(optInFieldOfApi(api)).toBe(field);
  });
});

describe('optInFormRules', () => {
  it.each([
    [{ subscriptions: [], phone: '' }, undefined],
    [{ subscriptions: ['marketing-texts'], phone: '' }, messages.optIn.errorRequiredText],
    [{ subscriptions: ['marketing-calls'], phone: '3135551212' }, messages.optIn.errorFormat],
    [{ subscriptions: ['marketing-calls'], phone: '3135550100' }, undefined],
  ] as const)('on blur, the phone of %j shows %j', (values, expected) => {
    expect(optInFormRules.blurError('phone', values)).toBe(expected);
  });

  it('sends the number as its 10 digits, with the page and the honeypot', () => {
    expect(
      optInFormRules.request(
        { subscriptions: ['marketing-texts', 'marketing-calls'], phone: '(313) 555-0100' },
        { sourcePage: '/phone-updates', website: '' },
      ),
    ).toEqual({
      phoneOptIn: {
        inputValue: '3135550100',
        subscriptions: ['marketing-texts', 'marketing-calls'],
      },
      sourcePage: '/phone-updates',
      website: '',
    });
  });
});
