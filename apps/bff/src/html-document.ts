import { createHash } from 'node:crypto';
import { INSERTED_STYLE_HASH_SOURCES } from '@lender/ui/csp';
import type { ClientConfig } from './config.ts';

/** Id of the embedded client-configuration JSON block (SPEC §3) in every page. */
export const CLIENT_CONFIG_ELEMENT_ID = 'client-config';

/** The `<script type="application/json">` block carrying the client configuration (scriptJson). */
export function clientConfigScript(config: ClientConfig): string {
  return `<script type="application/json" id="${CLIENT_CONFIG_ELEMENT_ID}">${scriptJson(config)}</script>`;
}

/**
 * A value as JSON to put inside a `<script>` element: `<`, `>`, `&` and the JavaScript line
 * separators are escaped, so no value can close the element or be read as markup.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The page with the block inserted as the last element of its head. */
export function injectIntoHead(html: string, fragment: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  return html.slice(0, headEnd) + fragment + html.slice(headEnd);
}

const HEAD_START = /<head(?:\s[^>]*)?>/i;
const CHARSET = /^\s*<meta charset=["']?utf-8["']?\s*\/?>/i;

/**
 * The page with the fragment inserted first in its head, after its `<meta charset>` (which must
 * stay in the first 1024 bytes): before any preload or module script, where an import map must
 * be for a browser that takes one map only. A document without a head is left as it is.
 */
export function injectAtHeadStart(html: string, fragment: string): string {
  const head = HEAD_START.exec(html);
  if (!head || !fragment) return html;
  let at = head.index + head[0].length;
  const charset = CHARSET.exec(html.slice(at, at + 200));
  if (charset) at += charset[0].length;
  return html.slice(0, at) + fragment + html.slice(at);
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * CSP hash sources of the executable inline scripts of a trusted document (one
 * built by us at build time). Scripts with src, and JSON data blocks, need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    // An import map (React Router's Subresource Integrity list) is script to the CSP too.
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'importmap') continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** Every page's style-src (see pageCsp). */
const STYLE_SRC = `style-src 'self' ${INSERTED_STYLE_HASH_SOURCES.join(' ')}`;

/**
 * The Content-Security-Policy of a page: nothing by default (`default-src 'none'`), then each
 * kind of resource the site uses from its own origin; inline scripts only when listed by hash or
 * carrying the response's nonce; no framing, no plugins, forms posted only to the site. The only
 * inline styles allowed are the two small <style> elements react-aria inserts under @lender/ui's
 * components, by hash (@lender/ui/csp).
 */
export function pageCsp(
  scriptSources: readonly string[],
  /** Another origin serving calculator bundles (CALCULATORS_BASE_URL): its manifest and CSS too. */
  calculatorOrigins: readonly string[] = [],
): string {
  const extra = calculatorOrigins.map((origin) => ` ${origin}`).join('');
  return [
    "default-src 'none'",
    `script-src 'self' ${scriptSources.join(' ')}`.trim(),
    STYLE_SRC + extra,
    "img-src 'self' data:",
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    // The co-branded welcome video (apps/site/public/video).
    "media-src 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

/**
 * The text with every absolute link to one origin moved to another: the site's pages are built
 * with the brand's address (brand.config.json `siteUrl`), and served where SITE_URL says, so
 * their canonical links, sitemap and structured data name the address visitors use. Both origins
 * come from configuration, never from a request.
 */
export function rebaseOrigin(text: string, from: string, to: string): string {
  if (from === to) return text;
  // Only the whole origin: not www.lender.example.com, nor a port after it.
  const escaped = from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`${escaped}(?![\\w.:-])`, 'g'), to);
}
