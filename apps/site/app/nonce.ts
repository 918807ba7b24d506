import { createContext, useContext } from 'react';

/**
 * The Content-Security-Policy nonce of a server-rendered response. The BFF puts it
 * on the request (header below); entry.server provides it to the tree. Pre-rendered
 * pages have none: the BFF allows their inline scripts by hash instead.
 */
export const NonceContext = createContext<string | undefined>(undefined);

/** Request header through which the BFF hands the nonce to the renderer (never from a client). */
export const NONCE_REQUEST_HEADER = 'x-lender-csp-nonce';

/** The nonce to put on inline scripts, if this render has one. */
export function useNonce(): string | undefined {
  return useContext(NonceContext);
}
