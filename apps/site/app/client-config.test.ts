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
      }),
    );
    expect(readClientConfig()).toEqual({
      segmentKey: 'wk',
      environment: 'dev',
      appVersion: '2.0.0',
    });
  });

  it('falls back to analytics off, prod and 1.0.0 without a block or with a broken one', () => {
    expect(readClientConfig()).toEqual({ environment: 'prod', appVersion: '1.0.0' });
    withBlock('{oops');
    expect(readClientConfig()).toEqual({ environment: 'prod', appVersion: '1.0.0' });
    withBlock('[1,2]');
    expect(readClientConfig()).toEqual({ environment: 'prod', appVersion: '1.0.0' });
  });
});
