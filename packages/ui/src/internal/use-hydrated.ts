import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * True once React runs in the browser; false on the server and during hydration, so markup
 * that only works with JavaScript (a dismiss button, `hidden` on revealed content) appears
 * after hydration without a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
