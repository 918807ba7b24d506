/**
 * The one message catalogue shared by browser and server (STYLE habit 10), keyed by field and
 * then by the SPEC §5 vocabulary (`errorRequired`, `errorFormat`, `errorRequiredCheckbox`).
 * Written the GOV.UK way: say what to do, never "please", "invalid", "valid" or "This field is required".
 */
export const messages = {
  zip: {
    errorRequired: 'Enter a ZIP code',
    errorFormat: 'Enter a ZIP code with 5 digits, like 48226',
  },
} as const;

/** The shape of the catalogue, for code that looks messages up by key. */
export type Messages = typeof messages;
