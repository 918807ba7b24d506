// The calls the calculators make, on the Fetch API alone: no ky, no zod, so a calculator bundle
// stays small (about 1.5 kB gzip against the main entry's 100 kB with its schemas). Same paths,
// same ApiResult and the same rules as the main entry: never rejects, logs a non-ok status,
// a 400 becomes the field errors, a body of the wrong shape is a failure (SPEC §8).
import type {
  AffordabilityResult,
  ListingsResponse,
  PrequalificationResponse,
  RentVsBuyResponse,
  ZipCodePlace,
} from '@lender/validation';
import type {
  AffordabilityQueryInput,
  PrequalificationRequestInput,
  RentVsBuyQueryInput,
} from '../calculations.ts';
import type { ListingsQueryInput } from '../places.ts';
import type { ApiResult, FieldError } from '../result.ts';
import { hasShape, type Shape } from './shape.ts';
import {
  AFFORDABILITY_RESULT,
  LISTINGS_RESPONSE,
  PREQUALIFICATION_CODES,
  PREQUALIFICATION_RESPONSE,
  RENT_VS_BUY_RESPONSE,
  VALIDATION_ERROR_RESPONSE,
  ZIP_CODE_PLACE,
} from './shapes.ts';

export type { ApiResult, FieldError };
export type {
  AffordabilityQueryInput,
  AffordabilityResult,
  ListingsQueryInput,
  ListingsResponse,
  PrequalificationRequestInput,
  PrequalificationResponse,
  RentVsBuyQueryInput,
  RentVsBuyResponse,
  ZipCodePlace,
};
export { hasShape, listOf, nullable, optional, type Shape } from './shape.ts';

/** How to reach the API: the same options as `createApiClient`. */
export interface CalculatorClientOptions {
  /** The API base address `{base}` of SPEC §7; `''` for the page's own origin. */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Per-request timeout in ms; default 5000 (`REQUEST_TIMEOUT_MS`). */
  timeoutMs?: number;
}

/** The calculators' calls; each resolves to an ApiResult and never rejects. */
export interface CalculatorClient {
  affordability(query: AffordabilityQueryInput): Promise<ApiResult<AffordabilityResult>>;
  prequalify(request: PrequalificationRequestInput): Promise<ApiResult<PrequalificationResponse>>;
  rentVsBuy(query: RentVsBuyQueryInput): Promise<ApiResult<RentVsBuyResponse>>;
  zipCode(zip: string): Promise<ApiResult<ZipCodePlace>>;
  listings(query: ListingsQueryInput): Promise<ApiResult<ListingsResponse>>;
}

function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/** A client of the calculation calls at `baseUrl`. */
export function createCalculatorClient({
  baseUrl,
  fetch = globalThis.fetch.bind(globalThis),
  timeoutMs = 5_000,
}: CalculatorClientOptions): CalculatorClient {
  const base = baseUrl.replace(/\/+$/, '');

  async function request<T>(
    method: 'GET' | 'POST',
    path: string,
    shape: Shape,
    body?: unknown,
    accept: (data: T) => boolean = () => true,
  ): Promise<ApiResult<T>> {
    let response: Response;
    try {
      response = await fetch(base + path, {
        method,
        headers:
          body === undefined
            ? { accept: 'application/json' }
            : { accept: 'application/json', 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      return { ok: false, kind: 'failed' };
    }
    const data: unknown = await response.json().catch(() => undefined);
    if (!response.ok) {
      // SPEC §8: non-ok responses are logged to the console with the status.
      console.error(`${method} ${path.split('?')[0]} failed with status ${response.status}`);
      if (response.status === 400 && hasShape(data, VALIDATION_ERROR_RESPONSE)) {
        return { ok: false, kind: 'invalid', errors: (data as { errors: FieldError[] }).errors };
      }
      return { ok: false, kind: 'failed', status: response.status };
    }
    if (!hasShape(data, shape) || !accept(data as T)) return { ok: false, kind: 'failed' };
    return { ok: true, data: data as T };
  }

  return {
    affordability: (query) =>
      request('GET', `/rmscbff/calc/affordability${queryString(query)}`, AFFORDABILITY_RESULT),
    prequalify: (body) =>
      request<PrequalificationResponse>(
        'POST',
        '/rmscbff/rates/affordability',
        PREQUALIFICATION_RESPONSE,
        body,
        (data) => data.code === undefined || PREQUALIFICATION_CODES.includes(data.code),
      ),
    rentVsBuy: (query) =>
      request('GET', `/rmscbff/rvb/calculate${queryString(query)}`, RENT_VS_BUY_RESPONSE),
    zipCode: (zip) =>
      request('GET', `/rmscbff/zipCodes/${encodeURIComponent(zip)}`, ZIP_CODE_PLACE),
    listings: (query) =>
      request('GET', `/rmscbff/rocket-homes/listings${queryString(query)}`, LISTINGS_RESPONSE),
  };
}
