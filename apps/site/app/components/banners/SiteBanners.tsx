import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { track } from '@lender/analytics/browser';
import {
  BROWSER_BANNER_HIDDEN_COOKIE,
  PROMO_CLOSED_COOKIE,
  SALES_BANNER_COOKIE_DAYS,
  SALES_BANNER_HIDDEN_COOKIE,
} from './banner-constants.ts';
import { PROMO_BANNERS, SALES_BANNER } from './banner-config.ts';
import {
  bannerToShow,
  displayedBannerEvent,
  promoForPage,
  showsSalesBanner,
  type PromoBannerConfig,
  type SalesBannerConfig,
} from './banner-rules.ts';
import { Banner } from './Banner.tsx';
import { isOutdatedBrowser } from './browser-support.ts';
import { setSiteCookie, useCookies, useUserAgent } from './use-cookies.ts';

/** Props of {@link SiteBanners}: the configuration, replaceable in tests. */
export interface SiteBannersProps {
  promos?: readonly PromoBannerConfig[];
  sales?: SalesBannerConfig | undefined;
}

/** Where focus goes when a dismissed banner takes its button away. */
const FOCUS_AFTER_DISMISS = 'main-content';

/**
 * The banner's height, as a custom property on the root element: site.css makes it the page's
 * `scroll-padding-bottom`, so an element focused or scrolled to is never left under the banner
 * (WCAG 2.2 SC 2.4.11).
 */
const BANNER_HEIGHT_PROPERTY = '--site-banner-height';

function moveFocusAfterDismiss() {
  document.getElementById(FOCUS_AFTER_DISMISS)?.focus({ preventScroll: true });
}

/** Keeps {@link BANNER_HEIGHT_PROPERTY} equal to the element's height while it is shown. */
function useBannerHeight(element: React.RefObject<HTMLElement | null>, shown: unknown) {
  useLayoutEffect(() => {
    const banner = element.current;
    if (!banner) return;
    const root = document.documentElement;
    const update = () =>
      root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${Math.ceil(banner.offsetHeight)}px`);
    update();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : undefined;
    observer?.observe(banner);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
    };
  }, [element, shown]);
}

/**
 * The banners of SPEC §4: browser support, sales and promo, at most one at a time in that order
 * of priority; the next shows once the visitor dismisses one. Pages are pre-rendered, so the
 * cookies and the user agent are read in the browser after hydration; the banner then appears
 * in a strip after the footer that sticks to the foot of the window (on a page with a form it
 * stays at the end of the page, off the fields: site.css), which moves nothing already on screen
 * (no layout shift) and leaves first paint alone. Each shown banner is reported once
 * per page as `displayed_banner` (SPEC §3).
 */
export function SiteBanners({ promos = PROMO_BANNERS, sales = SALES_BANNER }: SiteBannersProps) {
  const { pathname } = useLocation();
  const cookies = useCookies();
  const userAgent = useUserAgent();
  const strip = useRef<HTMLDivElement>(null);

  const known = cookies !== undefined && userAgent !== undefined;
  const promo = known
    ? promoForPage(pathname, cookies.has(PROMO_CLOSED_COOKIE), promos)
    : undefined;
  const shown = known
    ? bannerToShow({
        outdatedBrowser: !cookies.has(BROWSER_BANNER_HIDDEN_COOKIE) && isOutdatedBrowser(userAgent),
        sales: showsSalesBanner(pathname, cookies.has(SALES_BANNER_HIDDEN_COOKIE), sales),
        promo,
      })
    : undefined;

  useBannerHeight(strip, shown);
  useEffect(() => {
    if (shown) track('displayed_banner', displayedBannerEvent(shown, promo));
    // Once per banner per page: a promo's text changing would not make it a new banner.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [shown, promo?.id, pathname]);

  if (!shown) return null;
  return (
    <div className="site-banners" ref={strip}>
      {shown === 'browser-support' && (
        <Banner
          label="Browser support"
          tone="warning"
          onDismiss={() => {
            setSiteCookie(BROWSER_BANNER_HIDDEN_COOKIE, 'true');
            moveFocusAfterDismiss();
          }}
        >
          Your web browser is out of date, so parts of this site may not work. Update it, or use
          another browser.
        </Banner>
      )}
      {shown === 'sales' && sales && (
        <Banner
          label="Email updates"
          tone="offer"
          link={sales.link}
          onDismiss={() => {
            setSiteCookie(SALES_BANNER_HIDDEN_COOKIE, 'true', { days: SALES_BANNER_COOKIE_DAYS });
            moveFocusAfterDismiss();
          }}
        >
          {sales.text}
        </Banner>
      )}
      {shown === 'promo' && promo && (
        <Banner
          label="Offer"
          tone="offer"
          link={promo.link}
          onDismiss={() => {
            setSiteCookie(PROMO_CLOSED_COOKIE, 'true');
            moveFocusAfterDismiss();
          }}
        >
          {promo.text}
        </Banner>
      )}
    </div>
  );
}
