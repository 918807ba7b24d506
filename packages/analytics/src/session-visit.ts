import { StoredValueName, type CookieJar } from './stored-values.ts';

/**
 * Whether this page view is the first of the session, so `loaded_initial_page` should fire
 * (SPEC §4: "fires once per session (flag initSessionVisit)"). The first call sets the flag and
 * answers true; later calls answer false. The flag is a session cookie rather than
 * sessionStorage: sessionStorage is per tab, so a second tab would count as a new session.
 */
export function claimInitialPageVisit(cookies: CookieJar): boolean {
  if (cookies.get(StoredValueName.InitSessionVisit) !== undefined) return false;
  cookies.set(StoredValueName.InitSessionVisit, 'true');
  return true;
}
