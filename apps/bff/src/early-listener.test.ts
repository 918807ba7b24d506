import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { earlyAddress, listenEarly, type EarlyListener } from './early-listener.ts';

const listeners: EarlyListener[] = [];
afterEach(async () => {
  for (const listener of listeners.splice(0)) await listener.close();
});

async function early(driver: 'pglite' | 'postgres' = 'pglite', port = 0) {
  const listener = await listenEarly({ port, host: '127.0.0.1', driver });
  if (listener) listeners.push(listener);
  return listener;
}

async function get(port: number, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
}

describe('the early listener', () => {
  it('answers /healthz 200 and everything else 503 with Retry-After, closing each connection', async () => {
    const { port } = (await early('postgres'))!;

    const health = await get(port, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
    expect(health.headers).toMatchObject({
      'cache-control': 'no-store',
      connection: 'close',
      'x-content-type-options': 'nosniff',
    });

    const ready = await get(port, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('2');
    expect(JSON.parse(ready.body)).toEqual({ status: 'starting', database: 'postgres' });

    const api = await get(port, '/rmscbff/zipCodes/48226');
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('2');
    expect(JSON.parse(api.body)).toEqual({
      message: 'The service is starting. Try again in a few seconds.',
    });

    // A browser gets a page that says so and reloads itself.
    const page = await get(port, '/learn', { accept: 'text/html,*/*' });
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>The site is starting</h1>');
    expect(page.body).toContain('<meta http-equiv="refresh" content="2">');
  });

  it('closes when the app takes its port', async () => {
    const listener = (await early())!;
    await listener.close();
    listeners.splice(listeners.indexOf(listener), 1);
    const app = Fastify();
    app.get('/healthz', async () => ({ status: 'ok', from: 'app' }));
    await app.listen({ port: listener.port, host: '127.0.0.1' });
    try {
      expect(JSON.parse((await get(listener.port, '/healthz')).body)).toEqual({
        status: 'ok',
        from: 'app',
      });
    } finally {
      await app.close();
    }
  });

  it('rejects with the listen error’s code where the port is taken (main() reports it at once)', async () => {
    const taken = (await early())!;
    await expect(early('pglite', taken.port)).rejects.toMatchObject({
      code: 'EADDRINUSE',
      syscall: 'listen',
    });
  });
});

describe('where the early listener listens', () => {
  it('reads the port and address as the configuration does, empty meaning unset', () => {
    expect(earlyAddress({})).toEqual({ port: 3000, host: '0.0.0.0', driver: 'pglite' });
    expect(
      earlyAddress({ PORT: '8080', HOST: '127.0.0.1', DATABASE_URL: 'postgres://db/lender' }),
    ).toEqual({ port: 8080, host: '127.0.0.1', driver: 'postgres' });
    expect(earlyAddress({ PORT: '', HOST: '', DATABASE_URL: '' })).toEqual({
      port: 3000,
      host: '0.0.0.0',
      driver: 'pglite',
    });
    expect(earlyAddress({ WEB_CONCURRENCY: '1' })).toBeDefined();
  });

  it('leaves it to the app with several processes, HOST=localhost or a port it would refuse', () => {
    expect(earlyAddress({ WEB_CONCURRENCY: '2' })).toBeUndefined();
    expect(earlyAddress({ HOST: 'localhost' })).toBeUndefined();
    for (const port of ['abc', '-1', '65536', '3000.5', '123456']) {
      expect(earlyAddress({ PORT: port }), port).toBeUndefined();
    }
  });
});
