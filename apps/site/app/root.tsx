import '@lender/ui/tokens.css';
import 'virtual:brand.css';
import './styles/site.css';
import type { ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import { SkipLink } from '@lender/ui/skip-link';
import { SiteFooter } from './components/SiteFooter.tsx';
import { SiteHeader } from './components/SiteHeader.tsx';
import { RouteFocus } from './components/RouteFocus.tsx';
import { useNonce } from './nonce.ts';
import { NotFound } from './components/NotFound.tsx';
import { RouteStylesheets } from './components/RouteStylesheets.tsx';
import { ANALYTICS_STUB_SOURCE } from '@lender/analytics/browser';
import { ZOD_JITLESS_SOURCE } from './zod-jitless.ts';
import { SiteAnalytics } from './components/SiteAnalytics.tsx';
import { SiteBanners } from './components/banners/SiteBanners.tsx';
import { CoBrandedDialog } from './components/dialogs/CoBrandedDialog.tsx';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The document shell shared by every page, error pages included. The server puts the calculator
 * bundles' import map right after the charset, in every document it sends (apps/bff
 * calculator-pins.ts): a calculator loads after client-side navigation from any page.
 */
export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Before any module builds a schema: Zod without its eval probe (zod-jitless.ts). */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_SOURCE }} />
        {/* Analytics calls are queued from the first byte; the library loads once the page is idle. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ANALYTICS_STUB_SOURCE }} />
        <Meta />
        {/* In development React Router's <Links /> also inlines the critical CSS. */}
        {import.meta.env.DEV ? <Links /> : <RouteStylesheets />}
      </head>
      <body>
        <SkipLink targetId={MAIN_CONTENT_ID} />
        <SiteHeader />
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          {children}
        </main>
        <SiteFooter />
        <RouteFocus mainId={MAIN_CONTENT_ID} />
        {/* After the footer, sticking to the foot of the window: appearing moves nothing. */}
        <SiteBanners />
        <CoBrandedDialog />
        <SiteAnalytics />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Unknown paths render the 404 page; anything else gets a plain apology without detail. */
export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className="page">
      <title>Sorry, there is a problem with the service</title>
      <h1>Sorry, there is a problem with the service</h1>
      <p>Try again later. If you were filling in a form, your answers have not been sent.</p>
    </div>
  );
}
