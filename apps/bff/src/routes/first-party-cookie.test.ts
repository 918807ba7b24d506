import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstPartyCookieRoutes, VISITOR_ID_MAX_AGE_S } from './first-party-cookie.ts';

const app = Fastify();

beforeAll(async () => {
  await app.register(firstPartyCookieRoutes);
  await app.ready();
});

afterAll(() => app.close());

describe('GET /fpc.js (SPEC §7 first-party cookie script)', () => {
  it('keeps the visitor id the page passes, for a year, as JavaScript that is never cached', async () => {
    const response = await app.inject({ url: '/fpc.js?rvid=4f0c2a6e-1b7d-4c55-9a4e-2f1d0b9c8e71' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['set-cookie']).toBe(
      `rvid=4f0c2a6e-1b7d-4c55-9a4e-2f1d0b9c8e71; Path=/; Max-Age=${VISITOR_ID_MAX_AGE_S}; SameSite=Lax`,
    );
  });

  it('keeps the cookie’s id when none is passed, and makes one when there is neither', async () => {
    const kept = await app.inject({
      url: '/fpc.js',
      headers: { cookie: 'a=b; rvid=visitor-0001' },
    });
    expect(kept.headers['set-cookie']).toMatch(/^rvid=visitor-0001;/);
    const made = await app.inject({ url: '/fpc.js' });
    expect(made.headers['set-cookie']).toMatch(/^rvid=[0-9a-f-]{36};/);
  });

  it('never writes what the page sends unchecked into the cookie', async () => {
    const response = await app.inject({
      url: `/fpc.js?rvid=${encodeURIComponent('x; Domain=evil.example')}`,
    });
    expect(response.headers['set-cookie']).toMatch(/^rvid=[0-9a-f-]{36}; Path=\/;/);
    const array = await app.inject({ url: '/fpc.js?rvid=a&rvid=b' });
    expect(array.statusCode).toBe(200);
  });

  it('sets no visitor id under Global Privacy Control', async () => {
    const response = await app.inject({
      url: '/fpc.js?rvid=visitor-0001',
      headers: { 'sec-gpc': '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
