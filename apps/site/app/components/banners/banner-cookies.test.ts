// The banners' and the dialog's cookie lifetimes (SPEC §9), as the shared writer writes them.
import { serializeCookie } from '@lender/analytics/document-cookies';
import { describe, expect, it } from 'vitest';
import { CO_BRANDED_DIALOG_COOKIE_DAYS, SALES_BANNER_COOKIE_DAYS } from './banner-constants.ts';

describe('serializeCookie', () => {
  const now = new Date('2026-11-21T12:00:00Z');

  it('lasts the sales banner 999 days (SPEC §9)', () => {
    expect(
      serializeCookie('hideAlertBanner', 'true', {
        days: SALES_BANNER_COOKIE_DAYS,
        now,
        secure: true,
      }),
    ).toBe(
      'hideAlertBanner=true; Path=/; SameSite=Lax; Max-Age=86313600; Expires=Thu, 16 Aug 2029 12:00:00 GMT; Secure',
    );
  });

  it('lasts the co-branded dialog 365 days (SPEC §9)', () => {
    expect(
      serializeCookie('CoopShown', 'true', {
        days: CO_BRANDED_DIALOG_COOKIE_DAYS,
        now,
        secure: false,
      }),
    ).toBe(
      'CoopShown=true; Path=/; SameSite=Lax; Max-Age=31536000; Expires=Sun, 21 Nov 2027 12:00:00 GMT',
    );
  });
});
