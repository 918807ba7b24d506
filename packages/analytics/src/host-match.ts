/**
 * Whether a host is `domain` or under it ("m.facebook.com" is under "facebook.com"). A domain
 * ending in ".*" stands for that name under any top-level domain of one or two labels
 * ("google.*" matches "www.google.com" and "google.co.uk", not "google.example.net.au").
 */
export function hostMatches(host: string, domain: string): boolean {
  const hostLabels = normaliseHost(host).split('.');
  if (!domain.endsWith('.*')) {
    const wanted = normaliseHost(domain);
    const joined = hostLabels.join('.');
    return joined === wanted || joined.endsWith(`.${wanted}`);
  }
  const nameLabels = normaliseHost(domain.slice(0, -2)).split('.');
  // Try each place the name could start; what follows it must be a 1- or 2-label suffix.
  for (let start = 0; start + nameLabels.length < hostLabels.length; start++) {
    const rest = hostLabels.length - start - nameLabels.length;
    const named = nameLabels.every((label, i) => hostLabels[start + i] === label);
    if (named && rest >= 1 && rest <= 2) return true;
  }
  return false;
}

/** Lower case, without the trailing dot of a fully qualified name ("google.com."). */
export function normaliseHost(host: string): string {
  return host.toLowerCase().replace(/\.$/, '');
}
