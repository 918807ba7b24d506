/** A loan product the lender prices (the products table is kept equal to this list at start). */
export interface Product {
  code: string;
  name: string;
  program: 'conventional' | 'jumbo' | 'fha' | 'va';
  termMonths: number;
  rateType: 'fixed' | 'arm';
  initialFixedMonths: number | null;
  displayOrder: number;
}

/** The catalogue. Codes are the SPEC §3 `metadata.productCode` values the site shows and tracks. */
export const PRODUCT_CATALOG: readonly Product[] = [
  {
    code: '30YRFIXED',
    name: '30-year fixed',
    program: 'conventional',
    termMonths: 360,
    rateType: 'fixed',
    initialFixedMonths: null,
    displayOrder: 1,
  },
  {
    code: '20YRFIXED',
    name: '20-year fixed',
    program: 'conventional',
    termMonths: 240,
    rateType: 'fixed',
    initialFixedMonths: null,
    displayOrder: 2,
  },
  {
    code: '15YRFIXED',
    name: '15-year fixed',
    program: 'conventional',
    termMonths: 180,
    rateType: 'fixed',
    initialFixedMonths: null,
    displayOrder: 3,
  },
  {
    code: 'FHA30',
    name: '30-year FHA',
    program: 'fha',
    termMonths: 360,
    rateType: 'fixed',
    initialFixedMonths: null,
    displayOrder: 4,
  },
  {
    code: 'VA30',
    name: '30-year VA',
    program: 'va',
    termMonths: 360,
    rateType: 'fixed',
    initialFixedMonths: null,
    displayOrder: 5,
  },
  {
    code: 'ARM5_6',
    name: '5/6 adjustable rate',
    program: 'conventional',
    termMonths: 360,
    rateType: 'arm',
    initialFixedMonths: 60,
    displayOrder: 6,
  },
  {
    code: 'JUMBO30',
    name: '30-year jumbo',
    program: 'jumbo',
    termMonths: 360,
    rateType: 'fixed',
    initialFixedMonths: null,
    displayOrder: 7,
  },
];
