import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { memoryDatabase, testConfig } from './helpers.ts';

// Issue 35: without JavaScript, opening a marketing e-mail's opt-out link is recorded as with it
// (SPEC §3, §7): the opt-out page's <noscript> image asks the site, which tells the API.

const ADMIN_TOKEN = 'marketing-cloud-admin-token-0123456789-abc';
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ ADMIN_TOKEN, FORM_RATE_LIMIT: '1000' }),
    database: await memoryDatabase(),
  });
}, 120_000);
afterAll(() => app.close());

const link = (address: string) =>
  `source=marketingcloud&Subscriberkey=${encodeURIComponent(address)}&jobid=1001&batchid=7`;

async function suppressed(address: string): Promise<boolean> {
  const response = await app.inject({
    url: `/admin/suppression?channel=email&value=${encodeURIComponent(address)}`,
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { suppressed: boolean }).suppressed;
}

describe('the marketing-cloud opt-out without JavaScript', () => {
  it('puts the image in <noscript> on the opt-out page opened from the e-mail', async () => {
    const page = await app.inject({ url: `/opt-out?${link('jo@example.com')}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(
      '<noscript><img src="/opt-out/marketing-cloud?source=marketingcloud&amp;Subscriberkey=jo%40example.com&amp;jobid=1001&amp;batchid=7"',
    );
    const plain = await app.inject({ url: '/opt-out' });
    expect(plain.body).not.toContain('/opt-out/marketing-cloud');
  });

  it('records the opt-out when our page loads the image', async () => {
    const address = 'image.load@example.com';
    expect(await suppressed(address)).toBe(false);
    const response = await app.inject({
      url: `/opt-out/marketing-cloud?${link(address)}`,
      headers: { 'sec-fetch-site': 'same-origin', 'sec-fetch-dest': 'image' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(await suppressed(address)).toBe(true);
  });

  it('refuses another site’s page, and a link without the three ids', async () => {
    const address = 'cross.site@example.com';
    const forged = await app.inject({
      url: `/opt-out/marketing-cloud?${link(address)}`,
      headers: { 'sec-fetch-site': 'cross-site', 'sec-fetch-dest': 'image' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await suppressed(address)).toBe(false);

    const partial = await app.inject({
      url: '/opt-out/marketing-cloud?source=marketingcloud&Subscriberkey=a%40example.com&jobid=1',
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(partial.statusCode).toBe(400);
  });
});
