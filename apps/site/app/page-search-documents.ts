// Search documents from the built site (run by scripts/search-documents.ts after the build):
// what each pre-rendered page shows, read back from its HTML, so the search index never holds a
// second copy of the content. The HTML is our own React output, so a careful tag stripper is
// enough: no scripts run, nothing is fetched.
import { createHash } from 'node:crypto';
import type { SitePage } from './site-map.ts';

/** One page as the API's search index takes it (apps/bff/src/search/search-documents-file.ts). */
export interface SearchDocument {
  path: string;
  kind: 'article' | 'calculator' | 'page';
  title: string;
  description: string;
  keywords: string[];
  headings: string[];
  body: string;
}

/** The file the API reads at start: the documents and a hash that changes when they do. */
export interface SearchDocumentsFile {
  version: 1;
  hash: string;
  documents: SearchDocument[];
}

/** What a page is, for its label among the results. */
export function documentKind(path: string): SearchDocument['kind'] {
  if (/(^|\/|-)calculators?($|\/|-)/.test(path)) return 'calculator';
  // /learn/<category>/<article>; a category's own page is a list of articles.
  if (/^\/learn\/[^/]+\/[^/]+/.test(path)) return 'article';
  return 'page';
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
};

/** Decodes HTML character references; unknown named ones are left as written. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X'
          ? parseInt(name.slice(2), 16)
          : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** Elements whose content is not text a visitor reads. */
const SKIPPED_ELEMENTS =
  /<(script|style|template|noscript|svg|iframe|video|audio)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** Elements that do not break a word: "<a>home</a>s" reads "homes". Others separate words. */
const INLINE_TAGS =
  /^(a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr)$/i;

/** The text a visitor reads in an HTML fragment, whitespace collapsed. */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(SKIPPED_ELEMENTS, ' ')
      .replace(/<\/?([a-z][a-z0-9-]*)\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi, (_tag, name: string) =>
        INLINE_TAGS.test(name) ? '' : ' ',
      ),
  )
    .replace(/\s+/g, ' ')
    .trim();
}

/** The attributes of one start tag, names lower-cased, values decoded. */
export function tagAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  const pattern = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  const inner = tag.replace(/^<[a-z0-9-]+/i, '').replace(/\/?>$/, '');
  for (const match of inner.matchAll(pattern)) {
    const [, name, double, single, bare] = match;
    if (name) attributes[name.toLowerCase()] = decodeEntities(double ?? single ?? bare ?? '');
  }
  return attributes;
}

/** The content of a `<meta name=…>` tag, if the page has one. */
function metaContent(html: string, name: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi)) {
    const attributes = tagAttributes(tag);
    if (attributes.name?.toLowerCase() === name) return attributes.content;
  }
  return undefined;
}

/**
 * The inner HTML of the page's `<main>` (or the whole body when there is none), without its
 * navigation (breadcrumbs and tables of contents repeat what the page says elsewhere) and
 * without what is marked `data-nosnippet` (an article's related articles: their titles would
 * otherwise be the best passage of every article they are listed under).
 */
function mainHtml(html: string): string {
  const main =
    /<main\b[^>]*>([\s\S]*)<\/main\s*>/i.exec(html)?.[1] ??
    /<body\b[^>]*>([\s\S]*)<\/body\s*>/i.exec(html)?.[1] ??
    html;
  return withoutNoSnippet(main).replace(/<nav\b[^>]*>[\s\S]*?<\/nav\s*>/gi, ' ');
}

/** The HTML without every element whose start tag has `data-nosnippet`, and its content. */
export function withoutNoSnippet(html: string): string {
  const marked = /<([a-z][a-z0-9-]*)\b[^>]*?\sdata-nosnippet(?=[\s=/>])[^>]*>/i;
  let rest = html;
  let kept = '';
  for (let found = marked.exec(rest); found; found = marked.exec(rest)) {
    const name = found[1]!.toLowerCase();
    kept += `${rest.slice(0, found.index)} `;
    rest = rest.slice(found.index + found[0].length);
    // Skip to the end tag that closes this element: same-name elements may nest inside it.
    const tags = new RegExp(`<(/?)${name}\\b[^>]*>`, 'gi');
    let depth = 1;
    // An element never closed (a void one, or broken HTML) loses its start tag alone.
    let end = 0;
    for (let tag = tags.exec(rest); tag; tag = tags.exec(rest)) {
      depth += tag[1] ? -1 : 1;
      if (depth === 0) {
        end = tag.index + tag[0].length;
        break;
      }
    }
    rest = rest.slice(end);
  }
  return kept + rest;
}

