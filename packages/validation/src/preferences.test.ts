import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { messages } from './messages.ts';
import {
  OptInRequestSchema,
  OptOutRequestSchema,
  optOutPrefill,
  optOutRequestFromForm,
  SubscribeRequestSchema,
  validateOptOutForm,
  type OptOutFormValues,
} from './preferences.ts';

const empty: OptOutFormValues = { channels: [], email: '', phone: '', sms: '' };

describe('validateOptOutForm (SPEC §5)', () => {
  it('needs at least one channel', () => {
    expect(validateOptOutForm(empty)).toEqual([
      { field: 'channels', message: messages.optOut.errorRequiredCheckbox },
    ]);
  });

  it.each([
    ['email', messages.optOut.errorRequiredEmail],
    ['phone', messages.optOut.errorRequiredPhone],
    ['sms', messages.optOut.errorRequiredSms],
  ] as const)('a ticked %s channel with no value is required', (channel, message) => {
    expect(validateOptOutForm({ ...empty, channels: [channel] })).toEqual([
      { field: channel, message },
    ]);
  });

  it('reports a bad value under its channel', () => {
    expect(
      validateOptOutForm({
        ...empty,
        channels: ['email', 'phone'],
        email: 'nope',
        phone: '313-555-1212',
      }),
    ).toEqual([
      { field: 'email', message: messages.email.errorFormat },
      { field: 'phone', message: messages.phone.errorFormat },
    ]);
  });

  it('ignores values of unticked channels', () => {
    expect(
      validateOptOutForm({ ...empty, channels: ['sms'], sms: '3135550100', email: 'nope' }),
    ).toEqual([]);
  });

  it('maps the form to the SPEC §3 payload: phone → homePhone, text → cellPhone', () => {
    expect(
      optOutRequestFromForm({
        channels: ['phone', 'sms'],
        email: 'a@b.co',
        phone: '3135550100',
        sms: '3135550101',
        reason: ' ',
      }),
    ).toEqual({
      reason: undefined,
      email: undefined,
      homePhone: '3135550100',
      cellPhone: '3135550101',
    });
  });
});

describe('optOutPrefill (SPEC §2)', () => {
  it.each([
    ['show=email&email=a%40b.co', { channels: ['email'], email: 'a@b.co' }],
    ['show=phone&phone=3135550100', { channels: ['phone'], phone: '3135550100' }],
    ['show=sms&sms=3135550100', { channels: ['sms'], sms: '3135550100' }],
    ['show=sms', { channels: ['sms'], sms: '' }],
    ['show=fax&fax=1', { channels: [] }],
    ['email=a%40b.co', { channels: [], email: '' }],
  ])('%s', (query, expected) => {
    expect(optOutPrefill(new URLSearchParams(query))).toMatchObject(expected);
  });
});

describe('OptOutRequestSchema', () => {
  it('normalises the channels it gets and keeps blank ones out', () => {
    expect(
      OptOutRequestSchema.parse({
        email: ' A@Example.COM ',
        homePhone: '',
        cellPhone: '(313) 555-0100',
      }),
    ).toEqual({ email: 'A@example.com', cellPhone: '3135550100' });
  });

  it('refuses a request without any channel', () => {
    const result = OptOutRequestSchema.safeParse({ reason: 'too many emails' });
    expect(fieldErrors(result.error!.issues).errors).toEqual([
      { field: 'channels', message: messages.optOut.errorRequiredCheckbox },
    ]);
  });
});

describe('OptInRequestSchema (SPEC §5)', () => {
  it.each([
    [{ subscriptions: [] }, 'phoneOptIn.subscriptions', messages.optIn.errorRequiredCheckbox],
    [
      { subscriptions: ['marketing-texts'] },
      'phoneOptIn.inputValue',
      messages.optIn.errorRequiredText,
    ],
    [
      { subscriptions: ['marketing-texts'], inputValue: '' },
      'phoneOptIn.inputValue',
      messages.optIn.errorRequiredText,
    ],
    [
      { subscriptions: ['marketing-texts'], inputValue: '555' },
      'phoneOptIn.inputValue',
      messages.optIn.errorFormat,
    ],
  ])('%o → %s', (phoneOptIn, field, message) => {
    const result = OptInRequestSchema.safeParse({ phoneOptIn });
    expect(fieldErrors(result.error!.issues).errors).toEqual([{ field, message }]);
  });

  it('gives the phone back as digits', () => {
    expect(
      OptInRequestSchema.parse({
        phoneOptIn: { subscriptions: ['marketing-calls'], inputValue: '313 555 0100' },
      }).phoneOptIn,
    ).toEqual({ subscriptions: ['marketing-calls'], inputValue: '3135550100' });
  });
});

describe('SubscribeRequestSchema (SPEC §5)', () => {
  it('needs a consent choice', () => {
    const result = SubscribeRequestSchema.safeParse({ email: 'a@b.co', subscriptions: [] });
    expect(fieldErrors(result.error!.issues).errors).toEqual([
      { field: 'subscriptions', message: messages.subscribe.errorRequiredCheckbox },
    ]);
  });

  it('refuses choices it does not offer', () => {
    expect(
      SubscribeRequestSchema.safeParse({ email: 'a@b.co', subscriptions: ['spam'] }).success,
    ).toBe(false);
  });
});
