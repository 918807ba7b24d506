// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  loadScript,
  pageScripts,
  SCRIPT_LOAD_FAILED,
  SCRIPT_URL_MISSING,
} from './script-loader.ts';
import { memoryCookieJar } from './stored-values.ts';

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

const base = { pathname: '/', random: () => 0.5, optedOut: false };

describe('pageScripts (SPEC §4 chat choice, SPEC §7 scripts)', () => {
  it('loads the configured experimentation script, the chosen chat and /fpc.js with the visitor id', () => {
    expect(
      pageScripts({
        ...base,
        optimizelyUrl: 'https://cdn.example/exp.js',
        sierraScriptUrl: 'https://chat.example/new.js',
        rocketAssistUrl: 'https://chat.example/old.js',
        cookies: memoryCookieJar({ rvid: 'rv 1', SierraChatExperience: '100' }),
      }),
    ).toEqual(['https://cdn.example/exp.js', 'https://chat.example/new.js', '/fpc.js?rvid=rv%201']);
  });

  it('loads the old assistant when SierraChatExperience is 0, nothing below 0, and no chat on /es', () => {
    const urls = { sierraScriptUrl: 'new.js', rocketAssistUrl: 'old.js' };
    const scripts = (cookie: string, pathname = '/') =>
      pageScripts({
        ...base,
        ...urls,
        pathname,
        cookies: memoryCookieJar({ SierraChatExperience: cookie }),
      });
    expect(scripts('0')).toEqual(['old.js', '/fpc.js']);
    expect(scripts('-1')).toEqual(['/fpc.js']);
    expect(scripts('100', '/es/prestamos')).toEqual(['/fpc.js']);
  });

  it('adds no script for the site’s own assistant (the chat buttons load it on first open)', () => {
    expect(
      pageScripts({
        ...base,
        rocketAssistUrl: 'old.js',
        cookies: memoryCookieJar({ SierraChatExperience: '100' }),
      }),
    ).toEqual(['/fpc.js']);
  });

  it('leaves an unconfigured feature off', () => {
    expect(pageScripts({ ...base, cookies: memoryCookieJar() })).toEqual(['/fpc.js']);
  });

  it('loads no tracking script after an opt-out', () => {
    expect(
      pageScripts({
        ...base,
        optedOut: true,
        optimizelyUrl: 'exp.js',
        sierraScriptUrl: 'new.js',
        cookies: memoryCookieJar(),
      }),
    ).toEqual(['new.js']);
  });
});

describe('loadScript (SPEC §8 console-only errors)', () => {
  it('reports a missing address in the console only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(loadScript(undefined)).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(SCRIPT_URL_MISSING);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('adds an async script and reports a failed load in the console only', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const loading = loadScript('/missing.js');
    const script = document.head.querySelector('script')!;
    expect(script.async).toBe(true);
    script.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(`${SCRIPT_LOAD_FAILED}: /missing.js`);
  });

  it('resolves true once the script has loaded', async () => {
    const loading = loadScript('/fpc.js');
    document.head.querySelector('script')!.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBe(true);
  });
});
