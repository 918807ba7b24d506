import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { Database } from '../src/db/client.ts';
import { memoryDatabase, queryRows, testConfig } from './helpers.ts';

// Server-side request forgery: the pages' loaders and actions call the API. Were its address
// taken from the request (Host, X-Forwarded-Host, a `//host` path), a visitor could make this
// server call any machine, and show that machine's answers on our origin. A listener plays that
// machine: it answers like the API would, phishing links included, and must receive nothing.

interface Received {
  method: string;
  url: string;
  body: string;
}

let app: FastifyInstance;
let database: Database;
let port: number;
let attacker: ReturnType<typeof createServer>;
let attackerHost: string;
const received: Received[] = [];

beforeAll(async () => {
  attacker = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', body });
      response.writeHead(request.method === 'POST' ? 201 : 200, {
        'content-type': 'application/json',
      });
      response.end(
        JSON.stringify(
          request.method === 'POST'
            ? { status: 'received', eventIds: ['forged'] }
            : {
                query: 'x',
                page: 1,
                pageSize: 10,
                total: 1,
                results: [
                  {
                    path: '//phish.example/login',
                    kind: 'page',
                    title: [{ text: 'Sign in to your loan', highlight: false }],
                    snippet: [{ text: 'Forged result', highlight: false }],
                  },
                ],
                suggestions: [],
              },
        ),
      );
    });
  });
  attacker.listen(0, '127.0.0.1');
  await once(attacker, 'listening');
  attackerHost = `127.0.0.1:${(attacker.address() as AddressInfo).port}`;

  database = await memoryDatabase();
  // As behind a proxy on this machine, the worst case: X-Forwarded-Host is read.
  app = await buildApp({
    config: testConfig({ TRUST_PROXY: 'loopback', FORM_RATE_LIMIT: '1000' }),
    database,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  await app.close();
  attacker.close();
});

beforeEach(() => {
  received.length = 0;
});

/** A raw HTTP request, so the path and headers go out exactly as written (no URL clean-up). */
function send(options: {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: options.method ?? 'GET',
        path: options.path,
        headers: options.headers,
      },
      (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

describe('the search page never calls an address taken from the request', () => {
  it.each([
    ['a path beginning with //', { path: `//${'HOST'}/search?q=fha` }],
    ['the Host header', { path: '/search?q=fha', headers: { host: 'HOST' } }],
    ['X-Forwarded-Host', { path: '/search?q=fha', headers: { 'x-forwarded-host': 'HOST' } }],
  ])('with %s naming another machine', async (_vector, template) => {
    const options = JSON.parse(JSON.stringify(template).replaceAll('HOST', attackerHost)) as {
      path: string;
      headers?: Record<string, string>;
    };
    const response = await send(options);
    expect(received).toEqual([]);
    expect(response.body).not.toContain('phish.example');
    expect(response.body).not.toContain('Forged result');
    if (options.path.startsWith('/search')) {
      // The real search answered, from this server's own index.
      expect(response.status).toBe(200);
      expect(response.body).toMatch(/FHA/);
    }
  });
});

describe('a no-JavaScript form post never sends the visitor’s answers elsewhere', () => {
  it('with Host and Origin naming another machine', async () => {
    const email = 'forgery-check@example.com';
    const response = await send({
      method: 'POST',
      path: '/opt-out',
      headers: {
        host: attackerHost,
        origin: `http://${attackerHost}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ channels: 'email', email }).toString(),
    });
    expect(received).toEqual([]);
    // The opt-out went where it belongs: this server's own records, then the thank-you page.
    expect(response.status).toBe(302);
    expect(response.headers.location).toBe('/opt-out/thank-you');
    const rows = await queryRows<{ value: string }>(
      database,
      sql`select value from consent_records where value = ${email}`,
    );
    expect(rows).toEqual([{ value: email }]);
  });

  it('refuses a cross-site post whose Origin is not the addressed host', async () => {
    const response = await send({
      method: 'POST',
      path: '/opt-out',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ channels: 'email', email: 'x@example.com' }).toString(),
    });
    expect(response.status).toBe(400);
    expect(received).toEqual([]);
  });
});
