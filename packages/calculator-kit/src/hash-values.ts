// A calculator's whole form in the URL hash (`#balance=300000&rate=7.5&…`), so a shared link
// opens the same figures. Parameters the calculator does not own (the wizard's `zip` and
// `creditScore`) are kept as they are.
import { hashParams } from './hash.ts';

/** The values the hash gives for the form's own keys (the others are left out). */
export function valuesFromHash<Values extends object>(
  hash: string,
  defaults: Values,
): Partial<Values> {
  const params = hashParams(hash);
  const found: Partial<Values> = {};
  for (const key of Object.keys(defaults) as (keyof Values & string)[]) {
    const value = params.get(key);
    // Hash text is at most a few characters per field: longer is not one of our links.
    if (value !== null && value.length <= 20) found[key] = value as Values[typeof key];
  }
  return found;
}

/** The hash holding `values`, with any other parameters of `hash` kept. */
export function hashOfValues(hash: string, values: object): string {
  const params = hashParams(hash);
  for (const [key, value] of Object.entries(values)) params.set(key, String(value));
  return `#${params.toString()}`;
}

/** The hash has at least one of the form's keys: a shared link to be calculated at once. */
export function hashHasValues(hash: string, defaults: object): boolean {
  const params = hashParams(hash);
  return Object.keys(defaults).some((key) => params.has(key));
}
