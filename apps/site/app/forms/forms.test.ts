// The form rules the pages and their actions share, table-driven from SPEC §5.
import {
  EMAIL_SUBSCRIPTIONS,
  messages,
  PHONE_SUBSCRIPTIONS,
  ScreenShareCodeSchema,
} from '@lender/validation';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from './honeypot-field.ts';
import {
  optInFieldOfApi,
  PHONE_SUBSCRIPTION_ITEMS,
  readOptInForm,
  validateOptInForm,
} from './opt-in-form.ts';
import { marketingCloudOptOutOf, optOutFieldOfApi, readOptOutForm } from './opt-out-form.ts';
import { checkScreenShareCode, supportSessionUrl } from './screen-share.ts';
import {
  EMAIL_SUBSCRIPTION_ITEMS,
  emailBlurError,
  readSubscribeForm,
  subscribeFieldOfApi,
  subscribeRequest,
  validateSubscribeForm,
} from './subscribe-form.ts';
import { HONEYPOT_FIELD as VALIDATION_HONEYPOT_FIELD } from '@lender/validation';

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('opt-out form', () => {
  it('reads only known channels, in page order, and cuts long values', () => {
    const values = readOptOutForm(
      form([
        ['channels', 'sms'],
        ['channels', 'fax'],
        ['channels', 'email'],
        ['email', 'a@example.com'],
        ['phone', '1'.repeat(80)],
        ['reason', 'r'.repeat(5000)],
      ]),
    );
    expect(values.channels).toEqual(['email', 'sms']);
    expect(values.phone).toHaveLength(50);
    expect(values.sms).toBe('');
    // Past the 500 limit, so the visitor is told about it, but bounded.
    expect(values.reason!.length).toBeGreaterThan(500);
    expect(values.reason!.length).toBeLessThan(5000);
  });

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

  it('takes the marketing-cloud identifiers only with source=marketingcloud and all three', () => {
    const query = (text: string) => marketingCloudOptOutOf(new URLSearchParams(text));
    expect(query('source=marketingcloud&Subscriberkey=SK&jobid=1&batchid=2')).toEqual({
      subscriberKey: 'SK',
      jobId: '1',
      batchId: '2',
    });
    expect(query('source=marketingcloud&Subscriberkey=SK&jobid=1')).toBeNull();
    expect(query('source=marketingcloud&Subscriberkey=&jobid=1&batchid=2')).toBeNull();
    expect(query('source=other&Subscriberkey=SK&jobid=1&batchid=2')).toBeNull();
    expect(query('Subscriberkey=SK&jobid=1&batchid=2')).toBeNull();
    expect(query('source=marketingcloud&SubscriberKey=SK&jobid=1&batchid=2')).toBeNull();
  });
});

describe('subscribe form', () => {
  it('offers every e-mail subscription, once', () => {
    expect(EMAIL_SUBSCRIPTION_ITEMS.map((item) => item.value)).toEqual([...EMAIL_SUBSCRIPTIONS]);
  });

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

  it.each([
    ['', undefined],
    ['   ', undefined],
    ['a@', messages.email.errorFormat],
    ['a@example.com', undefined],
  ])('on blur, %j gives %j', (email, expected) => {
    expect(emailBlurError(email)).toBe(expected);
  });

  it('reads known subscriptions only and builds the API request', () => {
    const values = readSubscribeForm(
      form([
        ['email', ' Pat@Example.COM '],
        ['subscriptions', 'market-insights'],
        ['subscriptions', 'spam'],
      ]),
    );
    expect(values).toEqual({ email: ' Pat@Example.COM ', subscriptions: ['market-insights'] });
    expect(subscribeRequest(values, { sourcePage: '/terms', website: '' })).toEqual({
      email: 'Pat@example.com',
      subscriptions: ['market-insights'],
      sourcePage: '/terms',
      website: '',
    });
  });

  it.each([
    ['email', 'email'],
    ['subscriptions', 'subscriptions'],
    ['subscriptions.0', 'subscriptions'],
  ])('API field %s belongs to form field %s', (api, field) => {
    expect(subscribeFieldOfApi(api)).toBe(field);
  });
});

describe('phone opt-in form', () => {
  it('offers every phone subscription, once', () => {
    expect(PHONE_SUBSCRIPTION_ITEMS.map((item) => item.value)).toEqual([...PHONE_SUBSCRIPTIONS]);
  });

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
      [['phone', messages.optIn.errorFormat]],
    ],
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

  it('reads known subscriptions only', () => {
    expect(
      readOptInForm(
        form([
          ['subscriptions', 'marketing-calls'],
          ['subscriptions', 'robocalls'],
          ['phone', '313 555 0100'],
        ]),
      ),
    ).toEqual({ subscriptions: ['marketing-calls'], phone: '313 555 0100' });
  });

  it.each([
    ['phoneOptIn.inputValue', 'phone'],
    ['phoneOptIn.subscriptions', 'subscriptions'],
    ['phoneOptIn', 'subscriptions'],
  ])('API field %s belongs to form field %s', (api, field) => {
    expect(optInFieldOfApi(api)).toBe(field);
  });
});

describe('screen-share code', () => {
  it('opens the support host path with the digits as short_key (SPEC §7)', () => {
    expect(supportSessionUrl('https://support.example.com', '1234567')).toBe(
      'https://support.example.com/api/start_session?short_key=1234567',
    );
  });

  it('answers with the schema’s digits or its first message', () => {
    const valid = ScreenShareCodeSchema.safeParse('123-4567');
    const checked = checkScreenShareCode('123-4567');
    expect(checked.ok).toBe(valid.success);
    expect(checkScreenShareCode('')).toEqual({
      ok: false,
      message: messages.screenShareCode.errorRequired,
    });
    expect(checkScreenShareCode('12')).toEqual({
      ok: false,
      message: messages.screenShareCode.errorFormat,
    });
  });
});

describe('honeypot field', () => {
  it('is the one @lender/validation names', () => {
    expect(HONEYPOT_FIELD).toBe(VALIDATION_HONEYPOT_FIELD);
  });
});
