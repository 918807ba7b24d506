import {
  AffordabilityResultSchema,
  PrequalificationResponseSchema,
  ProductRatesResponseSchema,
  RentVsBuyResponseSchema,
  type AffordabilityQuerySchema,
  type PrequalificationRequestSchema,
  type ProductRatesQuerySchema,
  type RentVsBuyQuerySchema,
} from '@lender/validation';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { requestJson } from './result.ts';
import { searchParams } from './search-params.ts';

/** SPEC §7 paths of the calculation calls. */
export const AFFORDABILITY_PATH = '/rmscbff/calc/affordability';
export const PREQUALIFICATION_PATH = '/rmscbff/rates/affordability';
export const RENT_VS_BUY_PATH = '/rmscbff/rvb/calculate';
export const PRODUCT_RATES_PATH = '/rmscbff/rates/products';

/** What a form sends: raw values as typed ("85,000" is fine); the server checks and converts them. */
export type AffordabilityQueryInput = z.input<typeof AffordabilityQuerySchema>;
export type PrequalificationRequestInput = z.input<typeof PrequalificationRequestSchema>;
export type RentVsBuyQueryInput = z.input<typeof RentVsBuyQuerySchema>;
export type ProductRatesQueryInput = z.input<typeof ProductRatesQuerySchema>;

/** GET {base}/rmscbff/calc/affordability (SPEC §7). */
export function getAffordability(http: KyInstance, query: AffordabilityQueryInput) {
  return requestJson(
    http,
    'get',
    AFFORDABILITY_PATH,
    { searchParams: searchParams(query) },
    AffordabilityResultSchema,
  );
}

/** POST {base}/rmscbff/rates/affordability (SPEC §7): prequalification. */
export function postPrequalification(http: KyInstance, request: PrequalificationRequestInput) {
  return requestJson(
    http,
    'post',
    PREQUALIFICATION_PATH,
    { json: request },
    PrequalificationResponseSchema,
  );
}

/** GET /rmscbff/rvb/calculate (SPEC §7): rent vs buy. */
export function getRentVsBuy(http: KyInstance, query: RentVsBuyQueryInput) {
  return requestJson(
    http,
    'get',
    RENT_VS_BUY_PATH,
    { searchParams: searchParams(query) },
    RentVsBuyResponseSchema,
  );
}

/** GET /rmscbff/rates/products: today's rates for the ticker and the comparison list. */
export function getProductRates(http: KyInstance, query: ProductRatesQueryInput = {}) {
  return requestJson(
    http,
    'get',
    PRODUCT_RATES_PATH,
    { searchParams: searchParams(query) },
    ProductRatesResponseSchema,
  );
}
