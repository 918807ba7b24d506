// SPEC §3 ids the page itself holds, added to every event with the common fields: the marketing
// cookies aff_sub, nvm and clientipv6 ("Cookies and stored values") and the global account id
// ("A global account id may exist on the page"). Pure: the cookie jar and the page's global are
// passed in.
import type { CommonFields } from './event-fields.ts';
import type { CookieJar } from './stored-values.ts';

/** The affiliate's sub-id cookie (SPEC §3), sent as `aff_sub`. */
export const AFFILIATE_SUB_COOKIE = 'aff_sub';
/** The `nvm` marketing cookie (SPEC §3), sent as `nvm`. */
export const NVM_COOKIE = 'nvm';
/** The visitor's IPv6 address cookie (SPEC §3), sent as `clientipv6`, anonymised. */
export const CLIENT_IPV6_COOKIE = 'clientipv6';
/** The page global holding the signed-in visitor's account id (SPEC §3), sent as `account_id`. */
export const GLOBAL_ACCOUNT_ID = 'globalAccountId';

/** The longest value kept from a cookie or the page: an id, not a document. */
export const MAX_PAGE_ID_CHARS = 100;

/** Hextets of an IPv6 address kept: a /48 network, the rest zeroed (as Google Analytics did). */
export const IPV6_KEPT_HEXTETS = 3;

/**
 * An IPv6 address cut to its /48 network (`2001:db8:85a3::`), enough to tell a region or a
 * network apart, not a household's devices. Anything that is not an IPv6 address gives undefined.
 */
export function anonymizedIpv6(value: string | undefined): string | undefined {
  if (!value || value.length > 45 || !/^[0-9a-fA-F:.]+$/.test(value) || !value.includes(':')) {
    return undefined;
  }
  const halves = value.split('::');
  if (halves.length > 2) return undefined;
  const parts = (half: string | undefined) => (half ? half.split(':') : []);
  const head = parts(halves[0]);
  const tail = parts(halves[1]);
  // An embedded IPv4 tail (::ffff:192.0.2.1) counts as two hextets.
  const width = (list: string[]) => list.reduce((n, part) => n + (part.includes('.') ? 2 : 1), 0);
  const missing = 8 - width(head) - width(tail);
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const hextets = [...head, ...Array<string>(Math.max(missing, 0)).fill('0'), ...tail];
  const kept = hextets.slice(0, IPV6_KEPT_HEXTETS);
  if (!kept.every((part) => /^[0-9a-fA-F]{1,4}$/.test(part))) return undefined;
  return `${kept.map((part) => part.toLowerCase().replace(/^0+(?=.)/, '')).join(':')}::`;
}

function idText(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  return text !== '' && text.length <= MAX_PAGE_ID_CHARS ? text : undefined;
}

/** What {@link pageIds} reads. */
export interface PageIdSources {
  readonly cookies: CookieJar;
  /** The page's global account id (`window.globalAccountId`), if any. */
  readonly globalAccountId?: unknown;
  /**
   * The visitor opted out (GPC, "Do not sell or share"): the marketing cookies (affiliate,
   * nvm, address) stay off the strictly necessary events still sent.
   */
  readonly optedOut: boolean;
}

/** The SPEC §3 ids the page holds, only those present and readable. */
export function pageIds({
  cookies,
  globalAccountId,
  optedOut,
}: PageIdSources): Partial<CommonFields> {
  const ids: { -readonly [Key in keyof CommonFields]?: CommonFields[Key] } = {};
  const accountId = idText(globalAccountId);
  if (accountId) ids.account_id = accountId;
  if (optedOut) return ids;
  const affiliate = idText(cookies.get(AFFILIATE_SUB_COOKIE));
  const nvm = idText(cookies.get(NVM_COOKIE));
  const ipv6 = anonymizedIpv6(cookies.get(CLIENT_IPV6_COOKIE));
  if (affiliate) ids.aff_sub = affiliate;
  if (nvm) ids.nvm = nvm;
  if (ipv6) ids.clientipv6 = ipv6;
  return ids;
}
