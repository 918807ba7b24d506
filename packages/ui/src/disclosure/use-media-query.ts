import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

function mediaList(query: string | undefined): MediaQueryList | undefined {
  if (query === undefined || typeof window.matchMedia !== 'function') return undefined;
  return window.matchMedia(query);
}

/**
 * Whether a media query matches: undefined on the server and while hydrating (the width is not
 * known there), then the browser's answer, followed as the window changes. Without a query, or
 * where the browser cannot tell, undefined.
 */
export function useMediaQuery(query: string | undefined): boolean | undefined {
  return useSyncExternalStore(
    query === undefined
      ? noSubscription
      : (onChange) => {
          const list = mediaList(query);
          list?.addEventListener('change', onChange);
          return () => list?.removeEventListener('change', onChange);
        },
    () => mediaList(query)?.matches,
    () => undefined,
  );
}
