import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { startAnalytics, visitorHasOptedOut, whenLoadedAndIdle } from '@lender/analytics/browser';
import { loadScript, pageScripts } from '@lender/analytics/script-loader';
import {
  installInteractionTracking,
  installLeftPageTracking,
  trackAudienceSegmentChange,
  trackPageView,
  type LeftPageTracking,
} from '@lender/analytics/site-tracking';
import { documentCookieJar } from '@lender/analytics/document-cookies';
import { brand } from '../brand.ts';
import { readClientConfig } from '../client-config.ts';

const trackingOptions = { product: brand.productName, leadTypeCode: brand.leadTypeCode };

/**
 * Visitor analytics of every page (SPEC §3, §7): starts the library once the page is idle,
 * reports clicks, a page view on the first render and on every navigation (with the audience
 * segment when it changed), and the page left (left_page) on the next navigation or when the tab
 * closes; then loads the optional scripts (experimentation, chat, the first-party visitor id).
 * Renders nothing.
 */
export function SiteAnalytics() {
  const { pathname } = useLocation();
  const leftPage = useRef<LeftPageTracking>(undefined);

  useEffect(() => {
    const config = readClientConfig();
    startAnalytics(config);
    whenLoadedAndIdle(window, () => {
      const scripts = pageScripts({
        ...config,
        pathname: window.location.pathname,
        cookies: documentCookieJar(document),
        random: Math.random,
        // Without analytics there is nothing for experiments or a visitor id to serve.
        optedOut: visitorHasOptedOut() || !config.segmentKey,
      });
      // The experimentation script may set the visitor's segment cookies (SPEC §4): look again
      // once the scripts have run.
      void Promise.all(scripts.map((url) => loadScript(url))).then(() =>
        trackAudienceSegmentChange(),
      );
    });
    const stopInteractions = installInteractionTracking(trackingOptions);
    const pageLeaves = installLeftPageTracking();
    leftPage.current = pageLeaves;
    return () => {
      stopInteractions();
      pageLeaves.stop();
      leftPage.current = undefined;
    };
  }, []);

  useEffect(() => {
    // The page before this one was left (left_page), then this one is viewed (loaded_page).
    leftPage.current?.pageViewed(pathname);
    trackPageView(trackingOptions);
  }, [pathname]);

  return null;
}
