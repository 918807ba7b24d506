import { parseArticle, type ArticleSource } from './article.ts';
import { createLearningCenter, type LearningCenter } from './catalog.ts';

// The article files, bundled into the server build (and into tests and the config loader, which
// also run through Vite). The browser bundle leaves them out: `import.meta.env.SSR` is false
// there, so the raw Markdown — every article in full — never ships to visitors.
const rawArticles: Record<string, string> = import.meta.env.SSR
  ? import.meta.glob<string>('../../content/articles/*.md', {
      query: '?raw',
      import: 'default',
      eager: true,
    })
  : {};

/** The article files Vite bundled, in file-name order (empty in the browser). */
export function bundledArticleSources(): ArticleSource[] {
  return Object.entries(rawArticles)
    .map(([path, source]) => ({ fileName: path.slice(path.lastIndexOf('/') + 1), source }))
    .sort((a, b) => a.fileName.localeCompare(b.fileName));
}

let center: LearningCenter | undefined;

/** The learning center built from the bundled articles, parsed once. Server only. */
export function learningCenter(): LearningCenter {
  center ??= createLearningCenter(bundledArticleSources().map(parseArticle));
  return center;
}
