import { describe, expect, it } from 'vitest';
import { loanScheduleMessages } from './loan-schedule-messages.ts';
import { messages } from './messages.ts';

const all = Object.entries(loanScheduleMessages).flatMap(([field, texts]) =>
  Object.entries(texts).map(([key, text]): [string, string] => [`${field}.${key}`, text]),
);

// The same GOV.UK rules as the main catalogue (messages.test.ts).
describe.each(all)('loanScheduleMessages.%s', (_key, text) => {
  it.each([/please/i, /\b(in)?valid\b/i, /this field is required/i, /\berror\b/i, /\.$/, /!/])(
    'does not match %s',
    (pattern) => {
      expect(text).not.toMatch(pattern);
    },
  );
  it('starts with a capital letter', () => {
    expect(text).toMatch(/^[A-Z]/);
  });
});

describe('loanScheduleMessages', () => {
  it('agrees with the main catalogue where they share a field', () => {
    expect(loanScheduleMessages.interestRate.errorRequired).toBe(
      messages.interestRate.errorRequired,
    );
    expect(loanScheduleMessages.loanAmount.errorFormat).toBe(messages.loanAmount.errorFormat);
  });
});
