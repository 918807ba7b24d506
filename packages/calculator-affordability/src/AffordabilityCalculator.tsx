import {
  CalculatorTermsProvider,
  FiguresNote,
  ResultsAnnouncer,
  SummaryBar,
  wholeDollars,
  type CalculatorProps,
} from '@lender/calculator-kit';
import { useCalculator } from '@lender/calculator-kit/engine';
import { fieldRenderers, submitHandler } from '@lender/calculator-kit/form-fields';
import { Alert } from '@lender/ui/alert';
import { Button } from '@lender/ui/button';
import { ErrorSummary } from '@lender/ui/error-summary';
import { Skeleton, SkeletonBlock } from '@lender/ui/skeleton';
import { TextInput } from '@lender/ui/text-input';
import { useCallback, useId, useRef, useState } from 'react';
import { affordability } from './calculator.ts';
import { COPY } from './copy.ts';
import { EstimateResults } from './EstimateResults.tsx';
import {
  dtiText,
  FIELDS,
  keepZipDigits,
  usesExampleAmounts,
  type AffordabilityValues,
} from './form.ts';
import { useAffordabilityApi, useLenderAnswers } from './use-affordability-api.ts';

export type AffordabilityCalculatorProps = CalculatorProps<AffordabilityValues>;

/**
 * The home affordability calculator (SPEC §2–§4, §8, §9): income, savings, debts, ZIP code and
 * credit score in; the highest price they support with its cash, payment and budget breakdowns,
 * a DTI slider kept in the URL hash, prequalification and homes for sale out. It opens with the
 * figures of labelled example values and follows each committed box.
 */
export function AffordabilityCalculator(props: AffordabilityCalculatorProps) {
  const lender = useAffordabilityApi(props);
  const form = useCalculator(affordability, {
    initialValues: props.initialValues,
    onEvent: props.onEvent,
    context: lender.context,
    ready: lender.ready,
    confirm: lender.confirm,
  });
  const answers = useLenderAnswers(lender, form);
  const { values, errors, shown } = form;
  const baseId = useId().replace(/[^\w-]/g, '');
  const formRef = useRef<HTMLFormElement>(null);
  const resultsRef = useRef<HTMLElement>(null);
  const headingLevel = props.headingLevel ?? 2;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  const fields = fieldRenderers({ idPrefix: baseId, values, errors, commit: form.commit });
  const amount = (field: 'annualIncome' | 'availableFunds' | 'monthlyDebt') =>
    fields.money(field, COPY.fields[field].label, COPY.fields[field].hint);

  const editMyInfo = useCallback(() => {
    const first = formRef.current?.querySelector<HTMLInputElement>('input');
    first?.scrollIntoView({ block: 'center' });
    first?.focus();
  }, []);

  const figures = shown?.result.kind === 'estimate' ? shown.result.result : undefined;
  // The wizard's link or a host may give the ZIP code and credit score: the figures stay an
  // example while the income, savings and debts are the example's.
  const example = form.example || (shown !== undefined && usesExampleAmounts(shown.values));

  let results;
  if (figures) {
    results = (
      <EstimateResults
        result={figures}
        dtiPercent={Math.round(Number(values.dti) * 100)}
        onDtiCommit={(percent) => form.commit('dti', dtiText(percent))}
        prequalification={answers.prequalification}
        onRetryPrequalification={answers.askAgain}
        listings={answers.listings}
        headingLevel={headingLevel}
        brand={props.brand}
        onEditMyInfo={editMyInfo}
        idPrefix={baseId}
      />
    );
  } else if (answers.failed) {
    results = (
      <Alert variant="error" title={COPY.genericError.title}>
        <p>{COPY.genericError.body}</p>
        <Button type="button" variant="secondary" onClick={lender.retry}>
          {COPY.genericError.retry}
        </Button>
      </Alert>
    );
  } else if (shown === undefined || form.hasErrors) {
    results = <p className="lcalc-muted">{COPY.correctTheForm}</p>;
  } else {
    results = (
      <Skeleton label={COPY.loading}>
        <SkeletonBlock shape="text" width="60%" height="2.5rem" />
        <SkeletonBlock shape="rect" height="10rem" />
        <SkeletonBlock shape="text" width="80%" />
      </Skeleton>
    );
  }

  return (
    <CalculatorTermsProvider terms={props.terms}>
      <div className="lcalc laffordability">
        <form
          ref={formRef}
          className="laffordability__form"
          noValidate
          onSubmit={submitHandler(() => {
            answers.askAgain();
            form.submit();
          })}
        >
          <ErrorSummary errors={fields.summary(FIELDS)} focusKey={form.failedSubmits} />
          {amount('annualIncome')}
          {amount('availableFunds')}
          {amount('monthlyDebt')}
          <ZipBox
            id={fields.id('zip')}
            value={values.zip}
            error={errors.zip}
            onCommit={(zip) => form.commit('zip', zip)}
          />
          {fields.whole('creditScore', COPY.fields.creditScore.label, COPY.fields.creditScore.hint)}
          <Button type="submit">{COPY.submit}</Button>
        </form>

        <section
          ref={resultsRef}
          id={`${baseId}-figures`}
          className="lcalc__results laffordability__results"
          aria-labelledby={`${baseId}-results`}
        >
          <Heading id={`${baseId}-results`}>{COPY.resultsHeading}</Heading>
          <ResultsAnnouncer {...form.announcement} />
          {figures && <FiguresNote example={example} stale={form.stale} />}
          {results}
        </section>
        {figures && !figures.message && (
          <SummaryBar
            label={COPY.mainFigure}
            figure={wholeDollars(figures.affordability)}
            results={resultsRef}
            resultsId={`${baseId}-figures`}
          />
        )}
      </div>
    </CalculatorTermsProvider>
  );
}

/** The ZIP code box: digits only as typed, committed when left or on Enter. */
function ZipBox({
  id,
  value,
  error,
  onCommit,
}: {
  id: string;
  value: string;
  error: string | undefined;
  onCommit: (zip: string) => void;
}) {
  // What is typed, until committed; a new value from the form (Back, a link) replaces it.
  const [typed, setTyped] = useState(value);
  const [given, setGiven] = useState(value);
  if (value !== given) {
    setGiven(value);
    setTyped(value);
  }
  return (
    <TextInput
      id={id}
      name="zip"
      label={COPY.fields.zip.label}
      hint={COPY.fields.zip.hint}
      error={error}
      value={typed}
      inputMode="numeric"
      autoComplete="postal-code"
      width="short"
      onChange={(event) => setTyped(keepZipDigits(event.currentTarget.value))}
      onBlur={() => onCommit(typed)}
      // Enter commits the ZIP code first, so the form's submit that follows has it.
      onKeyDown={(event) => event.key === 'Enter' && onCommit(typed)}
    />
  );
}
