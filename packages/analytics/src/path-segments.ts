/**
 * The decoded, non-empty segments of a URL path: query and hash dropped, empty segments from
 * leading, trailing or doubled slashes ignored, percent-encoding decoded where it is well formed.
 */
export function pathSegments(pathname: string): string[] {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  // Split before decoding, so an encoded slash (%2F) stays inside its segment.
  return path
    .split('/')
    .filter((segment) => segment !== '')
    .map(decodeSegment);
}

/** A malformed escape such as "%E0%A4%A" would make decodeURIComponent throw; keep it as typed. */
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
