// The site's own chat assistant (issue 26 part 5): the question it is asked, the answer it gives
// (only text and links taken from the site's own pages), and the callback request that hands a
// visitor over to a person. One definition for the browser and the server.
import { z } from 'zod';
import { NameSchema, PhoneSchema } from './contact.ts';
import { controlCharactersAsSpaces, strippedTextSchema } from './plain-text.ts';
import { HONEYPOT_FIELD } from './preferences.ts';
import { SitePathSchema } from './site-path.ts';

/** Shortest and longest question the assistant takes. */
export const CHAT_QUESTION_MIN_LENGTH = 2;
export const CHAT_QUESTION_MAX_LENGTH = 300;

/** The assistant's messages, in the GOV.UK voice the forms use. */
export const chatMessages = {
  errorQuestionRequired: 'Enter a question',
  errorQuestionLength: `Question must be ${CHAT_QUESTION_MAX_LENGTH} characters or fewer`,
  errorBestTime: 'Select the best time to call you',
  errorConsent: 'Select the box to agree that we may call you back',
} as const;

/** POST /rmscbff/chat/answer: the visitor's question, spaces collapsed. */
export const ChatQuestionSchema = z.object({
  question: z
    .string({ error: chatMessages.errorQuestionRequired })
    .transform((value) => controlCharactersAsSpaces(value).replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(CHAT_QUESTION_MIN_LENGTH, { error: chatMessages.errorQuestionRequired })
        .max(CHAT_QUESTION_MAX_LENGTH, { error: chatMessages.errorQuestionLength }),
    ),
});
export type ChatQuestion = z.infer<typeof ChatQuestionSchema>;

/**
 * What kind of answer it is: taken from the site's pages; a question about today's rates (which
 * the assistant never quotes, it points to the rates page); one it found nothing for.
 */
export const CHAT_ANSWER_KINDS = ['answer', 'rates', 'no-match'] as const;
export type ChatAnswerKind = (typeof CHAT_ANSWER_KINDS)[number];

/** A page of this site the answer used: its path comes from the search index, never the question. */
export const ChatSourceSchema = z.object({
  path: SitePathSchema,
  title: z.string(),
});
export type ChatSource = z.infer<typeof ChatSourceSchema>;

/** The assistant's answer: plain text (never HTML), the pages it came from, a calculator to try. */
export const ChatAnswerSchema = z.object({
  kind: z.enum(CHAT_ANSWER_KINDS),
  /** The answer's opening sentence, written by the assistant (a template, no model). */
  lead: z.string(),
  /** Text quoted from the first source page, as the page has it. */
  quote: z.string().optional(),
  /** The pages used, best first (at most three). */
  sources: z.array(ChatSourceSchema).max(3),
  /** The calculator that answers this kind of question with the visitor's own numbers. */
  calculator: ChatSourceSchema.optional(),
  /** The short disclaimer every answer carries. */
  disclaimer: z.string(),
});
export type ChatAnswer = z.infer<typeof ChatAnswerSchema>;

/** When the visitor would like to be called back (Eastern time is said on the form). */
export const CALLBACK_TIMES = ['morning', 'afternoon', 'evening', 'any-time'] as const;
export type CallbackTime = (typeof CALLBACK_TIMES)[number];

/** The callback form's button: the consent text names it. */
export const CALLBACK_SUBMIT_TEXT = 'Ask for a call';

/**
 * What a visitor agrees to by ticking the callback form's box: shown by the form, and stored by
 * the server with each request as the record of what was agreed.
 */
export const CALLBACK_CONSENT_TEXT =
  `I agree that a loan officer may call me at this number about my question. ` +
  `This is not a request for marketing calls or texts, and I do not have to agree to get a loan.`;

/** POST /rmscbff/chat/callback: a request to be called back, with the visitor's consent. */
export const CallbackRequestSchema = z.object({
  name: NameSchema,
  phone: PhoneSchema,
  bestTime: z.enum(CALLBACK_TIMES, { error: chatMessages.errorBestTime }),
  /** The consent box: a callback is made only to someone who ticked it. */
  consent: z.literal(true, { error: chatMessages.errorConsent }),
  sourcePage: strippedTextSchema(z.string().max(200)).optional(),
  [HONEYPOT_FIELD]: strippedTextSchema(z.string().max(500)).optional(),
});
export type CallbackRequest = z.infer<typeof CallbackRequestSchema>;

/** 201 from POST /rmscbff/chat/callback: stored. */
export const CallbackReceivedSchema = z.object({ status: z.literal('received') });
export type CallbackReceived = z.infer<typeof CallbackReceivedSchema>;
