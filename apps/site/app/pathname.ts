/**
 * A path without its trailing slash: `/learn/` and `/learn` are one page. A pre-rendered page is
 * rendered at its directory's path (`/learn/`) and visited at `/learn`.
 */
export function normalisePathname(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}
