import type { CookieOptions } from '@lender/analytics';
import { useMemo, useSyncExternalStore } from 'react';
import { documentCookieJar, parseCookies } from '@lender/analytics/document-cookies';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const noSubscription = () => () => {};

/**
 * The page's cookies by name: undefined on the server and while hydrating (pre-rendered pages
 * know no visitor's cookies), read from `document.cookie` after, and again whenever
 * {@link setSiteCookie} changes one.
 */
export function useCookies(): ReadonlyMap<string, string> | undefined {
  const cookieString = useSyncExternalStore(
    subscribe,
    () => document.cookie,
    () => undefined,
  );
  return useMemo(
    () => (cookieString === undefined ? undefined : parseCookies(cookieString)),
    [cookieString],
  );
}

/** Sets a site-wide cookie and lets every {@link useCookies} reader see it. Browser only. */
export function setSiteCookie(name: string, value: string, options?: CookieOptions): void {
  documentCookieJar().set(name, value, options);
  for (const listener of listeners) listener();
}

/** The browser's user agent after hydration; undefined on the server and while hydrating. */
export function useUserAgent(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => navigator.userAgent,
    () => undefined,
  );
}
