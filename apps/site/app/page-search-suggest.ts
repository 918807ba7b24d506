// The header search box's suggestions (SPEC §5, §7, §8, §9), asked for through
// @lender/api-client's `suggest`. The box is on every page and the client brings ky and zod with
// it, so the client is loaded when the visitor starts typing, not with the page.
import { useEffect, useState } from 'react';
import type { ApiClient } from '@lender/api-client';

/** SPEC §5/§9: suggestions start at 3 characters. */
export const SUGGEST_MIN_LENGTH = 3;
/** SPEC §5/§9: typing must pause this long before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 300;
/** SPEC §9: at most 3 suggestions are shown. */
export const SUGGEST_LIMIT = 3;

/** Asks for suggestions; resolves to a list of strings, never rejects. */
export type SuggestFunction = (term: string, signal: AbortSignal) => Promise<string[]>;

const clients = new Map<string, Promise<ApiClient>>();

/** The API client for `baseUrl` ('' for the page's own origin), loaded on first use. */
function suggestClient(baseUrl: string): Promise<ApiClient> {
  let client = clients.get(baseUrl);
  if (!client) {
    client = import('@lender/api-client').then(({ createApiClient }) =>
      createApiClient({ baseUrl }),
    );
    clients.set(baseUrl, client);
    // A failed load is tried again next time rather than remembered.
    client.catch(() => clients.delete(baseUrl));
  }
  return client;
}

/**
 * SPEC §7 suggest call, at most SPEC §9's 3 suggestions. Any failure is silent and gives an empty
 * list (SPEC §8); a non-ok status is logged with the status, as every non-ok response is.
 */
export async function fetchSuggestions(
  term: string,
  signal: AbortSignal,
  baseUrl = '',
): Promise<string[]> {
  try {
    const api = await suggestClient(baseUrl);
    const list = await api.suggest(term, { signal });
    return list.slice(0, SUGGEST_LIMIT);
  } catch {
    // The client could not be loaded (a deployment replaced its file, the network went).
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
  const typing = trimmed !== '';

  // The client starts loading with the first character, so it is there when the first
  // suggestions are asked for (3 characters and a 300 ms pause later).
  useEffect(() => {
    if (typing && suggest === fetchSuggestions) void suggestClient('').catch(() => undefined);
  }, [typing, suggest]);

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
