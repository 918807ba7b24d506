import { describe, expect, it } from 'vitest';
import { configuredScriptOrigins } from './site.ts';

const base = {
  segmentKey: undefined,
  environment: 'prod' as const,
  appVersion: '1.0.0',
  optimizelyUrl: undefined,
  sierraScriptUrl: undefined,
  rocketAssistUrl: undefined,
  calculatorsBaseUrl: '/calculators',
};

describe('configuredScriptOrigins (the page CSP’s allowance for configured scripts)', () => {
  it('allows the https origins of the experimentation and chat scripts, each once', () => {
    expect(
      configuredScriptOrigins({
        ...base,
        optimizelyUrl: 'https://cdn.optimizely.example/js/123.js',
        sierraScriptUrl: 'https://chat.example/web.js?v=2',
        rocketAssistUrl: 'https://chat.example/assist.js',
      }),
    ).toEqual(['https://cdn.optimizely.example', 'https://chat.example']);
  });

  it('allows nothing for unset, plain-http or relative addresses', () => {
    expect(configuredScriptOrigins(base)).toEqual([]);
    expect(
      configuredScriptOrigins({ ...base, optimizelyUrl: 'http://insecure.example/x.js' }),
    ).toEqual([]);
    expect(configuredScriptOrigins({ ...base, sierraScriptUrl: '/chat.js' })).toEqual([]);
  });

  it('allows calculator bundles from an https calculators base address', () => {
    expect(
      configuredScriptOrigins({
        ...base,
        calculatorsBaseUrl: 'https://cdn.example.com/calculators',
      }),
    ).toEqual(['https://cdn.example.com']);
  });
});
