// The screen-share code (SPEC §5, §7, §9).
import { ScreenShareCodeSchema } from '@lender/validation';

/** SPEC §7: the support session page on the support host, keyed by the code's digits. */
export function supportSessionUrl(supportHost: string, digits: string): string {
  const url = new URL('/api/start_session', supportHost);
  url.searchParams.set('short_key', digits);
  return url.href;
}

/** The code's digits, or the message to show (SPEC §8: not 8 characters). */
export function checkScreenShareCode(
  code: string,
): { ok: true; digits: string } | { ok: false; message: string } {
  const parsed = ScreenShareCodeSchema.safeParse(code);
  if (parsed.success) return { ok: true, digits: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}
