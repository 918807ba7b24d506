import { describe, expect, it } from 'vitest';
import { isOutdatedBrowser, parseUserAgent } from './browser-support.ts';

const UA = {
  chrome129:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.6668.100 Safari/537.36',
  chrome130:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.6723.59 Safari/537.36',
  chromeAndroid142:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36',
  edge129:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/129.0.0.0 Safari/537.36 Edg/129.0.2792.65',
  edge131:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.51',
  firefox131: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
  firefox132: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0',
  safari15:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6.1 Safari/605.1.15',
  safari16:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.0 Safari/605.1.15',
  iphoneIos15:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.6 Mobile/15E148 Safari/604.1',
  chromeOnIos15:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 15_7 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
  ipadIos17:
    'Mozilla/5.0 (iPad; CPU OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie10: 'Mozilla/5.0 (compatible; MSIE 10.0; Windows NT 6.2; Trident/6.0)',
  curl: 'curl/8.5.0',
  empty: '',
} as const;

describe('isOutdatedBrowser (SPEC §9)', () => {
  it.each([
    ['Chrome 129', UA.chrome129, true],
    ['Chrome 130', UA.chrome130, false],
    ['Chrome 142 on Android', UA.chromeAndroid142, false],
    ['Edge on Chromium 129', UA.edge129, true],
    ['Edge on Chromium 131', UA.edge131, false],
    ['Firefox 131', UA.firefox131, true],
    ['Firefox 132', UA.firefox132, false],
    ['Safari 15', UA.safari15, true],
    ['Safari 16', UA.safari16, false],
    ['Safari on iOS 15', UA.iphoneIos15, true],
    ['Chrome on iOS 15 (Safari engine)', UA.chromeOnIos15, true],
    ['Safari on iPadOS 17', UA.ipadIos17, false],
    ['Internet Explorer 11', UA.ie11, true],
    ['Internet Explorer 10', UA.ie10, true],
    ['an unknown client', UA.curl, false],
    ['no user agent', UA.empty, false],
  ])('%s → %s', (_name, userAgent, outdated) => {
    expect(isOutdatedBrowser(userAgent)).toBe(outdated);
  });
});

describe('parseUserAgent', () => {
  it.each([
    [UA.chrome129, { family: 'chrome', major: 129 }],
    [UA.firefox132, { family: 'firefox', major: 132 }],
    [UA.safari16, { family: 'safari', major: 16 }],
    [UA.chromeOnIos15, { family: 'safari', major: 15 }],
    [UA.ie11, { family: 'ie', major: undefined }],
    [UA.curl, { family: 'other', major: undefined }],
  ])('reads %s', (userAgent, expected) => {
    expect(parseUserAgent(userAgent)).toEqual(expected);
  });
});
