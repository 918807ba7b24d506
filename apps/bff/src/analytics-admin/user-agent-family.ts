// The browser and system a session signed in from, as the sessions page shows it ("Firefox on
// Windows"): enough for an operator to tell their sessions apart, and far less than the whole
// User-Agent, which can single out a person. Plain substring tests, no regular expression.

/** Longest User-Agent looked at: real ones are under 300 characters. */
const LOOKED_AT = 512;

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
const BROWSERS: readonly (readonly [string, string])[] = [
  ['Edg/', 'Edge'],
  ['OPR/', 'Opera'],
  ['Firefox/', 'Firefox'],
  ['FxiOS/', 'Firefox'],
  ['CriOS/', 'Chrome'],
  ['Chrome/', 'Chrome'],
  ['Safari/', 'Safari'],
  ['curl/', 'curl'],
];

// iPhones and iPads also say "Mac OS X", Android also says Linux.
const SYSTEMS: readonly (readonly [string, string])[] = [
  ['iPhone', 'iOS'],
  ['iPad', 'iPadOS'],
  ['Android', 'Android'],
  ['CrOS', 'ChromeOS'],
  ['Windows', 'Windows'],
  ['Macintosh', 'macOS'],
  ['Linux', 'Linux'],
];

/** "Chrome on macOS", "curl", or "Unknown browser". */
export function userAgentFamily(userAgent: string | undefined): string {
  const text = (userAgent ?? '').slice(0, LOOKED_AT);
  const browser = BROWSERS.find(([marker]) => text.includes(marker))?.[1];
  const system = SYSTEMS.find(([marker]) => text.includes(marker))?.[1];
  if (!browser) return system ? `Unknown browser on ${system}` : 'Unknown browser';
  return system ? `${browser} on ${system}` : browser;
}
