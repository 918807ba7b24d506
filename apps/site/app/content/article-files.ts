// Plain Node (no Vite): for scripts and the server's search indexing, which read the articles
// from disk. Pages get them from the Vite bundle instead (learning-center.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ArticleSource } from './article.ts';

/** apps/site/content/articles */
export const ARTICLES_DIRECTORY = join(import.meta.dirname, '../../content/articles');

/** The Markdown files of a directory, in file-name order. */
export function readArticleSources(directory: string = ARTICLES_DIRECTORY): ArticleSource[] {
  return readdirSync(directory)
    .filter((fileName) => fileName.endsWith('.md'))
    .sort()
    .map((fileName) => ({ fileName, source: readFileSync(join(directory, fileName), 'utf8') }));
}
