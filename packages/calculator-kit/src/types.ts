import type { CalculatorTerms } from './terms.tsx';

/** The brand a calculator shows itself in: its name in the copy, and where its links go. */
export interface CalculatorBrand {
  /** The lender's name as the copy says it, e.g. "Harborlight Home Loans". */
  name: string;
  /** Where "talk to a loan officer" goes: the host's get-started page. */
  getStartedUrl?: string;
  /** Where "homes for sale" links point when the API gives no link (the listings site). */
  listingsUrl?: string;
  /** The host's page for a city (market insights), `{city}` and `{state}` filled in. */
  placePageUrlTemplate?: string;
}

/**
 * What a calculator tells the host's analytics (SPEC §3). Amounts only ever as bands
 * (`bandAmount`); the host adds `page_name` and sends it with its own library.
 */
export type CalculatorEvent =
  | {
      name: 'CALCULATION_RAN';
      properties: {
        calculator_name: string;
        income_band?: string;
        funds_band?: string;
        monthly_debt_band?: string;
        price_band?: string;
        down_payment_band?: string;
        rent_band?: string;
        loan_amount_band?: string;
        result_band?: string;
        extra_payment_band?: string;
        self_reported_credit_score_range?:
          'poor' | 'below_average' | 'average' | 'good' | 'excellent' | 'none';
      };
    }
  | {
      name: 'FORM_FIELD_ERROR';
      properties: { form_name: string; field_name: string; error_message: string };
    };

/** The props every calculator takes, whoever hosts it: the site, another property, Storybook. */
export interface CalculatorProps<Values> {
  /** Starting values of the form (the URL hash, when present, wins). */
  initialValues?: Partial<Values>;
  brand?: CalculatorBrand;
  /** Called with each analytics event; leave out to send none. */
  onEvent?: (event: CalculatorEvent) => void;
  /** The API base address (SPEC §7 `{base}`); default `''`, the page's own origin. */
  apiBaseUrl?: string;
  /** A Fetch API to call it with (tests, stories, server rendering); default the browser's. */
  fetch?: typeof globalThis.fetch;
  /** Mortgage terms the host explains beside the figures (PMI, DTI, escrow…); plain terms without. */
  terms?: CalculatorTerms;
  /** The heading level of the calculator's own headings (the host's heading is one above). Default 2. */
  headingLevel?: 2 | 3;
}
