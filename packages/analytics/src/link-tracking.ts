import { normaliseHost } from './host-match.ts';

/** SPEC §7: the attribute that marks a link as opening a popup; such links are not tracked. */
export const POPUP_ATTRIBUTE = 'data-popup';

/** Why a link is not tracked on pointer-down (SPEC §7 "Link tracking"). */
export const LinkSkipReason = {
  NoHref: 'no href',
  InPageAnchor: 'in-page anchor',
  NotWebLink: 'not a web link',
  Popup: 'popup',
  GovHost: '.gov host',
  External: 'external',
} as const;

/** One of the {@link LinkSkipReason} values. */
export type LinkSkipReason = (typeof LinkSkipReason)[keyof typeof LinkSkipReason];

/** The link's attributes, by lower-case name, as `element.getAttribute` gives them. */
export type LinkAttributes = Readonly<Record<string, string | null | undefined>>;

/**
 * Why a link is not tracked, or undefined when it is (SPEC §7: "On pointer-down over an internal
 * link a tracking helper is invoked … skipped for tel, mailto, javascript, anchors, .gov, and
 * links with a popup attribute"). `href` is the attribute as written, resolved against
 * `currentOrigin` (e.g. "https://www.lender.example"); internal means the same origin.
 */
export function linkSkipReason(
  href: string | null | undefined,
  currentOrigin: string,
  attributes: LinkAttributes = {},
): LinkSkipReason | undefined {
  const written = href?.trim() ?? '';
  if (written === '') return LinkSkipReason.NoHref;
  if (written.startsWith('#')) return LinkSkipReason.InPageAnchor;

  let url: URL;
  try {
    // The URL parser also sees through "JavaScript:" and "java\tscript:" tricks.
    url = new URL(written, currentOrigin);
  } catch {
    return LinkSkipReason.NotWebLink;
  }
  // tel:, mailto:, javascript: and every other non-web scheme.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return LinkSkipReason.NotWebLink;

  if (opensPopup(attributes)) return LinkSkipReason.Popup;
  if (normaliseHost(url.hostname).endsWith('.gov')) return LinkSkipReason.GovHost;
  if (url.origin !== new URL(currentOrigin).origin) return LinkSkipReason.External;
  return undefined;
}

/** Whether a link is tracked on pointer-down: see {@link linkSkipReason}. */
export function isTrackedLink(
  href: string | null | undefined,
  currentOrigin: string,
  attributes: LinkAttributes = {},
): boolean {
  return linkSkipReason(href, currentOrigin, attributes) === undefined;
}

/** A new window or tab (target _blank, a keyword HTML compares in any case) or the popup marker, whatever its value. */
function opensPopup(attributes: LinkAttributes): boolean {
  const target = attributes['target']?.trim().toLowerCase();
  const marker = attributes[POPUP_ATTRIBUTE];
  return target === '_blank' || (marker !== undefined && marker !== null);
}
