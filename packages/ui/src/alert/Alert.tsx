import { useEffect, useId, useRef, type ReactNode, type Ref } from 'react';
import { useHydrated } from '../internal/use-hydrated.ts';

/** Props of {@link Alert}. */
export interface AlertProps {
  /** `error`: something failed (announced at once); `success` and `info`: news (polite). */
  variant?: 'error' | 'success' | 'info';
  title: ReactNode;
  children?: ReactNode;
  /** Offers a dismiss button (once JavaScript runs, since it needs it); called when pressed. */
  onDismiss?: () => void;
  /** The dismiss button's visible text. */
  dismissText?: string;
  /** Move focus to the alert when it appears (and on load), as the error summary does. */
  focusOnMount?: boolean;
  /**
   * The site-wide banner look (SPEC §4 promo, sales and browser-support banners): full width,
   * a band across the top of the page rather than a box in the content.
   */
  banner?: boolean;
  id?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A banner for a message about the whole page rather than one field, such as "the service
 * did not answer". Errors are announced assertively, other variants politely.
 */
export function Alert({
  variant = 'info',
  title,
  children,
  onDismiss,
  dismissText = 'Dismiss',
  focusOnMount = false,
  banner = false,
  id,
  ref,
}: AlertProps) {
  const titleId = useId();
  const ownRef = useRef<HTMLDivElement | null>(null);
  const hydrated = useHydrated();

  useEffect(() => {
    if (focusOnMount) ownRef.current?.focus();
  }, [focusOnMount]);

  function setRef(element: HTMLDivElement | null) {
    ownRef.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) ref.current = element;
  }

  return (
    <div
      id={id}
      ref={setRef}
      className={`lui-alert lui-alert--${variant}${banner ? ' lui-alert--banner' : ''}`}
      tabIndex={focusOnMount ? -1 : undefined}
      // Focused on load when the server sent the page with the alert and no script runs (a
      // form posted without JavaScript); with script, the effect above focuses it.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus={focusOnMount}
      aria-labelledby={titleId}
      role="region"
    >
      {/* The live region is a child of the focused element, as in the error summary. */}
      <div role={variant === 'error' ? 'alert' : 'status'}>
        <h2 id={titleId} className="lui-alert__title">
          {title}
        </h2>
        {children && <div className="lui-alert__body">{children}</div>}
      </div>
      {onDismiss && hydrated && (
        // The name starts with the visible text (WCAG 2.5.3) and says what goes away.
        <button
          type="button"
          className="lui-alert__dismiss"
          aria-label={`${dismissText} this message`}
          onClick={onDismiss}
        >
          {dismissText}
        </button>
      )}
    </div>
  );
}
