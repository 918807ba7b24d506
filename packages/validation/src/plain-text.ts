// What text the site takes from a visitor may hold. PostgreSQL cannot store NUL (U+0000) in text
// or jsonb, nor a UTF-16 surrogate without its pair, so either in a field failed the insert (a
// 500, and a lost opt-out); the other C0 controls and DEL are never typed, only pasted or sent by
// a program, and make stored text display and export wrongly. So every text field of the API
// either refuses them (400 with the field's message) or strips them, and a consent record always
// strips them: an opt-out is never lost to a stray byte in a free-text reason.
//
// Tab, line feed and carriage return are kept only in free text typed into a box with several
// lines (the opt-out reason); everywhere else they count as controls. Every check here reads the
// text once, character by character (no pattern that could backtrack).
import { z } from 'zod';

/** What {@link withoutControlCharacters} and {@link hasControlCharacters} let through. */
export interface PlainTextOptions {
  /** Keep tab, line feed and carriage return (free text of several lines). Default false. */
  keepLineBreaks?: boolean;
}

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;
const REPLACEMENT_CHARACTER = '\ufffd';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** Whether the code unit is a control the text may not hold (C0 or DEL). */
function isControl(code: number, keepLineBreaks: boolean): boolean {
  if (code >= 0x20 && code !== DELETE) return false;
  return !(keepLineBreaks && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN));
}

/**
 * Whether the text holds a C0 control character (U+0000–U+001F; tab, line feed and carriage
 * return allowed with `keepLineBreaks`), DEL (U+007F) or a surrogate without its pair.
 */
export function hasControlCharacters(text: string, options: PlainTextOptions = {}): boolean {
  const keepLineBreaks = options.keepLineBreaks ?? false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === DELETE) {
      if (isControl(code, keepLineBreaks)) return true;
    } else if (isHighSurrogate(code)) {
      if (!isLowSurrogate(text.charCodeAt(index + 1))) return true;
      index += 1;
    } else if (isLowSurrogate(code)) {
      return true;
    }
  }
  return false;
}

/**
 * Rewrites the characters {@link hasControlCharacters} finds: each control becomes `control`
 * ('' removes it), each lone surrogate `surrogate`. The text is given back unchanged (the same
 * string) when it holds none.
 */
function rewriteControls(
  text: string,
  control: string,
  surrogate: string,
  keepLineBreaks: boolean,
): string {
  if (!hasControlCharacters(text, { keepLineBreaks })) return text;
  let out = '';
  let copiedTo = 0;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    let replacement: string | undefined;
    if (code < 0x20 || code === DELETE) {
      if (isControl(code, keepLineBreaks)) replacement = control;
    } else if (isHighSurrogate(code)) {
      if (isLowSurrogate(text.charCodeAt(index + 1))) index += 1;
      else replacement = surrogate;
    } else if (isLowSurrogate(code)) {
      replacement = surrogate;
    }
    if (replacement === undefined) continue;
    out += text.slice(copiedTo, index) + replacement;
    copiedTo = index + 1;
  }
  return out + text.slice(copiedTo);
}

/**
 * The text without control characters (C0 and DEL; tab, line feed and carriage return kept with
 * `keepLineBreaks`), and with each lone surrogate replaced by U+FFFD: what a consent record keeps
 * of a reason, a page or a subscriber key.
 */
export function withoutControlCharacters(text: string, options: PlainTextOptions = {}): string {
  // U+FFFD, as a UTF-8 encoder writes a lone surrogate: the record shows something was there.
  return rewriteControls(text, '', REPLACEMENT_CHARACTER, options.keepLineBreaks ?? false);
}

/**
 * The text with each control character (C0 and DEL, line breaks too) and each lone surrogate as
 * a space: search text, where a control between two words still parts them.
 */
export function controlCharactersAsSpaces(text: string): string {
  return rewriteControls(text, ' ', ' ', false);
}

/**
 * A string with control characters stripped and lone surrogates replaced (see
 * {@link withoutControlCharacters}) before `then` checks it: for what a consent record keeps,
 * which must be stored whatever stray byte came with it.
 */
export function strippedTextSchema<Then extends z.ZodType<unknown, string>>(
  then: Then,
  options: PlainTextOptions = {},
) {
  return z
    .string()
    .transform((text) => withoutControlCharacters(text, options))
    .pipe(then);
}
