import { describe, expect, it } from 'vitest';
import { fieldErrors } from './field-errors.ts';
import { messages } from './messages.ts';
import {
  IDEMPOTENCY_KEY_PATTERN,
  OptInRequestSchema,
  OptOutRequestSchema,
  requestExtras,
  SOURCE_PAGE_MAX_LENGTH,
  SubscribeRequestSchema,
} from './preferences.ts';

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
      messages.phone.errorLength,
    ],
    [
      { subscriptions: ['marketing-texts'], inputValue: '31355501001' },
      'phoneOptIn.inputValue',
      messages.phone.errorLength,
    ],
    [
      { subscriptions: ['marketing-texts'], inputValue: '3135551212' },
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

describe('requestExtras', () => {
  it('names the page, cut to what a request may carry, and passes the honeypot on', () => {
    expect(requestExtras({ sourcePage: '/opt-out', website: '' })).toEqual({
      sourcePage: '/opt-out',
      website: '',
    });
    const long = `/${'a'.repeat(300)}`;
    expect(requestExtras({ sourcePage: long, website: 'bot' })).toEqual({
      sourcePage: long.slice(0, SOURCE_PAGE_MAX_LENGTH),
      website: 'bot',
    });
  });
});

describe('IDEMPOTENCY_KEY_PATTERN', () => {
  it.each([
    ['a UUID', '7f1d7c3e-5d7a-4c39-9a49-2b1c0c1f3a10', true],
    ['one character', 'k', true],
    ['255 characters', 'k'.repeat(255), true],
    ['empty', '', false],
    ['256 characters', 'k'.repeat(256), false],
    ['a space', 'a b', false],
    ['non-ASCII', 'clé', false],
  ])('%s: %s', (_kind, key, ok) => {
    expect(IDEMPOTENCY_KEY_PATTERN.test(key)).toBe(ok);
  });
});
