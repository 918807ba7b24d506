// What the collector keeps of an event's `context` (README "Collector", privacy): a fixed list of
// fields, each cleaned. Dropped: the IP address, the User-Agent string (kept only as
// parseUserAgent's browser, OS and device kind), userAgentData, traits, ad ids, and every query
// value except utm_* (a page's query string can carry an e-mail address, such as
// /opt-out?show=email&email=…); URLs keep their origin and path.
import { storableText } from './storable-text.ts';
import { parseUserAgent, type ParsedUserAgent } from './user-agent.ts';

/** The kept context. */
export interface StoredContext {
  page?: { path?: string; referrer?: string; search?: string; title?: string; url?: string };
  locale?: string;
  timezone?: string;
  library?: { name?: string; version?: string };
  campaign?: Record<string, string>;
  user_agent?: ParsedUserAgent;
}

const CAMPAIGN_KEYS = ['source', 'medium', 'name', 'term', 'content'] as const;

function record(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

// Plain string work, not URL and URLSearchParams: this runs for every event, and the parsers
// cost several times more than the event's whole check.
const HTTP_URL = /^(https?:\/\/[^/?#\s]+)(\/[^?#\s]*)?/i;
const UTM_PARAMETER = /^utm_[a-z]+=/;

/** An http(s) URL reduced to its origin and path; anything else is dropped. */
export function urlWithoutQuery(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const match = HTTP_URL.exec(value);
  if (!match) return undefined;
  return storableText(`${match[1]!.toLowerCase()}${match[2] ?? '/'}`) ?? undefined;
}

/** A query string reduced to its utm_* parameters (`?utm_source=news`), or undefined. */
export function utmSearch(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.includes('utm_')) return undefined;
  const kept = value
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => UTM_PARAMETER.test(pair));
  return kept.length > 0 ? (storableText(`?${kept.join('&')}`) ?? undefined) : undefined;
}

/** A path as the site has them: starts with `/`, no query. */
export function pagePath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/')) return undefined;
  return storableText(value.split(/[?#]/, 1)[0]) ?? undefined;
}

function definedOnly<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

/** The context fields kept for storage. */
export function storedContext(context: unknown): StoredContext | undefined {
  const source = record(context);
  if (!source) return undefined;
  const page = record(source.page);
  const library = record(source.library);
  const campaign = record(source.campaign);
  return definedOnly<StoredContext>({
    page: page
      ? definedOnly({
          path: pagePath(page.path),
          referrer: urlWithoutQuery(page.referrer),
          search: utmSearch(page.search),
          title: storableText(page.title) ?? undefined,
          url: urlWithoutQuery(page.url),
        })
      : undefined,
    locale: storableText(source.locale, 35) ?? undefined,
    timezone: storableText(source.timezone, 64) ?? undefined,
    library: library
      ? definedOnly({
          name: storableText(library.name, 64) ?? undefined,
          version: storableText(library.version, 64) ?? undefined,
        })
      : undefined,
    campaign: campaign
      ? definedOnly(
          Object.fromEntries(
            CAMPAIGN_KEYS.map((key) => [key, storableText(campaign[key], 100) ?? undefined]),
          ) as Record<string, string>,
        )
      : undefined,
    user_agent: parseUserAgent(source.userAgent),
  });
}
