import type { CalculatorProps } from '@lender/calculator-kit';
import { CalculatorTermsProvider, ResultsAnnouncer } from '@lender/calculator-kit';
import { fieldRenderers, submitHandler } from '@lender/calculator-kit/form-fields';
import { Alert } from '@lender/ui/alert';
import { Button } from '@lender/ui/button';
import { ErrorSummary } from '@lender/ui/error-summary';
import { Skeleton, SkeletonBlock } from '@lender/ui/skeleton';
import { TextInput } from '@lender/ui/text-input';
import { useCallback, useId, useRef } from 'react';
import { COPY } from './copy.ts';
import { EstimateResults } from './EstimateResults.tsx';
import {
  FIELDS,
  keepZipDigits,
  type AffordabilityField,
  type AffordabilityValues,
} from './form.ts';
import { useAffordability } from './use-affordability.ts';

export type AffordabilityCalculatorProps = CalculatorProps<AffordabilityValues>;

/**
 * The home affordability calculator (SPEC §2–§4, §8, §9): income, savings, debts, ZIP code and
 * credit score in; the highest price they support with its cash, payment and budget breakdowns,
 * a DTI slider kept in the URL hash, prequalification and homes for sale out.
 */
export function AffordabilityCalculator(props: AffordabilityCalculatorProps) {
  const calculator = useAffordability(props);
  const { values, errors, estimate } = calculator;
  const baseId = useId().replace(/[^\w-]/g, '');
  const formRef = useRef<HTMLFormElement>(null);
  const headingLevel = props.headingLevel ?? 2;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';

  const fields = fieldRenderers({
    idPrefix: baseId,
    values,
    errors,
    // A number box reports its value only when committed (blur, Enter): that is when SPEC §5
    // checks a field, so the change is the blur too.
    commit(field: AffordabilityField, text: string) {
      calculator.setValue(field, text);
      calculator.blur(field);
    },
  });

  const editMyInfo = useCallback(() => {
    const first = formRef.current?.querySelector<HTMLInputElement>('input');
    first?.scrollIntoView({ block: 'center' });
    first?.focus();
  }, []);

  const amount = (field: 'annualIncome' | 'availableFunds' | 'monthlyDebt') =>
    fields.money(field, COPY.fields[field].label, COPY.fields[field].hint);

  return (
    <CalculatorTermsProvider terms={props.terms}>
      <div className="lcalc-affordability">
        <form
          ref={formRef}
          className="lcalc-affordability__form"
          noValidate
          onSubmit={submitHandler(calculator.submit)}
        >
          <ErrorSummary errors={fields.summary(FIELDS)} focusKey={calculator.failedSubmits} />
          {amount('annualIncome')}
          {amount('availableFunds')}
          {amount('monthlyDebt')}
          <TextInput
            id={fields.id('zip')}
            name="zip"
            label={COPY.fields.zip.label}
            hint={COPY.fields.zip.hint}
            error={errors.zip}
            value={values.zip}
            inputMode="numeric"
            autoComplete="postal-code"
            width="short"
            onChange={(event) =>
              calculator.setValue('zip', keepZipDigits(event.currentTarget.value))
            }
            onBlur={() => calculator.blur('zip')}
          />
          {fields.whole('creditScore', COPY.fields.creditScore.label, COPY.fields.creditScore.hint)}
          <Button type="submit" busy={estimate.status === 'loading'}>
            {COPY.submit}
          </Button>
        </form>

        <section className="lcalc-affordability__results" aria-labelledby={`${baseId}-results`}>
          <Heading id={`${baseId}-results`}>{COPY.resultsHeading}</Heading>
          <ResultsAnnouncer {...calculator.announcement} />
          {estimate.status === 'idle' && (
            <p className="lcalc-muted">
              Fill in the form and choose {COPY.submit} to see your results.
            </p>
          )}
          {estimate.status === 'loading' && (
            <Skeleton label={COPY.loading}>
              <SkeletonBlock shape="text" width="60%" height="2.5rem" />
              <SkeletonBlock shape="rect" height="10rem" />
              <SkeletonBlock shape="text" width="80%" />
            </Skeleton>
          )}
          {estimate.status === 'error' && (
            <Alert variant="error" title={COPY.genericError.title}>
              <p>{COPY.genericError.body}</p>
              <Button type="button" variant="secondary" onClick={() => void calculator.submit()}>
                {COPY.genericError.retry}
              </Button>
            </Alert>
          )}
          {(estimate.status === 'success' || estimate.status === 'business') && (
            <EstimateResults
              calculator={calculator}
              headingLevel={headingLevel}
              brand={props.brand}
              onEditMyInfo={editMyInfo}
              idPrefix={baseId}
            />
          )}
        </section>
      </div>
    </CalculatorTermsProvider>
  );
}
