// The header search box's suggestions (SPEC §5, §7, §8, §9). A plain fetch rather than
// @lender/api-client: the box is on every page, and the client brings ky and zod with it.
import { useEffect, useState } from 'react';

/** SPEC §5/§9: suggestions start at 3 characters. */
export const SUGGEST_MIN_LENGTH = 3;
/** SPEC §5/§9: typing must pause this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** SPEC §7: `POST {base}/rmscbff/aws/suggest` with JSON `{term}`. */
export const SUGGEST_PATH = '/rmscbff/aws/suggest';
/** SPEC §9: at most 3 suggestions are shown. */
export const SUGGEST_LIMIT = 3;

/** Asks for suggestions; resolves to a list of strings, never rejects. */
export type SuggestFunction = (term: string, signal: AbortSignal) => Promise<string[]>;

/**
 * SPEC §7 suggest call. Any failure is silent and gives an empty list (SPEC §8); a non-ok status
 * is logged with the status, as every non-ok response is (SPEC §8).
 */
export async function fetchSuggestions(
  term: string,
  signal: AbortSignal,
  baseUrl = '',
): Promise<string[]> {
  try {
    const response = await fetch(`${baseUrl}${SUGGEST_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ term }),
      signal,
    });
    if (!response.ok) {
      console.error(`POST ${SUGGEST_PATH} failed with status ${response.status}`);
      return [];
    }
    const body: unknown = await response.json();
    if (!Array.isArray(body) || !body.every((item) => typeof item === 'string')) return [];
    return body.slice(0, SUGGEST_LIMIT);
  } catch {
    return [];
  }
}

/**
 * Suggestions for what is typed: none below 3 characters (an emptied box hides them at once),
 * otherwise asked for once typing has paused for 300 ms. An answer for anything but the latest
 * term is dropped, and the request for it cancelled. `suggest` must be a stable function.
 */
export function useSuggestions(term: string, suggest: SuggestFunction = fetchSuggestions) {
  // Each answer is kept with the term it answers, so a list is shown only while it still fits.
  const [answer, setAnswer] = useState<{ term: string; list: string[] }>({ term: '', list: [] });
  const trimmed = term.trim();
  const wanted = trimmed.length >= SUGGEST_MIN_LENGTH ? trimmed : '';

  useEffect(() => {
    if (wanted === '') return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void suggest(wanted, controller.signal).then((list) => {
        if (!controller.signal.aborted) setAnswer({ term: wanted, list });
      });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [wanted, suggest]);

  // While typing on ("refi" after "ref") the last list stays until the next answer; an emptied
  // box, or a term that is not the same search typed further, shows none.
  const related =
    answer.term !== '' &&
    (wanted.toLowerCase().startsWith(answer.term.toLowerCase()) ||
      answer.term.toLowerCase().startsWith(wanted.toLowerCase()));
  return wanted !== '' && related ? answer.list : [];
}
