// The one call the mortgage calculators make, answered in the browser for tests and stories:
// GET /rmscbff/zipCodes/{zip} for a few real ZIP codes (the server's answer for them), 404 for
// any other, or a failure. The real server is exercised in e2e/calculators-mortgage.spec.ts.

const PLACES: Record<
  string,
  { city: string; stateCode: string; stateName: string; county: string }
> = {
  '48226': { city: 'Detroit', stateCode: 'MI', stateName: 'Michigan', county: 'Wayne' },
  '77002': { city: 'Houston', stateCode: 'TX', stateName: 'Texas', county: 'Harris' },
  '96813': { city: 'Honolulu', stateCode: 'HI', stateName: 'Hawaii', county: 'Honolulu' },
};

export interface DemoApiOptions {
  /** Every lookup fails (the network is down). */
  fail?: boolean;
  /** Lookups never answer. */
  wait?: boolean;
  /** Each call made, `GET /rmscbff/zipCodes/48226`. */
  calls?: string[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function demoApi(options: DemoApiOptions = {}): typeof fetch {
  return async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    options.calls?.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    if (options.wait) return new Promise<Response>(() => {});
    if (options.fail) throw new TypeError('Failed to fetch');
    const zip = url.pathname.match(/^\/rmscbff\/zipCodes\/(\d{5})$/)?.[1];
    const place = zip === undefined ? undefined : PLACES[zip];
    if (!place) return json({ message: 'We do not know that ZIP code' }, 404);
    return json({
      zipCode: zip,
      ...place,
      latitude: 42.33,
      longitude: -83.05,
      locationId: `zip:${zip}`,
      cityLocationId: `city:${place.city.toLowerCase()}-${place.stateCode.toLowerCase()}`,
    });
  };
}
