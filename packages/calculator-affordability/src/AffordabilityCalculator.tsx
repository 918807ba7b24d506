import type { CalculatorProps } from '@lender/calculator-kit';
import { ResultsAnnouncer } from '@lender/calculator-kit';
import { Alert } from '@lender/ui/alert';
import { Button } from '@lender/ui/button';
import { ErrorSummary } from '@lender/ui/error-summary';
import { CurrencyInput, NumberInput } from '@lender/ui/number-input';
import { Skeleton, SkeletonBlock } from '@lender/ui/skeleton';
import { TextInput } from '@lender/ui/text-input';
import { useCallback, useId, useRef, type FormEvent } from 'react';
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

/** `$85,000` as typed ↔ the number the currency box holds (NaN: empty). */
function amountValue(text: string): number {
  const cleaned = text.replace(/[\s$,]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/**
 * The home affordability calculator (SPEC §2–§4, §8, §9): income, savings, debts, ZIP code and
 * credit score in; the highest price they support with its cash, payment and budget breakdowns,
 * a DTI slider kept in the URL hash, prequalification and homes for sale out.
 */
export function AffordabilityCalculator(props: AffordabilityCalculatorProps) {
  const calculator = useAffordability(props);
  const { values, errors, estimate } = calculator;
  const baseId = useId().replace(/[^\w-]/g, '');
  const id = (field: AffordabilityField) => `${baseId}-${field}`;
  const formRef = useRef<HTMLFormElement>(null);
  const headingLevel = props.headingLevel ?? 2;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';

  const summary = FIELDS.filter((field) => errors[field]).map((field) => ({
    href: `#${id(field)}`,
    text: errors[field]!,
  }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void calculator.submit();
  }

  const editMyInfo = useCallback(() => {
    const first = formRef.current?.querySelector<HTMLInputElement>('input');
    first?.scrollIntoView({ block: 'center' });
    first?.focus();
  }, []);

  const amount = (field: 'annualIncome' | 'availableFunds' | 'monthlyDebt') => (
    <CurrencyInput
      id={id(field)}
      name={field}
      label={COPY.fields[field].label}
      hint={COPY.fields[field].hint}
      error={errors[field]}
      value={amountValue(values[field])}
      onChange={(value) => {
        calculator.setValue(field, Number.isNaN(value) ? '' : String(value));
        calculator.blur(field);
      }}
      width="medium"
    />
  );

  return (
    <div className="lcalc-affordability">
      <form ref={formRef} className="lcalc-affordability__form" noValidate onSubmit={onSubmit}>
        <ErrorSummary errors={summary} focusKey={calculator.failedSubmits} />
        {amount('annualIncome')}
        {amount('availableFunds')}
        {amount('monthlyDebt')}
        <TextInput
          id={id('zip')}
          name="zip"
          label={COPY.fields.zip.label}
          hint={COPY.fields.zip.hint}
          error={errors.zip}
          value={values.zip}
          inputMode="numeric"
          autoComplete="postal-code"
          width="short"
          onChange={(event) => calculator.setValue('zip', keepZipDigits(event.currentTarget.value))}
          onBlur={() => calculator.blur('zip')}
        />
        <NumberInput
          id={id('creditScore')}
          name="creditScore"
          label={COPY.fields.creditScore.label}
          hint={COPY.fields.creditScore.hint}
          error={errors.creditScore}
          value={values.creditScore === '' ? Number.NaN : Number(values.creditScore)}
          formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
          onChange={(value) => {
            calculator.setValue('creditScore', Number.isNaN(value) ? '' : String(value));
            calculator.blur('creditScore');
          }}
          width="short"
        />
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
  );
}
