import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  marketingCloudOptOutOf,
  optOutFieldOfApi,
  optOutFormRules,
  optOutPrefill,
  optOutRequestFromForm,
  validateOptOutForm,
  type OptOutFormValues,
} from './opt-out-form.ts';

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

describe('optOutFieldOfApi', () => {
  it.each([
    ['email', 'email'],
    ['homePhone', 'phone'],
    ['cellPhone', 'sms'],
    ['reason', 'reason'],
    ['channels', 'channels'],
    ['website', 'channels'],
  ])('API field %s belongs to form field %s', (api, field) => {
    expect(optOutFieldOfApi(api)).toBe(field);
  });
});

describe('marketingCloudOptOutOf (SPEC §3)', () => {
  const query = (text: string) => marketingCloudOptOutOf(new URLSearchParams(text));

  it('takes the identifiers with source=marketingcloud and all three', () => {
    expect(query('source=marketingcloud&Subscriberkey=SK&jobid=1&batchid=2')).toEqual({
      subscriberKey: 'SK',
      jobId: '1',
      batchId: '2',
    });
  });

  it.each([
    'source=marketingcloud&Subscriberkey=SK&jobid=1',
    'source=marketingcloud&Subscriberkey=&jobid=1&batchid=2',
    'source=other&Subscriberkey=SK&jobid=1&batchid=2',
    'Subscriberkey=SK&jobid=1&batchid=2',
    'source=marketingcloud&SubscriberKey=SK&jobid=1&batchid=2',
  ])('is null for %s', (text) => {
    expect(query(text)).toBeNull();
  });
});

describe('optOutFormRules', () => {
  it.each([
    ['email', { ...empty, channels: ['email'], email: 'pat@' }, messages.email.errorFormat],
    ['email', { ...empty, channels: ['email'] }, messages.optOut.errorRequiredEmail],
    ['phone', { ...empty, channels: ['phone'], phone: '313555' }, messages.phone.errorLength],
    ['sms', { ...empty, channels: ['sms'], sms: '3135550100' }, undefined],
    [
      'reason',
      { ...empty, channels: ['sms'], reason: 'x'.repeat(501) },
      messages.optOut.errorReasonLength,
    ],
  ] as const)('on blur, %s of %j shows %j', (field, values, expected) => {
    expect(optOutFormRules.blurError(field, values)).toBe(expected);
  });

  it('builds the SPEC §3 request with the page and the honeypot', () => {
    expect(
      optOutFormRules.request(
        {
          ...empty,
          channels: ['sms'],
          sms: '(313) 555-0100',
          phone: '2485550199',
          reason: ' Too many texts ',
        },
        { sourcePage: '/opt-out', website: '' },
      ),
    ).toEqual({
      reason: 'Too many texts',
      cellPhone: '3135550100',
      sourcePage: '/opt-out',
      website: '',
    });
  });

  it('puts the API’s field errors on the form’s fields, one each, in page order', () => {
    expect(
      optOutFormRules.apiErrors([
        { field: 'cellPhone', message: 'A' },
        { field: 'homePhone', message: 'B' },
        { field: 'homePhone', message: 'C' },
        { field: 'email', message: 'D' },
      ]),
    ).toEqual([
      { field: 'email', message: 'D' },
      { field: 'phone', message: 'B' },
      { field: 'sms', message: 'A' },
    ]);
  });
});
