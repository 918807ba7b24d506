import { describe, expect, it } from 'vitest';
import { parseRateSheet, RateSheetFileError } from './rate-sheet-file.ts';

const csv = `# demo
productCode,purpose,baseRatePercent,basePoints,fullyIndexedRatePercent
30YRFIXED,purchase,6.25,0.5,
ARM5_6,purchase,5.5,0.25,6.9
`;

function problems(text: string, format: 'csv' | 'json'): string[] {
  try {
    parseRateSheet(text, format);
  } catch (error) {
    if (error instanceof RateSheetFileError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseRateSheet', () => {
  it('reads CSV with a header, skipping comments and blank lines', () => {
    expect(parseRateSheet(csv, 'csv')).toEqual([
      { productCode: '30YRFIXED', purpose: 'purchase', baseRatePercent: 6.25, basePoints: 0.5 },
      {
        productCode: 'ARM5_6',
        purpose: 'purchase',
        baseRatePercent: 5.5,
        basePoints: 0.25,
        fullyIndexedRatePercent: 6.9,
      },
    ]);
  });

  it('reads JSON as an array or as { rows }', () => {
    const rows = [
      { productCode: 'FHA30', purpose: 'refinance', baseRatePercent: 6, basePoints: 0.75 },
    ];
    expect(parseRateSheet(JSON.stringify(rows), 'json')).toEqual(rows);
    expect(parseRateSheet(JSON.stringify({ rows }), 'json')).toEqual(rows);
  });

  it('lists every problem by row and accepts nothing', () => {
    const bad = `productCode,purpose,baseRatePercent,basePoints
30YRFIXED,purchase,abc,0.5
HELOC,purchase,6,0
30YRFIXED,purchase,6.25,0.5
30YRFIXED,purchase,6.3,0.5
ARM5_6,purchase,5.5,0.25
15YRFIXED,lease,5,0`;
    expect(problems(bad, 'csv')).toEqual([
      'row 1: baseRatePercent must be a number',
      'row 2: productCode must be one of 30YRFIXED, 20YRFIXED, 15YRFIXED, FHA30, VA30, ARM5_6, JUMBO30',
      'row 4: 30YRFIXED/purchase appears more than once',
      'row 5: fullyIndexedRatePercent is needed for an adjustable-rate product',
      'row 6: purpose must be purchase or refinance',
    ]);
  });

  it.each([
    ['', 'csv', 'the sheet has no rows'],
    ['{not json', 'json', 'the file is not valid JSON'],
    ['{"a":1}', 'json', 'expected an array of rows or { "rows": [...] }'],
  ] as const)('refuses %j', (text, format, problem) => {
    expect(problems(text, format)).toEqual([problem]);
  });
});
