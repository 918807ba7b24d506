import { ProductRatesResponseSchema, type ProductRatesResponse } from '@lender/validation';
import { describe, expect, it } from 'vitest';
import {
  changeRatePurpose,
  chooseRateProduct,
  createRateComparison,
  DEFAULT_RATE_PURPOSE,
  isThreeColumnLayout,
  MAX_RATE_SELECTS,
  NOT_AVAILABLE,
  RATE_PURPOSES,
  RATE_SELECT_SETTLE_DELAY_MS,
  RATE_SELECT_SIBLING_UPDATE_DELAY_MS,
  RATE_TABLE_UPDATE_DELAY_MS,
  rateComparisonTable,
  rateProductOptions,
  rateSelectionValues,
  showRateColumn,
} from './index.ts';

function entry(
  productCode: string,
  productName: string,
  rate: number,
  finalPoints: number,
  payment: number,
) {
  return {
    metadata: { productCode, productName, termMonths: 360 },
    rate,
    apr: rate + 0.125,
    payment,
    monthlyPayment: payment + 100,
    points: { finalPoints, basePoints: finalPoints, dollarAmountOfPoints: finalPoints * 3000 },
  };
}

// The shape GET /rmscbff/rates/products answers, checked against its schema.
const response: ProductRatesResponse = ProductRatesResponseSchema.parse({
  effectiveDate: '2026-11-22',
  purpose: 'purchase',
  products: [
    entry('30YRFIXED', '30-year fixed', 6.5, 0.5, 1896.2),
    entry('15YRFIXED', '15-year fixed', 5.875, 0, 2511.24),
    entry('FHA30', '30-year FHA', 6.25, -0.25, 1847.15),
    entry('VA30', '30-year VA', 6.125, 0.25, 1822.63),
  ],
  assumptions: [
    'Rates from the rate sheet of 2026-11-22.',
    'These are demo rates for a fictional lender, not real offers.',
  ],
});
const options = rateProductOptions(response);

describe('SPEC §9 constants', () => {
  it.each([
    { name: 'sibling update', value: RATE_SELECT_SIBLING_UPDATE_DELAY_MS, expected: 50 },
    { name: 'table update', value: RATE_TABLE_UPDATE_DELAY_MS, expected: 100 },
    { name: 'settle (announce, analytics)', value: RATE_SELECT_SETTLE_DELAY_MS, expected: 300 },
  ])('the $name delay is $expected ms', ({ value, expected }) => {
    expect(value).toBe(expected);
  });

  it('purposes are purchase and refinance, purchase by default', () => {
    expect(RATE_PURPOSES).toEqual(['purchase', 'refinance']);
    expect(DEFAULT_RATE_PURPOSE).toBe('purchase');
    expect(createRateComparison(options).purpose).toBe('purchase');
  });

  it.each([
    { width: 375, three: false },
    { width: 767, three: false },
    { width: 768, three: true },
    { width: 1440, three: true },
  ])('$width px shows three columns: $three', ({ width, three }) => {
    expect(isThreeColumnLayout(width)).toBe(three);
  });
});

