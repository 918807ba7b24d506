// The rent-vs-buy call answered in the browser by the server's own code (the query read by
// form.ts's mapping, then @lender/mortgage-math `rentVsBuy`), for tests and stories; or failing,
// to show the alert.
import { rentVsBuy } from '@lender/mortgage-math';
import { rentVsBuyInput, type RentVsBuyQuery } from '../form.ts';

export function demoApi({
  fail = false,
  calls,
}: { fail?: boolean; calls?: string[] } = {}): typeof fetch {
  return async (input) => {
    const url = new URL(String(input), 'http://localhost');
    calls?.push(`${url.pathname}${url.search}`);
    if (fail || url.pathname !== '/rmscbff/rvb/calculate') {
      return new Response(JSON.stringify({ message: 'Unavailable' }), { status: 503 });
    }
    const query = Object.fromEntries(
      [...url.searchParams].map(([name, value]) => [name, Number(value)]),
    ) as unknown as RentVsBuyQuery;
    const body = rentVsBuy(rentVsBuyInput(query));
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
}
