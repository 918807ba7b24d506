import type { CookieJar } from './stored-values.ts';

/**
 * A {@link CookieJar} over `document.cookie`: values URI-encoded (UTMInfo is JSON, with commas
 * and quotes), site-wide (`path=/`), `SameSite=Lax`, and `Secure` on https pages.
 */
export function documentCookieJar(
  doc: Pick<Document, 'cookie'> & { location?: Location | null },
): CookieJar {
  return {
    get(name) {
      for (const part of doc.cookie.split(';')) {
        const separator = part.indexOf('=');
        if (separator === -1) continue;
        if (part.slice(0, separator).trim() !== name) continue;
        const raw = part.slice(separator + 1).trim();
        try {
          return decodeURIComponent(raw);
        } catch {
          return raw; // not written by us: give it as it is
        }
      }
      return undefined;
    },
    set(name, value, options) {
      const parts = [`${name}=${encodeURIComponent(value)}`, 'path=/', 'SameSite=Lax'];
      if (options?.days !== undefined) parts.push(`max-age=${Math.round(options.days * 86_400)}`);
      if (doc.location?.protocol === 'https:') parts.push('Secure');
      doc.cookie = parts.join('; ');
    },
  };
}
