// The outbox's localStorage key prefix on its own, so the page's entry (browser.ts) can name it
// for the privacy notice without loading the outbox, which comes with the idle-time runtime.

/** Prefix of the localStorage key of each waiting event; the rest of the key is its messageId. */
export const OUTBOX_KEY_PREFIX = 'lender.analytics.outbox:';
