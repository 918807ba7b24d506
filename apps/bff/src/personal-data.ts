// Masks personal data in text bound for the logs. Visitors type e-mail addresses and phone
// numbers into forms; none of them may reach a log line (quality bar, OWASP ASVS 16.2.5), whether
// through a URL, an error message or a logged object.
//
// Every log line passes through here, and a line can carry text an anonymous client chose, so
// the work is linear in the text: hand-written scanners, not regular expressions (a pattern such
// as `[\w.]+@…` retries every start position of a long run of letters, quadratic: 64 KB of `a`
// took 8.4 s and froze the server). Each e-mail address is found from its `@` and each phone
// number from its first digit, and either scan reads a bounded number of characters.

/** RFC 5321's longest local part: the scan back from an `@` reads no further. */
const LOCAL_PART_MAX = 64;
/** RFC 1035's longest domain name: the scan on from an `@` reads no further. */
const DOMAIN_MAX = 253;
/** Letters after a number read as an extension or unit (`3135550134x`, `…0134ext`), at most. */
const NUMBER_SUFFIX_LETTERS_MAX = 8;

const isDigit = (code: number) => code >= 48 && code <= 57;
const isLetter = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isAlphanumeric = (code: number) => isDigit(code) || isLetter(code);

/** The value of a hexadecimal digit's character code, or -1. */
function hexValue(code: number): number {
  if (isDigit(code)) return code - 48;
  const lower = code | 0x20; // A-F → a-f
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

// The characters of an address's local part as people write them: letters, digits and
// `.!#$%'*+^_`{|}~-` (RFC 5322's atext without `/=?&`, which in a log line are URL syntax).
const LOCAL_PART_SYMBOLS = new Set([..."._!#$%'*+^`{|}~-"].map((c) => c.charCodeAt(0)));
const isLocalPartChar = (code: number) => isAlphanumeric(code) || LOCAL_PART_SYMBOLS.has(code);

/** `"` and `\` stay encoded: decoded, they would end or escape the JSON string they sit in. */
const KEPT_ENCODED = new Set([0x22, 0x5c]);

/**
 * The text with each `%XX` of a printable ASCII character decoded (`a%40example.com` →
 * `a@example.com`, `313%20555%200100` → `313 555 0100`), once. Other escapes are left as they
 * are: control characters, bytes of multi-byte characters, and `"` and `\`.
 */
export function decodePrintablePercentEscapes(text: string): string {
  if (!text.includes('%')) return text;
  let out = '';
  let copiedTo = 0;
  for (let index = text.indexOf('%'); index !== -1; index = text.indexOf('%', index + 1)) {
    const high = hexValue(text.charCodeAt(index + 1));
    const low = hexValue(text.charCodeAt(index + 2));
    if (high === -1 || low === -1) continue;
    const code = high * 16 + low;
    if (code < 0x20 || code > 0x7e || KEPT_ENCODED.has(code)) continue;
    out += text.slice(copiedTo, index) + String.fromCharCode(code);
    copiedTo = index + 3;
    index += 2;
  }
  return out + text.slice(copiedTo);
}

/**
 * Where a domain that starts at `start` ends: after the longest run of labels (letters, digits,
 * hyphens) joined by dots whose last label so far is at least two letters, with a dot before it
 * (`example.co.uk`, `example.com` of `example.com123`). -1 when there is none.
 */
function domainEnd(text: string, start: number): number {
  const limit = Math.min(text.length, start + DOMAIN_MAX);
  let end = -1;
  let labels = 1;
  let labelLength = 0;
  let labelLetters = 0; // letters since the label began, while it has nothing but letters
  for (let index = start; index < limit; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 46 /* . */) {
      if (labelLength === 0) break; // `..`, or a dot right after the `@`
      labels += 1;
      labelLength = 0;
      labelLetters = 0;
      continue;
    }
    if (!isAlphanumeric(code) && code !== 45 /* - */) break;
    labelLength += 1;
    labelLetters = isLetter(code) && labelLetters === labelLength - 1 ? labelLetters + 1 : 0;
    if (labels > 1 && labelLetters >= 2) end = index + 1;
  }
  return end;
}

/** The text with every e-mail address (`local@domain.tld`) replaced by `[email]`. */
function maskEmails(text: string): string {
  let out = '';
  let copiedTo = 0;
  let at = text.indexOf('@');
  while (at !== -1) {
    let start = at;
    while (
      start > copiedTo &&
      at - start < LOCAL_PART_MAX &&
      isLocalPartChar(text.charCodeAt(start - 1))
    ) {
      start -= 1;
    }
    const end = start < at ? domainEnd(text, at + 1) : -1;
    if (end === -1) {
      at = text.indexOf('@', at + 1);
      continue;
    }
    out += `${text.slice(copiedTo, start)}[email]`;
    copiedTo = end;
    at = text.indexOf('@', end);
  }
  return copiedTo === 0 ? text : out + text.slice(copiedTo);
}

