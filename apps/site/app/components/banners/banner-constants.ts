// The SPEC's names and numbers for the banners and the co-branded dialog, in one place.

/** SPEC §3/§4: set when the visitor dismisses the promo banner (until the browser closes). */
export const PROMO_CLOSED_COOKIE = 'isPromoClosed';

/** SPEC §3/§4: set when the visitor dismisses the sales banner. */
export const SALES_BANNER_HIDDEN_COOKIE = 'hideAlertBanner';

/** SPEC §9: "Sales banner cookie 999 days". */
export const SALES_BANNER_COOKIE_DAYS = 999;

/**
 * Set when the visitor dismisses the browser-support notice (issue 35; the SPEC names no cookie
 * for it): a session cookie, so the notice stays away for the visit and reminds them on the next
 * one while the browser is still out of date.
 */
export const BROWSER_BANNER_HIDDEN_COOKIE = 'hideBrowserBanner';

/** SPEC §3/§4: set when the co-branded dialog opens, so it opens only once. */
export const CO_BRANDED_DIALOG_SHOWN_COOKIE = 'CoopShown';

/** SPEC §9: "co-branded dialog cookie 365 days". */
export const CO_BRANDED_DIALOG_COOKIE_DAYS = 365;

/** SPEC §9: the co-branded dialog closes by itself after 8 seconds. */
export const CO_BRANDED_DIALOG_AUTO_CLOSE_MS = 8_000;

/** SPEC §9: the co-branded dialog "animates in last 2 seconds" before it closes by itself. */
export const CO_BRANDED_DIALOG_CLOSING_ANIMATION_MS = 2_000;

/** SPEC §9: "Promo shown only on certain pathnames when purchase condition (37) is met". */
export const PURCHASE_CONDITION = 37;

/**
 * SPEC §9 browser-support banner: these major versions and older are out of date ("Chrome under
 * 130, Safari under 16, Firefox under 132"); Internet Explorer always is.
 */
export const SUPPORTED_BROWSER_MINIMUM = {
  chrome: 130,
  safari: 16,
  firefox: 132,
} as const;
