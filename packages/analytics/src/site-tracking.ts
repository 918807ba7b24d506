/**
 * What the site reports by itself, without each page wiring it: a page view on every navigation
 * (`loaded_page`, plus `loaded_initial_page` on the first page of a session), a `clicked_button`
 * for every button or button-styled link, a `clicked_link` on pointer-down over an internal link
 * (SPEC §7), and `engagement_started` for elements that start a transaction.
 */
import { track, trackPage } from './browser.ts';
import { buttonEventExtras } from './button-event-extras.ts';
import { documentCookieJar } from './document-cookies.ts';
import { ROCKET_COMPANY } from './enumerations.ts';
import { funnelExperience } from './funnel-experience.ts';
import { isTrackedLink, POPUP_ATTRIBUTE } from './link-tracking.ts';
import { pageName } from './page-name.ts';
import { rememberVisitorSource } from './referring-domain.ts';
import { claimInitialPageVisit } from './session-visit.ts';
import { rememberUtmInfo } from './utm-info.ts';
import { qlsCode, userRvid } from './visitor-id.ts';
import type { LoadedPage } from './event-catalogue.ts';

/** SPEC §2 page naming, for events a page sends itself (a calculator's `page_name`). */
export { pageName };

/** SPEC §3 `left_page` on leaving a page (left-page.ts). */
export { installLeftPageTracking, type LeftPageTracking } from './left-page.ts';

/** The attribute naming the transaction an element starts (`engagement_started`'s transaction_type_starting). */
export const ENGAGEMENT_ATTRIBUTE = 'data-engagement';
/** The attribute giving a button's SPEC §3 button type (an unknown one is sent as 'other'). */
export const BUTTON_TYPE_ATTRIBUTE = 'data-button-type';
/** Elements marked with this attribute are never reported (e.g. a form's honeypot). */
export const NO_TRACKING_ATTRIBUTE = 'data-no-tracking';

/** What the page views and clicks need from the site. */
export interface SiteTrackingOptions {
  /** The product name of the home page's page name, `{product}:home` (SPEC §2). */
  readonly product: string;
}

/**
 * Reports one page view: remembers the visit's UTMInfo and visitor-source marker, sends
 * `loaded_initial_page` if this is the first page of the session, then `loaded_page`.
 */
export function trackPageView(options: SiteTrackingOptions, win: Window = window): void {
  const cookies = documentCookieJar(win.document);
  const { pathname, search, host } = win.location;
  const utm = rememberUtmInfo(cookies, search);
  rememberVisitorSource(cookies, { referrer: win.document.referrer, siteHost: host });
  const qls = qlsCode(cookies);
  const rvid = userRvid(cookies);
  if (claimInitialPageVisit(cookies)) {
    track(
      'loaded_initial_page',
      { ...utm, ...(qls && { qls_code: qls }), ...(rvid && { user_rvid: rvid }) },
      win,
    );
  }
  const payload: LoadedPage = {
    page_name: pageName(pathname, options.product),
    funnel_experience: funnelExperience(pathname),
    rocket_company: ROCKET_COMPANY,
    ...(qls && { qls_code: qls }),
    ...(rvid && { user_rvid: rvid }),
  };
  trackPage(payload, win);
}

/** Starts reporting clicks; returns a function that stops it. */
export function installInteractionTracking(
  options: SiteTrackingOptions,
  win: Window = window,
): () => void {
  const doc = win.document;
  const onClick = (event: Event) => {
    const element = closestTracked(
      event.target,
      'button, [role="button"], a[data-button-type], [data-engagement]',
    );
    if (!element) return;
    const engagement = element.getAttribute(ENGAGEMENT_ATTRIBUTE);
    if (engagement) {
      track(
        'engagement_started',
        {
          transaction_type_starting: engagement,
          funnel_experience: funnelExperience(win.location.pathname),
        },
        win,
      );
    }
    if (element.matches('a:not([data-button-type])')) return; // a plain link: clicked_link covers it
    const cookies = documentCookieJar(doc);
    const name =
      accessibleText(element) || element.getAttribute('name') || element.id || 'unnamed button';
    const extras = buttonEventExtras(
      {
        pathname: win.location.pathname,
        buttonName: name,
        buttonType: element.getAttribute(BUTTON_TYPE_ATTRIBUTE),
        buttonId: element.id || undefined,
        href: element.getAttribute('href'),
      },
      { userRvid: userRvid(cookies), qlsCode: qlsCode(cookies) },
      new Date(),
    );
    track(
      'clicked_button',
      {
        ...extras,
        button_name: name,
        page_name: pageName(win.location.pathname, options.product),
        button_type: extras.buttonType,
        ...(element.id && { button_id: element.id }),
        time: extras.time,
      },
      win,
    );
  };
  const onPointerDown = (event: Event) => {
    const link = closestTracked(event.target, 'a[href]');
    if (!link || link.hasAttribute(BUTTON_TYPE_ATTRIBUTE)) return;
    const attributes = {
      target: link.getAttribute('target'),
      [POPUP_ATTRIBUTE]: link.getAttribute(POPUP_ATTRIBUTE),
    };
    const href = link.getAttribute('href');
    if (!isTrackedLink(href, win.location.origin, attributes)) return;
    track(
      'clicked_link',
      {
        link_name: accessibleText(link) || href || 'link',
        link_value: new URL(href ?? '', win.location.href).pathname,
        ...(link.id && { link_id: link.id }),
        link_type: 'navigation',
      },
      win,
    );
  };
  doc.addEventListener('click', onClick, { capture: true });
  doc.addEventListener('pointerdown', onPointerDown, { capture: true });
  return () => {
    doc.removeEventListener('click', onClick, { capture: true });
    doc.removeEventListener('pointerdown', onPointerDown, { capture: true });
  };
}

function closestTracked(target: EventTarget | null, selector: string): Element | undefined {
  if (!(target instanceof Element)) return undefined;
  const element = target.closest(selector);
  if (!element || element.closest(`[${NO_TRACKING_ATTRIBUTE}]`)) return undefined;
  return element;
}

/** The element's visible name, whitespace collapsed and cut to 100 characters (never a field's value). */
function accessibleText(element: Element): string {
  const label = element.getAttribute('aria-label') ?? element.textContent ?? '';
  return label.replace(/\s+/g, ' ').trim().slice(0, 100);
}
