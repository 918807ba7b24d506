/**
 * SPEC §3 `left_page`: sent when the visitor leaves a page, by following a link within the site
 * (the next page view) or by closing or leaving the tab (`pagehide`), once per page view. It says
 * which fields of the page's forms the visitor edited (their names, never what was typed), the
 * page's funnel experience and whether the visitor's system asks for dark mode.
 */
import { track } from './browser.ts';
import { ROCKET_COMPANY } from './enumerations.ts';
import type { LeftPage } from './event-catalogue.ts';
import { funnelExperience } from './funnel-experience.ts';

/** Elements marked with this attribute are never reported (shared with site-tracking.ts). */
const NO_TRACKING_ATTRIBUTE = 'data-no-tracking';

/** The most field names one event lists: a page with more is not a form a visitor fills in. */
export const MAX_FIELDS_EDITED = 50;

/** What `left_page` says of a page view. */
export interface PageVisit {
  readonly pathname: string;
  /** Names (or ids) of the fields edited, in the order first edited. */
  readonly fieldsEdited: readonly string[];
  readonly darkMode: boolean;
}

/** The SPEC §3 `left_page` event of a page view. */
export function leftPageEvent(visit: PageVisit): LeftPage {
  return {
    dark_mode: visit.darkMode,
    funnel_experience: funnelExperience(visit.pathname),
    rocket_company: ROCKET_COMPANY,
    fields_edited: visit.fieldsEdited.slice(0, MAX_FIELDS_EDITED),
  };
}

/** The name a form field is reported by: its `name`, else its `id`; none for a field without either. */
export function editedFieldName(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  if (!target.matches('input, select, textarea')) return undefined;
  if (target.closest(`[${NO_TRACKING_ATTRIBUTE}]`)) return undefined;
  const name = target.getAttribute('name') || target.id;
  return name ? name.slice(0, 100) : undefined;
}

/** The page-leave reporting of one window. */
export interface LeftPageTracking {
  /** A page view began at `pathname`: the previous page (if another) was left. */
  pageViewed(pathname: string): void;
  /** Stops listening. */
  stop(): void;
}

/** Starts reporting `left_page`; the site calls `pageViewed` on every navigation. */
export function installLeftPageTracking(win: Window = window): LeftPageTracking {
  const doc = win.document;
  let current: { pathname: string; fields: Set<string>; reported: boolean } | undefined;

  const darkMode = () =>
    typeof win.matchMedia === 'function' && win.matchMedia('(prefers-color-scheme: dark)').matches;
  const report = () => {
    if (!current || current.reported) return;
    current.reported = true;
    track(
      'left_page',
      leftPageEvent({
        pathname: current.pathname,
        fieldsEdited: [...current.fields],
        darkMode: darkMode(),
      }),
      win,
    );
  };
  const onEdit = (event: Event) => {
    const name = editedFieldName(event.target);
    if (name && current && !current.reported) current.fields.add(name);
  };
  const onPageHide = () => report();
  // Back from the back/forward cache: the same page, viewed again.
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted && current) {
      current = { pathname: current.pathname, fields: new Set(), reported: false };
    }
  };

  doc.addEventListener('input', onEdit, { capture: true });
  doc.addEventListener('change', onEdit, { capture: true });
  win.addEventListener('pagehide', onPageHide);
  win.addEventListener('pageshow', onPageShow);
  return {
    pageViewed(pathname) {
      if (current?.pathname === pathname && !current.reported) return;
      report();
      current = { pathname, fields: new Set(), reported: false };
    },
    stop() {
      doc.removeEventListener('input', onEdit, { capture: true });
      doc.removeEventListener('change', onEdit, { capture: true });
      win.removeEventListener('pagehide', onPageHide);
      win.removeEventListener('pageshow', onPageShow);
    },
  };
}
