import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from '../playwright.config.ts';

/** Whether the server suppresses marketing e-mail to `address` (its latest record is an opt-out). */
export async function isSuppressed(request: APIRequestContext, address: string): Promise<boolean> {
  const response = await request.get('/admin/suppression', {
    params: { channel: 'email', value: address },
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  if (!response.ok()) throw new Error(`suppression lookup failed: ${response.status()}`);
  return ((await response.json()) as { suppressed: boolean }).suppressed;
}
