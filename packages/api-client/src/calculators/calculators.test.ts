import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { affordability, rentVsBuy } from '@lender/mortgage-math';
import {
  affordabilityResult,
  AffordabilityResultSchema,
  ListingsResponseSchema,
  PrequalificationResponseSchema,
  RentVsBuyResponseSchema,
  ZipCodePlaceSchema,
} from '@lender/validation';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { z } from 'zod';
import { createCalculatorClient, hasShape, type Shape } from './index.ts';
import {
  AFFORDABILITY_RESULT,
  LISTINGS_RESPONSE,
  PREQUALIFICATION_RESPONSE,
  RENT_VS_BUY_RESPONSE,
  ZIP_CODE_PLACE,
} from './shapes.ts';

// Real answers: what the server's routes return, computed by the same functions.
const affordabilityAnswer = affordabilityResult(
  affordability({
    annualIncomeCents: 85_000_00,
    availableFundsCents: 40_000_00,
    monthlyDebtCents: 500_00,
    state: 'MI',
    dti: 0.36,
    rate: { annualRatePercent: 6.5, termMonths: 360, productDescription: '30-year fixed' },
  }),
);
const rentVsBuyAnswer = rentVsBuy({
  purchasePriceCents: 350_000_00,
  downPaymentCents: 35_000_00,
  interestRate: 6.5,
  monthlyRentCents: 1_800_00,
});
const prequalificationAnswer = {
  recommendedProduct: {
    productCode: '30YRFIXED',
    productName: '30-year fixed',
    termMonthsCount: 360,
    pricing: {
      baseLoanAmount: 300000,
      interestRate: 6.5,
      annualPercentageRate: 6.61,
      principalAndInterestAmount: 1896.2,
      taxesAmount: 400,
      homeownersInsuranceAmount: 120,
      mortgageInsuranceAmount: 0,
      totalPaymentAmount: 2416.2,
    },
    disclaimers: { formattedDisclaimers: ['a'], assumptions: ['b'], generalDisclaimers: ['c'] },
  },
};
const zipAnswer = {
  zipCode: '48226',
  city: 'Detroit',
  stateCode: 'MI',
  stateName: 'Michigan',
  county: 'Wayne',
  latitude: 42.33,
  longitude: -83.05,
  locationId: 'zip:48226',
  cityLocationId: 'city:detroit-mi',
};
const listingsAnswer = {
  locations: {
    data: [
      {
        locationId: 'zip:48226',
        name: 'Detroit',
        stateCode: 'MI',
        listings: { total: 12, webUrl: 'https://homes.example.com/mi/48226' },
      },
    ],
  },
  dataSource: { demo: true, source: 'demo', label: 'Demo figures' },
};

/** Every damaged copy of `value`: each leaf replaced by a string (or a number), each field removed. */
function damaged(
  value: unknown,
  path: (string | number)[] = [],
): { path: string; copy: unknown }[] {
  const variants: { path: string; copy: unknown }[] = [];
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      variants.push(...damaged(inner, [...path, Array.isArray(value) ? Number(key) : key]));
    }
  }
  if (path.length > 0) variants.push({ path: path.join('.'), copy: value });
  return variants;
}

