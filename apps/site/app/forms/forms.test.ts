// What the site keeps of the form pages besides their declarations: the choices as the
// checkboxes show them, the support session address, and the honeypot's name.
import {
  EMAIL_SUBSCRIPTIONS,
  HONEYPOT_FIELD as VALIDATION_HONEYPOT_FIELD,
  PHONE_SUBSCRIPTIONS,
} from '@lender/validation';
import { describe, expect, it } from 'vitest';
import { HONEYPOT_FIELD } from './honeypot-field.ts';
import { supportSessionUrl } from './screen-share.ts';
import { EMAIL_SUBSCRIPTION_ITEMS, PHONE_SUBSCRIPTION_ITEMS } from './subscription-items.ts';

describe('subscription items', () => {
  it('offer every e-mail subscription, once, in the API’s order', () => {
    expect(EMAIL_SUBSCRIPTION_ITEMS.map((item) => item.value)).toEqual([...EMAIL_SUBSCRIPTIONS]);
  });

  it('offer every phone subscription, once, in the API’s order', () => {
    expect(PHONE_SUBSCRIPTION_ITEMS.map((item) => item.value)).toEqual([...PHONE_SUBSCRIPTIONS]);
  });
});

describe('screen-share session', () => {
  it('opens the support host path with the digits as short_key (SPEC §7)', () => {
    expect(supportSessionUrl('https://support.example.com', '1234567')).toBe(
      'https://support.example.com/api/start_session?short_key=1234567',
    );
  });
});

describe('honeypot field', () => {
  it('is the one @lender/validation names', () => {
    expect(HONEYPOT_FIELD).toBe(VALIDATION_HONEYPOT_FIELD);
  });
});
