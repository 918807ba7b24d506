import { createHash } from 'node:crypto';
import { INSERTED_STYLE_TEXTS } from '@lender/ui/csp';
import { describe, expect, it } from 'vitest';
import {
  clientConfigScript,
  injectAtHeadStart,
  injectIntoHead,
  inlineScriptHashes,
  pageCsp,
} from './html-document.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('clientConfigScript', () => {
  it('embeds the configuration as JSON that parses back to the same values', () => {
    const config = {
      segmentKey: 'key',
      environment: 'prod' as const,
      appVersion: '1.0.0',
      optimizelyUrl: undefined,
      sierraScriptUrl: undefined,
      rocketAssistUrl: undefined,
      calculatorsBaseUrl: '/calculators',
    };
    const script = clientConfigScript(config);
    const json = /<script type="application\/json" id="client-config">(.*)<\/script>/.exec(
      script,
    )?.[1];
    expect(JSON.parse(json ?? '')).toEqual({
      segmentKey: 'key',
      environment: 'prod',
      appVersion: '1.0.0',
      calculatorsBaseUrl: '/calculators',
    });
  });

  it('cannot be closed early by a value', () => {
    const script = clientConfigScript({
      environment: 'dev',
      appVersion: '1.0.0',
      segmentKey: '</script><script>alert(1)</script>',
    } as never);
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    expect(script).toContain('\\u003c/script\\u003e');
  });
});

describe('injectIntoHead', () => {
  it('puts the fragment just before </head>', () => {
    expect(injectIntoHead('<html><head><title>t</title></head><body></body></html>', '<x>')).toBe(
      '<html><head><title>t</title><x></head><body></body></html>',
    );
  });
});

describe('injectAtHeadStart', () => {
  it('puts the fragment first in the head, after the charset, before any preload', () => {
    expect(
      injectAtHeadStart(
        '<html lang="en-US"><head><meta charSet="utf-8"/><link rel="modulepreload" href="/a.js"/></head><header></header></html>',
        '<x>',
      ),
    ).toBe(
      '<html lang="en-US"><head><meta charSet="utf-8"/><x><link rel="modulepreload" href="/a.js"/></head><header></header></html>',
    );
  });

  it('puts it right after <head> when no charset opens the head, and leaves a document without a head alone', () => {
    expect(injectAtHeadStart('<head class="h"><title>t</title></head>', '<x>')).toBe(
      '<head class="h"><x><title>t</title></head>',
    );
    expect(injectAtHeadStart('<header>no head</header>', '<x>')).toBe('<header>no head</header>');
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html = [
      '<script>window.a=1</script>',
      '<script type="module">import("/assets/x.js")</script>',
      '<script src="/assets/y.js"></script>',
      '<script type="application/json" id="client-config">{"a":1}</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha256('window.a=1'),
      sha256('import("/assets/x.js")'),
    ]);
  });
});

describe('pageCsp', () => {
  it('allows only the given inline scripts and forbids framing, plugins and base changes', () => {
    const csp = pageCsp(["'nonce-abc'"]);
    expect(csp).toContain("script-src 'self' 'nonce-abc'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).not.toContain('unsafe');
  });

  it('allows no inline style but the <style> elements react-aria inserts, by hash', () => {
    const styleSources = /style-src ([^;]*)/.exec(pageCsp([]))?.[1]?.split(' ');
    expect(styleSources).toEqual(["'self'", ...INSERTED_STYLE_TEXTS.map(sha256)]);
  });
});
