// An API for tests and stories, answering in the browser the calls the calculator makes, with
// the server's own function for the estimate (@lender/mortgage-math `affordability` at a demo
// 6.5 % rate). Prequalification and listings answers are demo data of the right shape: the real
// ones are tested against the real server in e2e/calculators.spec.ts. Each call can be made to
// fail, wait for ever or answer otherwise, to show every state.
import {
  affordability,
  dollarsToCents,
  formatUsd,
  monthlyPaymentCents,
} from '@lender/mortgage-math';
import { affordabilityResult } from '@lender/validation/affordability-result';

export const DEMO_RATE_PERCENT = 6.5;

export interface DemoApiOptions {
  affordability?: 'answer' | 'fail' | 'wait';
  prequalification?: 'answer' | 'noProduct' | 'fail' | 'wait';
  listings?: 'answer' | 'none' | 'fail';
  /** ZIP codes the place lookup does not know (404). */
  unknownZips?: string[];
  /** Each call made, `GET /rmscbff/calc/affordability?…`. */
  calls?: string[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const never = () => new Promise<Response>(() => {});

export function demoApi(options: DemoApiOptions = {}): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    options.calls?.push(`${method} ${url.pathname}${url.search}`);
    const query = url.searchParams;
    if (url.pathname.startsWith('/rmscbff/zipCodes/')) {
      const zip = url.pathname.split('/').at(-1)!;
      if (options.unknownZips?.includes(zip)) return json({ message: 'Not found' }, 404);
      return json({
        zipCode: zip,
        city: 'Detroit',
        stateCode: 'MI',
        stateName: 'Michigan',
        county: 'Wayne',
        latitude: 42.33,
        longitude: -83.05,
        locationId: `zip:${zip}`,
        cityLocationId: 'city:detroit-mi',
      });
    }
    if (url.pathname === '/rmscbff/calc/affordability') {
      if (options.affordability === 'fail') return json({ message: 'Unavailable' }, 503);
      if (options.affordability === 'wait') return never();
      const dollars = (name: string) => dollarsToCents(Number(query.get(name)!.replace(/,/g, '')));
      return json(
        affordabilityResult(
          affordability({
            annualIncomeCents: dollars('annualIncome'),
            availableFundsCents: dollars('availableFunds'),
            monthlyDebtCents: dollars('monthlyDebt'),
            state: query.get('state')!,
            dti: Number(query.get('dti')),
            rate: {
              annualRatePercent: DEMO_RATE_PERCENT,
              termMonths: 360,
              productDescription: '30-year fixed',
            },
          }),
        ),
      );
    }
    if (url.pathname === '/rmscbff/rates/affordability') {
      if (options.prequalification === 'fail') return json({ message: 'Unavailable' }, 503);
      if (options.prequalification === 'wait') return never();
      if (options.prequalification === 'noProduct') {
        return json({
          code: 'noProductQualifies',
          message: 'Your cash to buy does not cover the smallest down payment of our loans.',
        });
      }
      const request = JSON.parse(String(init?.body)) as {
        downPaymentAmount: number;
        annualIncomeAmount: number;
      };
      const loanCents = dollarsToCents(Math.round(request.annualIncomeAmount * 3));
      const pi = monthlyPaymentCents({
        loanAmountCents: loanCents,
        annualRatePercent: DEMO_RATE_PERCENT,
        termMonths: 360,
      });
      return json({
        recommendedProduct: {
          productCode: '30YRFIXED',
          productName: '30-year fixed (demo)',
          termMonthsCount: 360,
          pricing: {
            baseLoanAmount: loanCents / 100,
            interestRate: DEMO_RATE_PERCENT,
            annualPercentageRate: 6.612,
            principalAndInterestAmount: pi / 100,
            taxesAmount: 350,
            homeownersInsuranceAmount: 120,
            mortgageInsuranceAmount: 0,
            totalPaymentAmount: (pi + 47_000) / 100,
          },
          disclaimers: {
            formattedDisclaimers: [
              `Demo figures: a loan of ${formatUsd(loanCents)} at ${DEMO_RATE_PERCENT}%.`,
            ],
            assumptions: [
              // As the API words it (apps/bff/src/loan-limits/area-limits.ts).
              "The 2026 conforming loan limit used for Wayne County, MI is $832,750, FHFA's national baseline for a single-family home (FHFA's 2026 county limits set no higher limit for this county; source: FHFA, Conforming Loan Limit Values for 2026, county list of November 2025).",
            ],
            generalDisclaimers: ['Not a commitment to lend.'],
          },
        },
      });
    }
    if (url.pathname === '/rmscbff/rocket-homes/listings') {
      if (options.listings === 'fail') return json({ message: 'Unavailable' }, 503);
      const total = options.listings === 'none' ? 0 : 42;
      return json({
        locations: {
          data: [
            {
              locationId: `zip:${query.get('location')}`,
              name: 'Detroit',
              stateCode: 'MI',
              listings: { total, webUrl: `https://homes.example.com/mi/${query.get('location')}` },
            },
          ],
        },
        dataSource: { demo: true, source: 'demo', label: 'Demo figures' },
      });
    }
    return json({ message: 'Not found' }, 404);
  };
}