/** One separator inside a phone number: a space, a tab, a dot or a hyphen. */
const isPhoneSeparator = (code: number) => code === 32 || code === 9 || code === 46 || code === 45;

/** After `count` digits from `index`, the index past them; -1 when they are not all there. */
function digitsEnd(text: string, index: number, count: number): number {
  for (let offset = 0; offset < count; offset += 1) {
    if (!isDigit(text.charCodeAt(index + offset))) return -1;
  }
  return index + count;
}

const optionalSeparator = (text: string, index: number) =>
  isPhoneSeparator(text.charCodeAt(index)) ? index + 1 : index;

/** The end of `(313) 555-0100`, `313.555.0100`, `3135550100` written from `index`, or -1. */
function tenDigitsEnd(text: string, index: number): number {
  let at: number;
  if (text.charCodeAt(index) === 40 /* ( */) {
    at = digitsEnd(text, index + 1, 3);
    if (at === -1 || text.charCodeAt(at) !== 41 /* ) */) return -1;
    at += 1;
  } else {
    at = digitsEnd(text, index, 3);
    if (at === -1) return -1;
  }
  at = digitsEnd(text, optionalSeparator(text, at), 3);
  if (at === -1) return -1;
  return digitsEnd(text, optionalSeparator(text, at), 4);
}

/**
 * Whether the number ending at `end` ends there: not run on into more digits, nor into
 * something that makes it part of an id (`3135550100ab-46e3-…`, `3135550100.5`). A few letters
 * and then the end of the word (`3135550134x`, an extension) still end a number.
 */
function endsNumber(text: string, end: number): boolean {
  const next = text.charCodeAt(end);
  if (Number.isNaN(next)) return true;
  if (isDigit(next) || next === 95 /* _ */) return false;
  if (next === 46 || next === 45) return !isAlphanumeric(text.charCodeAt(end + 1));
  if (!isLetter(next)) return true;
  let after = end;
  while (after - end <= NUMBER_SUFFIX_LETTERS_MAX && isLetter(text.charCodeAt(after))) after += 1;
  if (after - end > NUMBER_SUFFIX_LETTERS_MAX) return false;
  const following = text.charCodeAt(after);
  if (isDigit(following) || following === 45 || following === 95) return false;
  return !(following === 46 && isAlphanumeric(text.charCodeAt(after + 1)));
}

/**
 * The end of a North American number written from `index` any common way (3135550100,
 * (313) 555-0100, +1 313.555.0100, 1-313-555-0100), or -1.
 */
function phoneEnd(text: string, index: number): number {
  const first = text.charCodeAt(index);
  const afterPlus = first === 43 /* + */ ? index + 1 : index;
  if (text.charCodeAt(afterPlus) === 49 /* 1 */) {
    const end = tenDigitsEnd(text, optionalSeparator(text, afterPlus + 1));
    if (end !== -1 && endsNumber(text, end)) return end;
  }
  if (first === 43) return -1;
  const end = tenDigitsEnd(text, index);
  return end !== -1 && endsNumber(text, end) ? end : -1;
}

/** A number may start here: nothing before it that makes it part of a word, id or decimal. */
function startsNumber(text: string, index: number): boolean {
  const code = text.charCodeAt(index);
  if (!isDigit(code) && code !== 40 /* ( */ && code !== 43 /* + */) return false;
  const before = text.charCodeAt(index - 1);
  return !(isAlphanumeric(before) || before === 95 || before === 46 || before === 45);
}

/** The text with every phone number replaced by `[phone]`. */
function maskPhones(text: string): string {
  let out = '';
  let copiedTo = 0;
  let index = 0;
  while (index < text.length) {
    if (!startsNumber(text, index)) {
      index += 1;
      continue;
    }
    const end = phoneEnd(text, index);
    if (end === -1) {
      // Nowhere inside this run of digits can a number start (a digit comes before each).
      index += 1;
      while (isDigit(text.charCodeAt(index))) index += 1;
      continue;
    }
    out += `${text.slice(copiedTo, index)}[phone]`;
    copiedTo = end;
    index = end;
  }
  return copiedTo === 0 ? text : out + text.slice(copiedTo);
}

/**
 * The text with e-mail addresses and phone numbers replaced by placeholders, after decoding
 * percent-escapes (twice, for a URL encoded twice: `a%2540example.com`), in time linear in the
 * text's length.
 */
export function maskPersonalData(text: string): string {
  const decoded = decodePrintablePercentEscapes(decodePrintablePercentEscapes(text));
  return maskPhones(maskEmails(decoded));
}

/** An IP address cut to its network: IPv4 to /24, IPv6 to /48, so a log line names no household. */
export function truncateIp(ip: string | undefined): string | undefined {
  if (!ip) return ip;
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/i.exec(ip);
  if (v4) return `${v4[1]}.0`;
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}::`;
  return undefined;
}
