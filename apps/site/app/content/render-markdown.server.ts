// Server only (the `.server` suffix makes React Router refuse to bundle it for the browser):
// marked runs when pages are rendered or pre-rendered, and visitors receive the HTML.
import { Marked, type MarkedToken, type Token, type Tokens, type TokensList } from 'marked';
import { createSlugger } from './slug.ts';

/** A heading of an article body, with the id its in-page links use. */
export interface ArticleHeading {
  depth: number;
  text: string;
  id: string;
}

/** One step of a step-by-step list, shown by the review stepper. */
export interface ArticleStep {
  /** The step as inline HTML (it may hold bold text or links). */
  html: string;
  text: string;
  /** In-page link to the section that explains the step, when the article has one. */
  href?: string;
}

/**
 * A piece of an article body: rendered HTML, or a step-by-step list that the page renders
 * with the stepper component instead of a plain ordered list.
 */
export type ArticleBodySegment =
  { kind: 'html'; html: string } | { kind: 'steps'; label: string; steps: ArticleStep[] };

/** An article body rendered for the page and read for search. */
export interface RenderedArticle {
  segments: ArticleBodySegment[];
  headings: ArticleHeading[];
  /** The words of the body without markup, blocks separated by blank lines. */
  plainText: string;
}

export interface RenderOptions {
  /** Rewrites a site-relative link (e.g. `/learn/<article-slug>` to the article's own path). */
  resolveLink?: (href: string) => string;
}

/**
 * A section is a step-by-step guide when its heading starts with "Steps" or "The steps" and it
 * holds an ordered list: the first such list is the guide's steps.
 */
const STEPS_HEADING = /^(?:the )?steps\b/i;
/** A Pandoc-style caption: a paragraph `Table: …` right before a table. */
const TABLE_CAPTION = /^Table:\s+(.+)$/s;
/** Sections of a numbered guide are headed "1. …", "2. …". */
const NUMBERED_HEADING = /^(\d+)\.\s/;
const EXTERNAL = /^https?:\/\//i;

interface HeadingWithId extends Tokens.Heading {
  id: string;
}

interface TableWithCaption extends Tokens.Table {
  caption: string;
  /** True when the caption repeats the section heading: kept for screen readers only. */
  captionHidden: boolean;
}

/**
 * Renders an article's Markdown: headings get ids from their text, tables get a caption and
 * header scopes, external links rel="noopener", raw HTML is shown as text, and the ordered
 * list of a "Steps …" section is split out for the stepper.
 */
export function renderArticleMarkdown(
  markdown: string,
  options: RenderOptions = {},
): RenderedArticle {
  const resolveLink = options.resolveLink ?? ((href: string) => href);
  const marked = createMarked(resolveLink);
  const tokens = marked.lexer(markdown);
  const headings = prepareTokens(tokens);
  const stepsAt = findStepLists(tokens);

  const segments: ArticleBodySegment[] = [];
  let chunk: Token[] = [];
  const flush = () => {
    const html = marked.parser(withLinks(chunk, tokens)).trim();
    if (html) segments.push({ kind: 'html', html });
    chunk = [];
  };
  for (const token of tokens) {
    const label = stepsAt.get(token);
    if (label === undefined) {
      chunk.push(token);
      continue;
    }
    flush();
    const list = token as Tokens.List;
    const first = list.start === '' ? 1 : list.start;
    segments.push({
      kind: 'steps',
      label,
      steps: list.items.map((item, index) => {
        const target = headings.find(
          (heading) => NUMBERED_HEADING.exec(heading.text)?.[1] === String(first + index),
        );
        return {
          html: itemHtml(marked, item, tokens),
          text: plainTextOf(item.tokens, ' '),
          ...(target ? { href: `#${target.id}` } : {}),
        };
      }),
    });
  }
  flush();

  return { segments, headings, plainText: plainTextOf(tokens, '\n\n') };
}

/** A list item's content: inline HTML when it is one paragraph, as steps usually are. */
function itemHtml(marked: Marked, item: Tokens.ListItem, document: TokensList): string {
  const blocks = item.tokens.filter((token) => token.type !== 'space') as MarkedToken[];
  const only = blocks.length === 1 ? blocks[0] : undefined;
  if ((only?.type === 'paragraph' || only?.type === 'text') && only.tokens) {
    return marked.Parser.parseInline(only.tokens, marked.defaults).trim();
  }
  return marked.parser(withLinks(item.tokens, document)).trim();
}

/** Gives headings their ids and tables their captions; returns the headings. */
function prepareTokens(tokens: TokensList): ArticleHeading[] {
  const slug = createSlugger();
  const headings: ArticleHeading[] = [];
  let sectionHeading = '';
  for (let index = 0; index < tokens.length; index += 1) {
    const token = tokens[index] as MarkedToken;
    if (token.type === 'heading') {
      const text = plainTextOf(token.tokens, '');
      const id = slug(text);
      (token as HeadingWithId).id = id;
      headings.push({ depth: token.depth, text, id });
      sectionHeading = text;
    } else if (token.type === 'table') {
      const previous = previousBlock(tokens, index);
      const explicit = previous?.type === 'paragraph' ? TABLE_CAPTION.exec(previous.text) : null;
      if (explicit && previous) tokens.splice(tokens.indexOf(previous), 1, spaceToken());
      Object.assign(token, {
        caption: explicit?.[1]?.trim() ?? sectionHeading,
        captionHidden: !explicit,
      });
    }
  }
  return headings;
}

