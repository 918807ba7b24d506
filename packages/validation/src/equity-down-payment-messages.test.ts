import { describe, expect, it } from 'vitest';
import { downPaymentCalculatorMessages, homeEquityMessages } from './messages.ts';

const all = Object.entries({ ...homeEquityMessages, ...downPaymentCalculatorMessages }).flatMap(
  ([field, texts]) => Object.entries(texts).map(([key, text]) => [`${field}.${key}`, text]),
);

// The same GOV.UK rules as the main catalogue's test (messages.test.ts).
describe.each(all)('%s', (_key, text) => {
  it('says what to do, plainly', () => {
    expect(text).toMatch(/^[A-Z]/);
    expect(text).not.toMatch(/please|\b(in)?valid\b|this field is required|\berror\b|[.!]$/i);
  });
});

it('has a message for each of the calculators’ checks', () => {
  expect(all.length).toBe(26);
});
