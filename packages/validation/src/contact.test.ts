import { describe, expect, it } from 'vitest';
import {
  checkScreenShareCode,
  EmailSchema,
  formatPhoneAsTyped,
  formatScreenShareCode,
  isPhoneNumber,
  NameSchema,
  phoneDigits,
  PhoneSchema,
  ScreenShareCodeSchema,
} from './contact.ts';
import { messages } from './messages.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('NameSchema (SPEC §5)', () => {
  it.each([
    'Jo',
    'Mary-Jane O’Neil',
    "D'Angelo",
    'J. R. R. Tolkien',
    'Zoë Saldaña',
    'O`Brien',
    'A'.repeat(50),
  ])('accepts %j', (name) => {
    expect(NameSchema.safeParse(name).success).toBe(true);
  });

  it.each([
    ['', messages.name.errorRequired],
    ['   ', messages.name.errorRequired],
    ['J', messages.name.errorLength],
    ['A'.repeat(51), messages.name.errorLength],
    ['R2D2', messages.name.errorFormat],
    ['Jo <script>', messages.name.errorFormat],
    ['Ann_Lee', messages.name.errorFormat],
  ])('refuses %j with “%s”', (name, message) => {
    expect(messageOf(NameSchema.safeParse(name))).toBe(message);
  });
});

describe('phone numbers (SPEC §5, NANP)', () => {
  it.each([
    ['+1 (313) 555-0100', '3135550100'],
    ['1-313-555-0100', '3135550100'],
    ['313.555.0100', '3135550100'],
    ['13135550100', '3135550100'],
    ['23135550100', '23135550100'], // 11 digits not starting with 1 stay 11
  ])('phoneDigits(%j) is %j', (input, digits) => {
    expect(phoneDigits(input)).toBe(digits);
  });

  // Each rule on both sides of its boundary; the valid neighbour differs by one digit.
  it.each([
    ['2135550100', true, 'area code may start with 2'],
    ['1135550100', false, 'area code may not start with 1'],
    ['0135550100', false, 'area code may not start with 0'],
    ['9135550100', true, 'area code may start with 9'],
    ['2835550100', true, 'area code second digit 8 is allowed'],
    ['2935550100', false, 'area code second digit 9 is not'],
    ['2115550100', false, 'N11 codes: equal 2nd and 3rd digits after a non-8 first digit'],
    ['2125550100', true, 'different 2nd and 3rd digits'],
    ['8005550100', true, 'an area code starting with 8 may repeat (800)'],
    ['8885550100', true, 'an area code starting with 8 may repeat (888)'],
    ['3132550100', true, 'exchange may start with 2'],
    ['3131550100', false, 'exchange may not start with 1'],
    ['3130550100', false, 'exchange may not start with 0'],
    ['3135551212', false, '555-1212 is directory assistance'],
    ['3135551213', true, 'one digit away from 555-1212'],
    ['3132222222', false, 'last 7 digits all the same'],
    ['3132222223', true, 'last 7 digits not all the same'],
  ])('%s → %s (%s)', (digits, valid) => {
    expect(isPhoneNumber(digits)).toBe(valid);
  });

  it.each([
    ['', messages.phone.errorRequired],
    ['313555010', messages.phone.errorLength], // 9 digits
    ['313555010012', messages.phone.errorLength], // 12 digits
    ['23135550100', messages.phone.errorLength], // 11 digits, no leading 1
    ['31355501001', messages.phone.errorLength], // issue 35: one digit too many
    ['(313) 555-01001', messages.phone.errorLength], // the same, as the input shows it
    ['(113) 555-0100', messages.phone.errorFormat],
    ['313-555-1212', messages.phone.errorFormat],
  ])('PhoneSchema refuses %j with “%s”', (input, message) => {
    expect(messageOf(PhoneSchema.safeParse(input))).toBe(message);
  });

  it('PhoneSchema gives back the 10 digits; a leading 1 is the country code', () => {
    expect(PhoneSchema.parse('+1 (313) 555-0100')).toBe('3135550100');
    expect(PhoneSchema.parse('13135550100')).toBe('3135550100');
  });

  it('says what to do about a wrong number of digits (issue 35)', () => {
    expect(messages.phone.errorLength).toBe('Enter a 10-digit phone number, like 313 555 0100');
  });

  it.each([
    ['3', '3'],
    ['313', '313'],
    ['3135', '(313) 5'],
    ['313555', '(313) 555'],
    ['3135550', '(313) 555-0'],
    ['3135550100', '(313) 555-0100'],
    // Issue 35: a digit too many is shown, never dropped (it would be someone else's number).
    ['31355501001', '(313) 555-01001'],
    ['31355501009999', '(313) 555-01009999'],
    ['+1 313 555 0100', '(313) 555-0100'],
    ['13135550100', '(313) 555-0100'],
    ['131355501001', '(313) 555-01001'],
    ['abc', ''],
  ])('formatPhoneAsTyped(%j) is %j', (typed, shown) => {
    expect(formatPhoneAsTyped(typed)).toBe(shown);
  });
});

describe('EmailSchema (SPEC §5)', () => {
  it.each([
    ['name@example.com', 'name@example.com'],
    ['  Jane.Doe+news@Example.CO.uk ', 'Jane.Doe+news@example.co.uk'],
  ])('accepts %j as %j', (input, email) => {
    expect(EmailSchema.parse(input)).toBe(email);
  });

  it.each([
    ['', messages.email.errorRequired],
    ['name', messages.email.errorFormat],
    ['name@example', messages.email.errorFormat],
    ['name@@example.com', messages.email.errorFormat],
    ['na me@example.com', messages.email.errorFormat],
    ['name@-example.com', messages.email.errorFormat],
    [`${'a'.repeat(250)}@b.co`, messages.email.errorFormat],
  ])('refuses %j with “%s”', (input, message) => {
    expect(messageOf(EmailSchema.safeParse(input))).toBe(message);
  });
});

describe('screen-share code (SPEC §5, §9)', () => {
  it.each([
    ['1', '1'],
    ['123', '123'],
    ['1234', '123-4'],
    ['123456', '123-456'],
    ['1234567', '123-4567'],
    ['123-4567', '123-4567'],
    ['12a34567890', '123-4567'],
  ])('formatScreenShareCode(%j) is %j', (typed, shown) => {
    expect(formatScreenShareCode(typed)).toBe(shown);
  });

  it('gives back the 7 digits of a full 8-character code', () => {
    expect(ScreenShareCodeSchema.parse('123-4567')).toBe('1234567');
    expect(ScreenShareCodeSchema.parse('1234567')).toBe('1234567');
  });

  it.each([
    ['', messages.screenShareCode.errorRequired],
    ['123-456', messages.screenShareCode.errorFormat], // 7 characters
    ['123-45678', messages.screenShareCode.errorFormat], // too many digits
    ['12', messages.screenShareCode.errorFormat],
    ['abc-def', messages.screenShareCode.errorFormat],
  ])('refuses %j with “%s”', (input, message) => {
    expect(messageOf(ScreenShareCodeSchema.safeParse(input))).toBe(message);
  });

  it.each([
    ['123-4567', { ok: true, digits: '1234567' }],
    ['', { ok: false, message: messages.screenShareCode.errorRequired }],
    ['12', { ok: false, message: messages.screenShareCode.errorFormat }],
  ])('checkScreenShareCode(%j) answers with the digits or the first message', (code, expected) => {
    expect(checkScreenShareCode(code)).toEqual(expected);
  });
});
