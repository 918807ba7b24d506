// The site's one way to read and write `document.cookie`: analytics' stored values (UTMInfo, rvid,
// …), the banners' and the co-branded dialog's cookies all go through here.
import type { CookieJar, CookieOptions } from './stored-values.ts';

const DAY_MS = 86_400_000;

/** The cookies of a `document.cookie` string by name, values decoded; the first of a name wins. */
export function parseCookies(cookieString: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const pair of cookieString.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    const name = pair.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    const raw = pair.slice(separator + 1).trim();
    try {
      cookies.set(name, decodeURIComponent(raw));
    } catch {
      cookies.set(name, raw); // not written by us: give it as it is
    }
  }
  return cookies;
}

/**
 * A `document.cookie` assignment for the whole site (`Path=/`, `SameSite=Lax`), the value
 * URI-encoded (UTMInfo is JSON, with commas and quotes): lasting `days` from `now` (Max-Age, and
 * Expires for older browsers), or the browser session without `days`; Secure over https.
 */
export function serializeCookie(
  name: string,
  value: string,
  options: CookieOptions & { readonly now: Date; readonly secure: boolean },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax'];
  if (options.days !== undefined) {
    parts.push(`Max-Age=${Math.round(options.days * 86_400)}`);
    parts.push(`Expires=${new Date(options.now.getTime() + options.days * DAY_MS).toUTCString()}`);
  }
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** A {@link CookieJar} over `document.cookie` (or a stand-in for it), Secure on https pages. */
export function documentCookieJar(
  doc: Pick<Document, 'cookie'> & { location?: Location | null } = document,
): CookieJar {
  return {
    get: (name) => parseCookies(doc.cookie).get(name),
    set(name, value, options) {
      doc.cookie = serializeCookie(name, value, {
        ...options,
        now: new Date(),
        secure: doc.location?.protocol === 'https:',
      });
    },
  };
}
