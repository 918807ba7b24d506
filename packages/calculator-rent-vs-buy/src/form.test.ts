import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { rentVsBuy } from '@lender/mortgage-math';
import { describe, expect, it } from 'vitest';
import { request, rentVsBuyCalculator } from './calculator.ts';
import {
  CREDIT_SCORE_OPTIONS,
  creditScoreFromHash,
  creditScoreToHash,
  DEFAULT_VALUES,
  rentVsBuyInput,
} from './form.ts';

/** Imports a module of this package in plain Node (as the API server does), refusing React. */
function importWithoutReact(file: string) {
  const script = `
    import { registerHooks } from 'node:module';
    registerHooks({
      resolve(specifier, context, next) {
        if (/^react(-dom)?(\\/|$)|\\.tsx$/.test(specifier)) throw new Error('reached ' + specifier);
        return next(specifier, context);
      },
    });
    await import(${JSON.stringify(file)});
  `;
  return execFileSync(
    process.execPath,
    ['--conditions=@lender/source', '--input-type=module', '-e', script],
    { cwd: join(import.meta.dirname, '..'), encoding: 'utf8', stdio: 'pipe' },
  );
}

describe('form.ts, the API route’s entry (@lender/calculator-rent-vs-buy/form)', () => {
  it('loads in plain Node without React', () => {
    expect(() => importWithoutReact('./src/form.ts')).not.toThrow();
    // The check would see React: the engine's definition brings it.
    expect(() => importWithoutReact('./src/calculator.ts')).toThrow(/reached/);
  });

  it('reads the SPEC §7 query into cents, leaving out what the math works out itself', () => {
    expect(
      rentVsBuyInput({
        purchasePrice: 350_000,
        downPayment: 35_000.5,
        interestRate: 6.5,
        monthlyRent: 1_800.75,
        closingCost: 9_000,
      }),
    ).toEqual({
      purchasePriceCents: 350_000_00,
      downPaymentCents: 35_000_50,
      interestRate: 6.5,
      monthlyRentCents: 1_800_75,
      closingCostCents: 9_000_00,
    });
  });

  it('gives the page the same input from its query as from its own values', () => {
    const { query, math } = request(DEFAULT_VALUES);
    expect(math).toEqual(rentVsBuyInput(query));
    expect(rentVsBuyCalculator.calculate(DEFAULT_VALUES)).toEqual(rentVsBuy(rentVsBuyInput(query)));
  });

  it.each(CREDIT_SCORE_OPTIONS.map((option) => option.value))(
    'writes the %s choice in the hash in the SPEC §2 words, and reads it back',
    (choice) => {
      expect(creditScoreFromHash(`#creditScore=${creditScoreToHash(choice)}`)).toBe(choice);
    },
  );

  it('writes no creditScore when none is chosen', () => {
    expect(creditScoreToHash('')).toBeUndefined();
  });
});
