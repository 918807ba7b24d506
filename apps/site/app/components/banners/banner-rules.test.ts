import { describe, expect, it } from 'vitest';
import { normalisePathname } from '../../pathname.ts';
import { PURCHASE_CONDITION } from './banner-constants.ts';
import { validateEvent } from '@lender/analytics';
import {
  bannerToShow,
  displayedBannerEvent,
  pagePromo,
  promoForPage,
  showsSalesBanner,
  type PromoBannerConfig,
  type SalesBannerConfig,
} from './banner-rules.ts';

const link = { text: 'Go', href: '/go' };
const purchasePromo: PromoBannerConfig = {
  id: 'purchase',
  condition: PURCHASE_CONDITION,
  paths: ['/', '/purchase/get-started'],
  text: 'Buy',
  link,
};
const refinancePromo: PromoBannerConfig = {
  id: 'other-condition',
  condition: 12,
  paths: ['/', '/refinance'],
  text: 'Refinance',
  link,
};

describe('promoForPage (SPEC §4, §9)', () => {
  const promos = [refinancePromo, purchasePromo];

  it.each([
    ['/', false, 'purchase'],
    ['/purchase/get-started', false, 'purchase'],
    ['/purchase/get-started/', false, 'purchase'],
    ['/refinance', false, undefined],
    ['/privacy', false, undefined],
    ['/', true, undefined],
  ])('on %s with isPromoClosed %s shows %s', (pathname, closed, expected) => {
    expect(promoForPage(pathname, closed, promos)?.id).toBe(expected);
  });

  it('shows nothing when no promo meets the purchase condition', () => {
    expect(promoForPage('/', false, [refinancePromo])).toBeUndefined();
  });
});

describe('showsSalesBanner (SPEC §4)', () => {
  const banner: SalesBannerConfig = { text: 'Sale', link, excludePaths: ['/subscribe'] };

  it.each([
    ['/', false, true],
    ['/licensing', false, true],
    ['/subscribe', false, false],
    ['/', true, false],
  ])('on %s with hideAlertBanner %s: %s', (pathname, dismissed, expected) => {
    expect(showsSalesBanner(pathname, dismissed, banner)).toBe(expected);
  });

  it('shows nothing when no sales banner is configured', () => {
    expect(showsSalesBanner('/', false, undefined)).toBe(false);
  });
});

describe('normalisePathname', () => {
  it.each([
    ['/', '/'],
    ['/learn/', '/learn'],
    ['/learn//', '/learn'],
    ['/learn', '/learn'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePathname(input)).toBe(expected);
  });
});

describe('pagePromo (SPEC §2)', () => {
  const own = { title: 'Own', text: 'The page promo' };
  const large = { title: 'Large', text: 'The large-loan-amount promo', link };

  it('is the page promo when no large-loan-amount promo is configured', () => {
    expect(pagePromo(own, undefined)).toBe(own);
  });

  it('is the large-loan-amount promo, in place of the page promo, when configured', () => {
    expect(pagePromo(own, large)).toBe(large);
  });
});

describe('bannerToShow (one at a time: browser support, then sales, then promo)', () => {
  const promo = purchasePromo;
  it.each([
    [{ outdatedBrowser: true, sales: true, promo }, 'browser-support'],
    [{ outdatedBrowser: false, sales: true, promo }, 'sales'],
    [{ outdatedBrowser: false, sales: false, promo }, 'promo'],
    [{ outdatedBrowser: true, sales: false, promo: undefined }, 'browser-support'],
    [{ outdatedBrowser: false, sales: false, promo: undefined }, undefined],
  ])('%o shows %s', (candidates, expected) => {
    expect(bannerToShow(candidates)).toBe(expected);
  });
});

describe('displayedBannerEvent (SPEC §3 displayed_banner)', () => {
  it.each([
    [
      'browser-support',
      { banner_name: 'browser support', banner_type: 'warning', viewed_warning_message: true },
    ],
    ['sales', { banner_name: 'sales', banner_type: 'sales', viewed_sales_benefit: true }],
    ['promo', { banner_name: 'purchase', banner_type: 'promo', viewed_sales_benefit: true }],
  ] as const)('%s → %o, valid in the event catalogue', (kind, expected) => {
    const event = displayedBannerEvent(kind, purchasePromo);
    expect(event).toEqual(expected);
    expect(validateEvent('displayed_banner', event).success).toBe(true);
  });
});
