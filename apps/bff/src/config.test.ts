import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: './data',
      databaseUrl: undefined,
      siteUrl: 'http://localhost:3000',
      calculatorsBaseUrl: '/calculators',
      logLevel: 'info',
      siteMode: 'production',
      clientConfig: { environment: 'prod', appVersion: '1.0.0' },
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
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'mysql://localhost/x'],
    ['SITE_URL', 'not a url'],
    ['CALCULATORS_BASE_URL', 'calculators'],
    ['LOG_LEVEL', 'loud'],
    ['ENVIRONMENT', 'staging'],
    ['APP_VERSION', 'latest'],
    ['OPTIMIZELY_URL', 'javascript:alert(1)'],
    ['SHUTDOWN_TIMEOUT_MS', '-5'],
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
});
