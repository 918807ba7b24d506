// State in the URL hash (SPEC §2: the affordability page keeps `dti` there, pushing history;
// rent vs buy reads `creditScore`; the wizard's cards link with `zip` and `creditScore`).
// The hash is `#name=value&name=value`, read and written like a query string.
import { useCallback, useSyncExternalStore } from 'react';

/** The parameters of a hash (`#dti=36&zip=48226`, with or without the `#`). */
export function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

/** The hash with one parameter set (or removed, for `undefined`), the others kept in order. */
export function hashWith(hash: string, name: string, value: string | undefined): string {
  const params = hashParams(hash);
  if (value === undefined) params.delete(name);
  else params.set(name, value);
  const text = params.toString();
  return text === '' ? '' : `#${text}`;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('hashchange', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('hashchange', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

const currentHash = () => window.location.hash;
const serverHash = () => '';

/**
 * One hash parameter as state: its value (`null` when absent), and a setter that pushes a
 * history entry (so Back returns to the previous value) or, with `{ replace: true }`, replaces
 * the current one. Back and Forward re-render with the value of the entry they land on.
 */
export function useHashParam(
  name: string,
): [string | null, (value: string | undefined, options?: { replace?: boolean }) => void] {
  const hash = useSyncExternalStore(subscribe, currentHash, serverHash);
  const value = hashParams(hash).get(name);
  const setValue = useCallback(
    (next: string | undefined, { replace = false }: { replace?: boolean } = {}) => {
      const nextHash = hashWith(window.location.hash, name, next);
      if (nextHash === window.location.hash) return;
      const url = `${window.location.pathname}${window.location.search}${nextHash}`;
      const state: unknown = window.history.state;
      if (replace) window.history.replaceState(state, '', url);
      else window.history.pushState(state, '', url);
      // pushState fires no event: tell every subscriber (this hook elsewhere on the page too).
      window.dispatchEvent(new PopStateEvent('popstate', { state }));
    },
    [name],
  );
  return [value, setValue];
}
