/**
 * `button_type` values (SPEC §3 enumeration; §5: "Button type attribute must be a known type,
 * else 'other'"). The SPEC does not list the members; these are the kinds of button the site has
 * (SPEC §1: calls to action, forms, accordions, tabs, carousels, filters, chat, banners).
 */
export const ButtonType = {
  Cta: 'cta',
  Navigation: 'navigation',
  Submit: 'submit',
  Toggle: 'toggle',
  Dismiss: 'dismiss',
  Tab: 'tab',
  Accordion: 'accordion',
  Carousel: 'carousel',
  Filter: 'filter',
  Chat: 'chat',
  Call: 'call',
  Other: 'other',
} as const;

/** One of the {@link ButtonType} values. */
export type ButtonType = (typeof ButtonType)[keyof typeof ButtonType];

const known = new Set<string>(Object.values(ButtonType));

/**
 * The `button_type` of a button's type attribute (SPEC §5): a known type, ignoring surrounding
 * space and letter case, else 'other'. Anything that is not a string (a missing attribute) is 'other'.
 */
export function buttonType(attribute: unknown): ButtonType {
  if (typeof attribute !== 'string') return ButtonType.Other;
  const value = attribute.trim().toLowerCase();
  return known.has(value) ? (value as ButtonType) : ButtonType.Other;
}
