import { describe, expect, it } from 'vitest';
import {
  CallbackRequestSchema,
  CHAT_QUESTION_MAX_LENGTH,
  ChatAnswerSchema,
  chatMessages,
  ChatQuestionSchema,
} from './chat-assistant.ts';
import { messages } from './messages.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message;

describe('ChatQuestionSchema', () => {
  it('collapses spaces', () => {
    expect(ChatQuestionSchema.parse({ question: '  What is\n PMI?  ' })).toEqual({
      question: 'What is PMI?',
    });
  });

  it.each([
    [{}, chatMessages.errorQuestionRequired],
    [{ question: 42 }, chatMessages.errorQuestionRequired],
    [{ question: '   ' }, chatMessages.errorQuestionRequired],
    [{ question: 'a' }, chatMessages.errorQuestionRequired],
    [{ question: 'x'.repeat(CHAT_QUESTION_MAX_LENGTH + 1) }, chatMessages.errorQuestionLength],
  ])('refuses %j with “%s”', (body, message) => {
    expect(messageOf(ChatQuestionSchema.safeParse(body))).toBe(message);
  });

  it('takes a question of the longest length', () => {
    const question = 'x'.repeat(CHAT_QUESTION_MAX_LENGTH);
    expect(ChatQuestionSchema.parse({ question })).toEqual({ question });
  });
});

describe('ChatAnswerSchema', () => {
  const answer = { kind: 'answer', lead: 'Here', sources: [], disclaimer: 'General information.' };

  it.each(['/learn/pmi', '/opt-out'])('takes a source on this site: %s', (path) => {
    expect(ChatAnswerSchema.safeParse({ ...answer, sources: [{ path, title: 'T' }] }).success).toBe(
      true,
    );
  });

  it.each(['https://phish.example/', '//phish.example/login', 'javascript:alert(1)', '/\\evil'])(
    'refuses a source that could lead off the site: %s',
    (path) => {
      expect(
        ChatAnswerSchema.safeParse({ ...answer, sources: [{ path, title: 'T' }] }).success,
      ).toBe(false);
      expect(
        ChatAnswerSchema.safeParse({ ...answer, calculator: { path, title: 'T' } }).success,
      ).toBe(false);
    },
  );
});

describe('CallbackRequestSchema', () => {
  const valid = {
    name: 'Ada Lovelace',
    phone: '(313) 555-0100',
    bestTime: 'morning',
    consent: true,
  };

  it('keeps the phone as its 10 digits', () => {
    expect(CallbackRequestSchema.parse(valid)).toMatchObject({
      name: 'Ada Lovelace',
      phone: '3135550100',
      bestTime: 'morning',
      consent: true,
    });
  });

  it.each([
    ['name', { name: '' }, messages.name.errorRequired],
    ['name', { name: 'A' }, messages.name.errorLength],
    ['phone', { phone: '' }, messages.phone.errorRequired],
    ['phone', { phone: '555 1212' }, messages.phone.errorLength],
    ['phone', { phone: '123 555 0100' }, messages.phone.errorFormat],
    ['bestTime', { bestTime: 'midnight' }, chatMessages.errorBestTime],
    ['bestTime', { bestTime: undefined }, chatMessages.errorBestTime],
    ['consent', { consent: false }, chatMessages.errorConsent],
    ['consent', { consent: 'yes' }, chatMessages.errorConsent],
    ['consent', { consent: undefined }, chatMessages.errorConsent],
  ])('refuses a bad %s (%j) with “%s”', (field, change, message) => {
    const result = CallbackRequestSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual([field]);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
