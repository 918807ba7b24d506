/**
 * The optional scripts of SPEC §7 — the experimentation script, the chat assistant and the
 * first-party visitor-id script `/fpc.js?rvid=` — loaded after the page, never blocking it. A
 * script that fails is reported in the console only (SPEC §8), never to the visitor.
 */
import { chatProvision, chooseChatAssistant } from './chat-assistant.ts';
import type { CookieJar } from './stored-values.ts';
import { firstPartyCookieScriptUrl, userRvid } from './visitor-id.ts';

/** The chat choice (SPEC §4) and what provides it, for the site's chat buttons. */
export { chatProvision, chooseChatAssistant } from './chat-assistant.ts';
export type { ChatProvision } from './chat-assistant.ts';

/** SPEC §8 console messages. */
export const SCRIPT_URL_MISSING = 'Script URL is not defined';
export const SCRIPT_LOAD_FAILED = 'Failed to load the script';

/** Adds an async script; resolves true once it ran, false (after a console error) if it could not load. */
export function loadScript(url: string | undefined, doc: Document = document): Promise<boolean> {
  if (!url) {
    console.error(SCRIPT_URL_MISSING);
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const script = doc.createElement('script');
    script.src = url;
    script.async = true;
    script.addEventListener('load', () => resolve(true), { once: true });
    script.addEventListener(
      'error',
      () => {
        console.error(`${SCRIPT_LOAD_FAILED}: ${url}`);
        resolve(false);
      },
      { once: true },
    );
    doc.head.append(script);
  });
}

/** What {@link pageScripts} decides from. */
export interface PageScriptInputs {
  readonly optimizelyUrl?: string;
  readonly sierraScriptUrl?: string;
  readonly rocketAssistUrl?: string;
  readonly pathname: string;
  readonly cookies: CookieJar;
  readonly random: () => number;
  /** After an opt-out no tracking script loads: no experiments, no visitor id. Chat still does. */
  readonly optedOut: boolean;
}

/**
 * The scripts a page loads, in order: the experimentation script when configured, the chat the
 * SPEC §4 choice picks when its address is configured (chatProvision), and the first-party
 * visitor-id script.
 * An unconfigured feature is simply off (no console noise on every page).
 */
export function pageScripts(inputs: PageScriptInputs): string[] {
  const scripts: string[] = [];
  if (!inputs.optedOut && inputs.optimizelyUrl) scripts.push(inputs.optimizelyUrl);
  // The site's own assistant is no script: the chat buttons load it when first opened.
  const chat = chatProvision(chooseChatAssistant(inputs), inputs);
  if (chat.kind === 'script') scripts.push(chat.url);
  if (!inputs.optedOut) scripts.push(firstPartyCookieScriptUrl(userRvid(inputs.cookies)));
  return scripts;
}
