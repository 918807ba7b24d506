/**
 * `participated_in_experiment` (SPEC §3): once per experiment per session, when a page shows a
 * visitor their variant. The server chose the variant (the HTML already shows it); this only
 * reports it, and only when the visitor's privacy choices allow it.
 */
import { track, visitorHasOptedOut } from './browser.ts';
import { documentCookieJar } from './document-cookies.ts';
import type { ParticipatedInExperiment } from './event-catalogue.ts';
import type { ExperimentAssignment } from './experiment-assignment.ts';
import type { CookieJar } from './stored-values.ts';

export type { ExperimentAssignment } from './experiment-assignment.ts';

/**
 * The session cookie listing the experiments reported this session (`home-hero|other`). A
 * session cookie, like initSessionVisit, because every tab of the session shares it.
 */
export const EXPERIMENTS_REPORTED_COOKIE = 'experimentsReported';

/** `experiment_source`: the variants are assigned by this site's own server, not a vendor's script. */
export const FIRST_PARTY_EXPERIMENT_SOURCE = 'first_party';

/** Whether this session has reported the experiment already (no change made). */
export function experimentReported(cookies: CookieJar, experimentKey: string): boolean {
  return (cookies.get(EXPERIMENTS_REPORTED_COOKIE) ?? '').split('|').includes(experimentKey);
}

/** Records that this session reported the experiment. */
export function markExperimentReported(cookies: CookieJar, experimentKey: string): void {
  const reported = (cookies.get(EXPERIMENTS_REPORTED_COOKIE) ?? '').split('|').filter(Boolean);
  if (!reported.includes(experimentKey)) reported.push(experimentKey);
  cookies.set(EXPERIMENTS_REPORTED_COOKIE, reported.join('|'));
}

/** The SPEC §3 fields of one assignment; `location` is the page name where it was shown. */
export function participationPayload(
  assignment: ExperimentAssignment,
  location: string,
): ParticipatedInExperiment {
  return {
    user_in_experiment: true,
    variant_id: assignment.variantKey,
    variant_name: assignment.variantName,
    experiment_id: assignment.experimentKey,
    experiment_name: assignment.experimentName,
    experiment_source: FIRST_PARTY_EXPERIMENT_SOURCE,
    experiment_location: location,
  };
}

/**
 * Sends `participated_in_experiment` for an assignment unless this session did already, the
 * assignment is not reportable (the control shown to a visitor we could not identify), or the
 * visitor opted out. Returns the messageId when it was sent.
 */
export function reportExperimentParticipation(
  assignment: ExperimentAssignment,
  location: string,
  win: Window = window,
): string | undefined {
  if (!assignment.reportable || visitorHasOptedOut(win)) return undefined;
  const cookies = documentCookieJar(win.document);
  if (experimentReported(cookies, assignment.experimentKey)) return undefined;
  const messageId = track(
    'participated_in_experiment',
    participationPayload(assignment, location),
    win,
  );
  // Marked only once it was queued (a stub switched off answers ''): a refused event may still
  // be sent on a later page of the session.
  if (!messageId) return undefined;
  markExperimentReported(cookies, assignment.experimentKey);
  return messageId;
}
