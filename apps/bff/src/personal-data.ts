// Masks personal data in text bound for the logs. Visitors type e-mail addresses and
// phone numbers into forms; none of them may reach a log line (quality bar,
// OWASP ASVS 16.2.5), whether through a URL, an error message or a logged object.

const EMAIL = /[\w.!#$%'*+^`{|}~-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/gi;
// A North American number written any common way: 3135550100, (313) 555-0100,
// +1 313.555.0100, 1-313-555-0100. Digits that run on into letters, digits, dots or hyphens are
// part of something else: longer digit runs (timestamps), and ids such as the UUID request id
// `cc313555-0100-…` or `8f3135550100-46e3-…`, are left whole.
const PHONE =
  /(?<![\w.-])(?:\+?1[\s.-]?|%2B1|1)?(?:\(\d{3}\)|\d{3})(?:[\s.-]|%20)?\d{3}(?:[\s.-]|%20)?\d{4}(?![\w.-])/g;

/** The text with e-mail addresses and phone numbers replaced by placeholders. */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]');
}

/** An IP address cut to its network: IPv4 to /24, IPv6 to /48, so a log line names no household. */
export function truncateIp(ip: string | undefined): string | undefined {
  if (!ip) return ip;
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.0`;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}::`;
  return undefined;
}

/** The path of a URL with every query value removed: `/a?email=x&b=1` → `/a?email=&b=`. */
export function urlWithoutQueryValues(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1) return url;
  const keys = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => `${pair.split('=')[0] ?? ''}=`);
  return `${url.slice(0, queryStart)}?${keys.join('&')}`;
}
