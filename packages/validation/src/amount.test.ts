import { describe, expect, it } from 'vitest';
import { amountSchema, numberSchema } from './amount.ts';
import { messages } from './messages.ts';

const income = amountSchema(messages.annualIncome, { max: 100_000_000 });
const price = amountSchema(messages.purchasePrice, { max: 100_000_000, minExclusive: true });
const rate = numberSchema(messages.interestRate, { min: 0, max: 10 });
const score = numberSchema(messages.creditScore, { min: 300, max: 850, integer: true });

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('amountSchema', () => {
  it.each([
    ['85000', 85_000],
    ['85,000', 85_000],
    ['$1,250.50', 1_250.5],
    [' 12 345 ', 12_345],
    ['0', 0],
    [85000.129, 85_000.13],
    ['100000000', 100_000_000],
  ])('reads %j as %d dollars', (input, dollars) => {
    expect(income.parse(input)).toBe(dollars);
  });

  it.each([
    [undefined, messages.annualIncome.errorRequired],
    ['', messages.annualIncome.errorRequired],
    ['abc', messages.annualIncome.errorFormat],
    ['12abc', messages.annualIncome.errorFormat],
    ['1e308', messages.annualIncome.errorFormat],
    ['1.234', messages.annualIncome.errorFormat],
    [Number.POSITIVE_INFINITY, messages.annualIncome.errorFormat],
    [Number.NaN, messages.annualIncome.errorFormat],
    ['-5', messages.annualIncome.errorMin],
    [-5, messages.annualIncome.errorMin],
    ['100000000.01', messages.annualIncome.errorMax],
    [1e308, messages.annualIncome.errorMax],
    [null, messages.annualIncome.errorRequired],
    [{}, messages.annualIncome.errorFormat],
  ])('refuses %j with “%s”', (input, message) => {
    expect(messageOf(income.safeParse(input))).toBe(message);
  });

  it('can require more than zero', () => {
    expect(messageOf(price.safeParse('0'))).toBe(messages.purchasePrice.errorMin);
    expect(price.parse('0.01')).toBe(0.01);
  });
});

describe('numberSchema', () => {
  it.each([
    ['6.5', 6.5],
    ['0', 0],
    ['10', 10],
    [7.125, 7.125],
  ])('reads rate %j as %d', (input, value) => {
    expect(rate.parse(input)).toBe(value);
  });

  it.each([
    ['', messages.interestRate.errorRequired],
    ['six', messages.interestRate.errorFormat],
    ['1e1', messages.interestRate.errorFormat],
    ['10.01', messages.interestRate.errorRange],
    ['-0.01', messages.interestRate.errorRange],
  ])('refuses rate %j with “%s”', (input, message) => {
    expect(messageOf(rate.safeParse(input))).toBe(message);
  });

  it.each([
    ['700', undefined],
    ['300', undefined],
    ['850', undefined],
    ['299', messages.creditScore.errorRange],
    ['851', messages.creditScore.errorRange],
    ['700.5', messages.creditScore.errorFormat],
    [700.5, messages.creditScore.errorFormat],
  ])('credit score %j → %s', (input, message) => {
    expect(messageOf(score.safeParse(input))).toBe(message);
  });
});