describe('rate selects (SPEC §3, §5)', () => {
  const state = createRateComparison(options);

  it('up to three selects, the first products chosen, with position, productCode and text', () => {
    expect(MAX_RATE_SELECTS).toBe(3);
    expect(state.selects).toEqual([
      { position: 0, productCode: '30YRFIXED', text: '30-year fixed' },
      { position: 1, productCode: '15YRFIXED', text: '15-year fixed' },
      { position: 2, productCode: 'FHA30', text: '30-year FHA' },
    ]);
    expect(createRateComparison(options, { count: 7 }).selects).toHaveLength(3);
    expect(createRateComparison(options, { count: 2 }).selects).toHaveLength(2);
  });

  it('starts from given codes; a repeated or unknown code leaves its select empty', () => {
    const given = createRateComparison(options, { productCodes: ['VA30', 'VA30', 'NOPE'] });
    expect(rateSelectionValues(given)).toEqual(['VA30', null, null]);
  });

  it.each([
    { position: 1, code: 'VA30', values: ['30YRFIXED', 'VA30', 'FHA30'], changed: true },
    { position: 1, code: '30YRFIXED', values: ['30YRFIXED', '15YRFIXED', 'FHA30'], changed: false },
    { position: 2, code: '15YRFIXED', values: ['30YRFIXED', '15YRFIXED', 'FHA30'], changed: false },
    { position: 0, code: '30YRFIXED', values: ['30YRFIXED', '15YRFIXED', 'FHA30'], changed: true },
    { position: 2, code: null, values: ['30YRFIXED', '15YRFIXED', null], changed: true },
    { position: 0, code: 'JUMBO30', values: ['30YRFIXED', '15YRFIXED', 'FHA30'], changed: false },
    { position: 5, code: 'VA30', values: ['30YRFIXED', '15YRFIXED', 'FHA30'], changed: false },
  ])(
    'choosing $code at $position gives $values (a sibling’s choice is refused)',
    ({ position, code, values, changed }) => {
      const after = chooseRateProduct(state, options, position, code);
      expect(rateSelectionValues(after)).toEqual(values);
      expect(after !== state).toBe(changed);
    },
  );

  it('an emptied product can be chosen in another select', () => {
    const freed = chooseRateProduct(state, options, 0, null);
    const moved = chooseRateProduct(freed, options, 1, '30YRFIXED');
    expect(rateSelectionValues(moved)).toEqual([null, '30YRFIXED', 'FHA30']);
    expect(moved.selects[1]?.text).toBe('30-year fixed');
  });

  it('a new purpose keeps products it prices and empties the others', () => {
    const refinance = [
      { productCode: '30YRFIXED', text: '30-year fixed' },
      { productCode: '15YRFIXED', text: '15-year fixed' },
    ];
    const changed = changeRatePurpose(state, 'refinance', refinance);
    expect(changed.purpose).toBe('refinance');
    expect(rateSelectionValues(changed)).toEqual(['30YRFIXED', '15YRFIXED', null]);
  });

  it('narrow screens show one column chosen by data-index', () => {
    expect(showRateColumn(state, 2).dataIndex).toBe(2);
    expect(showRateColumn(state, 3)).toBe(state);
  });
});

describe('comparison table from /rmscbff/rates/products', () => {
  it('one column per select and the SPEC §3 figures per row', () => {
    const selected = chooseRateProduct(createRateComparison(options), options, 1, 'VA30');
    const table = rateComparisonTable(response, selected);
    expect(table.effectiveDate).toBe('2026-11-22');
    expect(table.purpose).toBe('purchase');
    expect(table.columns).toEqual([
      { dataIndex: 0, productCode: '30YRFIXED', name: '30-year fixed', available: true },
      { dataIndex: 1, productCode: 'VA30', name: '30-year VA', available: true },
      { dataIndex: 2, productCode: 'FHA30', name: '30-year FHA', available: true },
    ]);
    expect(Object.fromEntries(table.rows.map((row) => [row.key, row.cells]))).toEqual({
      rate: ['6.500%', '6.125%', '6.250%'],
      apr: ['6.625%', '6.250%', '6.375%'],
      points: ['0.500 ($1,500.00)', '0.250 ($750.00)', '0.250 credit ($750.00 back)'],
      payment: ['$1,896.20', '$1,822.63', '$1,847.15'],
      monthlyPayment: ['$1,996.20', '$1,922.63', '$1,947.15'],
    });
    expect(table.assumptions).toContain(
      'These are demo rates for a fictional lender, not real offers.',
    );
  });

  it('an empty select or a product without a rate today shows —', () => {
    const state = createRateComparison(
      [...options, { productCode: 'JUMBO30', text: '30-year jumbo' }],
      { productCodes: ['15YRFIXED', null, 'JUMBO30'] },
    );
    const table = rateComparisonTable(response, state);
    expect(table.columns.map((column) => [column.name, column.available])).toEqual([
      ['15-year fixed', true],
      [null, false],
      ['30-year jumbo', false],
    ]);
    expect(table.rows[0]?.cells).toEqual(['5.875%', NOT_AVAILABLE, NOT_AVAILABLE]);
    expect(table.rows[2]?.cells[0]).toBe('0 points');
  });
});
