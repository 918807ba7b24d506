import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ChatQuestionSchema } from './chat-assistant.ts';
import { messages } from './messages.ts';
import { LocationKeyQuerySchema, ForwardGeocodeQuerySchema } from './places.ts';
import {
  controlCharactersAsSpaces,
  hasControlCharacters,
  strippedTextSchema,
  withoutControlCharacters,
} from './plain-text.ts';
import {
  MarketingCloudOptOutSchema,
  OptInRequestSchema,
  OptOutRequestSchema,
  SubscribeRequestSchema,
} from './preferences.ts';
import { SearchQuerySchema } from './search.ts';
import { SuggestRequestSchema } from './suggest.ts';

/** Every C0 control, DEL, and lone surrogates of both halves, as a sender might put them. */
const C0_CONTROLS = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const LINE_BREAKS = ['\t', '\n', '\r'];
const LONE_SURROGATES = ['\ud800', '\udbff', '\udc00', '\udfff'];
const UNSAFE = [...C0_CONTROLS, '\u007f', ...LONE_SURROGATES];

describe('hasControlCharacters', () => {
  it.each(UNSAFE.map((c) => [JSON.stringify(c), c]))('finds %s', (_name, character) => {
    expect(hasControlCharacters(`a${character}b`)).toBe(true);
    expect(hasControlCharacters(character)).toBe(true);
  });

  it('keeps tab, line feed and carriage return in free text of several lines', () => {
    for (const character of LINE_BREAKS) {
      expect(hasControlCharacters(`a${character}b`, { keepLineBreaks: true })).toBe(false);
    }
    expect(hasControlCharacters('a\u000bb', { keepLineBreaks: true })).toBe(true);
  });

  it.each([
    ['letters and punctuation', 'Jane O’Brien — 313 (home), ¿qué?'],
    ['a surrogate pair (an emoji)', 'thanks 👍🏽'],
    ['C1 characters and no-break spaces', '\u0085\u00a0\u2028'],
  ])('lets %s through', (_name, text) => {
    expect(hasControlCharacters(text)).toBe(false);
  });

  it('finds a surrogate pair in the wrong order', () => {
    expect(hasControlCharacters('\udc00\ud800')).toBe(true);
  });
});

describe('withoutControlCharacters', () => {
  it('removes controls and replaces lone surrogates with U+FFFD', () => {
    expect(withoutControlCharacters(`x ${UNSAFE.join('-')} y👍`)).toBe(
      `x ${'-'.repeat(C0_CONTROLS.length + 1)}\ufffd-\ufffd-\ufffd-\ufffd y👍`,
    );
  });

  it('keeps line breaks when asked', () => {
    expect(withoutControlCharacters('a\tb\r\nc\u0000', { keepLineBreaks: true })).toBe('a\tb\r\nc');
  });

  it('gives the same string back when there is nothing to remove', () => {
    const text = 'nothing to remove';
    expect(withoutControlCharacters(text)).toBe(text);
  });
});

describe('controlCharactersAsSpaces', () => {
  it('parts words where a control or lone surrogate was', () => {
    expect(controlCharactersAsSpaces('mort\u0000gage\trates\ud800now')).toBe('mort gage rates now');
  });
});

describe('strippedTextSchema', () => {
  it('strips before the next rule checks the length', () => {
    const schema = strippedTextSchema(z.string().max(3));
    expect(schema.parse('a\u0000b\u0000c')).toBe('abc');
    expect(schema.safeParse('abcd').success).toBe(false);
  });
});

// Every text field of the API refuses or strips them; consent records always strip.
describe.each(UNSAFE.map((c) => [JSON.stringify(c), c] as const))('with %s', (_name, bad) => {
  it('an opt-out keeps its reason, page and honeypot, stripped, and is accepted', () => {
    const parsed = OptOutRequestSchema.parse({
      email: 'a@example.com',
      reason: `x ${bad}y`,
      sourcePage: `/opt-out${bad}`,
      website: bad,
    });
    const kept = LINE_BREAKS.includes(bad) ? bad : LONE_SURROGATES.includes(bad) ? '\ufffd' : '';
    expect(parsed.reason).toBe(`x ${kept}y`);
    expect(parsed.sourcePage).toBe(`/opt-out${LONE_SURROGATES.includes(bad) ? '\ufffd' : ''}`);
    expect(hasControlCharacters(parsed.website ?? '')).toBe(false);
  });

  it('a marketing-cloud opt-out keeps its identifiers, stripped', () => {
    const parsed = MarketingCloudOptOutSchema.parse({
      subscriberKey: `key${bad}`,
      jobId: `1${bad}`,
      batchId: `2${bad}`,
    });
    expect(hasControlCharacters(Object.values(parsed).join(''))).toBe(false);
    expect(parsed.subscriberKey.startsWith('key')).toBe(true);
  });

  it('an opt-in and a subscribe keep their page, stripped', () => {
    const optIn = OptInRequestSchema.parse({
      phoneOptIn: { inputValue: '3135550100', subscriptions: ['marketing-texts'] },
      sourcePage: `/p${bad}`,
    });
    const subscribe = SubscribeRequestSchema.parse({
      email: 'a@example.com',
      subscriptions: ['newsletter'],
      sourcePage: `/p${bad}`,
    });
    expect(hasControlCharacters(optIn.sourcePage ?? '')).toBe(false);
    expect(hasControlCharacters(subscribe.sourcePage ?? '')).toBe(false);
  });

  it('search text reads it as a space', () => {
    expect(SearchQuerySchema.parse({ q: `va${bad}loans` }).q).toBe('va loans');
    expect(SuggestRequestSchema.parse({ term: `va${bad}` }).term).toBe('va');
    expect(ForwardGeocodeQuerySchema.parse({ q: `detroit${bad}` }).q).toBe('detroit');
    expect(ChatQuestionSchema.parse({ question: `what${bad}is apr` }).question).toBe('what is apr');
  });

  it('a search of nothing else asks for something to search for', () => {
    const result = SearchQuerySchema.safeParse({ q: bad });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Enter what you are looking for');
  });

  it('a location key refuses it with the field message', () => {
    const result = LocationKeyQuerySchema.safeParse({ key: `place.${bad}detroit-mi` });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(
      messages.locationKey.errorControlCharacters,
    );
  });
});
