import type { ReactNode } from 'react';
import { Button } from '@lender/ui/button';
import { PageTitle } from '../components/PageTitle.tsx';
import type { FieldSpecs, FormPageProps } from './form-page.ts';
import { FormElement } from './FormElement.tsx';
import { FormProblems } from './FormProblems.tsx';
import { useFormPage, type FormState } from './use-form.ts';

/**
 * A declared form page (form-page.ts) in GOV.UK's order: the document title ("Error: " while
 * the form shows problems), the error block and the error summary, the heading and its lead,
 * then the form: its fields (`children`, given the form's state), the consent the submit button
 * needs, and the button, marked busy while a submission is on its way.
 */
export function FormPageView<F extends FieldSpecs>({
  children,
  ...props
}: FormPageProps<F> & { children: (form: FormState<F>) => ReactNode }) {
  const { page } = props;
  const { submitButton, ...form } = useFormPage(props);
  const consentId = page.consent ? `${page.name}-consent` : undefined;
  return (
    <div className="page form-page">
      <PageTitle path={page.path} error={form.hasErrors} />
      <FormProblems form={form} failure={page.failure} />
      <h1>{page.heading}</h1>
      <p className="lead">{page.lead}</p>
      <FormElement form={form} className="form">
        {children(form)}
        {page.consent && (
          // Prior express written consent for marketing calls and texts (TCPA, 47 CFR 64.1200).
          <p className="consent" id={consentId}>
            {page.consent}
          </p>
        )}
        <Button ref={submitButton} busy={form.busy} aria-describedby={consentId}>
          {page.submitText}
        </Button>
      </FormElement>
    </div>
  );
}
