// The screen-share page's support session (SPEC §7, §9); the code's rules are
// @lender/validation's (`checkScreenShareCode`).

/** SPEC §7: the support session page on the support host, keyed by the code's digits. */
export function supportSessionUrl(supportHost: string, digits: string): string {
  const url = new URL('/api/start_session', supportHost);
  url.searchParams.set('short_key', digits);
  return url.href;
}
