// The rent-vs-buy call answered in the browser by the server's own function
// (@lender/mortgage-math `rentVsBuy`), for tests and stories; or failing, to show the alert.
import { dollarsToCents, rentVsBuy } from '@lender/mortgage-math';

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
    const q = url.searchParams;
    const cents = (name: string) => dollarsToCents(Number(q.get(name)));
    const body = rentVsBuy({
      purchasePriceCents: cents('purchasePrice'),
      downPaymentCents: cents('downPayment'),
      interestRate: Number(q.get('interestRate')),
      monthlyRentCents: cents('monthlyRent'),
      ...(q.has('mortgageInsurancePayment') && {
        mortgageInsurancePaymentCents: cents('mortgageInsurancePayment'),
      }),
    });
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
  };
}
