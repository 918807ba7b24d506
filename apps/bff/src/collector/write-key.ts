import { tokensMatch } from '../plugins/bearer-token.ts';

/**
 * The write key a call names: analytics-next ≥ 1.84 sends `Authorization: Basic base64(key + ':')`
 * on every event and batch POST; older clients and server senders put `writeKey` in the body.
 * The header wins when both are present.
 */
export function writeKeyOf(
  authorization: string | undefined,
  bodyWriteKey: unknown,
): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(authorization ?? '');
  if (match?.[1]) {
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const user = decoded.split(':', 1)[0];
    if (user) return user;
  }
  return typeof bodyWriteKey === 'string' && bodyWriteKey !== '' ? bodyWriteKey : undefined;
}

/** Whether `given` is the site's write key (SEGMENT_KEY); never true when none is configured. */
export function isSiteWriteKey(given: string | undefined, siteKey: string | undefined): boolean {
  if (!given || !siteKey) return false;
  return tokensMatch(given, siteKey);
}

/**
 * The check of a call's write key against the site's (SEGMENT_KEY, or the one a first start
 * generated: site-write-key.ts). The header analytics-next sends with the site's key comes with
 * every request, so it is recognised by one comparison before the general reading (decoding,
 * then the constant-time check). An ordinary comparison is fine for it: a write key is public,
 * in every page that loads analytics.
 */
export function siteWriteKeyCheck(
  siteKey: string | undefined | (() => string | undefined),
): (authorization: string | undefined, bodyWriteKey: unknown) => boolean {
  const currentKey = typeof siteKey === 'function' ? siteKey : () => siteKey;
  let headerOf: { key: string | undefined; header: string | undefined } = {
    key: undefined,
    header: undefined,
  };
  return (authorization, bodyWriteKey) => {
    const key = currentKey();
    if (headerOf.key !== key) {
      headerOf = {
        key,
        header: key ? `Basic ${Buffer.from(`${key}:`).toString('base64')}` : undefined,
      };
    }
    return (
      (headerOf.header !== undefined && authorization === headerOf.header) ||
      isSiteWriteKey(writeKeyOf(authorization, bodyWriteKey), key)
    );
  };
}
