/**
 * What the site reports by itself, without each page wiring it: a page view on every navigation
 * (`loaded_page`, plus `loaded_initial_page` on the first page of a session), a `clicked_button`
 * for every button or button-styled link, a `clicked_link` on pointer-down over an internal link
 * (SPEC §7), and `engagement_started` for elements that start a transaction.
 */
import { audienceSegmentChange, audienceSegmentEvent } from './audience-segment.ts';
import { analyticsCollecting, track, trackPage } from './browser.ts';
import { buttonEventExtras, linkTypeOf } from './button-event-extras.ts';
import { documentCookieJar } from './document-cookies.ts';
import { LinkType, ROCKET_COMPANY } from './enumerations.ts';
import { FIRST_PARTY_EXPERIMENT_SOURCE } from './experiment-participation.ts';
import { funnelExperience } from './funnel-experience.ts';
import { isTrackedLink, POPUP_ATTRIBUTE } from './link-tracking.ts';
import { pageName } from './page-name.ts';
import { rememberVisitorSource } from './referring-domain.ts';
import { claimInitialPageVisit } from './session-visit.ts';
import type { KeyValueStore } from './stored-values.ts';
import { rememberUtmInfo } from './utm-info.ts';
import { ensureVisitorId, qlsCode, rememberQlsCode, userRvid } from './visitor-id.ts';
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
/**
 * The attribute of the element that shows a site experiment's variant, naming the experiment
 * (`data-experiment="home-hero"`): the page view then says which experiment the page ran.
 */
export const EXPERIMENT_ATTRIBUTE = 'data-experiment';

/** What the page views and clicks need from the site. */
export interface SiteTrackingOptions {
  /** The product name of the home page's page name, `{product}:home` (SPEC §2). */
  readonly product: string;
  /**
   * SPEC §3 `lead_type_code` of `loaded_page`, `clicked_button` and `engagement_started`: the
   * lender's code for a lead that comes from this website (the brand's configuration).
   */
  readonly leadTypeCode?: string;
}

/**
 * Reports one page view: remembers the visit's UTMInfo, visitor-source marker and lead-source
 * code (a link's `qls`), makes the visitor id on a first visit, sends `loaded_initial_page` if
 * this is the first page of the session, then `loaded_page`, and `identified_audience_segment`
 * when the visitor's segment changed (SPEC §4: on any page).
 */
export function trackPageView(options: SiteTrackingOptions, win: Window = window): void {
  const cookies = documentCookieJar(win.document);
  const { pathname, search, host } = win.location;
  const utm = rememberUtmInfo(cookies, search);
  rememberVisitorSource(cookies, { referrer: win.document.referrer, siteHost: host });
  const collecting = analyticsCollecting(win);
  const qls = rememberQlsCode(cookies, search, collecting);
  // The first page of a first visit makes the id, so it carries it and /fpc.js?rvid= keeps it.
  const rvid = collecting ? ensureVisitorId(cookies, () => newUuid(win)) : userRvid(cookies);
  if (claimInitialPageVisit(cookies)) {
    track(
      'loaded_initial_page',
      { ...utm, ...(qls && { qls_code: qls }), ...(rvid && { user_rvid: rvid }) },
      win,
    );
  }
  const experiments = pageExperimentKeys(win.document);
  const payload: LoadedPage = {
    page_name: pageName(pathname, options.product),
    funnel_experience: funnelExperience(pathname),
    rocket_company: ROCKET_COMPANY,
    ...(qls && { qls_code: qls }),
    ...(rvid && { user_rvid: rvid }),
    ...(options.leadTypeCode && { lead_type_code: options.leadTypeCode }),
    ...(experiments.length > 0 && {
      experiment_source: FIRST_PARTY_EXPERIMENT_SOURCE,
      experiment_id: experiments.join(','),
    }),
  };
  trackPage(payload, win);
  trackAudienceSegmentChange(win);
}

