import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentApp } from '../../../test/helpers.ts';
import { TEST_DOCUMENTS, writeDocumentsFile } from '../../search/test-documents.ts';
import { SearchResponseSchema } from '@lender/validation';

let app: FastifyInstance;
let dispose: () => Promise<void>;
beforeAll(async () => {
  ({ app, dispose } = await consentApp(
    'pglite',
    {},
    { searchDocumentsPath: await writeDocumentsFile(TEST_DOCUMENTS) },
  ));
});
afterAll(() => dispose());

function search(query: Record<string, string>) {
  return app.inject({ url: '/rmscbff/search', query });
}

describe('GET /rmscbff/search', () => {
  it('answers ranked results with highlighted title and passage', async () => {
    const response = await search({ q: 'private mortgage insurance' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const body = SearchResponseSchema.parse(response.json());
    expect(body).toMatchObject({ query: 'private mortgage insurance', page: 1, pageSize: 10 });
    expect(body.total).toBe(1);
    expect(body.results[0]).toMatchObject({
      path: '/learn/private-mortgage-insurance',
      kind: 'article',
    });
    expect(body.results[0]?.snippet.some((segment) => segment.highlight)).toBe(true);
    expect(body.suggestions).toEqual([]);
  });

  it('suggests other searches when nothing matches', async () => {
    const body = SearchResponseSchema.parse((await search({ q: 'morgage' })).json());
    expect(body.total).toBe(0);
    expect(body.suggestions[0]).toBe('mortgage');
  });

  it('gives back a query with markup as the same text, and collapses its spaces', async () => {
    const body = (await search({ q: '  <script>alert(1)</script>   home ' })).json();
    expect(body.query).toBe('<script>alert(1)</script> home');
  });

  it.each([
    [{ q: '' }, 'q', 'Enter what you are looking for'],
    [{}, 'q', 'Enter what you are looking for'],
    [{ q: 'x'.repeat(101) }, 'q', 'Search text must be 100 characters or fewer'],
    [{ q: 'rates', page: '0' }, 'page', 'Page must be a whole number from 1 to 100'],
    [{ q: 'rates', page: '101' }, 'page', 'Page must be a whole number from 1 to 100'],
    [{ q: 'rates', page: 'two' }, 'page', 'Page must be a whole number from 1 to 100'],
    [{ q: 'rates', page: '1.5' }, 'page', 'Page must be a whole number from 1 to 100'],
  ])('refuses %j with 400 naming %s', async (query, field, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field, message }]);
  });
});
