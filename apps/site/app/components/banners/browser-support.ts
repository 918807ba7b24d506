import { SUPPORTED_BROWSER_MINIMUM } from './banner-constants.ts';

/** The engine family a user agent belongs to, as far as the browser-support banner cares. */
export type BrowserFamily = 'chrome' | 'safari' | 'firefox' | 'ie' | 'other';

/** What a user-agent string says about the browser: its family and major version, if any. */
export interface BrowserVersion {
  family: BrowserFamily;
  major: number | undefined;
}

function major(userAgent: string, pattern: RegExp): number | undefined {
  const found = pattern.exec(userAgent)?.[1];
  return found === undefined ? undefined : Number.parseInt(found, 10);
}

/**
 * Reads a user-agent string. Every browser on iPhone and iPad runs Safari's engine, so it counts
 * as Safari of the iOS version; Edge, Opera, Samsung Internet and other Chromium browsers count as
 * the Chrome version they name; Internet Explorer is MSIE or Trident.
 */
export function parseUserAgent(userAgent: string): BrowserVersion {
  if (/\bMSIE \d|\bTrident\/\d/.test(userAgent)) return { family: 'ie', major: undefined };
  if (/\b(iPhone|iPad|iPod)\b/.test(userAgent)) {
    return { family: 'safari', major: major(userAgent, /\bOS (\d+)[_.]\d/) };
  }
  if (/\bFirefox\/\d/.test(userAgent) && !/\bSeamonkey\//i.test(userAgent)) {
    return { family: 'firefox', major: major(userAgent, /\bFirefox\/(\d+)/) };
  }
  if (/\b(Chrome|Chromium)\/\d/.test(userAgent)) {
    return { family: 'chrome', major: major(userAgent, /\b(?:Chrome|Chromium)\/(\d+)/) };
  }
  if (/\bSafari\/\d/.test(userAgent) && /\bVersion\/\d/.test(userAgent)) {
    return { family: 'safari', major: major(userAgent, /\bVersion\/(\d+)/) };
  }
  return { family: 'other', major: undefined };
}

/**
 * Whether the browser-support banner shows (SPEC §9): Internet Explorer, or Chrome, Safari or
 * Firefox older than the supported minimum. A browser we cannot place gets no banner: telling
 * someone their browser is out of date on a guess would be wrong more often than right.
 */
export function isOutdatedBrowser(userAgent: string): boolean {
  const { family, major: version } = parseUserAgent(userAgent);
  if (family === 'ie') return true;
  if (family === 'other' || version === undefined || Number.isNaN(version)) return false;
  return version < SUPPORTED_BROWSER_MINIMUM[family];
}
