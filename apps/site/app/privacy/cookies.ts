// Every cookie and browser-storage key the site sets or reads, as the privacy notice discloses
// them (/privacy renders this list as its table). Found by reading the code that sets or reads
// each one; e2e/privacy-cookies.spec.ts fails when a visit leaves a name this list lacks, so a
// cookie added later without being disclosed here fails CI. Names come from the constants the
// code itself uses wherever the package exports them, so a rename cannot leave this list behind.
import {
  AFFILIATE_SUB_COOKIE,
  ANALYTICS_COOKIE_DAYS,
  ANALYTICS_SESSION_COOKIE,
  ANALYTICS_SESSION_IDLE_MS,
  CLIENT_IPV6_COOKIE,
  EXPERIMENTS_COOKIE,
  NVM_COOKIE,
  REPLAY_STATE_KEY,
  StoredValueName,
} from '@lender/analytics';
import {
  DO_NOT_SELL_OR_SHARE_COOKIE,
  OUTBOX_KEY_PREFIX,
  PENDING_CALL_KEY_PREFIX,
} from '@lender/analytics/browser';
import { EXPERIMENTS_REPORTED_COOKIE } from '@lender/analytics/experiments';
import {
  BROWSER_BANNER_HIDDEN_COOKIE,
  CO_BRANDED_DIALOG_COOKIE_DAYS,
  CO_BRANDED_DIALOG_SHOWN_COOKIE,
  PROMO_CLOSED_COOKIE,
  SALES_BANNER_COOKIE_DAYS,
  SALES_BANNER_HIDDEN_COOKIE,
} from '../components/banners/banner-constants.ts';
import {
  EDGE_LATITUDE_COOKIE,
  EDGE_LONGITUDE_COOKIE,
} from '../experiences/market-insights/edge-location.ts';

/** Where an item is kept in the visitor's browser. */
export const StorageKind = {
  Cookie: 'Cookie',
  LocalStorage: 'Local storage',
  SessionStorage: 'Session storage',
} as const;
export type StorageKind = (typeof StorageKind)[keyof typeof StorageKind];

/** Why an item is there, as the notice groups them. */
export const StoragePurpose = {
  /** The site works as you expect: banners stay closed, your choices are respected. */
  Site: 'Making the site work',
  /** First-party usage analytics and session replay. */
  Analytics: 'Measuring how the site is used',
  /** Page tests and personalised content. */
  Testing: 'Testing and personalising pages',
  /** Marketing and partner ids we read but do not set. */
  Marketing: 'Marketing and partners',
} as const;
export type StoragePurpose = (typeof StoragePurpose)[keyof typeof StoragePurpose];

/** One cookie or storage key, as the notice describes it. */
export interface StoredItem {
  /**
   * The exact name, or for keys made one per event the part before the generated id: then
   * {@link StoredItem.prefix} is true and the table shows the name followed by `*`.
   */
  readonly name: string;
  readonly prefix?: boolean;
  readonly kind: StorageKind;
  readonly purpose: StoragePurpose;
  /** Who writes it: this site's server, this site's pages, or someone else while we only read it. */
  readonly setBy: string;
  /** What it holds and why, in a sentence or two. */
  readonly use: string;
  /** How long it lasts, as the code sets it. */
  readonly lifetime: string;
  /** Cookies only: true when pages' scripts cannot read it (HttpOnly). */
  readonly httpOnly?: boolean;
}

const THIS_SERVER = 'Our server';
const THIS_PAGE = 'Our pages';
const UNTIL_BROWSER_CLOSES = 'Until you close your browser';
const UNTIL_TAB_CLOSES = 'Until you close the tab';
const UNTIL_CLEARED = 'Until you clear this site’s data';
const ONE_YEAR = `${ANALYTICS_COOKIE_DAYS} days`;
const READ_ONLY_MARKETING = 'Our marketing systems or partners, not this site (we only read it)';
const READ_ONLY_TESTING = 'Our page-testing tool, not this site (we only read it)';
const NOT_OURS_TO_SET = 'Whoever set it decides';
const SESSION_IDLE_MINUTES = ANALYTICS_SESSION_IDLE_MS / 60_000;

