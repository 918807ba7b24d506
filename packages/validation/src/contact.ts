// SPEC §5 rules for the contact details visitors type: name, phone, e-mail, screen-share code.
import { z } from 'zod';
import { messages } from './messages.ts';

/** SPEC §5: a name has 2 to 50 characters. */
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
/** SPEC §5: letters, backtick, apostrophe, hyphen, period and space. */
const NAME_PATTERN = /^[\p{L}`'’\-. ]+$/u;

/** A person's name (SPEC §5). */
export const NameSchema = z
  .string({ error: messages.name.errorRequired })
  .transform((value, context) => {
    const name = value.trim();
    if (name === '') return fail(context, messages.name.errorRequired);
    if (!NAME_PATTERN.test(name)) return fail(context, messages.name.errorFormat);
    if (name.length < NAME_MIN_LENGTH || name.length > NAME_MAX_LENGTH) {
      return fail(context, messages.name.errorLength);
    }
    return name;
  });

/** The 10 digits of a North American number typed any way: "+1 (313) 555-0100" → "3135550100". */
export function phoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/**
 * The phone input as the visitor types (SPEC §5): digits only, shown as "(313) 555-0100". Fewer
 * than 4 digits stay bare so deleting never fights a bracket. A 1 in front of more than 10
 * digits is the country code and is not shown. More than 10 digits are all kept, the extra ones
 * after the last group ("(313) 555-01001"): cutting them off would turn a mistyped number into
 * someone else's (issue 35); the rules then say to enter 10 digits.
 */
export function formatPhoneAsTyped(input: string): string {
  const typed = input.replace(/\D/g, '');
  const digits = typed.length > 10 && typed.startsWith('1') ? typed.slice(1) : typed;
  if (digits.length < 4) return digits;
  if (digits.length < 7) return `(${digits.slice(0, 3)}) ${digits.slice(3)}`;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/**
 * Whether 10 digits can be a real North American number (SPEC §5, after the NANP plan):
 * area code 2-9 then 0-8, and unless it starts with 8 its 2nd and 3rd digits differ (no N11
 * service codes); exchange starts 2-9; the last 7 are not 555-1212 (directory assistance) and
 * not one digit repeated.
 */
export function isPhoneNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const [a1, a2, a3, e1] = [digits[0], digits[1], digits[2], digits[3]];
  if (a1 === '0' || a1 === '1') return false;
  if (a2 === '9') return false;
  if (a1 !== '8' && a2 === a3) return false;
  if (e1 === '0' || e1 === '1') return false;
  const line = digits.slice(3);
  if (line === '5551212') return false;
  if (/^(\d)\1{6}$/.test(line)) return false;
  return true;
}

/** A phone number typed any way, given back as its 10 digits (SPEC §5). */
export const PhoneSchema = z
  .string({ error: messages.phone.errorRequired })
  .transform((value, context) => {
    if (value.trim() === '') return fail(context, messages.phone.errorRequired);
    const digits = phoneDigits(value);
    if (digits.length !== 10) return fail(context, messages.phone.errorLength);
    if (!isPhoneNumber(digits)) return fail(context, messages.phone.errorFormat);
    return digits;
  });

/**
 * The standard address pattern: a local part, "@", and a domain with a dot, no spaces; the
 * same pattern browsers use for type="email" (WHATWG HTML), plus a top-level domain.
 */
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/;

/** RFC 5321's limit on an address. */
export const EMAIL_MAX_LENGTH = 254;

/** An e-mail address, trimmed, with the domain in lower case (SPEC §5). */
export const EmailSchema = z
  .string({ error: messages.email.errorRequired })
  .transform((value, context) => {
    const email = value.trim();
    if (email === '') return fail(context, messages.email.errorRequired);
    if (email.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(email)) {
      return fail(context, messages.email.errorFormat);
    }
    const at = email.lastIndexOf('@');
    return `${email.slice(0, at)}@${email.slice(at + 1).toLowerCase()}`;
  });

/**
 * SPEC §5, §8, §9: a screen-share code is exactly 8 characters including the hyphen after the
 * third digit, so 7 digits ("123-4567"). SPEC §9 also says "6 digits plus hyphen", which is 7
 * characters; the length stated three times wins (reported to the product side).
 */
export const SCREEN_SHARE_CODE_LENGTH = 8;
const SCREEN_SHARE_CODE_DIGITS = SCREEN_SHARE_CODE_LENGTH - 1;

/** The code input as typed (SPEC §5): digits only, a hyphen inserted after the third digit. */
export function formatScreenShareCode(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, SCREEN_SHARE_CODE_DIGITS);
  return digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

/** A screen-share code, given back as its digits for the support session's short_key. */
export const ScreenShareCodeSchema = z
  .string({ error: messages.screenShareCode.errorRequired })
  .transform((value, context) => {
    if (value.trim() === '') return fail(context, messages.screenShareCode.errorRequired);
    const digits = value.replace(/[\s-]/g, '');
    // Strict here, where the input field would have dropped extra or stray characters.
    if (!new RegExp(`^\\d{${SCREEN_SHARE_CODE_DIGITS}}$`).test(digits)) {
      return fail(context, messages.screenShareCode.errorFormat);
    }
    return digits;
  });

/** A typed screen-share code: its digits, or the message to show (SPEC §8: not 8 characters). */
export function checkScreenShareCode(
  code: string,
): { ok: true; digits: string } | { ok: false; message: string } {
  const parsed = ScreenShareCodeSchema.safeParse(code);
  if (parsed.success) return { ok: true, digits: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? '' };
}

function fail(context: z.RefinementCtx, message: string): never {
  context.addIssue({ code: 'custom', message });
  return z.NEVER;
}
