import { pathSegments } from './path-segments.ts';
import { ANALYTICS_COOKIE_DAYS, StoredValueName, type CookieJar } from './stored-values.ts';

/**
 * Which chat the page loads (SPEC §4 "Chat assistant choice"). The old assistant is the one at
 * the client configuration's `rocketAssistUrl`, the new chat the one at `sierraScriptUrl`.
 */
export const ChatAssistant = {
  None: 'none',
  OldAssistant: 'old assistant',
  NewChat: 'new chat',
} as const;

/** One of the {@link ChatAssistant} values. */
export type ChatAssistant = (typeof ChatAssistant)[keyof typeof ChatAssistant];

/** SPEC §4: a SierraChatExperience of this percentage or more always loads the new chat. */
export const NEW_CHAT_ALWAYS_PERCENT = 100;

/** SPEC §2: the first path segment of the Spanish pages, which never load a chat. */
export const NO_CHAT_PATH_SEGMENT = 'es';

/** What {@link chooseChatAssistant} reads and writes. */
export interface ChatAssistantInputs {
  /** The page's `location.pathname`. */
  readonly pathname: string;
  /** Holds SierraChatExperience (read) and useSierra (read and written). */
  readonly cookies: CookieJar;
  /** A number from 0 (inclusive) to 1 (exclusive), as `Math.random` gives. */
  readonly random: () => number;
}

/**
 * The chat to load (SPEC §4): never on a path whose first segment is "es" (SPEC §2); else by the
 * SierraChatExperience percentage: below 0 none, 0 the old assistant, 100 or more, missing or not
 * a number the new chat; in between, a draw against the percentage stored once in useSierra
 * ("true" is the new chat) and kept on later pages even if the percentage changes.
 */
export function chooseChatAssistant({
  pathname,
  cookies,
  random,
}: ChatAssistantInputs): ChatAssistant {
  // Whole segment: "/es" and "/es/…" are Spanish, "/estate-planning" is not.
  if (pathSegments(pathname)[0] === NO_CHAT_PATH_SEGMENT) return ChatAssistant.None;

  const percent = percentage(cookies.get(StoredValueName.SierraChatExperience));
  if (percent < 0) return ChatAssistant.None;
  if (percent === 0) return ChatAssistant.OldAssistant;
  if (Number.isNaN(percent) || percent >= NEW_CHAT_ALWAYS_PERCENT) return ChatAssistant.NewChat;

  const stored = cookies.get(StoredValueName.UseSierra);
  if (stored === 'true') return ChatAssistant.NewChat;
  if (stored === 'false') return ChatAssistant.OldAssistant;
  // random() < p/100 is true for p percent of draws: the share that gets the new chat.
  const useSierra = random() < percent / 100;
  cookies.set(StoredValueName.UseSierra, String(useSierra), { days: ANALYTICS_COOKIE_DAYS });
  return useSierra ? ChatAssistant.NewChat : ChatAssistant.OldAssistant;
}

/**
 * The cookie as a number, NaN when it is not one. `Number('')` and `Number(' ')` are 0, which
 * would force the old assistant for an empty cookie, so blank text counts as not a number.
 */
function percentage(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return Number.NaN;
  return Number(value);
}

/**
 * How the chosen chat reaches the page: a configured script, the site's own assistant, or
 * nothing. The new chat is the site's own first-party assistant unless `sierraScriptUrl` names a
 * vendor's script; the old assistant exists only as the script `rocketAssistUrl` names, so
 * without one the page has no chat (the chat buttons then give the phone number).
 */
export type ChatProvision =
  | { readonly kind: 'none' }
  | { readonly kind: 'script'; readonly url: string }
  | { readonly kind: 'first-party' };

/** The configured chat scripts (SPEC §3 client configuration). */
export interface ChatScripts {
  readonly sierraScriptUrl?: string;
  readonly rocketAssistUrl?: string;
}

/** What provides the chosen chat (see {@link ChatProvision}). */
export function chatProvision(choice: ChatAssistant, scripts: ChatScripts): ChatProvision {
  if (choice === ChatAssistant.NewChat) {
    return scripts.sierraScriptUrl
      ? { kind: 'script', url: scripts.sierraScriptUrl }
      : { kind: 'first-party' };
  }
  if (choice === ChatAssistant.OldAssistant && scripts.rocketAssistUrl) {
    return { kind: 'script', url: scripts.rocketAssistUrl };
  }
  return { kind: 'none' };
}
