import type {
  AffordabilityResult,
  PrequalificationResponse,
  ProductRatesResponse,
  RentVsBuyResponse,
} from '@lender/validation';
import {
  getAffordability,
  getProductRates,
  getRentVsBuy,
  postPrequalification,
  type AffordabilityQueryInput,
  type PrequalificationRequestInput,
  type ProductRatesQueryInput,
  type RentVsBuyQueryInput,
} from './calculations.ts';
import { createHttp, type ApiClientOptions } from './http.ts';
import type { ApiResult } from './result.ts';
import { suggest } from './suggest.ts';

/** The calls the site makes to the lender API (SPEC §7). */
export interface ApiClient {
  /** Search suggestions for a term; an empty list on any failure. */
  suggest(term: string): Promise<string[]>;
  /** The highest affordable price for income, cash and debts. */
  affordability(query: AffordabilityQueryInput): Promise<ApiResult<AffordabilityResult>>;
  /** Prequalification with a recommended product. */
  prequalify(request: PrequalificationRequestInput): Promise<ApiResult<PrequalificationResponse>>;
  /** Renting against buying over 30 years. */
  rentVsBuy(query: RentVsBuyQueryInput): Promise<ApiResult<RentVsBuyResponse>>;
  /** Today's rate of every product. */
  productRates(query?: ProductRatesQueryInput): Promise<ApiResult<ProductRatesResponse>>;
}

/** A client for the lender API at `baseUrl`. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const http = createHttp(options);
  return {
    suggest: (term) => suggest(http, term),
    affordability: (query) => getAffordability(http, query),
    prequalify: (request) => postPrequalification(http, request),
    rentVsBuy: (query) => getRentVsBuy(http, query),
    productRates: (query) => getProductRates(http, query),
  };
}
