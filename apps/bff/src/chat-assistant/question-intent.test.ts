import { describe, expect, it } from 'vitest';
import { asksForAdvice, asksForRate } from './question-intent.ts';

describe('asksForRate', () => {
  it.each([
    ['What are today’s mortgage rates?', true],
    ["what's today's rate", true],
    ['What rate can I get?', true],
    ['What is your best APR?', true],
    ['Current refinance rates', true],
    ['What interest rate would I pay?', true],
    ['What is APR?', false],
    ['How do mortgage rates work?', false],
    ['What is PMI?', false],
    ['Should I refinance?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksForRate(question)).toBe(expected);
  });
});

describe('asksForAdvice', () => {
  it.each([
    ['Should I refinance?', true],
    ['Could we buy now?', true],
    ['How much house can I afford?', true],
    ['Is it worth paying points?', true],
    ['Which is better, FHA or conventional?', true],
    ['What is an FHA loan?', false],
    ['How do I stop marketing emails?', false],
  ])('%s → %s', (question, expected) => {
    expect(asksForAdvice(question)).toBe(expected);
  });
});
