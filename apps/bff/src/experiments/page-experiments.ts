// A page request's experiments (issue 26 part 6): the variants are chosen here, before the page
// is rendered, so the first HTML already shows them, and remembered in first-party cookies.
import { randomUUID } from 'node:crypto';
import {
  assignExperiments,
  experimentRunsOn,
  EXPERIMENTS_COOKIE,
  globalPrivacyControlFromHeader,
  hasOptedOut,
  parseExperimentsCookie,
  serializeExperimentsCookie,
  StoredValueName,
  type Experiment,
  type ExperimentAssignment,
} from '@lender/analytics';
import { DO_NOT_SELL_OR_SHARE_COOKIE } from '@lender/analytics/browser';
import { parseCookies } from '@lender/analytics/document-cookies';

/** One year, the lifetime of every long-lived analytics cookie (SPEC §9 31,536,000,000 ms). */
export const EXPERIMENT_COOKIE_MAX_AGE_S = 31_536_000;
/** An anonymous id we accept from the cookie: analytics-next's UUIDs, or another library's id. */
export const ANONYMOUS_ID_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** What a request tells us. */
export interface PageRequest {
  /** The request's path, a page (`/`) or its data (`/_root.data`, `/rates.data`). */
  readonly path: string;
  readonly cookieHeader: string | undefined;
  readonly secGpcHeader: string | undefined;
  /** Whether the site collects analytics at all (a write key is configured). */
  readonly analyticsOn: boolean;
  /** Whether the request came over https (the cookies are then Secure). */
  readonly secure: boolean;
}

/** The variants of the page, and the cookies to set with it. */
export interface PageExperiments {
  readonly assignments: ExperimentAssignment[];
  readonly setCookies: string[];
}

/**
 * The page a request is for: React Router asks for a page's loader data at `{path}.data`, and
 * for the home page's at `/_.data` (its own rule, lib/server-runtime/urls.ts); those must get
 * the same variants as the page.
 */
export function pagePathOf(path: string): string {
  const bare = path.split('?')[0] ?? '/';
  if (bare.endsWith('/_.data')) return bare.slice(0, -'_.data'.length).replace(/(.)\/$/, '$1');
  return bare.endsWith('.data') ? bare.slice(0, -'.data'.length) : bare;
}

/** Whether any experiment runs on the request's page (it must then be rendered, not served pre-rendered). */
export function hasExperiments(experiments: readonly Experiment[], path: string): boolean {
  const page = pagePathOf(path);
  return experiments.some((experiment) => experimentRunsOn(experiment, page));
}

/**
 * Chooses the page's variants. With analytics on and no opt-out (Global Privacy Control, "Do
 * not sell or share"), a visitor without an anonymous id is given one here, as a first-party
 * cookie analytics-next then uses, and the variants are remembered in the `experiments` cookie.
 * After an opt-out, or with analytics off, nothing is set: the visitor sees the variant their
 * existing cookies give, else the control, and no event is ever sent for it.
 */
export function pageExperiments(
  experiments: readonly Experiment[],
  request: PageRequest,
  newId: () => string = randomUUID,
): PageExperiments {
  const page = pagePathOf(request.path);
  if (!experiments.some((experiment) => experimentRunsOn(experiment, page))) {
    return { assignments: [], setCookies: [] };
  }
  const cookies = parseCookies(request.cookieHeader ?? '');
  const optedOut = hasOptedOut({
    globalPrivacyControl: globalPrivacyControlFromHeader(request.secGpcHeader),
    doNotSellOrShare: cookies.get(DO_NOT_SELL_OR_SHARE_COOKIE) === 'true',
  });
  const mayIdentify = request.analyticsOn && !optedOut;
  const storedId = storedAnonymousId(cookies.get(StoredValueName.AnonymousId));
  const anonymousId = storedId ?? (mayIdentify ? newId() : undefined);
  const remembered = parseExperimentsCookie(cookies.get(EXPERIMENTS_COOKIE));
  const assignments = assignExperiments({ experiments, pathname: page, anonymousId, remembered });
  if (!mayIdentify) {
    return {
      assignments: assignments.map((assignment) => ({ ...assignment, reportable: false })),
      setCookies: [],
    };
  }

  const setCookies: string[] = [];
  const attributes = `Path=/; Max-Age=${EXPERIMENT_COOKIE_MAX_AGE_S}; SameSite=Lax${request.secure ? '; Secure' : ''}`;
  // Readable by scripts: analytics-next reads and renews it (and its cookie wins over localStorage).
  if (anonymousId !== storedId)
    setCookies.push(`${StoredValueName.AnonymousId}=${anonymousId}; ${attributes}`);
  // Experiments no longer configured are dropped; those of other pages are kept.
  const next = new Map(
    [...remembered].filter(([key]) => experiments.some((experiment) => experiment.key === key)),
  );
  for (const assignment of assignments) next.set(assignment.experimentKey, assignment.variantKey);
  const value = serializeExperimentsCookie(next);
  if (value !== serializeExperimentsCookie(remembered)) {
    // HttpOnly: only the server reads it; the page learns its variant from the server's HTML.
    setCookies.push(`${EXPERIMENTS_COOKIE}=${value}; ${attributes}; HttpOnly`);
  }
  return { assignments, setCookies };
}

/** The anonymous id of the cookie (analytics.js stored it JSON-quoted), if it looks like one. */
function storedAnonymousId(value: string | undefined): string | undefined {
  const unquoted = value?.replace(/^"(.*)"$/, '$1').trim();
  return unquoted && ANONYMOUS_ID_PATTERN.test(unquoted) ? unquoted : undefined;
}
