import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { listenEarly } from './early-listener.ts';

const closers: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

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
    const early = (await listenEarly(0, '127.0.0.1', 'postgres'))!;
    const app = Fastify();
    closers.push(async () => {
      // The app adopts the socket, so closing it is what frees the port.
      await app.listen(early.listenOptions());
      await app.close();
    });

    const health = await get(early.port, '/healthz');
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' });
    expect(health.headers).toMatchObject({
      'cache-control': 'no-store',
      connection: 'close',
      'x-content-type-options': 'nosniff',
    });

    const ready = await get(early.port, '/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers['retry-after']).toBe('2');
    expect(JSON.parse(ready.body)).toEqual({ status: 'starting', database: 'postgres' });

    const api = await get(early.port, '/rmscbff/zipCodes/48226');
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('2');
    expect(JSON.parse(api.body)).toEqual({
      message: 'The service is starting. Try again in a few seconds.',
    });

    // A browser gets a page that says so and reloads itself.
    const page = await get(early.port, '/learn', { accept: 'text/html,*/*' });
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h1>The site is starting</h1>');
    expect(page.body).toContain('<meta http-equiv="refresh" content="2">');
  });

  it('hands its socket to the app: the same port, no moment without a listener', async () => {
    const early = (await listenEarly(0, '127.0.0.1', 'pglite'))!;
    const app = Fastify();
    app.get('/healthz', async () => ({ status: 'ok', from: 'app' }));
    const address = await app.listen(early.listenOptions());
    expect(address).toBe(`http://127.0.0.1:${early.port}`);
    expect(JSON.parse((await get(early.port, '/healthz')).body)).toEqual({
      status: 'ok',
      from: 'app',
    });

    await app.close();
    await expect(get(early.port, '/healthz')).rejects.toThrow();
  });

  it('leaves the port to the app when it cannot listen (the app then reports why)', async () => {
    const taken = (await listenEarly(0, '127.0.0.1', 'pglite'))!;
    const app = Fastify();
    closers.push(async () => {
      await app.listen(taken.listenOptions());
      await app.close();
    });
    expect(await listenEarly(taken.port, '127.0.0.1', 'pglite')).toBeUndefined();
  });
});
