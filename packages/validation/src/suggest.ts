import { z } from 'zod';
import { controlCharactersAsSpaces } from './plain-text.ts';

/** Most suggestions one answer carries (SPEC §9). */
export const SUGGESTION_LIMIT = 3;

/** Longest search term or query, after trimming. */
export const SEARCH_TEXT_MAX_LENGTH = 100;

/**
 * What was typed into a search box: 1 to 100 characters once control characters are read as
 * spaces (a pasted NUL or tab parts words, it is no reason to refuse a search) and it is trimmed.
 */
export function searchTextSchema(messages: { required: string; tooLong: string }) {
  return z
    .string({ error: messages.required })
    .transform(controlCharactersAsSpaces)
    .pipe(
      z.string().trim().min(1, messages.required).max(SEARCH_TEXT_MAX_LENGTH, messages.tooLong),
    );
}

/** SPEC §7: `POST /rmscbff/aws/suggest` with JSON `{term}`. */
export const SuggestRequestSchema = z.object({
  term: searchTextSchema({
    required: 'Enter a search term',
    tooLong: `Search term must be ${SEARCH_TEXT_MAX_LENGTH} characters or fewer`,
  }),
});

/**
 * SPEC §3/§7: the search suggest call answers with a list of strings (the API sends at most
 * SUGGESTION_LIMIT; a client shows no more than that, whatever it gets).
 */
export const SuggestResponseSchema = z.array(z.string());

/** A suggest response that passed {@link SuggestResponseSchema}. */
export type SuggestResponse = z.infer<typeof SuggestResponseSchema>;
