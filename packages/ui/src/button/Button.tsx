import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';

/** Props of {@link Button}: those of a `<button>`, plus its look and a busy state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` for the main action of a page, `secondary` for the others. */
  variant?: 'primary' | 'secondary';
  /**
   * While true (a form is being sent) the button is announced as unavailable and ignores
   * presses, so one click sends one submission. It keeps focus, unlike `disabled`, which would
   * drop keyboard and screen-reader users back to the top of the page.
   */
  busy?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** A button; a submit button unless `type` says otherwise. */
export function Button({
  variant = 'primary',
  busy = false,
  type = 'submit',
  className,
  onClick,
  ref,
  ...buttonProps
}: ButtonProps) {
  const buttonClass = ['lui-button', `lui-button--${variant}`, className].filter(Boolean).join(' ');

  function click(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  }

  return (
    <button
      ref={ref}
      type={type}
      className={buttonClass}
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
      onClick={click}
      {...buttonProps}
    />
  );
}
