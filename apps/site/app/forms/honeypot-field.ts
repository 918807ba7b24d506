import type { HONEYPOT_FIELD as VALIDATION_HONEYPOT_FIELD } from '@lender/validation';

/**
 * The honeypot field's name (@lender/validation's HONEYPOT_FIELD), repeated here so the page
 * shell can render it without loading the validation library on every page: importing one
 * constant would bring all of zod. The type ties it to the library's value, so a rename there
 * fails the type check here.
 */
export const HONEYPOT_FIELD: typeof VALIDATION_HONEYPOT_FIELD = 'website';
