import { readFile } from 'node:fs/promises';
import { SEARCH_RESULT_KINDS } from '@lender/validation';
import { z } from 'zod';

/**
 * One page as apps/site/scripts/search-documents.ts writes it after the site's build: what the
 * page renders, so the index never keeps a second copy of the content.
 */
export const SearchDocumentSchema = z.object({
  path: z.string().startsWith('/'),
  kind: z.enum(SEARCH_RESULT_KINDS),
  title: z.string().min(1),
  description: z.string(),
  keywords: z.array(z.string()),
  headings: z.array(z.string()),
  body: z.string(),
});
export type SearchDocument = z.infer<typeof SearchDocumentSchema>;

/** apps/site/build/search-documents.json: the documents and a hash of them. */
export const SearchDocumentsFileSchema = z.object({
  version: z.literal(1),
  /** SHA-256 of the documents; a different hash means the content changed. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  documents: z.array(SearchDocumentSchema),
});
export type SearchDocumentsFile = z.infer<typeof SearchDocumentsFileSchema>;

/** Reads and checks the documents file; `undefined` when there is none (the site is not built). */
export async function readSearchDocumentsFile(
  path: string,
): Promise<SearchDocumentsFile | undefined> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = SearchDocumentsFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${path} is not a search documents file: ${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}
