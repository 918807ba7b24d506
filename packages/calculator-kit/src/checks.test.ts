import { describe, expect, it } from 'vitest';
import { amountError, numberError, parseNumber } from './checks.ts';

describe('parseNumber', () => {
  it.each([
    ['6.5', 6.5],
    [' 6.5 % ', 6.5],
    ['6.5%', 6.5],
    ['.5', 0.5],
    ['0', 0],
    ['007', 7],
    ['1,200', 1200],
    ['1,2,0,0', 1200],
    ['', undefined],
    ['  ', undefined],
    ['%', undefined],
    [',', undefined],
    ['-1', Number.NaN],
    ['$5', Number.NaN],
    ['5.', Number.NaN],
    ['1.2.3', Number.NaN],
    ['1e3', Number.NaN],
    ['+1', Number.NaN],
    ['six', Number.NaN],
  ])('reads %j as %s', (text, value) => expect(parseNumber(text)).toBe(value));

  it.each([
    ['-1', -1],
    ['-0.25', -0.25],
    ['-.5', -0.5],
    ['-1,200', -1200],
    ['--1', Number.NaN],
    ['1-', Number.NaN],
    ['-', Number.NaN],
  ])('reads %j as %s where a minus sign is taken', (text, value) =>
    expect(parseNumber(text, { negative: true })).toBe(value),
  );

  it.each([
    ['6.5 %', 6.5],
    ['1200', 1200],
    ['1,200', Number.NaN],
    ['6,5', Number.NaN],
    ['-1', Number.NaN],
    ['', undefined],
  ])('reads %j as %s where commas are refused', (text, value) =>
    expect(parseNumber(text, { commas: false })).toBe(value),
  );
});

const AMOUNT = {
  errorRequired: 'required',
  errorFormat: 'format',
  errorMin: 'min',
  errorMax: 'max',
};

describe('amountError', () => {
  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'format'],
    ['-5', 'format'],
    ['1.234', 'format'],
    ['0', 'min'],
    ['$0.00', 'min'],
    ['0.01', undefined],
    ['$350,000', undefined],
    [' 85000.50 ', undefined],
    ['100,000,000', undefined],
    ['100000000.01', 'max'],
  ])('a positive amount up to $100,000,000: %j → %s', (text, message) =>
    expect(amountError(text, AMOUNT, { positive: true, max: 100_000_000 })).toBe(message),
  );

  it('takes 0 when it need not be positive', () => {
    expect(amountError('0', AMOUNT, { max: 10 })).toBeUndefined();
    expect(amountError('10', AMOUNT, { max: 10 })).toBeUndefined();
    expect(amountError('10.01', AMOUNT, { max: 10 })).toBe('max');
  });

  it('leaves an optional box empty, and checks it once filled', () => {
    const rule = { optional: true, max: 10 };
    expect(amountError('', AMOUNT, rule)).toBeUndefined();
    expect(amountError(' ', AMOUNT, rule)).toBeUndefined();
    expect(amountError('x', AMOUNT, rule)).toBe('format');
    expect(amountError('11', AMOUNT, rule)).toBe('max');
  });

  it('says errorFormat for an empty box of a field the catalogue has no errorRequired for', () => {
    const { errorRequired: _, ...withoutRequired } = AMOUNT;
    expect(amountError('', withoutRequired, { max: 10 })).toBe('format');
  });

  it('keeps a down payment below the price, once the price is an amount', () => {
    expect(amountError('99,999', AMOUNT, { below: 100_000 })).toBeUndefined();
    expect(amountError('100,000', AMOUNT, { below: 100_000 })).toBe('max');
    expect(amountError('100,000', AMOUNT, { below: undefined })).toBeUndefined();
    expect(amountError('100,000', AMOUNT, { below: Number.NaN })).toBeUndefined();
    expect(amountError('', AMOUNT, { below: 100_000 })).toBe('required');
    expect(amountError('x', AMOUNT, { below: 100_000 })).toBe('format');
  });
});

const NUMBER = { errorRequired: 'required', errorFormat: 'format', errorRange: 'range' };

describe('numberError', () => {
  it.each([
    ['', 'required'],
    ['abc', 'format'],
    ['-1', 'format'],
    ['0', undefined],
    ['6.5', undefined],
    ['6.5%', undefined],
    ['25', undefined],
    ['25.001', 'range'],
    ['2,6', 'range'],
  ])('a rate up to 25: %j → %s', (text, message) =>
    expect(numberError(text, NUMBER, { max: 25 })).toBe(message),
  );

  it.each([
    ['-1', 'range'],
    ['-0.01', 'range'],
    ['0', undefined],
    ['20', undefined],
    ['20.5', 'range'],
  ])('a signed rate from 0 to 20: %j → %s', (text, message) =>
    expect(numberError(text, NUMBER, { negative: true, min: 0, max: 20 })).toBe(message),
  );

  it.each([
    ['6,5', 'format'],
    ['1,000', 'format'],
    ['6.5 %', undefined],
  ])('a rate typed without commas: %j → %s', (text, message) =>
    expect(numberError(text, NUMBER, { commas: false, max: 25 })).toBe(message),
  );

  it.each([
    ['', 'required'],
    ['30', undefined],
    ['1', undefined],
    ['40', undefined],
    ['30.0', undefined],
    ['2.5', 'format'],
    ['0', 'range'],
    ['41', 'range'],
  ])('whole years from 1 to 40: %j → %s', (text, message) =>
    expect(numberError(text, NUMBER, { whole: true, min: 1, max: 40 })).toBe(message),
  );

  it('leaves an optional box empty, and checks it once filled', () => {
    const rule = { optional: true, whole: true, negative: true, min: 0, max: 11 };
    expect(numberError('', NUMBER, rule)).toBeUndefined();
    expect(numberError('1.5', NUMBER, rule)).toBe('format');
    expect(numberError('-1', NUMBER, rule)).toBe('range');
    expect(numberError('12', NUMBER, rule)).toBe('range');
    expect(numberError('11', NUMBER, rule)).toBeUndefined();
  });

  it('keeps a percent below 100, and says errorFormat for an empty box without errorRequired', () => {
    const { errorRequired: _, ...percent } = NUMBER;
    expect(numberError('', percent, { below: 100 })).toBe('format');
    expect(numberError('99.99', percent, { below: 100 })).toBeUndefined();
    expect(numberError('100', percent, { below: 100 })).toBe('range');
    expect(numberError('-5', percent, { below: 100 })).toBe('format');
    expect(numberError('-5', percent, { negative: true, min: 0, below: 100 })).toBe('range');
  });
});
