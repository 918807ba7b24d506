/**
 * The SPEC §3 cookies and stored values the analytics rules read and write, by their exact names.
 * The banner cookies (isPromoClosed, hideAlertBanner, CoopShown) belong to the banners, not here.
 */
export const StoredValueName = {
  AnonymousId: 'ajs_anonymous_id',
  UtmInfo: 'UTMInfo',
  ReferringDomain: 'ReferringDomain',
  InitSessionVisit: 'initSessionVisit',
  SierraChatExperience: 'SierraChatExperience',
  UseSierra: 'useSierra',
  PersonalizationSegment: 'personalization_segment',
  PersonalizationHoldGroup: 'personalization_hold_group',
  PersonalizationSegmentCache: 'personalization_segment_cache',
  PersonalizationHoldGroupCache: 'personalization_hold_group_cache',
  Qls: 'qls',
  PudQls: 'PUD_qls',
  Rvid: 'rvid',
  ClientCustId: 'client_cust_id',
} as const;

/** One of the {@link StoredValueName} values. */
export type StoredValueName = (typeof StoredValueName)[keyof typeof StoredValueName];

/**
 * SPEC §9 analytics cookie expiry, 31,536,000,000 ms. It is one year, the lifetime of every
 * long-lived analytics cookie here (the anonymous id, the visitor-source marker, the chat draw).
 */
export const ANALYTICS_COOKIE_EXPIRY_MS = 31_536_000_000;

/** {@link ANALYTICS_COOKIE_EXPIRY_MS} in whole days (365), the unit {@link CookieJar.set} takes. */
export const ANALYTICS_COOKIE_DAYS = ANALYTICS_COOKIE_EXPIRY_MS / 86_400_000;

/** Options of {@link CookieJar.set}: `days` is the lifetime; without it the cookie ends with the browser session. */
export interface CookieOptions {
  readonly days?: number;
}

/**
 * The little of `document.cookie` the rules need, injected so they stay pure. `get` gives the
 * decoded value or undefined; `set` encodes it (a JSON value has quotes, commas and semicolons).
 */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options?: CookieOptions): void;
}

/** The little of Web Storage the rules need; `localStorage` and `sessionStorage` fit as they are. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** A cookie as {@link memoryCookieJar} keeps it: its value and the lifetime it was set with. */
export interface StoredCookie {
  readonly value: string;
  readonly days: number | undefined;
}

/** An in-memory {@link CookieJar} with its contents visible, for tests and server rendering. */
export interface MemoryCookieJar extends CookieJar {
  readonly cookies: ReadonlyMap<string, StoredCookie>;
}

/** An in-memory {@link CookieJar}, starting with the given values (no lifetime). */
export function memoryCookieJar(initial: Readonly<Record<string, string>> = {}): MemoryCookieJar {
  const cookies = new Map<string, StoredCookie>(
    Object.entries(initial).map(([name, value]) => [name, { value, days: undefined }]),
  );
  return {
    cookies,
    get: (name) => cookies.get(name)?.value,
    set: (name, value, options) => {
      cookies.set(name, { value, days: options?.days });
    },
  };
}

/** An in-memory {@link KeyValueStore}, starting with the given values, for tests and server rendering. */
export function memoryStore(
  initial: Readonly<Record<string, string>> = {},
): KeyValueStore & { readonly items: ReadonlyMap<string, string> } {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, value);
    },
  };
}
