// The SPEC §3 events the guided experiences send themselves, through the site's analytics client
// (SiteAnalytics starts it; clicks on buttons and links are reported there for every page).
// Every payload is one of the catalogue's (@lender/analytics), so the collector's schemas accept it.
import {
  appliedFiltersFromClick,
  funnelExperience,
  pageName,
  ROCKET_COMPANY,
  userRvid,
} from '@lender/analytics';
import { track } from '@lender/analytics/browser';
import { documentCookieJar } from '@lender/analytics/document-cookies';
import { useEffect } from 'react';
import { brand } from '../brand.ts';

/** The experiences, as their events name them (`component_name`). */
export type ExperienceName =
  'calculator_wizard' | 'loan_options' | 'market_insights' | 'rate_comparison' | 'rate_ticker';

function currentPageName(): string {
  return pageName(window.location.pathname, brand.productName);
}

/** SPEC §3 `loaded_component`: an experience (or a part of one, such as results) is on screen. */
export function trackLoadedComponent(componentName: string, componentType: string): void {
  const { pathname } = window.location;
  track('loaded_component', {
    component_name: componentName,
    component_type: componentType,
    page_name: currentPageName(),
    funnel_experience: funnelExperience(pathname),
    rocket_company: ROCKET_COMPANY,
    loaded_component_from_location: pathname,
  });
}

/** SPEC §3 `clicked_dropdown`: a dropdown was opened. */
export function trackDropdownOpened(
  dropdownName: string,
  componentName: ExperienceName,
  selectedValue?: string,
): void {
  track('clicked_dropdown', {
    dropdown_name: dropdownName,
    component_name: componentName,
    page_name: currentPageName(),
    ...(selectedValue ? { selected_value: selectedValue } : {}),
  });
}

/** SPEC §3 `selected_dropdown_value`: a value was chosen in a dropdown. */
export function trackDropdownValue(
  dropdownName: string,
  componentName: ExperienceName,
  selectedValue: string,
): void {
  track('selected_dropdown_value', {
    dropdown_name: dropdownName,
    component_name: componentName,
    page_name: currentPageName(),
    selected_value: selectedValue,
  });
}

/**
 * SPEC §3, §5 `applied_filters`: a filter was applied. A name containing refinance, buy_a_home,
 * take_cash_out, low_down_payment or low_credit also sets the matching home-loans flag.
 */
export function trackAppliedFilter(filterName: string): void {
  const rvid = userRvid(documentCookieJar(document));
  track(
    'applied_filters',
    appliedFiltersFromClick({ filterName, ...(rvid ? { userRvid: rvid } : {}) }, new Date()),
  );
}

/**
 * Once an experience is on screen (hydrated): `loaded_component`. (`identified_audience_segment`
 * goes with every page view, SiteAnalytics.)
 */
export function useExperienceLoaded(componentName: ExperienceName, componentType: string): void {
  useEffect(() => {
    trackLoadedComponent(componentName, componentType);
  }, [componentName, componentType]);
}

/**
 * Handlers that report a native `<select>` being opened (`clicked_dropdown`): a press on it, or
 * the keys that open its list.
 */
export function dropdownOpenProps(
  dropdownName: string,
  componentName: ExperienceName,
  selectedValue?: string,
) {
  const opened = () => trackDropdownOpened(dropdownName, componentName, selectedValue);
  return {
    onPointerDown: opened,
    onKeyDown: (event: { key: string; altKey: boolean }) => {
      if (
        event.key === ' ' ||
        event.key === 'Enter' ||
        event.key === 'F4' ||
        (event.altKey && (event.key === 'ArrowDown' || event.key === 'ArrowUp'))
      ) {
        opened();
      }
    },
  };
}
