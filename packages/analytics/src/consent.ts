import type { EventName } from './event-catalogue.ts';

/** The visitor's privacy choices, as the page knows them. */
export interface PrivacyChoices {
  /** `navigator.globalPrivacyControl`, or the `Sec-GPC: 1` request header on the server. */
  readonly globalPrivacyControl?: boolean;
  /** The site-wide "Do not sell or share my personal information" choice. */
  readonly doNotSellOrShare?: boolean;
}

/**
 * The events still sent when the visitor has opted out. Only `FORM_FIELD_ERROR`: it tells us a
 * form is rejecting people, which is finding and fixing errors, a business purpose the
 * California privacy law allows without consent to sell or share. Every other event measures
 * or markets to the visitor (page views, clicks, experiments, audience segments) and stops.
 */
export const STRICTLY_NECESSARY_EVENTS: ReadonlySet<EventName> = new Set<EventName>([
  'FORM_FIELD_ERROR',
]);

/** Whether the visitor has opted out of the sale or sharing of their data, by either signal. */
export function hasOptedOut(choices: PrivacyChoices): boolean {
  return choices.globalPrivacyControl === true || choices.doNotSellOrShare === true;
}

/**
 * Whether an event may be sent: any event when the visitor has not opted out; after an opt-out
 * (Global Privacy Control or "Do not sell or share"), only the strictly necessary ones.
 */
export function maySendEvent(name: EventName, choices: PrivacyChoices): boolean {
  return !hasOptedOut(choices) || STRICTLY_NECESSARY_EVENTS.has(name);
}

/** Global Privacy Control from a `Sec-GPC` request header: on only when it is exactly "1", as the GPC specification says. */
export function globalPrivacyControlFromHeader(value: string | null | undefined): boolean {
  return value?.trim() === '1';
}
