import { createHttp, type ApiClientOptions } from './http.ts';
import { suggest } from './suggest.ts';

/** The calls the site makes to the lender API (SPEC §7). */
export interface ApiClient {
  /** Search suggestions for a term; an empty list on any failure. */
  suggest(term: string): Promise<string[]>;
}

/** A client for the lender API at `baseUrl`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  return {
    suggest: (term) => suggest(http, term),
  };
}
