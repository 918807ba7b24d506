import { createApiClient, type ApiClient } from '@lender/api-client';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentApp } from '../../../test/helpers.ts';
import { TEST_DOCUMENTS, writeDocumentsFile } from '../../search/test-documents.ts';

// The published client's suggest and search calls against the real server, over HTTP.
let app: FastifyInstance;
let dispose: () => Promise<void>;
let client: ApiClient;
beforeAll(async () => {
  ({ app, dispose } = await consentApp(
    'pglite',
    {},
    { searchDocumentsPath: await writeDocumentsFile(TEST_DOCUMENTS) },
  ));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  client = createApiClient({ baseUrl: `http://127.0.0.1:${address.port}` });
});
afterAll(() => dispose());

describe('@lender/api-client search calls against the BFF', () => {
  it('gets suggestions, and an empty list for a term the server refuses', async () => {
    expect(await client.suggest('rent')).toEqual(['Rent vs. buy calculator', 'rent or buy']);
    expect(await client.suggest('   ')).toEqual([]);
  });

  it('gets a page of highlighted results that passes the client schema', async () => {
    const result = await client.search({ q: 'discount points', page: 1 });
    expect(result.ok && result.data.results.map((item) => item.path)).toEqual([
      '/learn/mortgage-rates-points-and-apr',
    ]);
  });

  it('gets the field errors of a bad page number', async () => {
    const result = await client.search({ q: 'rates', page: 0 });
    expect(result).toMatchObject({ ok: false, kind: 'invalid', errors: [{ field: 'page' }] });
  });
});
