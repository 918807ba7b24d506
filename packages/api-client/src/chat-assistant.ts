// The chat assistant's calls: a question for an answer from the site's pages, and a request to
// be called back by a loan officer.
import {
  CallbackReceivedSchema,
  ChatAnswerSchema,
  IDEMPOTENCY_KEY_HEADER,
  type CallbackRequestSchema,
} from '@lender/validation';
import type { KyInstance } from 'ky';
import type { z } from 'zod';
import { requestJson } from './result.ts';

/** POST JSON {question}: the answer, its sources and a calculator to try. */
export const CHAT_ANSWER_PATH = '/rmscbff/chat/answer';
/** POST JSON {name, phone, bestTime, consent}: stored with the consent given. */
export const CHAT_CALLBACK_PATH = '/rmscbff/chat/callback';

/** A callback request before the server checks it. */
export type CallbackRequestInput = z.input<typeof CallbackRequestSchema>;

/** POST /rmscbff/chat/answer. */
export function askChatAssistant(http: KyInstance, question: string) {
  return requestJson(http, 'post', CHAT_ANSWER_PATH, { json: { question } }, ChatAnswerSchema);
}

/** POST /rmscbff/chat/callback, keyed so the visitor's own retry stores one request. */
export function requestCallback(
  http: KyInstance,
  body: CallbackRequestInput,
  idempotencyKey: string,
) {
  return requestJson(
    http,
    'post',
    CHAT_CALLBACK_PATH,
    { json: body, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } },
    CallbackReceivedSchema,
  );
}
