/** Text or an attribute value made safe for HTML and SVG: every markup character escaped. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );
}

/** A whole number in the en-US format the site uses (SPEC: en-US everywhere). */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}
