// What the server hands each request it renders (apps/bff's site plugin sets it): the contract
// between the site's loaders and actions and the process that runs them.
import { createContext, type RouterContextProvider } from 'react-router';
import type { ExperimentAssignment } from '@lender/analytics';

/** A promo an operator configures (SPEC §2 large-loan-amount promo): its link leads to a page of this site. */
export interface ConfiguredPromo {
  title: string;
  text: string;
  link?: { text: string; href: string };
}

/**
 * Content an operator changes without a build, read by the server at start (root README,
 * Configuration). The pages that show it are rendered per request while it is set.
 */
export interface SiteContent {
  /** Replaces the get-started page's own promo (SPEC §2); LARGE_LOAN_AMOUNT_PROMO_FILE. */
  largeLoanAmountPromo?: ConfiguredPromo;
}

/** The server a page is rendered in, as its loaders and actions may use it. */
export interface SiteServer {
  /**
   * Calls this server's own API in process, never over the network: only `/rmscbff/…` paths are
   * reached, whatever origin a URL names, so no request data can choose where a call goes.
   * The call carries the visitor's address, so rate limits and consent records name them.
   */
  fetchApi: typeof fetch;
  /** The site's public origin (SITE_URL): the fixed origin of every request URL and API call. */
  siteOrigin: string;
  /** The Content-Security-Policy nonce of this response. */
  nonce: string;
  /** Writes an error to the server's log (JSON, masked), with the request it happened in. */
  logError(error: unknown, request: Request): void;
  /**
   * The visitor's variants of the experiments running on this page (issue 26 part 6), chosen
   * by the server before rendering so the first HTML shows them. Absent: no experiment runs.
   */
  experiments?: readonly ExperimentAssignment[];
  /** Content configured at start; absent: none. */
  content?: SiteContent;
}

/** Where the site server is kept in React Router's request context; null when pre-rendering. */
export const siteServerContext = createContext<SiteServer | null>(null);

/** The site server of a request; throws outside one (a bug, not a visitor's doing). */
export function siteServer(context: Readonly<RouterContextProvider>): SiteServer {
  const server = context.get(siteServerContext);
  if (!server) throw new Error('This page needs the site server (apps/bff) to render it');
  return server;
}
