import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';

/** One problem: the message, linking to the field (`#` and the field's id). */
export interface ErrorSummaryItem {
  href: string;
  text: string;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** Each problem on the page, in the order of the fields. No items: nothing is rendered. */
  errors: readonly ErrorSummaryItem[];
  /** The heading; GOV.UK's words are the default. */
  title?: ReactNode;
  /**
   * Changes on every failed submission, so the summary takes focus again even when it is
   * already showing (a second failed attempt must be announced too).
   */
  focusKey?: unknown;
}

/**
 * The list of problems at the top of a form after a failed submission (GOV.UK error summary).
 * It takes focus, so screen readers announce it and keyboard users start from it; each link
 * moves focus to its field with the field's label in view.
 */
export function ErrorSummary({
  errors,
  title = 'There is a problem',
  focusKey,
}: ErrorSummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  useEffect(() => {
    if (hasErrors) ref.current?.focus();
  }, [hasErrors, focusKey]);

  if (!hasErrors) return null;
  return (
    // tabIndex -1 and autoFocus: focusable by script only, and focused on load when the
    // server sent the page with errors and no script runs (a form posted without JavaScript).
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div className="lui-error-summary" ref={ref} tabIndex={-1} autoFocus>
      {/* role="alert" sits on a child, not on the focused element: focusing an element that is
          itself an alert makes some screen readers skip part of the announcement (GOV.UK). */}
      <div role="alert">
        <h2 className="lui-error-summary__title">{title}</h2>
        <ul className="lui-error-summary__list">
          {errors.map((error) => (
            <li key={`${error.href} ${error.text}`}>
              <a href={error.href} onClick={focusField}>
                {error.text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/**
 * Following the link alone would scroll the input to the top edge, hiding its label or legend;
 * bring those into view first, then focus the field without scrolling again (GOV.UK).
 */
function focusField(event: MouseEvent<HTMLAnchorElement>) {
  const id = decodeURIComponent(event.currentTarget.hash.slice(1));
  const document = event.currentTarget.ownerDocument;
  const field = id ? document.getElementById(id) : null;
  if (!field) return;
  event.preventDefault();
  const legend =
    field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
      ? field.closest('fieldset')?.querySelector('legend')
      : null;
  const label = legend ?? document.querySelector(`label[for="${CSS.escape(id)}"]`) ?? field;
  label.scrollIntoView?.();
  field.focus({ preventScroll: true });
}
