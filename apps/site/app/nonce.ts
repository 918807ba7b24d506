import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of a server-rendered response. The BFF puts it in the
 * request's site-server context (server-context.ts); entry.server provides it to the tree.
 * Pre-rendered pages have none: the BFF allows their inline scripts by hash instead.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** The nonce to put on inline scripts, if this render has one. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
