import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  PROMO_CLOSED_COOKIE,
  SALES_BANNER_COOKIE_DAYS,
  SALES_BANNER_HIDDEN_COOKIE,
} from './banner-constants.ts';
import { PROMO_BANNERS, SALES_BANNER } from './banner-config.ts';
import {
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

function moveFocusAfterDismiss() {
  document.getElementById(FOCUS_AFTER_DISMISS)?.focus({ preventScroll: true });
}

/**
 * The banners of SPEC §4: browser support, promo and sales. Pages are pre-rendered, so the
 * cookies and the user agent are read in the browser after hydration; the banners then appear
 * in a strip after the footer that sticks to the foot of the window, which moves nothing
 * already on screen (no layout shift) and leaves first paint alone.
 */
export function SiteBanners({ promos = PROMO_BANNERS, sales = SALES_BANNER }: SiteBannersProps) {
  const { pathname } = useLocation();
  const cookies = useCookies();
  const userAgent = useUserAgent();
  // The browser notice has no cookie of its own (SPEC §3): hidden for this visit to the page.
  const [browserNoticeHidden, setBrowserNoticeHidden] = useState(false);

  if (!cookies || userAgent === undefined) return null;
  const outdated = !browserNoticeHidden && isOutdatedBrowser(userAgent);
  const promo = promoForPage(pathname, cookies.has(PROMO_CLOSED_COOKIE), promos);
  const showSales = showsSalesBanner(pathname, cookies.has(SALES_BANNER_HIDDEN_COOKIE), sales);
  if (!outdated && !promo && !showSales) return null;

  return (
    <div className="site-banners">
      {outdated && (
        <Banner
          label="Browser support"
          tone="warning"
          onDismiss={() => {
            setBrowserNoticeHidden(true);
            moveFocusAfterDismiss();
          }}
        >
          Your web browser is out of date, so parts of this site may not work. Update your browser,
          or use another one, to use every part of the site.
        </Banner>
      )}
      {promo && (
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
      {showSales && sales && (
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
    </div>
  );
}