/** Every cookie and storage key the site sets or reads, grouped by purpose. */
export const STORED_ITEMS: readonly StoredItem[] = [
  {
    name: PROMO_CLOSED_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Site,
    setBy: THIS_PAGE,
    use: 'Remembers that you closed an offer banner, so it stays closed.',
    lifetime: UNTIL_BROWSER_CLOSES,
  },
  {
    name: SALES_BANNER_HIDDEN_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Site,
    setBy: THIS_PAGE,
    use: 'Remembers that you closed the email updates banner, so it stays closed.',
    lifetime: `${SALES_BANNER_COOKIE_DAYS} days (your browser may keep it for less)`,
  },
  {
    name: BROWSER_BANNER_HIDDEN_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Site,
    setBy: THIS_PAGE,
    use: 'Remembers that you closed the notice that your browser is out of date, so it stays closed during your visit.',
    lifetime: UNTIL_BROWSER_CLOSES,
  },
  {
    name: CO_BRANDED_DIALOG_SHOWN_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Site,
    setBy: THIS_PAGE,
    use: 'Remembers that we showed you the welcome from a partner who sent you here, so it shows once.',
    lifetime: `${CO_BRANDED_DIALOG_COOKIE_DAYS} days`,
  },
  {
    // React Router's <ScrollRestoration /> (apps/site/app/root.tsx).
    name: 'react-router-scroll-positions',
    kind: StorageKind.SessionStorage,
    purpose: StoragePurpose.Site,
    setBy: THIS_PAGE,
    use: 'How far down each page you had scrolled, so the back button takes you to the same place.',
    lifetime: UNTIL_TAB_CLOSES,
  },
  {
    name: DO_NOT_SELL_OR_SHARE_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Site,
    setBy: 'Not set by this site; we read it if it is there',
    use: 'Your choice not to have your personal information sold or shared. We treat it like the Global Privacy Control signal.',
    lifetime: NOT_OURS_TO_SET,
  },
  {
    name: EDGE_LATITUDE_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Site,
    setBy: 'The network that delivers our pages, where it is set up to (we only read it)',
    use: 'Your approximate latitude, to the nearest town, to suggest housing markets near you on market insights. Not stored by us.',
    lifetime: NOT_OURS_TO_SET,
  },
  {
    name: EDGE_LONGITUDE_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Site,
    setBy: 'The network that delivers our pages, where it is set up to (we only read it)',
    use: 'Your approximate longitude, to the nearest town, used with the latitude above.',
    lifetime: NOT_OURS_TO_SET,
  },
  {
    name: StoredValueName.AnonymousId,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Analytics,
    setBy: `${THIS_SERVER} and ${THIS_PAGE.toLowerCase()}`,
    use: 'A random id for your browser, so our analytics can tell one visitor’s visits from another’s without knowing who you are. It also keeps the page version you see in a test the same.',
    lifetime: ONE_YEAR,
  },
  {
    name: StoredValueName.Rvid,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Analytics,
    setBy: `${THIS_PAGE} and ${THIS_SERVER.toLowerCase()}`,
    use: 'Our own visitor id, added to analytics events. Made by our pages on your first visit, then set again by our server so it lasts. Not set when your browser sends Global Privacy Control.',
    lifetime: ONE_YEAR,
  },
  {
    // analytics-next (@segment/analytics-next) keeps a copy of the cookie above in localStorage.
    name: StoredValueName.AnonymousId,
    kind: StorageKind.LocalStorage,
    purpose: StoragePurpose.Analytics,
    setBy: THIS_PAGE,
    use: 'A copy of the random id above, kept by our analytics code.',
    lifetime: UNTIL_CLEARED,
  },
  {
    // analytics-next writes it on start; the site makes no identify call, so it stays null.
    name: 'ajs_user_id',
    kind: StorageKind.LocalStorage,
    purpose: StoragePurpose.Analytics,
    setBy: THIS_PAGE,
    use: 'Where our analytics code would keep the id of a signed-in visitor. This site has no sign-in, so it stays empty.',
    lifetime: UNTIL_CLEARED,
  },
  {
    // Read in packages/analytics/src/browser.ts visitorIds, sent as client_id.
    name: StoredValueName.ClientCustId,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Analytics,
    setBy: 'Our other websites, not this site (we only read it)',
    use: 'Your customer number, if one of our other websites stored it, added to analytics events.',
    lifetime: NOT_OURS_TO_SET,
  },
  {
    name: ANALYTICS_SESSION_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Analytics,
    setBy: THIS_PAGE,
    use: `A number for your visit and the time you were last active, so we can count visits. A visit ends after ${SESSION_IDLE_MINUTES} minutes without activity.`,
    lifetime: UNTIL_BROWSER_CLOSES,
  },
  {
    name: StoredValueName.InitSessionVisit,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Analytics,
    setBy: THIS_PAGE,
    use: 'Marks that the first page of your visit was counted, so it is counted once.',
    lifetime: UNTIL_BROWSER_CLOSES,
  },
  {
    name: StoredValueName.UtmInfo,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Analytics,
    setBy: THIS_PAGE,
    use: 'The campaign details in the link that brought you here (its utm_ parameters), to see which campaigns bring visitors.',
    lifetime: UNTIL_BROWSER_CLOSES,
  },
  {
    name: StoredValueName.ReferringDomain,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Analytics,
    setBy: THIS_PAGE,
    use: 'Whether you first came from a search engine, a social network, another website or none, or the partner who sent you.',
    lifetime: ONE_YEAR,
  },
  {
    name: EXPERIMENTS_REPORTED_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Analytics,
    setBy: THIS_PAGE,
    use: 'The page tests we already counted you in during this visit, so each is counted once.',
    lifetime: UNTIL_BROWSER_CLOSES,
  },
  {
    name: PENDING_CALL_KEY_PREFIX,
    prefix: true,
    kind: StorageKind.LocalStorage,
    purpose: StoragePurpose.Analytics,
    setBy: THIS_PAGE,
    use: 'An analytics event made before our analytics code has loaded, so it is not lost if you leave early. One key per event.',
    lifetime: 'Until the page has handed it to our analytics code, usually seconds',
  },
  {
    name: OUTBOX_KEY_PREFIX,
    prefix: true,
    kind: StorageKind.LocalStorage,
    purpose: StoragePurpose.Analytics,
    setBy: THIS_PAGE,
    use: 'An analytics event waiting to be sent to our server, so it is not lost when you go offline. One key per event.',
    lifetime: 'Until our server has received it',
  },
  {
    name: REPLAY_STATE_KEY,
    kind: StorageKind.SessionStorage,
    purpose: StoragePurpose.Analytics,
    setBy: THIS_PAGE,
    use: 'The id of this tab’s session recording and how many parts were sent, so a recording carries on from page to page. Only when your visit is recorded.',
    lifetime: UNTIL_TAB_CLOSES,
  },
  {
    name: EXPERIMENTS_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Testing,
    setBy: THIS_SERVER,
    use: 'Which version of a page you were shown when we test two versions, so you see the same one each time.',
    lifetime: ONE_YEAR,
    httpOnly: true,
  },
  {
    name: StoredValueName.UseSierra,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Testing,
    setBy: THIS_PAGE,
    use: 'Which of our two chat assistants you are offered while we compare them, so it stays the same.',
    lifetime: ONE_YEAR,
  },
  {
    name: StoredValueName.SierraChatExperience,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Testing,
    setBy: READ_ONLY_TESTING,
    use: 'The share of visitors offered the newer chat assistant.',
    lifetime: NOT_OURS_TO_SET,
  },
  {
    name: StoredValueName.PersonalizationSegment,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Testing,
    setBy: READ_ONLY_TESTING,
    use: 'The group of visitors the testing tool placed you in, added to analytics when it changes.',
    lifetime: NOT_OURS_TO_SET,
  },
  {
    name: StoredValueName.PersonalizationHoldGroup,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Testing,
    setBy: READ_ONLY_TESTING,
    use: 'Whether the testing tool kept you out of personalised content, added to analytics when it changes.',
    lifetime: NOT_OURS_TO_SET,
  },
  {
    name: StoredValueName.PersonalizationSegmentCache,
    kind: StorageKind.LocalStorage,
    purpose: StoragePurpose.Testing,
    setBy: THIS_PAGE,
    use: 'The last group we reported, so a change is reported once.',
    lifetime: UNTIL_CLEARED,
  },
  {
    name: StoredValueName.PersonalizationHoldGroupCache,
    kind: StorageKind.LocalStorage,
    purpose: StoragePurpose.Testing,
    setBy: THIS_PAGE,
    use: 'The last hold-group answer we reported, so a change is reported once.',
    lifetime: UNTIL_CLEARED,
  },
  {
    name: StoredValueName.Qls,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Marketing,
    setBy: `${THIS_PAGE}, from the link that brought you here, or our marketing systems or partners`,
    use: 'A code for the marketing source that sent you, added to analytics events. Our pages keep it when the link you followed had one (its qls parameter), unless your browser sends Global Privacy Control.',
    lifetime: `${UNTIL_BROWSER_CLOSES} when our pages set it; else whoever set it decides`,
  },
  {
    name: StoredValueName.PudQls,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Marketing,
    setBy: READ_ONLY_MARKETING,
    use: 'An older copy of the marketing source code, read when the one above is missing.',
    lifetime: NOT_OURS_TO_SET,
  },
  {
    name: AFFILIATE_SUB_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Marketing,
    setBy: READ_ONLY_MARKETING,
    use: 'The id a partner gave your visit, added to analytics events unless you have opted out.',
    lifetime: NOT_OURS_TO_SET,
  },
  {
    name: NVM_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Marketing,
    setBy: READ_ONLY_MARKETING,
    use: 'A marketing id, added to analytics events unless you have opted out.',
    lifetime: NOT_OURS_TO_SET,
  },
  {
    name: CLIENT_IPV6_COOKIE,
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Marketing,
    setBy: READ_ONLY_MARKETING,
    use: 'Your internet (IPv6) address. We keep only its first part, which names a network, not a home, and add it to analytics events unless you have opted out.',
    lifetime: NOT_OURS_TO_SET,
  },
  {
    // Set only by the operators' sign-in (apps/bff/src/analytics-admin/admin-session.ts).
    name: 'lender_admin_session',
    kind: StorageKind.Cookie,
    purpose: StoragePurpose.Site,
    setBy: THIS_SERVER,
    use: 'Keeps our own staff signed in to the analytics pages. Visitors never get it.',
    lifetime: '8 hours',
    httpOnly: true,
  },
];

/** The name as the table shows it: a per-event key as its prefix followed by `*`. */
export function displayName(item: StoredItem): string {
  return item.prefix ? `${item.name}*` : item.name;
}
