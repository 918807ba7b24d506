// Which write key the site's analytics uses (SEGMENT_KEY, ANALYTICS): first-party collection is on
// by default. With SEGMENT_KEY the key is that; without it, the first start creates a random key
// and keeps it in the database, so every later start (and every server process) uses the same
// one and the browsers' stored events still match it; ANALYTICS=off turns collection off.
import { randomBytes } from 'node:crypto';

/** How the site's write key was set. */
export type WriteKeySource = 'configured' | 'generated' | 'off' | 'unavailable';

/** The site's write key, as the collector, the settings and the pages read it. */
export interface SiteWriteKey {
  /** The key; undefined while it is read from the database, and when collection is off. */
  current(): string | undefined;
  /** How it was set ('unavailable': the database could not be read, so collection is off). */
  source(): WriteKeySource | 'pending';
  /** Resolves with the key (or undefined) once it is known; never rejects. */
  readonly ready: Promise<string | undefined>;
}

/** Random bytes in a generated key: 192 bits, 32 URL-safe characters (SEGMENT_KEY's alphabet). */
export const GENERATED_WRITE_KEY_BYTES = 24;

/** A new random write key. */
export function newWriteKey(random: (bytes: number) => Buffer = randomBytes): string {
  return random(GENERATED_WRITE_KEY_BYTES).toString('base64url');
}

export interface SiteWriteKeyOptions {
  /** ANALYTICS: 'off' turns collection off whatever else is set. */
  analytics: 'on' | 'off';
  /** SEGMENT_KEY. */
  configuredKey: string | undefined;
  /** The stored key, or the candidate stored now (site-write-key-repository.ts). */
  storedOrNew: (candidate: string) => Promise<string>;
  newKey?: () => string;
  /** Told when the database could not give a key (collection then stays off). */
  onUnavailable?: (error: unknown) => void;
}

/** Starts finding the site's write key; only a generated key waits for the database. */
export function siteWriteKey({
  analytics,
  configuredKey,
  storedOrNew,
  newKey = () => newWriteKey(),
  onUnavailable,
}: SiteWriteKeyOptions): SiteWriteKey {
  let key: string | undefined;
  let source: WriteKeySource | 'pending';
  let ready: Promise<string | undefined>;
  if (analytics === 'off') {
    source = 'off';
    ready = Promise.resolve(undefined);
  } else if (configuredKey) {
    key = configuredKey;
    source = 'configured';
    ready = Promise.resolve(key);
  } else {
    source = 'pending';
    ready = storedOrNew(newKey()).then(
      (stored) => {
        key = stored;
        source = 'generated';
        return stored;
      },
      (error: unknown) => {
        source = 'unavailable';
        onUnavailable?.(error);
        return undefined;
      },
    );
  }
  return { current: () => key, source: () => source, ready };
}
