/**
 * A URL's query parameters with "+" read as a plus sign, not as a space. Mail-merge links often
 * leave the "+" of `jane+news@example.com` unencoded, and form encoding would turn it into a
 * space, losing the address; no e-mail address, phone number or tracking id holds a space.
 */
export function queryKeepingPlus(search: string): URLSearchParams {
  return new URLSearchParams(search.replace(/\+/g, '%2B'));
}
