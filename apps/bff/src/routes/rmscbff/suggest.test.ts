import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentApp } from '../../../test/helpers.ts';
import { TEST_DOCUMENTS, writeDocumentsFile } from '../../search/test-documents.ts';

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

function suggest(body: unknown, contentType = 'application/json') {
  return app.inject({
    method: 'POST',
    url: '/rmscbff/aws/suggest',
    headers: { 'content-type': contentType },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /rmscbff/aws/suggest', () => {
  it('answers a list of at most 3 strings (SPEC §7, §9), briefly cacheable', async () => {
    const response = await suggest({ term: 'refin' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      'Refinancing your mortgage',
      'refinance',
      'refinance closing costs',
    ]);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('trims the term and answers an empty list when nothing is close', async () => {
    expect((await suggest({ term: '  pmi  ' })).json()).toEqual([
      'PMI',
      'Private mortgage insurance (PMI)',
    ]);
    expect((await suggest({ term: 'xylophone' })).json()).toEqual([]);
  });

  it.each([
    ['an empty term', { term: '' }, 'Enter a search term'],
    ['a term of spaces', { term: '   ' }, 'Enter a search term'],
    ['a missing term', {}, 'Enter a search term'],
    ['a number', { term: 42 }, 'Enter a search term'],
    ['101 characters', { term: 'a'.repeat(101) }, 'Search term must be 100 characters or fewer'],
  ])('refuses %s with 400 and the field error', async (_name, body, message) => {
    const response = await suggest(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'There is a problem',
      errors: [{ field: 'term', message }],
    });
  });

  it('accepts a term of exactly 100 characters', async () => {
    expect((await suggest({ term: 'a'.repeat(100) })).statusCode).toBe(200);
  });

  it('refuses a body that is not JSON', async () => {
    expect((await suggest('term=refi', 'text/plain')).statusCode).toBe(415);
    expect((await suggest('{"term":', 'application/json')).statusCode).toBe(400);
  });
});
