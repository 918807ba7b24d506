// What a declaration derives from its fields: the summary's fields and links, the empty form,
// and how a post without JavaScript is read.
import { describe, expect, it } from 'vitest';
import { readFormData } from './form-page.server.ts';
import { checkboxes, defineForm, defineFormPage, fixed, text } from './form-page.ts';
import type { FormRules } from '@lender/validation';

const rules = {} as FormRules<never, string>;

const optOutLike = defineFormPage({
  name: 'opt-out',
  path: '/opt-out',
  fields: {
    channels: checkboxes(['email', 'phone', 'sms'] as const),
    email: text({ type: 'email', maxLength: 304, revealedBy: ['channels', 'email'] }),
    phone: text({ maxLength: 50 }),
    sms: text({ maxLength: 50 }),
    reason: text({ maxLength: 1500 }),
  },
  rules,
  call: 'optOut',
  thankYouPath: '/opt-out/thank-you',
  heading: 'Stop marketing',
  lead: 'Tell us which.',
  submitText: 'Opt out',
  failure: { title: 'Sorry', text: 'Try again.' },
});

const footerLike = defineForm({
  name: 'footer-subscribe',
  fields: {
    email: text({ id: 'footer-subscribe-email' }),
    subscriptions: fixed(['newsletter']),
  },
  rules: async () => rules,
  call: 'subscribe',
  thankYouPath: '/subscribe/thank-you',
  action: '/subscribe',
});

function form(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe('a declared form', () => {
  it.each([
    [optOutLike, ['channels', 'email', 'phone', 'sms', 'reason']],
    [footerLike, ['email']],
  ])('lists the fields that can show a message, in page order (%#)', (declared, fields) => {
    expect(declared.shownFields).toEqual(fields);
  });

  it('links each field to its id: its name unless it names another', () => {
    expect(optOutLike.ids).toEqual({
      channels: 'channels',
      email: 'email',
      phone: 'phone',
      sms: 'sms',
      reason: 'reason',
    });
    expect(footerLike.ids).toEqual({ email: 'footer-subscribe-email' });
  });

  it('starts empty, with its fixed values', () => {
    expect(optOutLike.emptyValues).toEqual({
      channels: [],
      email: '',
      phone: '',
      sms: '',
      reason: '',
    });
    expect(footerLike.emptyValues).toEqual({ email: '', subscriptions: ['newsletter'] });
  });

  it('reads a post: only offered choices, in page order, and every text cut to its length', () => {
    const values = readFormData(
      optOutLike.fields,
      form([
        ['channels', 'sms'],
        ['channels', 'fax'],
        ['channels', 'email'],
        ['email', 'a@example.com'],
        ['phone', '1'.repeat(80)],
        ['reason', 'r'.repeat(5000)],
      ]),
    );
    expect(values).toEqual({
      channels: ['email', 'sms'],
      email: 'a@example.com',
      phone: '1'.repeat(50),
      sms: '',
      reason: 'r'.repeat(1500),
    });
  });

  it('reads a fixed field as its value, whatever was posted', () => {
    expect(readFormData(footerLike.fields, form([['subscriptions', 'spam']]))).toEqual({
      email: '',
      subscriptions: ['newsletter'],
    });
  });

  it('cuts a text without a length of its own at 1000 characters', () => {
    expect(readFormData(footerLike.fields, form([['email', 'x'.repeat(2000)]])).email).toHaveLength(
      1000,
    );
  });
});
