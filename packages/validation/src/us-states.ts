import { z } from 'zod';
import { messages } from './messages.ts';

/** USPS codes of the 50 states and the District of Columbia, where the lender can be licensed. */
export const US_STATE_CODES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

/** A USPS state code. */
export type UsStateCode = (typeof US_STATE_CODES)[number];

const STATES = new Set<string>(US_STATE_CODES);

/** A state code in any letter case, given back in capitals: "mi" → "MI". */
export const UsStateSchema = z
  .string({ error: messages.state.errorRequired })
  .transform((value, context) => {
    const code = value.trim().toUpperCase();
    if (code === '') {
      context.addIssue({ code: 'custom', message: messages.state.errorRequired });
      return z.NEVER;
    }
    if (!STATES.has(code)) {
      context.addIssue({ code: 'custom', message: messages.state.errorFormat });
      return z.NEVER;
    }
    return code as UsStateCode;
  });
