import type { MouseEvent, ReactNode } from 'react';

/** Props of {@link SkipLink}. */
export interface SkipLinkProps {
  /** The id of the main content element, without the "#". */
  targetId: string;
  /** The link text. */
  children?: ReactNode;
}

/**
 * The first focusable element of the page: a link past the header to the main content
 * (WCAG 2.4.1 Bypass Blocks), hidden until it gets keyboard focus.
 */
export function SkipLink({ targetId, children = 'Skip to main content' }: SkipLinkProps) {
  return (
    <a
      className="lui-skip-link"
      href={`#${targetId}`}
      onClick={(event) => focusTarget(event, targetId)}
    >
      {children}
    </a>
  );
}

/**
 * Following the link scrolls to the target, but not every browser moves keyboard focus there when
 * the target is not focusable; make it focusable for this one visit and focus it (as GOV.UK does).
 */
function focusTarget(event: MouseEvent<HTMLAnchorElement>, targetId: string) {
  const target = event.currentTarget.ownerDocument.getElementById(targetId);
  if (!target) return;
  if (!target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus();
}
