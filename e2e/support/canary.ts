// A visitor's e-mail address that the journeys use where a real visitor's would go (the opt-out
// page's `?email=` link above all). It may be kept only in the consent records the visitor asked
// for: after the suite, support/global-teardown.ts looks for it in the stored analytics events,
// the session recordings and the server's log, and fails the run if it is anywhere there.

/** The address's local part: a string no page, fixture or server makes by itself. */
export const CANARY = 'canary7q3xz';

/** The canary e-mail address. */
export const CANARY_EMAIL = `${CANARY}@example.com`;

/** The canary with a `+` tag, as mail-merge links leave it unencoded (`jane+news@…`). */
export const CANARY_PLUS_EMAIL = `jane+${CANARY}@example.com`;

/** Whether a text holds the canary, in any letter case or URL encoding of the address around it. */
export function holdsCanary(text: string): boolean {
  return text.toLowerCase().includes(CANARY);
}

/** Each place a text holds the canary, with 60 characters either side: what a failure shows. */
export function canarySightings(text: string): string[] {
  const lower = text.toLowerCase();
  const sightings: string[] = [];
  for (let at = lower.indexOf(CANARY); at !== -1; at = lower.indexOf(CANARY, at + CANARY.length)) {
    sightings.push(text.slice(Math.max(0, at - 60), at + CANARY.length + 60));
    if (sightings.length === 20) break;
  }
  return sightings;
}