function replaceAt(root: unknown, path: string, replacement: unknown): unknown {
  const copy = structuredClone(root) as Record<string, unknown>;
  const keys = path.split('.');
  let parent = copy;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (replacement === undefined) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

const cases: [string, unknown, Shape, z.ZodType][] = [
  ['affordability', affordabilityAnswer, AFFORDABILITY_RESULT, AffordabilityResultSchema],
  ['rent vs buy', rentVsBuyAnswer, RENT_VS_BUY_RESPONSE, RentVsBuyResponseSchema],
  [
    'prequalification',
    prequalificationAnswer,
    PREQUALIFICATION_RESPONSE,
    PrequalificationResponseSchema,
  ],
  ['ZIP code', zipAnswer, ZIP_CODE_PLACE, ZipCodePlaceSchema],
  ['listings', listingsAnswer, LISTINGS_RESPONSE, ListingsResponseSchema],
];

describe('answer shapes agree with the zod schemas of @lender/validation', () => {
  it.each(cases)('%s: the real answer passes both', (_name, answer, shape, schema) => {
    expect(schema.safeParse(answer).success).toBe(true);
    expect(hasShape(answer, shape)).toBe(true);
  });

  it.each(cases)(
    '%s: every damaged copy is judged the same by both',
    (_name, answer, shape, schema) => {
      const paths = damaged(answer).map(({ path }) => path);
      expect(paths.length).toBeGreaterThan(5);
      for (const path of paths) {
        for (const replacement of ['x', 1, null, undefined, true]) {
          const copy = replaceAt(answer, path, replacement);
          expect([path, replacement, hasShape(copy, shape)]).toEqual([
            path,
            replacement,
            schema.safeParse(copy).success,
          ]);
        }
      }
    },
  );
});

let close: (() => Promise<void>) | undefined;
let consoleError: MockInstance<typeof console.error>;
beforeEach(() => {
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await close?.();
  close = undefined;
  consoleError.mockRestore();
});

async function serve(status: number, body: string) {
  const seen: string[] = [];
  const bodies: string[] = [];
  const server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      bodies.push(text);
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(body);
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  close = async () => {
    server.closeAllConnections();
    server.close();
    await once(server, 'close');
  };
  return { client: createCalculatorClient({ baseUrl: `http://127.0.0.1:${port}/` }), seen, bodies };
}

describe('createCalculatorClient', () => {
  it('sends the query as typed and returns the checked answer', async () => {
    const { client, seen } = await serve(200, JSON.stringify(affordabilityAnswer));
    const result = await client.affordability({
      annualIncome: '85,000',
      availableFunds: '40000',
      monthlyDebt: '500',
      state: 'MI',
      zip: undefined,
      dti: 0.36,
    });
    expect(result).toEqual({ ok: true, data: affordabilityAnswer });
    expect(seen).toEqual([
      'GET /rmscbff/calc/affordability?annualIncome=85%2C000&availableFunds=40000&monthlyDebt=500&state=MI&dti=0.36',
    ]);
  });

  it('posts the prequalification request as JSON', async () => {
    const { client, seen, bodies } = await serve(200, JSON.stringify(prequalificationAnswer));
    const request = {
      annualIncomeAmount: 85000,
      monthlyDebtAmount: 500,
      downPaymentAmount: 30000,
      zipCode: '48226',
      creditScore: 700,
      isVeteran: false as const,
    };
    expect(await client.prequalify(request)).toEqual({ ok: true, data: prequalificationAnswer });
    expect(seen).toEqual(['POST /rmscbff/rates/affordability']);
    expect(JSON.parse(bodies[0]!)).toEqual(request);
  });

  it('refuses a prequalification code it does not know', async () => {
    const { client } = await serve(200, JSON.stringify({ code: 'somethingElse' }));
    const request = {
      annualIncomeAmount: 1,
      monthlyDebtAmount: 0,
      downPaymentAmount: 0,
      zipCode: '48226',
      creditScore: 700,
    };
    expect(await client.prequalify(request)).toEqual({ ok: false, kind: 'failed' });
  });

  it('turns a 400 into the field errors and logs the status', async () => {
    const errors = [{ field: 'annualIncome', message: 'Enter your annual income' }];
    const { client } = await serve(400, JSON.stringify({ message: 'There is a problem', errors }));
    expect(
      await client.rentVsBuy({
        purchasePrice: '',
        downPayment: 0,
        interestRate: 6,
        monthlyRent: 1,
      }),
    ).toEqual({
      ok: false,
      kind: 'invalid',
      errors,
    });
    expect(consoleError).toHaveBeenCalledWith('GET /rmscbff/rvb/calculate failed with status 400');
  });

  it('fails on another status, a body of the wrong shape, or no server', async () => {
    const failing = await serve(503, '{}');
    expect(await failing.client.zipCode('48226')).toEqual({
      ok: false,
      kind: 'failed',
      status: 503,
    });
    await close?.();
    const wrong = await serve(200, JSON.stringify({ ...zipAnswer, latitude: 'north' }));
    expect(await wrong.client.zipCode('48226')).toEqual({ ok: false, kind: 'failed' });
    await close?.();
    close = undefined;
    const gone = createCalculatorClient({ baseUrl: 'http://127.0.0.1:1' });
    expect(await gone.listings({ location: '48226' })).toEqual({ ok: false, kind: 'failed' });
  });
});
