import type { ReactNode } from 'react';
import { Honeypot } from '../components/Honeypot.tsx';
import type { FieldSpecs } from './form-page.ts';
import type { FormState } from './use-form.ts';

/**
 * The `<form>` of a declared form: `novalidate` (the page checks, GOV.UK style) and posted to
 * its page's action when JavaScript does not run, with what that action needs besides the
 * visible fields: the form key, the fixed values, the page it was sent from, and the honeypot.
 */
export function FormElement<F extends FieldSpecs>({
  form,
  className,
  children,
}: {
  form: FormState<F>;
  className?: string;
  children: ReactNode;
}) {
  const { action, fields, name } = form.form;
  const fixed = Object.entries(fields).flatMap(([field, spec]) =>
    spec.kind === 'fixed'
      ? [spec.value].flat().map((value) => ({ field, value: String(value) }))
      : [],
  );
  return (
    <form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => void form.submit(event)}
      className={className}
    >
      {form.formKey !== undefined && <input type="hidden" name="formKey" value={form.formKey} />}
      {fixed.map(({ field, value }) => (
        <input key={`${field}=${value}`} type="hidden" name={field} value={value} />
      ))}
      {action !== undefined && <input type="hidden" name="sourcePage" value={form.sourcePage} />}
      {children}
      <Honeypot idPrefix={name} />
    </form>
  );
}
