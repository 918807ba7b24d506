import type { IdentifiedAudienceSegment } from './event-catalogue.ts';
import { StoredValueName, type CookieJar, type KeyValueStore } from './stored-values.ts';

/** The personalization cookies as they are now: what `identified_audience_segment` reports. */
export interface AudienceSegment {
  readonly personalization_segment?: string;
  readonly personalization_hold_group?: string;
}

/**
 * The audience segment when it changed, else undefined (SPEC §4: the event "fires only when the
 * personalization segment or hold-group cookie differs from its cached copy"). On a change the
 * _cache copies are updated, so the same segment is reported once. The copies live in `cache`
 * (localStorage): only this script reads them, and a cookie would ride on every request.
 * No personalization cookie at all is not a change: nothing was identified.
 */
export function audienceSegmentChange(
  cookies: CookieJar,
  cache: KeyValueStore,
): AudienceSegment | undefined {
  const segment = present(cookies.get(StoredValueName.PersonalizationSegment));
  const holdGroup = present(cookies.get(StoredValueName.PersonalizationHoldGroup));
  if (segment === undefined && holdGroup === undefined) return undefined;

  const cachedSegment = present(cache.getItem(StoredValueName.PersonalizationSegmentCache));
  const cachedHoldGroup = present(cache.getItem(StoredValueName.PersonalizationHoldGroupCache));
  if (segment === cachedSegment && holdGroup === cachedHoldGroup) return undefined;

  // An empty copy stands for "no cookie", as KeyValueStore has no remove.
  cache.setItem(StoredValueName.PersonalizationSegmentCache, segment ?? '');
  cache.setItem(StoredValueName.PersonalizationHoldGroupCache, holdGroup ?? '');
  return {
    ...(segment !== undefined && { personalization_segment: segment }),
    ...(holdGroup !== undefined && { personalization_hold_group: holdGroup }),
  };
}

/**
 * SPEC §3 `identified_audience_segment` for a change: the page it was seen on (without its
 * fragment), whether a segment was predicted, and whether a hold group kept the visitor out of
 * the prediction.
 */
export function audienceSegmentEvent(
  change: AudienceSegment,
  pageUrl: string,
): IdentifiedAudienceSegment {
  const segment = change.personalization_segment;
  return {
    page_url: pageUrl.split('#')[0] ?? pageUrl,
    segment_predicted: segment !== undefined,
    was_withheld_from_segment_prediction: change.personalization_hold_group !== undefined,
    ...(segment !== undefined && { user_segment_name: segment }),
  };
}

function present(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : value;
}