/** Every `keywords` of the page's JSON-LD (an Article's), as a list. */
function structuredDataKeywords(html: string): string[] {
  const keywords: string[] = [];
  const collect = (value: unknown): void => {
    if (Array.isArray(value)) {
      value.forEach(collect);
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key === 'keywords' && typeof item === 'string') keywords.push(...item.split(','));
        else if (key === 'keywords' && Array.isArray(item)) {
          keywords.push(...item.filter((word): word is string => typeof word === 'string'));
        } else collect(item);
      }
    }
  };
  const scripts = html.matchAll(
    /<script\b[^>]*type=["']?application\/ld\+json["']?[^>]*>([\s\S]*?)<\/script\s*>/gi,
  );
  for (const [, json] of scripts) {
    try {
      collect(JSON.parse(json ?? ''));
    } catch {
      // Not JSON: nothing to read.
    }
  }
  return keywords;
}

/** Whether a page asks search engines, and so our search too, to leave it out. */
export function isNoIndex(html: string): boolean {
  return /\bnoindex\b/i.test(metaContent(html, 'robots') ?? '');
}

/**
 * A pre-rendered page as a search document: its `<title>` without the site name after the last
 * " | ", meta description, keywords (meta, and JSON-LD's), the h1–h3 headings and the text of
 * `<main>` outside its navigation.
 */
export function pageDocument(
  html: string,
  page: Pick<SitePage, 'path' | 'title' | 'description'>,
  siteName: string,
): SearchDocument {
  const titleHtml = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(html)?.[1];
  const suffix = ` | ${siteName}`;
  let title = titleHtml === undefined ? '' : htmlToText(titleHtml);
  if (title.endsWith(suffix)) title = title.slice(0, -suffix.length).trim();
  const main = mainHtml(html);
  const headings = [...main.matchAll(/<h([1-3])\b[^>]*>([\s\S]*?)<\/h\1\s*>/gi)]
    .map((match) => htmlToText(match[2] ?? ''))
    .filter((heading) => heading !== '');
  return {
    path: page.path,
    kind: documentKind(page.path),
    title: title || page.title,
    description: metaContent(html, 'description') ?? page.description,
    keywords: [
      ...new Set(
        [...(metaContent(html, 'keywords') ?? '').split(','), ...structuredDataKeywords(html)]
          .map((keyword) => keyword.trim())
          .filter((keyword) => keyword !== ''),
      ),
    ],
    headings,
    body: htmlToText(main),
  };
}

/** A page rendered per request (a form): searchable by its registered title and description. */
export function listedPageDocument(page: SitePage): SearchDocument {
  return {
    path: page.path,
    kind: documentKind(page.path),
    title: page.title,
    description: page.description,
    keywords: [],
    headings: [],
    body: '',
  };
}

/**
 * The search documents of `pages` (the site map's searchable pages): a pre-rendered page's from
 * its HTML, which `readHtml` gives, unless it is marked noindex; a page rendered per request's
 * from its title and description. Results pages (noindex in the site map) are left out.
 */
export async function siteSearchDocuments(
  pages: readonly SitePage[],
  readHtml: (page: SitePage) => Promise<string>,
  siteName: string,
): Promise<{ documents: SearchDocument[]; skipped: number }> {
  const documents: SearchDocument[] = [];
  let skipped = 0;
  for (const page of pages) {
    if (page.noindex) continue;
    if (!page.prerender) {
      documents.push(listedPageDocument(page));
      continue;
    }
    const html = await readHtml(page);
    if (isNoIndex(html)) skipped += 1;
    else documents.push(pageDocument(html, page, siteName));
  }
  return { documents, skipped };
}

/** The documents, sorted by path, with the SHA-256 of exactly what is indexed. */
export function searchDocumentsFile(documents: readonly SearchDocument[]): SearchDocumentsFile {
  const sorted = [...documents].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  const hash = createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
  return { version: 1, hash, documents: sorted };
}
