// Issue 34 §5: a fresh database gets FHFA's 2026 conforming limits of the counties above the
// baseline (the shipped list, stored as a first start stores it), and prequalification quotes
// them for ZIP codes found in the whole place data set; the FHA floor stays where HUD's county
// list is not loaded, and the assumptions say exactly which data applied.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PrequalificationResponseSchema } from '@lender/validation';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { parseCountyLimitsFile } from '../src/loan-limits/county-limits-file.ts';
import {
  countyLoanLimitLists,
  replaceCountyLoanLimits,
} from '../src/loan-limits/county-limits-repository.ts';
import { SHIPPED_COUNTY_LIMITS } from '../src/loan-limits/shipped-county-limits.ts';
import { readPlaceIndex } from '../src/places/load-place-data.ts';
import type { PlaceIndex } from '../src/places/place-index.ts';
import { prepareData } from '../src/seed/prepare-data.ts';
import { memoryDatabase, testConfig } from './helpers.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const FHFA_2026 = SHIPPED_COUNTY_LIMITS.source;

let database: Database;
let places: PlaceIndex;
let app: FastifyInstance;
const logged: string[] = [];
const logger = { info: (...args: unknown[]) => void logged.push(String(args.at(-1))) };

beforeAll(async () => {
  database = await memoryDatabase();
  // As a first start prepares a fresh database, and the place data as every start reads it.
  [, places] = await Promise.all([prepareData(database.db, NOW, logger), readPlaceIndex()]);
  app = await buildApp({
    config: testConfig(),
    database,
    serveSite: false,
    now: () => NOW,
    places,
  });
}, 180_000);
afterAll(() => app?.close());

async function prequalify(change: Record<string, unknown>) {
  const response = await app.inject({
    method: 'POST',
    url: '/rmscbff/rates/affordability',
    payload: { monthlyDebtAmount: 0, isVeteran: false, ...change },
  });
  expect(response.statusCode).toBe(200);
  return PrequalificationResponseSchema.parse(response.json()).recommendedProduct!;
}

/**
 * An income that could carry far more than any 2026 limit, and $200,000 down, which caps a jumbo
 * loan (80 % loan-to-value) at $800,000: the 30-year fixed loan stops at the county's limit.
 */
const AT_THE_LIMIT = { annualIncomeAmount: 600_000, downPaymentAmount: 200_000, creditScore: 760 };

describe('a fresh database has FHFA’s 2026 county conforming limits', () => {
  it('stores the shipped list once: a restart leaves it as it is', async () => {
    expect(logged).toContain(
      'stored the shipped county loan limits: FHFA 2026 conforming, the counties above the baseline',
    );
    logged.length = 0;
    await prepareData(database.db, NOW, logger);
    expect(logged).toEqual([]);
    expect(await countyLoanLimitLists(database.db, 2026)).toEqual([
      { program: 'conforming', source: FHFA_2026, counties: 160 },
    ]);
  });

  // Acceptance 7: the one-unit figures of FHFA's 2026 list; Wayne County is not listed, so the
  // 2026 baseline applies there.
  it.each([
    ['90012', 'Los Angeles County, CA', 1_249_125],
    ['94102', 'City and County of San Francisco, CA', 1_249_125],
    ['92101', 'San Diego County, CA', 1_104_000],
    ['98101', 'King County, WA', 1_063_750],
    ['96793', 'Maui County, HI', 1_299_500],
  ])(
    'in %s (%s) a conforming loan can reach $%i, FHFA’s 2026 limit for the county',
    async (zipCode, where, limit) => {
      const product = await prequalify({ ...AT_THE_LIMIT, zipCode });
      expect(product.productCode).toBe('30YRFIXED');
      expect(product.pricing.baseLoanAmount).toBe(limit);
      const amount = `$${limit.toLocaleString('en-US')}`;
      expect(product.disclaimers.assumptions).toContain(
        `The 2026 conforming loan limit for a single-family home in ${where} is ${amount}: FHFA's 2026 limit for the county (source: ${FHFA_2026}).`,
      );
      expect(product.disclaimers.assumptions.join('\n')).toContain(
        `a conforming loan in ${where} can be at most ${amount}`,
      );
    },
  );

  it('in 48226 (Wayne County, MI), which FHFA’s list does not name, the 2026 baseline of $832,750, and the sentence says why', async () => {
    const product = await prequalify({ ...AT_THE_LIMIT, zipCode: '48226' });
    expect(product.productCode).toBe('30YRFIXED');
    expect(product.pricing.baseLoanAmount).toBe(832_750);
    expect(product.disclaimers.assumptions).toContain(
      `The 2026 conforming loan limit used for Wayne County, MI is $832,750, FHFA's national baseline for a single-family home (FHFA's 2026 county limits set no higher limit for this county; source: ${FHFA_2026}).`,
    );
  });

  // The six rows no ZIP code of the place data finds (src/loan-limits/shipped-county-limits.test.ts)
  // still reach their visitors' figure.
  it.each([
    ['96742', 'Kalaupapa: Kalawao County’s only ZIP code, filed under Maui', 1_299_500],
    ['99689', 'Yakutat: the AK baseline', 1_249_125],
    ['96910', 'Guam: the GU baseline', 1_249_125],
    ['00820', 'Christiansted, St. Croix: the VI baseline', 1_249_125],
  ])('in %s (%s) the limit is FHFA’s figure, $%i', async (zipCode, _where, limit) => {
    const product = await prequalify({ ...AT_THE_LIMIT, zipCode });
    expect(product.pricing.baseLoanAmount).toBe(limit);
  });

  it('keeps FHA at HUD’s national floor, $541,287, and says HUD’s county list is not loaded', async () => {
    const product = await prequalify({
      annualIncomeAmount: 400_000,
      downPaymentAmount: 50_000,
      creditScore: 610,
      zipCode: '90012',
    });
    expect(product.productCode).toBe('FHA30');
    expect(product.pricing.baseLoanAmount).toBe(541_287);
    expect(product.disclaimers.assumptions).toContain(
      "The 2026 FHA loan limit used for Los Angeles County, CA is $541,287, HUD's national floor for a single-family home, the lowest FHA limit of any county (HUD's county limits are not loaded, so the floor is used in every county; many counties allow more).",
    );
  });

  it('an operator’s later import of the year replaces the shipped list, and a restart keeps it', async () => {
    const newer = parseCountyLimitsFile(
      'State,County Name,One-Unit Limit\nCA,LOS ANGELES COUNTY,1200000\n',
      { program: 'conforming', year: 2026 },
    );
    await replaceCountyLoanLimits(database.db, newer, 'fhfa-2026-revised.csv');
    await prepareData(database.db, NOW, logger);
    expect(await countyLoanLimitLists(database.db, 2026)).toEqual([
      { program: 'conforming', source: 'fhfa-2026-revised.csv', counties: 1 },
    ]);
    const losAngeles = await prequalify({ ...AT_THE_LIMIT, zipCode: '90012' });
    expect(losAngeles.pricing.baseLoanAmount).toBe(1_200_000);
    expect(losAngeles.disclaimers.assumptions).toContain(
      "The 2026 conforming loan limit for a single-family home in Los Angeles County, CA is $1,200,000: FHFA's 2026 limit for the county (source: fhfa-2026-revised.csv).",
    );
    // San Diego is not in the new list: the baseline.
    const sanDiego = await prequalify({ ...AT_THE_LIMIT, zipCode: '92101' });
    expect(sanDiego.pricing.baseLoanAmount).toBe(832_750);
  });
});