/** The ordered lists to show as steps, with the heading of their section. */
function findStepLists(tokens: TokensList): Map<Token, string> {
  const found = new Map<Token, string>();
  let section: string | undefined;
  for (const token of tokens as MarkedToken[]) {
    if (token.type === 'heading' && token.depth === 2) {
      section = STEPS_HEADING.test(token.text) ? plainTextOf(token.tokens, '') : undefined;
    } else if (section !== undefined && token.type === 'list' && token.ordered) {
      found.set(token, section);
      section = undefined;
    }
  }
  return found;
}

function previousBlock(tokens: Token[], index: number): MarkedToken | undefined {
  for (let at = index - 1; at >= 0; at -= 1) {
    const token = tokens[at] as MarkedToken;
    if (token.type !== 'space') return token;
  }
  return undefined;
}

function spaceToken(): Tokens.Space {
  return { type: 'space', raw: '' };
}

/** A slice of the document that keeps the document's link definitions. */
function withLinks(slice: Token[], document: TokensList): TokensList {
  return Object.assign([...slice], { links: document.links });
}

function createMarked(resolveLink: (href: string) => string): Marked {
  return new Marked({ gfm: true, async: false }).use({
    renderer: {
      heading(token) {
        const { id } = token as HeadingWithId;
        return `<h${token.depth} id="${escapeHtml(id)}">${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
      },
      link({ href, title, tokens }) {
        const target = cleanUrl(EXTERNAL.test(href) ? href : resolveLink(href));
        const text = this.parser.parseInline(tokens);
        if (target === undefined) return text;
        const titleAttribute = title ? ` title="${escapeHtml(title)}"` : '';
        const rel = EXTERNAL.test(target) ? ' rel="noopener"' : '';
        return `<a href="${escapeHtml(target)}"${titleAttribute}${rel}>${text}</a>`;
      },
      table(token) {
        const { caption, captionHidden } = token as TableWithCaption;
        const cell = (content: Tokens.TableCell, tag: 'th' | 'td', scope?: 'col' | 'row') => {
          const align = content.align ? ` class="align-${content.align}"` : '';
          const scopeAttribute = scope ? ` scope="${scope}"` : '';
          return `<${tag}${scopeAttribute}${align}>${this.parser.parseInline(content.tokens)}</${tag}>`;
        };
        const head = token.header.map((content) => cell(content, 'th', 'col')).join('');
        // The first column names each row (a feature, a loan type, a credit score band).
        const body = token.rows
          .map(
            (row) =>
              `<tr>${row.map((content, index) => (index === 0 ? cell(content, 'th', 'row') : cell(content, 'td'))).join('')}</tr>`,
          )
          .join('\n');
        const captionClass = captionHidden ? ' class="visually-hidden"' : '';
        return (
          // Focusable and named, so a keyboard can scroll a table wider than a phone (WCAG 2.1.1).
          `<div class="table-scroll" role="region" aria-label="${escapeHtml(caption)}" tabindex="0">\n<table>\n<caption${captionClass}>${escapeHtml(caption)}</caption>\n` +
          `<thead>\n<tr>${head}</tr>\n</thead>\n<tbody>\n${body}\n</tbody>\n</table>\n</div>\n`
        );
      },
      html({ text }) {
        // Articles are Markdown: raw HTML in one is a mistake, shown rather than run.
        return escapeHtml(text);
      },
    },
  });
}

/** Text of tokens without markup: inline pieces joined directly, blocks by `separator`. */
function plainTextOf(tokens: Token[], separator: string): string {
  return tokens
    .map((token) => textOfToken(token as MarkedToken))
    .filter((text) => text !== '')
    .join(separator);
}

function textOfToken(token: MarkedToken): string {
  switch (token.type) {
    case 'space':
    case 'hr':
    case 'def':
    case 'html':
    case 'checkbox':
      return '';
    case 'br':
      return ' ';
    case 'list':
      return token.items.map((item) => plainTextOf(item.tokens, ' ')).join('\n');
    case 'list_item':
    case 'blockquote':
      return plainTextOf(token.tokens, ' ');
    case 'table':
      return [token.header, ...token.rows]
        .map((row) => row.map((cell) => plainTextOf(cell.tokens, '')).join(' '))
        .join('\n');
    case 'heading':
    case 'paragraph':
    case 'strong':
    case 'em':
    case 'del':
    case 'link':
      return plainTextOf(token.tokens, '');
    case 'text':
      return token.tokens ? plainTextOf(token.tokens, '') : token.text;
    case 'codespan':
    case 'escape':
    case 'code':
    case 'image':
      return token.text;
    default:
      return '';
  }
}

/** The destination as marked would write it, or undefined when it cannot be a URL. */
function cleanUrl(href: string): string | undefined {
  try {
    return encodeURI(href).replace(/%25/g, '%');
  } catch {
    return undefined;
  }
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
