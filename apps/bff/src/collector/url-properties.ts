// Event properties that hold an address (issue 33 §5): the privacy notice says a page's address is
// kept without the part after the "?", apart from campaign details (utm_), as the kept context
// does (event-record.ts, with utmParameters from here). A page opened from a marketing e-mail's link has the visitor's e-mail
// address in its query (/opt-out?show=email&email=…), and `identified_audience_segment` sends the
// page's whole address as `page_url`; a clicked link's `linkValue` is its href as written.

/** Properties of the catalogue whose value is an address: the page's, or a clicked link's. */
export const URL_PROPERTIES = ['page_url', 'link_value', 'linkValue'] as const;

const UTM_PARAMETER = /^utm_[a-z]+=/;

/** The utm_* parameters of a query string (`?a=1&utm_source=news` → `['utm_source=news']`). */
export function utmParameters(search: string): string[] {
  return search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => UTM_PARAMETER.test(pair));
}

/** An address without its fragment, and without its query apart from utm_ parameters. */
export function addressWithoutQuery(value: string): string {
  const hash = value.indexOf('#');
  const end = hash === -1 ? value.length : hash;
  const question = value.indexOf('?');
  if (question === -1 || question > end) return value.slice(0, end);
  const utm = utmParameters(value.slice(question, end));
  return value.slice(0, question) + (utm.length > 0 ? `?${utm.join('&')}` : '');
}

/**
 * The properties to store: those of {@link URL_PROPERTIES} without query values (utm_ kept) or
 * fragment. The same object when nothing changes, so most events cost a few lookups.
 */
export function withoutQueryValues(
  properties: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (!properties) return properties;
  let kept: Record<string, unknown> | undefined;
  for (const key of URL_PROPERTIES) {
    const value = properties[key];
    if (typeof value !== 'string' || (!value.includes('?') && !value.includes('#'))) continue;
    kept ??= { ...properties };
    kept[key] = addressWithoutQuery(value);
  }
  return kept ?? properties;
}
