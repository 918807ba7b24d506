// The collector does not keep the User-Agent string (it is one of the richest fingerprinting
// inputs); it keeps what a marketing report groups by: browser and OS with major versions, and
// the kind of device. A few ordered rules cover the browsers the site supports (SPEC §9 banner).

/** What is kept of a user agent. */
export interface ParsedUserAgent {
  browser: string;
  browser_version?: string;
  os: string;
  os_version?: string;
  device_type: 'mobile' | 'tablet' | 'desktop' | 'bot';
}

const BROWSERS: readonly [string, RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)(?:[.\d]*) (?:Mobile\/\S+ )?Safari\//],
  ['Internet Explorer', /\b(?:MSIE (\d+)|Trident\/.*rv:(\d+))/],
];

const SYSTEMS: readonly [string, RegExp][] = [
  ['iOS', /\b(?:iPhone|CPU) OS (\d+)/],
  ['iPadOS', /\biPad.*OS (\d+)/],
  ['Android', /\bAndroid (\d+)/],
  ['ChromeOS', /\bCrOS\b/],
  ['Windows', /\bWindows NT (\d+)/],
  ['macOS', /\bMac OS X (\d+[._]\d+)/],
  ['Linux', /\bLinux\b/],
];

/** Browser, OS and device kind of a User-Agent string; undefined when there is none. */
export function parseUserAgent(userAgent: unknown): ParsedUserAgent | undefined {
  if (typeof userAgent !== 'string' || userAgent.trim() === '') return undefined;
  const ua = userAgent.slice(0, 1_000);
  const parsed: ParsedUserAgent = { browser: 'other', os: 'other', device_type: deviceType(ua) };
  for (const [name, pattern] of BROWSERS) {
    const match = pattern.exec(ua);
    if (match) {
      parsed.browser = name;
      const version = match[1] ?? match[2];
      if (version) parsed.browser_version = version;
      break;
    }
  }
  for (const [name, pattern] of SYSTEMS) {
    const match = pattern.exec(ua);
    if (match) {
      parsed.os = name;
      if (match[1]) parsed.os_version = match[1].replace('_', '.');
      break;
    }
  }
  return parsed;
}

function deviceType(ua: string): ParsedUserAgent['device_type'] {
  if (/bot\b|crawler|spider/i.test(ua)) return 'bot';
  if (/\biPad\b|\bTablet\b/i.test(ua) || (/\bAndroid\b/.test(ua) && !/\bMobile\b/.test(ua))) {
    return 'tablet';
  }
  if (/\bMobi|\biPhone\b|\bAndroid\b/.test(ua)) return 'mobile';
  return 'desktop';
}
