import type { DisplayedBanner } from '@lender/analytics';
import { normalisePathname } from '../../pathname.ts';
import { PURCHASE_CONDITION } from './banner-constants.ts';

/** A link inside a banner or promo. */
export interface BannerLink {
  text: string;
  href: string;
}

/** A promo banner as the site team configures it (banner-config.ts). */
export interface PromoBannerConfig {
  id: string;
  /** The offer condition the promo belongs to; only purchase promos (37) are shown (SPEC §9). */
  condition: number;
  /** The page paths it appears on, exactly (`/`, `/purchase/get-started`). */
  paths: readonly string[];
  text: string;
  link: BannerLink;
}

/** The sales banner as the site team configures it: site-wide but for the listed paths. */
export interface SalesBannerConfig {
  text: string;
  link: BannerLink;
  excludePaths: readonly string[];
}

/**
 * The promo banner for a page (SPEC §4, §9): the first purchase-condition promo configured for
 * this path, unless the visitor closed the promo (isPromoClosed).
 */
export function promoForPage(
  pathname: string,
  promoClosed: boolean,
  promos: readonly PromoBannerConfig[],
): PromoBannerConfig | undefined {
  if (promoClosed) return undefined;
  const path = normalisePathname(pathname);
  return promos.find(
    (promo) => promo.condition === PURCHASE_CONDITION && promo.paths.includes(path),
  );
}

/** Whether the sales banner shows on a page: not dismissed (hideAlertBanner), not excluded. */
export function showsSalesBanner(
  pathname: string,
  dismissed: boolean,
  banner: SalesBannerConfig | undefined,
): boolean {
  if (!banner || dismissed) return false;
  return !banner.excludePaths.includes(normalisePathname(pathname));
}

/** A page's own promo panel, such as the one on the get-started page (SPEC §2). */
export interface PagePromoConfig {
  title: string;
  text: string;
  link?: BannerLink;
}

/**
 * The promo a page shows (SPEC §2): the custom large-loan-amount promo when one is configured,
 * which replaces the page's own promo; else the page's own.
 */
export function pagePromo(
  ownPromo: PagePromoConfig,
  largeLoanAmountPromo: PagePromoConfig | undefined,
): PagePromoConfig {
  return largeLoanAmountPromo ?? ownPromo;
}

/** The kinds of banner, in the order of SPEC §4's priority: at most one shows at a time. */
export type BannerKind = 'browser-support' | 'sales' | 'promo';

/** What could show on a page now, before the one-at-a-time rule. */
export interface BannerCandidates {
  outdatedBrowser: boolean;
  sales: boolean;
  promo: PromoBannerConfig | undefined;
}

/**
 * The one banner a page shows (issue 22): browser support first (parts of the site may not
 * work), then the sales banner, then the page's promo; the next shows once one is dismissed.
 * Two or three stacked at the foot of a phone's screen hid most of the page and the focus.
 */
export function bannerToShow(candidates: BannerCandidates): BannerKind | undefined {
  if (candidates.outdatedBrowser) return 'browser-support';
  if (candidates.sales) return 'sales';
  if (candidates.promo) return 'promo';
  return undefined;
}

/**
 * The SPEC §3 `displayed_banner` event for a banner being shown: named after the banner (a
 * promo by its id), typed by kind, and flagged as a sales benefit or a warning as it is one.
 */
export function displayedBannerEvent(
  kind: BannerKind,
  promo: PromoBannerConfig | undefined,
): DisplayedBanner {
  switch (kind) {
    case 'browser-support':
      return {
        banner_name: 'browser support',
        banner_type: 'warning',
        viewed_warning_message: true,
      };
    case 'sales':
      return { banner_name: 'sales', banner_type: 'sales', viewed_sales_benefit: true };
    case 'promo':
      return {
        banner_name: promo?.id ?? 'promo',
        banner_type: 'promo',
        viewed_sales_benefit: true,
      };
  }
}