/**
 * SPEC §3, §4 `identified_audience_segment`: sent when the personalization segment or hold-group
 * cookie (set by the experimentation script) differs from its cached copy, on whatever page sees
 * it. trackPageView calls it; call it again once the experimentation script has run, as it may
 * set the cookies after the page view.
 */
export function trackAudienceSegmentChange(win: Window = window): void {
  const store = localStore(win);
  if (!store) return;
  const change = audienceSegmentChange(documentCookieJar(win.document), store);
  if (change)
    track('identified_audience_segment', audienceSegmentEvent(change, win.location.href), win);
}

/** The keys of the site experiments the page shows (SPEC §3 `experiment_id`), in page order, once each. */
function pageExperimentKeys(doc: Document): string[] {
  const keys = [...doc.querySelectorAll(`[${EXPERIMENT_ATTRIBUTE}]`)].map((element) =>
    (element.getAttribute(EXPERIMENT_ATTRIBUTE) ?? '').trim(),
  );
  return [...new Set(keys.filter(Boolean))];
}

/** localStorage, or nothing where the browser refuses it (a privacy mode). */
function localStore(win: Window): KeyValueStore | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

/** A random UUID; crypto.randomUUID exists only on https and localhost pages. */
function newUuid(win: Window): string {
  const crypto = win.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
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
      'button, [role="button"], a[data-button-type], a[href], [data-engagement]',
    );
    if (!element) return;
    // The element that starts a transaction may hold the link or button pressed.
    const engagement = closestTracked(event.target, `[${ENGAGEMENT_ATTRIBUTE}]`)?.getAttribute(
      ENGAGEMENT_ATTRIBUTE,
    );
    if (engagement) {
      track(
        'engagement_started',
        {
          transaction_type_starting: engagement,
          funnel_experience: funnelExperience(win.location.pathname),
          ...(options.leadTypeCode && { lead_type_code: options.leadTypeCode }),
        },
        win,
      );
    }
    const href = element.getAttribute('href');
    const plainLink = element.matches('a[href]:not([data-button-type])');
    // A call link (SPEC §3 linkType "request call"): the pointer-down tracking skips tel: (SPEC
    // §7), so its click is reported here. Other plain links: clicked_link covers them.
    if (plainLink && linkTypeOf(href) === LinkType.RequestCall) {
      reportCallLink(element, href ?? '');
      return;
    }
    if (plainLink || element.matches('a:not([href]):not([data-button-type])')) return;
    const cookies = documentCookieJar(doc);
    const name =
      accessibleText(element) || element.getAttribute('name') || element.id || 'unnamed button';
    const extras = buttonEventExtras(
      {
        pathname: win.location.pathname,
        buttonName: name,
        buttonType: element.getAttribute(BUTTON_TYPE_ATTRIBUTE),
        buttonId: element.id || undefined,
        href,
      },
      { userRvid: userRvid(cookies), qlsCode: qlsCode(cookies), product: options.product },
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
        ...(options.leadTypeCode && { lead_type_code: options.leadTypeCode }),
        time: extras.time,
      },
      win,
    );
  };
  /** SPEC §3 `clicked_link` of a tel: link, with the extras: link type "request call", the number as its value. */
  const reportCallLink = (link: Element, href: string) => {
    const cookies = documentCookieJar(doc);
    const number = href.trim().replace(/^tel:/i, '');
    const name = accessibleText(link) || number;
    const extras = buttonEventExtras(
      { pathname: win.location.pathname, href, linkName: name, linkValue: number },
      { userRvid: userRvid(cookies), qlsCode: qlsCode(cookies), product: options.product },
      new Date(),
    );
    const { buttonType: _notAButton, ...linkExtras } = extras;
    track(
      'clicked_link',
      {
        ...linkExtras,
        link_name: name,
        link_value: number,
        ...(link.id && { link_id: link.id }),
        link_type: LinkType.RequestCall,
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
