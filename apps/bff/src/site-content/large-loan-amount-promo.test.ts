import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET_STARTED_PROMO } from '../../../site/app/components/banners/banner-config.ts';
import { buildApp } from '../app.ts';
import { memoryDatabase, testConfig } from '../../test/helpers.ts';
import { loadLargeLoanAmountPromo } from './large-loan-amount-promo.ts';

const PROMO = {
  title: 'Borrowing more than $806,500?',
  text: 'Our jumbo loans go up to $3 million.',
  link: { text: 'See jumbo loan rates', href: '/rates?purpose=purchase' },
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'promo-'));
});

async function promoFile(content: unknown, name = 'promo.json'): Promise<string> {
  const path = join(dir, name);
  await writeFile(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

describe('loadLargeLoanAmountPromo', () => {
  it('reads the promo, trimmed, with or without a link', async () => {
    expect(await loadLargeLoanAmountPromo(await promoFile(PROMO))).toEqual(PROMO);
    const { link: _link, ...withoutLink } = PROMO;
    expect(
      await loadLargeLoanAmountPromo(
        await promoFile({ ...withoutLink, title: ` ${PROMO.title} ` }),
      ),
    ).toEqual(withoutLink);
  });

  it.each([
    [{ ...PROMO, title: '' }, 'title: Give the title'],
    [{ ...PROMO, text: 'x'.repeat(601) }, 'text: The text must be 600 characters or fewer'],
    [
      { ...PROMO, link: { text: 'Elsewhere', href: 'https://phish.example/' } },
      'link.href: Enter a path on this site, starting with a single /',
    ],
    [
      { ...PROMO, link: { text: 'Elsewhere', href: '//phish.example/' } },
      'link.href: Enter a path on this site, starting with a single /',
    ],
    [{ ...PROMO, colour: 'red' }, '(file): Unrecognized key: "colour"'],
  ])('stops the start naming the file and the field: %j', async (content, problem) => {
    const path = await promoFile(content);
    await expect(loadLargeLoanAmountPromo(path)).rejects.toThrow(
      `LARGE_LOAN_AMOUNT_PROMO_FILE ${path} is not valid:\n${problem}`,
    );
  });

  it('stops the start when the file is missing or not JSON', async () => {
    const path = await promoFile('{ not json', 'broken.json');
    await expect(loadLargeLoanAmountPromo(path)).rejects.toThrow('cannot be read as JSON');
    await expect(loadLargeLoanAmountPromo(join(dir, 'missing.json'))).rejects.toThrow(
      'cannot be read as JSON',
    );
  });
});

describe('the get-started page with a configured promo (the real site build)', () => {
  let withPromo: FastifyInstance;
  let without: FastifyInstance;
  beforeAll(async () => {
    const path = await promoFile(PROMO, 'configured.json');
    [withPromo, without] = await Promise.all([
      buildApp({
        config: testConfig({ LARGE_LOAN_AMOUNT_PROMO_FILE: path }),
        database: await memoryDatabase(),
      }),
      buildApp({ config: testConfig(), database: await memoryDatabase() }),
    ]);
  });
  afterAll(() => Promise.all([withPromo?.close(), without?.close()]));

  it('renders the page per request with the promo in place of its own, and its data too', async () => {
    for (const url of ['/purchase/get-started', '/purchase/get-started/']) {
      const page = await withPromo.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain(PROMO.title);
      expect(page.body).not.toContain(GET_STARTED_PROMO.title);
    }
    const data = await withPromo.inject({
      url: '/purchase/get-started.data?_routes=routes%2Fget-started',
    });
    expect(data.statusCode).toBe(200);
    expect(data.body).toContain(PROMO.title);
  });

  it('serves the pre-rendered page with its own promo when none is configured', async () => {
    const page = await without.inject({ url: '/purchase/get-started' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(page.body).toContain(GET_STARTED_PROMO.title);
  });

  it('is off unless the variable names a file', () => {
    expect(() => testConfig({ LARGE_LOAN_AMOUNT_PROMO_FILE: '' })).not.toThrow();
    expect(testConfig().largeLoanAmountPromoFile).toBeUndefined();
  });
});
