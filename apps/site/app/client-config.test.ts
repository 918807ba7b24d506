// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readClientConfig } from './client-config.ts';

afterEach(() => {
  document.head.innerHTML = '';
});

function withBlock(json: string) {
  document.head.innerHTML = `<script type="application/json" id="client-config">${json}</script>`;
}

describe('readClientConfig (SPEC §3 client configuration)', () => {
  it('reads the block the server injects', () => {
    withBlock(
      JSON.stringify({
        segmentKey: 'wk',
        environment: 'dev',
        appVersion: '2.0.0',
        optimizelyUrl: '',
        calculatorsBaseUrl: 'https://cdn.example.com/calculators',
      }),
    );
    expect(readClientConfig()).toEqual({
      segmentKey: 'wk',
      environment: 'dev',
      appVersion: '2.0.0',
      calculatorsBaseUrl: 'https://cdn.example.com/calculators',
    });
  });

  it('loads calculators only from a path or an https address', () => {
    for (const unsafe of ['//evil.example/x', 'http://cdn.example.com', 'javascript:alert(1)']) {
      withBlock(JSON.stringify({ calculatorsBaseUrl: unsafe }));
      expect(readClientConfig().calculatorsBaseUrl).toBe('/calculators');
    }
  });

  it('falls back to analytics off, prod and 1.0.0 without a block or with a broken one', () => {
    const defaults = {
      environment: 'prod',
      appVersion: '1.0.0',
      calculatorsBaseUrl: '/calculators',
    };
    expect(readClientConfig()).toEqual(defaults);
    withBlock('{oops');
    expect(readClientConfig()).toEqual(defaults);
    withBlock('[1,2]');
    expect(readClientConfig()).toEqual(defaults);
  });
});
