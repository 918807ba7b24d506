// Issue 23, "Loan limits": prequalification keeps every loan within its program's limit for the
// ZIP code's county, and says which limit applied.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrequalificationResponseSchema } from '@lender/validation';
import { buildApp } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { parseCountyLimitsFile } from '../../loan-limits/county-limits-file.ts';
import { replaceCountyLoanLimits } from '../../loan-limits/county-limits-repository.ts';
import { seedRateData } from '../../seed/seed-rate-data.ts';
import { memoryDatabase, testConfig } from '../../../test/helpers.ts';
import { testPlaces } from '../../../test/places-fixture.ts';

let app: FastifyInstance;
let database: Database;
const NOW = new Date('2026-11-21T12:00:00Z');

beforeAll(async () => {
  database = await memoryDatabase();
  await seedRateData(database.db, NOW);
  // Los Angeles County's 2026 limits, as FHFA's and HUD's county files give them; Wayne County
  // (48226) has no imported row, so the national baseline and floor apply there.
  for (const program of ['conforming', 'fha'] as const) {
    const file = [
      'State,County Name,County FIPS,One-Unit Limit,Two-Unit Limit,Three-Unit Limit,Four-Unit Limit',
      'CA,LOS ANGELES,06037,"$1,249,125","$1,599,375","$1,933,200","$2,402,625"',
    ].join('\n');
    await replaceCountyLoanLimits(
      database.db,
      parseCountyLimitsFile(file, { program, year: 2026 }),
      `${program}-limits-2026.csv`,
    );
  }
  app = await buildApp({
    config: testConfig(),
    database,
    serveSite: false,
    now: () => NOW,
    places: testPlaces(),
  });
});
afterAll(() => app.close());

async function prequalify(change: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/rmscbff/rates/affordability',
    payload: { monthlyDebtAmount: 0, isVeteran: false, ...change },
  });
  expect(response.statusCode).toBe(200);
  return PrequalificationResponseSchema.parse(response.json());
}

describe('prequalification within the loan limits', () => {
  it('the issue-23 case: $260,000 income, $30,000 down, credit 610 in 48226 is an FHA loan at Wayne County’s $541,287 limit, not $827,142', async () => {
    const body = await prequalify({
      annualIncomeAmount: 260_000,
      downPaymentAmount: 30_000,
      creditScore: 610,
      zipCode: '48226',
    });
    const product = body.recommendedProduct!;
    expect(product.productCode).toBe('FHA30');
    expect(product.pricing.baseLoanAmount).toBe(541_287);
    const assumptions = product.disclaimers.assumptions.join('\n');
    expect(assumptions).toContain('Home price of $571,287 with your $30,000 down payment.');
    expect(assumptions).toContain(
      "The 2026 FHA loan limit used for Wayne County, MI is $541,287, HUD's national floor",
    );
    expect(assumptions).toMatch(
      /Your income could carry a larger loan, but an FHA loan in Wayne County, MI can be at most \$541,287/,
    );
    // The payment still respects the 43 % debt-to-income screen.
    expect(product.pricing.totalPaymentAmount * 12).toBeLessThanOrEqual(260_000 * 0.43);
  });

  it('FHA: an imported county limit above the floor applies (Los Angeles County, $1,249,125)', async () => {
    const body = await prequalify({
      annualIncomeAmount: 400_000,
      downPaymentAmount: 50_000,
      creditScore: 610,
      zipCode: '90012',
    });
    const product = body.recommendedProduct!;
    expect(product.productCode).toBe('FHA30');
    expect(product.pricing.baseLoanAmount).toBe(1_249_125);
    expect(product.disclaimers.assumptions).toContain(
      "The 2026 FHA loan limit for a single-family home in Los Angeles County, CA is $1,249,125: HUD's 2026 limit for the county (source: fha-limits-2026.csv).",
    );
  });

  it.each([
    ['48226', 832_750, 'The 2026 conforming loan limit used for Wayne County, MI is $832,750'],
    [
      '90012',
      1_249_125,
      'The 2026 conforming loan limit for a single-family home in Los Angeles County, CA is $1,249,125',
    ],
  ])(
    'conforming: in %s a 30-year fixed loan stops at the county’s limit of $%i when a jumbo loan cannot go further',
    async (zipCode, limit, sentence) => {
      // $200,000 down caps a jumbo loan (80 % LTV) at $800,000, below either limit: no jumbo.
      const body = await prequalify({
        annualIncomeAmount: 600_000,
        downPaymentAmount: 200_000,
        creditScore: 760,
        zipCode,
      });
      const product = body.recommendedProduct!;
      expect(product.productCode).toBe('30YRFIXED');
      expect(product.pricing.baseLoanAmount).toBe(limit);
      expect(product.disclaimers.assumptions.join('\n')).toContain(sentence);
      expect(product.disclaimers.assumptions.join('\n')).toMatch(
        /a conforming loan in .* can be at most/,
      );
    },
  );

  it('jumbo: above the conforming limit, a jumbo loan is recommended when it reaches a higher price', async () => {
    const body = await prequalify({
      annualIncomeAmount: 600_000,
      downPaymentAmount: 400_000,
      creditScore: 760,
      zipCode: '48226',
    });
    const product = body.recommendedProduct!;
    expect(product.productCode).toBe('JUMBO30');
    expect(product.pricing.baseLoanAmount).toBeGreaterThan(832_750);
    expect(product.disclaimers.assumptions.join('\n')).toContain(
      "is $832,750, FHFA's national baseline for a single-family home (FHFA's 2026 county limits set no higher limit for this county; source: conforming-limits-2026.csv). This loan is above it, so it is a jumbo loan.",
    );
  });

  it('names the limit even when it does not bind', async () => {
    const body = await prequalify({
      annualIncomeAmount: 95_000,
      downPaymentAmount: 30_000,
      creditScore: 720,
      zipCode: '48226',
    });
    const assumptions = body.recommendedProduct!.disclaimers.assumptions.join('\n');
    expect(assumptions).toContain(
      'The 2026 conforming loan limit used for Wayne County, MI is $832,750',
    );
    expect(assumptions).not.toContain('Your income could carry a larger loan');
  });
});

describe('the product rate list', () => {
  it('prices a $900,000 loan as jumbo only, and says which limits it assumed', async () => {
    const response = await app.inject({
      url: '/rmscbff/rates/products?purpose=purchase&loanAmount=900000&downPaymentPercent=25',
    });
    const body = response.json();
    const codes = body.products.map(
      (entry: { metadata: { productCode: string } }) => entry.metadata.productCode,
    );
    expect(codes).toContain('JUMBO30');
    expect(codes).not.toContain('30YRFIXED');
    expect(codes).not.toContain('FHA30');
    expect(body.assumptions.join('\n')).toContain(
      "The 2026 conforming loan limit assumed is $832,750, FHFA's national baseline for a single-family home",
    );
    expect(body.assumptions.join('\n')).toContain(
      "The 2026 FHA loan limit assumed is $541,287, HUD's national floor",
    );
  });
});
