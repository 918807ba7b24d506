import { z } from 'zod';

/**
 * A path on this site. It starts with one "/": not "//" or "/\", which browsers read as another
 * host ("//phish.example/login"), no scheme, and no whitespace or control characters, which URL
 * parsers strip ("/\t/phish.example" would become "//phish.example"). Backslashes are refused
 * anywhere, since browsers treat them as "/".
 */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const SITE_PATH_PATTERN = /^\/(?![/\\])[^\\\s\u0000-\u001f\u007f]*$/;

/** Longest site path accepted from data (links in search results, stored content). */
export const SITE_PATH_MAX_LENGTH = 2048;

/** Whether `value` is a link that can only lead to a page of this site (see SITE_PATH_PATTERN). */
export function isSitePath(value: string): boolean {
  return value.length <= SITE_PATH_MAX_LENGTH && SITE_PATH_PATTERN.test(value);
}

/** A same-origin path taken from data: links are accepted only in this form. */
export const SitePathSchema = z
  .string()
  .max(SITE_PATH_MAX_LENGTH)
  .regex(SITE_PATH_PATTERN, 'Enter a path on this site, starting with a single /');
