import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      processes: 1,
      dataDir: './data',
      databaseUrl: undefined,
      siteUrl: 'http://localhost:3000',
      calculatorsBaseUrl: '/calculators',
      logLevel: 'info',
      siteMode: 'production',
      clientConfig: {
        environment: 'prod',
        appVersion: '1.0.0',
        calculatorsBaseUrl: '/calculators',
      },
    });
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('reads every client-configuration value of SPEC §3', () => {
    const config = loadConfig({
      SEGMENT_KEY: 'site_key',
      ENVIRONMENT: 'dev',
      APP_VERSION: '2.3.4',
      OPTIMIZELY_URL: 'https://cdn.example.com/exp.js',
      SIERRA_SCRIPT_URL: 'https://chat.example.com/s.js',
      ROCKET_ASSIST_URL: 'https://assist.example.com/a.js',
    });
    expect(config.clientConfig).toEqual({
      segmentKey: 'site_key',
      environment: 'dev',
      appVersion: '2.3.4',
      optimizelyUrl: 'https://cdn.example.com/exp.js',
      sierraScriptUrl: 'https://chat.example.com/s.js',
      rocketAssistUrl: 'https://assist.example.com/a.js',
      calculatorsBaseUrl: '/calculators',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['SITE_URL', 'not a url'],
    ['CALCULATORS_BASE_URL', 'calculators'],
    ['LOG_LEVEL', 'loud'],
    ['ENVIRONMENT', 'staging'],
    ['APP_VERSION', 'latest'],
    ['OPTIMIZELY_URL', 'javascript:alert(1)'],
    ['SHUTDOWN_TIMEOUT_MS', '-5'],
    ['CONSENT_WEBHOOK_URL', 'ftp://receiver.example'],
    ['CONSENT_WEBHOOK_URL', 'http://crm.example/consent'],
    ['FORM_RATE_LIMIT', '0'],
    ['FORM_RATE_LIMIT', 'many'],
    ['TRUST_PROXY', 'everyone'],
  ])('rejects %s=%s with one line naming the variable', (name, value) => {
    let message = '';
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} `));
    expect(message).toContain(JSON.stringify(value));
    expect(message).not.toContain('\n');
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(/PORT .*; LOG_LEVEL /);
  });

  it('drops a trailing slash from the calculators base address', () => {
    expect(loadConfig({ CALCULATORS_BASE_URL: '/calc/' }).calculatorsBaseUrl).toBe('/calc');
    expect(
      loadConfig({ CALCULATORS_BASE_URL: 'https://cdn.example.com/calculators/' })
        .calculatorsBaseUrl,
    ).toBe('https://cdn.example.com/calculators');
  });

  it('reads the marketing-preference settings, with a rate limit of 10 a minute by default', () => {
    expect(loadConfig({})).toMatchObject({
      adminToken: undefined,
      consentWebhook: undefined,
      formRateLimitPerMinute: 10,
      trustProxy: false,
    });
    const config = loadConfig({
      ADMIN_TOKEN: 'a'.repeat(32),
      CONSENT_WEBHOOK_URL: 'https://crm.example/consent',
      CONSENT_WEBHOOK_SECRET: 's'.repeat(32),
      FORM_RATE_LIMIT: '30',
      TRUST_PROXY: '10.0.0.0/8, 192.168.0.1',
    });
    expect(config).toMatchObject({
      adminToken: 'a'.repeat(32),
      consentWebhook: { url: 'https://crm.example/consent', secret: 's'.repeat(32) },
      formRateLimitPerMinute: 30,
      trustProxy: '10.0.0.0/8, 192.168.0.1',
    });
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
  });

  it.each([
    ['ADMIN_TOKEN', 'short-secret-token'],
    ['CONSENT_WEBHOOK_SECRET', 'short-secret-token'],
  ])('refuses a short %s without printing it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(
      new RegExp(`^Invalid configuration: ${name} must be at least 32 characters$`),
    );
  });

  it('refuses a webhook without its secret, naming the secret', () => {
    expect(() => loadConfig({ CONSENT_WEBHOOK_URL: 'https://crm.example/consent' })).toThrow(
      /^Invalid configuration: CONSENT_WEBHOOK_SECRET must be set when CONSENT_WEBHOOK_URL is set$/,
    );
  });

  it('runs several server processes only on PostgreSQL', () => {
    const databaseUrl = 'postgres://lender@db.example/lender';
    expect(loadConfig({ WEB_CONCURRENCY: '4', DATABASE_URL: databaseUrl }).processes).toBe(4);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /^Invalid configuration: WEB_CONCURRENCY must be 1 without DATABASE_URL: the embedded database belongs to one process \(got "2"\)$/,
    );
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).processes).toBe(1);
    for (const bad of ['0', '65', '1.5', 'two']) {
      expect(() => loadConfig({ WEB_CONCURRENCY: bad, DATABASE_URL: databaseUrl })).toThrow(
        /WEB_CONCURRENCY must be a whole number from 1 to 64/,
      );
    }
  });
});
