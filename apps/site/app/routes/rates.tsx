import './rates.css';
import { data, useLocation } from 'react-router';
import { rateProductOptions } from '@lender/guided-experiences/rate-comparison';
import { tickerItems } from '@lender/guided-experiences/rate-ticker';
import type { Route } from './+types/rates';
import { formatDate } from '../content/dates.ts';
import { pageMeta } from '../meta.ts';
import { MoreTools } from '../components/MoreTools.tsx';
import { siteServer } from '../server-context.ts';
import { RateComparison } from '../experiences/rates/RateComparison.tsx';
import { RateTicker } from '../experiences/rates/RateTicker.tsx';
import {
  initialProductCodes,
  isDemoRates,
  parseRateQuery,
  rateQueryHref,
} from '../experiences/rates/rate-query.ts';
import { fetchProductRates } from '../experiences/rates/rates.server.ts';

export const meta = () => pageMeta('/rates');

/** Rendered per request: the day's rate sheet, for the purpose and products the address names. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseRateQuery(new URL(request.url).searchParams);
  const rates = await fetchProductRates(siteServer(context), query.purpose);
  if (!rates) return data({ status: 'failed' as const, query }, { status: 503 });
  const available = rateProductOptions(rates).map((option) => option.productCode);
  return {
    status: 'ok' as const,
    query,
    rates,
    productCodes: initialProductCodes(query.products, available),
  };
}

/** Today's rates: the ticker and the comparison of up to three loans (SPEC §2–§4, §9). */
export default function Rates({ loaderData }: Route.ComponentProps) {
  // A new address (a ticker link, Back) starts the comparison afresh from what it names.
  const { key } = useLocation();
  return (
    <div className="page rates-page">
      <h1>Today&rsquo;s mortgage rates</h1>
      <p className="lead">
        Compare the rate, APR, points and monthly payment of our home loans. Your own rate depends
        on your credit, your down payment and the home, so use these to compare, then talk to a loan
        officer.
      </p>
      {loaderData.status === 'failed' ? (
        <div className="rates-page__error" role="alert">
          <h2>Sorry, rates are not available right now</h2>
          <p>
            Try again in a few minutes, or call us and a loan officer will give you today&rsquo;s
            rates.
          </p>
        </div>
      ) : (
        <>
          <RateTicker
            items={tickerItems(loaderData.rates)}
            href={(item) =>
              `${rateQueryHref({ purpose: loaderData.rates.purpose, products: [item.productCode] })}`
            }
            asOf={formatDate(loaderData.rates.effectiveDate)}
            demo={isDemoRates(loaderData.rates.assumptions)}
          />
          <RateComparison
            key={key}
            rates={loaderData.rates}
            productCodes={loaderData.productCodes}
            show={loaderData.query.show}
          />
        </>
      )}
      <MoreTools current="/rates" />
    </div>
  );
}
