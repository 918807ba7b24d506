import type { ReactNode } from 'react';
import { fieldShell, type FieldShellProps } from './Field.tsx';

/** Props of {@link Fieldset}. */
export interface FieldsetProps extends FieldShellProps {
  /** The question, as the fieldset's legend: it names the group. */
  legend: ReactNode;
  /** The group's controls. */
  children: ReactNode;
}

/**
 * A question answered with several controls (GOV.UK fieldset): a `<fieldset>` named by its
 * legend and described by the hint and error ({@link fieldShell}). `id` is the first control's,
 * so an error summary link `#id` lands on the group.
 */
export function Fieldset({ legend, children, ...shellProps }: FieldsetProps) {
  const shell = fieldShell(shellProps);
  return (
    <div className={shell.className}>
      <fieldset className="lui-fieldset" aria-describedby={shell.describedBy}>
        <legend className="lui-fieldset__legend">{legend}</legend>
        {shell.messages}
        {children}
      </fieldset>
    </div>
  );
}
