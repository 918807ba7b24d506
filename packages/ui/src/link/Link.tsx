import type { AnchorHTMLAttributes, Ref } from 'react';

/** The hidden words that tell screen-reader users a link opens a new tab (WCAG 3.2.5, G201). */
export const NEW_TAB_TEXT = '(opens in new tab)';

/** Props of {@link Link}: those of an `<a>`, plus its look. */
export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /**
   * `link` is underlined text; `button` and `secondary-button` look like the primary and
   * secondary Button, for a call to action that goes somewhere (a link
   * navigates, a button acts).
   */
  variant?: 'link' | 'button' | 'secondary-button';
  /** Overrides the hidden "(opens in new tab)" of a `target="_blank"` link. */
  newTabText?: string;
  ref?: Ref<HTMLAnchorElement>;
}

const VARIANT_CLASSES: Record<NonNullable<LinkProps['variant']>, string> = {
  link: 'lui-link',
  button: 'lui-button lui-button--primary lui-link--button',
  'secondary-button': 'lui-button lui-button--secondary lui-link--button',
};

/** Adds noopener and noreferrer to the rel a caller gave, without repeating a word. */
export function newTabRel(rel: string | undefined): string {
  const words = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  words.add('noopener');
  words.add('noreferrer');
  return [...words].join(' ');
}

/**
 * A link. One that opens a new tab (`target="_blank"`) says so in visually hidden text, so
 * nobody is surprised by a new tab, and gets `rel="noopener noreferrer"`, so the opened page
 * cannot reach back into this one through `window.opener`.
 */
export function Link({
  variant = 'link',
  newTabText = NEW_TAB_TEXT,
  className,
  target,
  rel,
  children,
  ref,
  ...anchorProps
}: LinkProps) {
  const opensNewTab = target === '_blank';
  const linkClass = [VARIANT_CLASSES[variant], className].filter(Boolean).join(' ');
  return (
    <a
      ref={ref}
      className={linkClass}
      target={target}
      rel={opensNewTab ? newTabRel(rel) : rel}
      {...anchorProps}
    >
      {children}
      {/* The space stays outside the hidden span, whose own leading space would be collapsed. */}
      {opensNewTab && ' '}
      {opensNewTab && <span className="lui-visually-hidden">{newTabText}</span>}
    </a>
  );
}
