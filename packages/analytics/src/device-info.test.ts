import { describe, expect, it } from 'vitest';
import { browserVersion, deviceInfo, deviceType, osVersion } from './device-info.ts';

const AGENTS = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
  firefoxMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:132.0) Gecko/20100101 Firefox/132.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/130.0.6723.90 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
  ie11: 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36',
  headlessLinux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/142.0.0.0 Safari/537.36',
};

describe('browserVersion (SPEC §3 browser_version)', () => {
  it.each([
    [AGENTS.chromeWindows, 'Chrome 130.0'],
    [AGENTS.edge, 'Edge 131.0'],
    [AGENTS.firefoxMac, 'Firefox 132.0'],
    [AGENTS.safariMac, 'Safari 17.5'],
    [AGENTS.iphone, 'Safari 17.5'],
    [AGENTS.chromeIphone, 'Chrome 130.0'],
    [AGENTS.samsung, 'Samsung Internet 26.0'],
    [AGENTS.ie11, 'Internet Explorer 11.0'],
    [AGENTS.ie9, 'Internet Explorer 9.0'],
    [AGENTS.headlessLinux, 'Chrome 142.0'],
    ['curl/8.5.0', undefined],
  ])('%s → %s', (agent, expected) => {
    expect(browserVersion(agent)).toBe(expected);
  });
});

describe('osVersion (SPEC §3 os_version)', () => {
  it.each([
    [AGENTS.chromeWindows, 'Windows 10'],
    [AGENTS.ie11, 'Windows 7'],
    [AGENTS.firefoxMac, 'macOS 10.15'],
    [AGENTS.safariMac, 'macOS 10.15'],
    [AGENTS.iphone, 'iOS 17.5'],
    [AGENTS.ipad, 'iOS 16.6'],
    [AGENTS.androidPhone, 'Android 14'],
    [AGENTS.chromebook, 'ChromeOS'],
    [AGENTS.headlessLinux, 'Linux'],
    ['', undefined],
  ])('%s → %s', (agent, expected) => {
    expect(osVersion(agent)).toBe(expected);
  });
});

describe('deviceType (SPEC §3 device_type, SPEC §9 breakpoints)', () => {
  it('believes a phone or tablet user agent whatever the viewport', () => {
    expect(deviceType(AGENTS.iphone, 1400)).toBe('mobile');
    expect(deviceType(AGENTS.androidPhone, 900)).toBe('mobile');
    expect(deviceType(AGENTS.ipad, 400)).toBe('tablet');
    expect(deviceType(AGENTS.androidTablet, 1400)).toBe('tablet');
  });

  it('goes by the viewport for desktop agents: ≤ 767 mobile, < 1290 tablet, else desktop', () => {
    expect(deviceType(AGENTS.chromeWindows, 767)).toBe('mobile');
    expect(deviceType(AGENTS.chromeWindows, 768)).toBe('tablet');
    expect(deviceType(AGENTS.chromeWindows, 1289)).toBe('tablet');
    expect(deviceType(AGENTS.chromeWindows, 1290)).toBe('desktop');
  });
});

describe('deviceInfo', () => {
  it('leaves out what it cannot tell', () => {
    expect(deviceInfo('curl/8.5.0', 1440)).toEqual({ device_type: 'desktop' });
    expect(deviceInfo(AGENTS.iphone, 390)).toEqual({
      device_type: 'mobile',
      os_version: 'iOS 17.5',
      browser_version: 'Safari 17.5',
    });
  });
});
