import { ANALYTICS_COOKIE_DAYS, StoredValueName, type CookieJar } from './stored-values.ts';

/** SPEC §7: the first-party cookie script, `GET /fpc.js?rvid={rvid}`, which sets the visitor id. */
export const FIRST_PARTY_COOKIE_SCRIPT_PATH = '/fpc.js';

/** SPEC §9: how long to wait for the visitor id (the fpcs flag) before sending without it. */
export const VISITOR_ID_WAIT_MS = 5000;

/** SPEC §9: how often to look for the visitor id while waiting. */
export const VISITOR_ID_POLL_INTERVAL_MS = 10;

/** The visitor id sent as `user_rvid` / `userRvid`: the rvid cookie, undefined when missing or empty. */
export function userRvid(cookies: CookieJar): string | undefined {
  return cookies.get(StoredValueName.Rvid) || undefined;
}

/**
 * The visitor id of a page view: the rvid cookie, else a new id (`newId`, a UUID) kept in it for
 * a year, so the first page view of the first visit carries it as `user_rvid` and asks
 * `/fpc.js?rvid=` (SPEC §7) to make it the server's own first-party cookie. Only for a visitor
 * analytics may count: the caller checks consent first.
 */
export function ensureVisitorId(cookies: CookieJar, newId: () => string): string {
  const existing = userRvid(cookies);
  if (existing) return existing;
  const id = newId();
  cookies.set(StoredValueName.Rvid, id, { days: ANALYTICS_COOKIE_DAYS });
  return id;
}

/**
 * The `qls_code` / `qlsCode` lead-source code: the qls cookie, else PUD_qls. The SPEC lists both
 * cookies without saying which wins; we read PUD_qls as the older or fallback copy.
 */
export function qlsCode(cookies: CookieJar): string | undefined {
  return cookies.get(StoredValueName.Qls) || cookies.get(StoredValueName.PudQls) || undefined;
}

/** The query parameter of a marketing link that names its lead source (`?qls=SPRING_MAILER`). */
export const QLS_QUERY_PARAMETER = 'qls';

/**
 * What a qls code may be: letters, digits and `_ . : -`, up to 100 characters. Marketing codes
 * are short identifiers; anything else in a link is not one, and is not kept in a cookie that
 * travels with every request.
 */
const QLS_CODE_PATTERN = /^[\w.:-]{1,100}$/;

/**
 * The qls code of a page view: a link's `qls` parameter, when it is a code, becomes the qls
 * cookie for the rest of the visit (a session cookie, as UTMInfo: it says how this visit
 * arrived); without one, {@link qlsCode} as the cookies hold it. Only for a visitor analytics may
 * count (`remember` false: the parameter is still read, nothing is stored).
 */
export function rememberQlsCode(
  cookies: CookieJar,
  search: string,
  remember = true,
): string | undefined {
  const fromQuery = new URLSearchParams(search).get(QLS_QUERY_PARAMETER)?.trim();
  if (fromQuery && QLS_CODE_PATTERN.test(fromQuery)) {
    if (remember) cookies.set(StoredValueName.Qls, fromQuery);
    return fromQuery;
  }
  return qlsCode(cookies);
}

/**
 * The address of the first-party cookie script (SPEC §7), passing the visitor id it should keep
 * when there is one; without one the script makes a new id.
 */
export function firstPartyCookieScriptUrl(rvid: string | undefined): string {
  return rvid
    ? `${FIRST_PARTY_COOKIE_SCRIPT_PATH}?rvid=${encodeURIComponent(rvid)}`
    : FIRST_PARTY_COOKIE_SCRIPT_PATH;
}

/** The waiting of {@link waitForVisitorId}, injected so tests run without timers. */
export interface VisitorIdWait {
  /** Milliseconds from any fixed start, e.g. `performance.now`. */
  readonly now: () => number;
  /** Resolves after about `ms` milliseconds. */
  readonly sleep: (ms: number) => Promise<void>;
  readonly timeoutMs?: number;
  readonly intervalMs?: number;
}

/**
 * Looks for the visitor id with `read` every 10 ms for up to 5000 ms (SPEC §9) and gives it as
 * soon as it is there, or undefined after the wait, so events go out without it rather than never.
 */
export async function waitForVisitorId(
  read: () => string | undefined,
  {
    now,
    sleep,
    timeoutMs = VISITOR_ID_WAIT_MS,
    intervalMs = VISITOR_ID_POLL_INTERVAL_MS,
  }: VisitorIdWait,
): Promise<string | undefined> {
  const start = now();
  for (;;) {
    const id = read();
    if (id) return id;
    if (now() - start >= timeoutMs) return undefined;
    await sleep(intervalMs);
  }
}
