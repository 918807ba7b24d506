import { SuggestResponseSchema } from '@lender/validation';
import { isHTTPError, type KyInstance } from 'ky';

/** SPEC §7: the search suggest call, `POST {base}/rmscbff/aws/suggest` with JSON `{term}`. */
export const SUGGEST_PATH = '/rmscbff/aws/suggest';

/** How to ask for suggestions. */
export interface SuggestOptions {
  /** Cancels the request (the visitor typed on); it then resolves to an empty list. */
  signal?: AbortSignal;
}

/**
 * Search suggestions for a term (SPEC §7). Any failure resolves to an empty list so the search
 * box keeps working (SPEC §8 "Suggest failure: silent, empty list"); only a non-ok status is
 * logged, with the status (SPEC §8).
 */
export async function suggest(
  http: KyInstance,
  term: string,
  { signal }: SuggestOptions = {},
): Promise<string[]> {
  try {
    return await http
      .post(SUGGEST_PATH, { json: { term }, ...(signal ? { signal } : {}) })
      .json(SuggestResponseSchema);
  } catch (error) {
    if (isHTTPError(error)) {
      console.error(`POST ${SUGGEST_PATH} failed with status ${error.response.status}`);
    }
    return [];
  }
}
