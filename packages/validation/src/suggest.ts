import { z } from 'zod';

/** SPEC §3/§7: the search suggest call answers with a list of strings. */
export const SuggestResponseSchema = z.array(z.string());

/** A suggest response that passed {@link SuggestResponseSchema}. */
export type SuggestResponse = z.infer<typeof SuggestResponseSchema>;
