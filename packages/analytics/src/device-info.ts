import { DeviceType } from './enumerations.ts';

/**
 * The SPEC §3 common fields that describe the visitor's device, read from the user agent and the
 * viewport: `device_type`, `os_version` and `browser_version`. Only the product and its major
 * and minor version are kept, never the full user-agent string (it narrows who the visitor is).
 */
export interface DeviceInfo {
  readonly device_type: DeviceType;
  readonly os_version?: string;
  readonly browser_version?: string;
}

/** SPEC §9: mobile at or below 767 px wide, tablet below 1290 px. */
export const MOBILE_MAX_WIDTH = 767;
export const TABLET_MAX_WIDTH = 1289;

// Order matters: Edge and Opera also say "Chrome/", Chrome also says "Safari/".
const BROWSERS: readonly (readonly [name: string, pattern: RegExp])[] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+(?:\.\d+)?)/],
  ['Opera', /\bOPR\/(\d+(?:\.\d+)?)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+(?:\.\d+)?)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+(?:\.\d+)?)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+(?:\.\d+)?)/],
  ['Safari', /\bVersion\/(\d+(?:\.\d+)?).*\bSafari\//],
  ['Internet Explorer', /\bTrident\/.*\brv:(\d+(?:\.\d+)?)/],
  ['Internet Explorer', /\bMSIE (\d+(?:\.\d+)?)/],
];

/** "Chrome 130.0", "Safari 17.5", "Firefox 132.0"…; undefined for an agent we do not know. */
export function browserVersion(userAgent: string): string | undefined {
  for (const [name, pattern] of BROWSERS) {
    const version = pattern.exec(userAgent)?.[1];
    if (version) return `${name} ${version}`;
  }
  return undefined;
}

/** "Windows 10", "macOS 10.15", "iOS 17.5", "Android 14", "ChromeOS", "Linux"; undefined when unknown. */
export function osVersion(userAgent: string): string | undefined {
  const ios = /\b(?:iPhone|iPad|iPod).*? OS (\d+)[_.](\d+)/.exec(userAgent);
  if (ios) return `iOS ${ios[1]}.${ios[2]}`;
  const android = /\bAndroid (\d+(?:\.\d+)?)/.exec(userAgent);
  if (android) return `Android ${android[1]}`;
  const windows = /\bWindows NT (\d+\.\d+)/.exec(userAgent);
  if (windows) return `Windows ${WINDOWS_NAMES[windows[1] ?? ''] ?? windows[1]}`;
  const mac = /\bMac OS X (\d+)[_.](\d+)/.exec(userAgent);
  if (mac) return `macOS ${mac[1]}.${mac[2]}`;
  if (/\bCrOS\b/.test(userAgent)) return 'ChromeOS';
  if (/\bLinux\b/.test(userAgent)) return 'Linux';
  return undefined;
}

// Windows 11 still reports NT 10.0 in the user agent; only client hints tell them apart.
const WINDOWS_NAMES: Readonly<Record<string, string>> = {
  '10.0': '10',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
};

/**
 * The device class: a phone or tablet user agent says so; otherwise the viewport decides by the
 * SPEC §9 breakpoints (an iPad in desktop mode reports a Mac user agent, and a narrow desktop
 * window is laid out, and used, as a tablet or phone).
 */
export function deviceType(userAgent: string, viewportWidth: number): DeviceType {
  if (/\biPad\b|\bTablet\b|Android(?!.*\bMobile\b)/.test(userAgent)) return DeviceType.Tablet;
  if (/\bMobi|\biPhone\b|\biPod\b/.test(userAgent)) return DeviceType.Mobile;
  if (viewportWidth <= MOBILE_MAX_WIDTH) return DeviceType.Mobile;
  if (viewportWidth <= TABLET_MAX_WIDTH) return DeviceType.Tablet;
  return DeviceType.Desktop;
}

/** The three device fields of an event. */
export function deviceInfo(userAgent: string, viewportWidth: number): DeviceInfo {
  const info: { -readonly [Key in keyof DeviceInfo]: DeviceInfo[Key] } = {
    device_type: deviceType(userAgent, viewportWidth),
  };
  const os = osVersion(userAgent);
  const browser = browserVersion(userAgent);
  if (os) info.os_version = os;
  if (browser) info.browser_version = browser;
  return info;
}
