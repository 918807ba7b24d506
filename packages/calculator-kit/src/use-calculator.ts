// The one lifecycle every calculator runs on: values as typed → messages → figures (worked out in
// the page by @lender/mortgage-math) → an optional confirmation by the API → the URL hash (one
// history policy) → analytics → the live region. A calculator brings its definition and its view.
import type { Calculator, FieldErrors, FormValues } from './define-calculator.ts';
import type { CalculatorEvent } from './types.ts';
import {
  startTransition,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { hashHasValues, hashOfValues, valuesFromHash } from './hash-values.ts';
import { hashWriter } from './history.ts';

export interface CalculatorShown<Values, Result> {
  /** The values the figures are for: the last form without errors. */
  values: Values;
  result: Result;
}

/** How the API's confirmation of the figures stands (for calculators that ask it). */
export type Confirmation = 'none' | 'pending' | 'confirmed' | 'failed';

export interface UseCalculatorOptions<Values, Result, Context> {
  /** Starting values from the host (a link's hash, when it has the form's keys, wins). */
  initialValues?: Partial<Values> | undefined;
  onEvent?: ((event: CalculatorEvent) => void) | undefined;
  /** Defaults worked out at run time (the month "now"), in place of the definition's. */
  defaults?: Values;
  /** What the page learned on its own that the figures depend on (a ZIP code's state). */
  context?: Context;
  /** False while the context is still being learned: the live region and a link's event wait. */
  ready?: boolean;
  /** The level of the calculator's own headings (the host's heading is one above). Default 2. */
  headingLevel?: 2 | 3 | undefined;
  /** Asks the API for the same figures; the answer replaces the page's own (undefined: failed). */
  confirm?: (values: Values, result: Result, context: Context) => Promise<Result | undefined>;
}

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/** The values a link's hash gives the form, or undefined when it names none of its fields. */
function linkedValues<Values extends FormValues<Values>>(
  calculator: Pick<Calculator<Values, unknown>, 'fromHash' | 'normalise'>,
  defaults: Values,
): Values | undefined {
  if (typeof window === 'undefined') return;
  const { hash } = window.location;
  const found = calculator.fromHash
    ? calculator.fromHash(hash, defaults)
    : hashHasValues(hash, defaults)
      ? valuesFromHash(hash, defaults)
      : undefined;
  if (!found) return;
  const values = { ...defaults, ...found };
  return calculator.normalise ? calculator.normalise(values) : values;
}
const isEmpty = (errors: object) => Object.keys(errors).length === 0;

/**
 * A calculator's state. It opens with figures: from a link's values, the host's, or the labelled
 * example values. A committed field (left, Enter, a choice, a slider let go) is checked and, with
 * the whole form right, recalculated at once; the button checks every field (GOV.UK's summary).
 */
export function useCalculator<Values extends FormValues<Values>, Result, Context = void>(
  calculator: Calculator<Values, Result, Context>,
  options: UseCalculatorOptions<Values, Result, Context> = {},
) {
  const optionsRef = useRef(options);
  // The latest options for handlers and effects, without making them change every render.
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const context = options.context as Context;
  // The prefix of every id the calculator's markup uses, unique on the page.
  const idPrefix = useId().replace(/[^\w-]/g, '');
  const ready = options.ready ?? true;

  const defaults = options.defaults ?? calculator.defaults;
  const defaultsRef = useRef(defaults);
  useLayoutEffect(() => {
    defaultsRef.current = defaults;
  });

  const [start] = useState(() => {
    const linked = linkedValues(calculator, defaults);
    const given = { ...defaults, ...options.initialValues } as Values;
    const values = linked ?? (calculator.normalise ? calculator.normalise(given) : given);
    const found = calculator.formErrors(values);
    return {
      values,
      linked: linked !== undefined,
      // A link's mistakes show at once; example or host values never start with messages.
      errors: linked ? found : {},
      shown: isEmpty(found)
        ? { values, result: calculator.calculate(values, context), context }
        : undefined,
    };
  });
  const [values, setValues] = useState<Values>(start.values);
  const [errors, setErrors] = useState<FieldErrors<Values>>(start.errors);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [calculated, setShown] = useState(start.shown);
  // The context changed since (a ZIP code's state arrived): the same values, figures for the new one.
  const shown = useMemo(
    () =>
      calculated === undefined || Object.is(calculated.context, context)
        ? calculated
        : {
            values: calculated.values,
            result: calculator.calculate(calculated.values, context),
            context,
          },
    [calculated, calculator, context],
  );
  const [confirmation, setConfirmation] = useState<Confirmation>('none');
  // The example values stay labelled as such until the visitor changes one.
  const [example, setExample] = useState(
    !start.linked && Object.keys(options.initialValues ?? {}).length === 0,
  );
  // The live region speaks once the visitor has changed something, or opened a link.
  const [spoken, setSpoken] = useState({ on: start.linked, sequence: 0 });
  // The state as last set, for handlers that run before React re-renders: a box left (blur
  // commits it) and a radio chosen in the same click must not undo each other.
  const latest = useRef({ values: start.values, errors: start.errors as FieldErrors<Values> });
  // Messages the page learned by asking (an unknown ZIP code), until the field changes.
  const asked = useRef<FieldErrors<Values>>({});
  const writeHash = useRef(hashWriter()).current;
  // Whether this calculator has put its values in the page's hash (a mini that keeps out of the
  // host's address never has).
  const wrote = useRef(false);
  const calls = useRef(0);
  // The last calculation's CALCULATION_RAN waits for its figures to be final (`settled`).
  const heldRun = useRef(false);
  // An answer that arrives after the calculator has gone is for nobody.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const putValues = useCallback((next: Values) => setValues((latest.current.values = next)), []);
  const putErrors = useCallback(
    (next: FieldErrors<Values>) => setErrors((latest.current.errors = next)),
    [],
  );

  const report = useCallback(
    (field: string, message: string) => {
      optionsRef.current.onEvent?.({
        name: 'FORM_FIELD_ERROR',
        properties: { form_name: calculator.formName, field_name: field, error_message: message },
      });
    },
    [calculator],
  );

  const show = useCallback(
    (next: Values, { write }: { write: boolean }) => {
      const { onEvent, confirm, context: now } = optionsRef.current;
      const here = now as Context;
      const result = calculator.calculate(next, here);
      const call = ++calls.current;
      // The figures re-render in a transition: in slices that leave the page free to paint the
      // key press or the slider step at once and to answer the next (INP), while the committed
      // value shows in its box straight away.
      startTransition(() => {
        setShown({ values: next, result, context: here });
        setSpoken((last) => ({ on: true, sequence: last.sequence + 1 }));
      });
      // Figures still waiting on what the page asks count once they have arrived (the effect below).
      heldRun.current = calculator.settled?.(result) === false;
      if (!heldRun.current) {
        onEvent?.({ name: 'CALCULATION_RAN', properties: calculator.ran(result, next, here) });
      }
      if (write) {
        const hash = calculator.toHash
          ? calculator.toHash(window.location.hash, next)
          : hashOfValues(window.location.hash, next);
        if (writeHash(hash)) wrote.current = true;
      }
      if (!confirm) return;
      setConfirmation('pending');
      void confirm(next, result, here).then(
        (answer) => {
          if (call !== calls.current || !mounted.current) return; // a newer one has taken over
          if (answer === undefined) return setConfirmation('failed');
          setShown({ values: next, result: answer, context: here });
          setConfirmation('confirmed');
        },
        () => call === calls.current && mounted.current && setConfirmation('failed'),
      );
    },
    [calculator, writeHash],
  );

  // A calculation whose figures waited on the context counts when they are final.
  useEffect(() => {
    if (!heldRun.current || !ready || !shown || calculator.settled?.(shown.result) === false)
      return;
    heldRun.current = false;
    optionsRef.current.onEvent?.({
      name: 'CALCULATION_RAN',
      properties: calculator.ran(shown.result, shown.values, context),
    });
  }, [calculator, context, ready, shown]);

  // A link's figures count as a calculation run, once the context is known.
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || !start.linked || !ready || !shown) return;
    reported.current = true;
    optionsRef.current.onEvent?.({
      name: 'CALCULATION_RAN',
      properties: calculator.ran(shown.result, shown.values, context),
    });
  }, [calculator, context, ready, shown, start.linked]);

  // Back and Forward (or a link followed on the same page): the figures of the hash.
  useEffect(() => {
    function onNavigate() {
      // Back to the entry before the first calculation, which has no values: the opening ones.
      const linked =
        linkedValues(calculator, defaultsRef.current) ?? (wrote.current ? start.values : undefined);
      if (!linked || same(linked, latest.current.values)) return;
      asked.current = {};
      const found = calculator.formErrors(linked);
      putValues(linked);
      putErrors(found);
      if (isEmpty(found)) show(linked, { write: false });
    }
    window.addEventListener('popstate', onNavigate);
    window.addEventListener('hashchange', onNavigate);
    return () => {
      window.removeEventListener('popstate', onNavigate);
      window.removeEventListener('hashchange', onNavigate);
    };
  }, [calculator, putErrors, putValues, show, start.values]);

  /** A field was committed (left, Enter, a choice, a slider let go): check it and recalculate. */
  const commit = useCallback(
    (field: keyof Values & string, text: string) => {
      const { values: now, errors: shownErrors } = latest.current;
      const next = calculator.withField
        ? calculator.withField(now, field, text)
        : ({ ...now, [field]: text } as Values);
      if (same(next, now)) return;
      delete asked.current[field];
      const nextErrors = { ...shownErrors };
      delete nextErrors[field];
      const related = [
        field,
        ...(calculator.alsoCheck?.(field) ?? []),
        ...(calculator.recheck?.(field) ?? []).filter((name) => shownErrors[name]),
      ];
      for (const name of related) {
        if (!calculator.checked.includes(name)) continue;
        const message = calculator.fieldError(name, next);
        if (message && message !== shownErrors[name]) report(name, message);
        if (message) nextErrors[name] = message;
        else delete nextErrors[name];
      }
      putValues(next);
      putErrors(nextErrors);
      setExample(false);
      if (isEmpty({ ...calculator.formErrors(next), ...asked.current }))
        show(next, { write: true });
    },
    [calculator, putErrors, putValues, report, show],
  );

  /** Check every field; calculate when all are right, else the summary takes focus. */
  const submit = useCallback(() => {
    const now = latest.current.values;
    const found = { ...calculator.formErrors(now), ...asked.current };
    putErrors(found);
    const problems = calculator.checked.filter((field) => found[field]);
    if (problems.length > 0) {
      for (const field of problems) report(field, found[field]!);
      setFailedSubmits((count) => count + 1);
      return;
    }
    show(now, { write: true });
  }, [calculator, putErrors, report, show]);

  /** A message learned by asking (the API does not know the ZIP code); it blocks figures until the field changes. */
  const setFieldError = useCallback(
    (field: keyof Values & string, message: string) => {
      if (latest.current.errors[field] === message) return;
      asked.current[field] = message;
      putErrors({ ...latest.current.errors, [field]: message });
      report(field, message);
    },
    [putErrors, report],
  );

  const announcement = {
    message:
      spoken.on && ready && shown ? calculator.announce(shown.result, shown.values, context) : '',
    sequence: spoken.sequence,
  };
  const hasErrors = calculator.checked.some((field) => errors[field]);
  const figures = useMemo(() => shown && { values: shown.values, result: shown.result }, [shown]);
  return {
    idPrefix,
    headingLevel: options.headingLevel ?? 2,
    results: calculator.results,
    values,
    errors,
    hasErrors,
    failedSubmits,
    commit,
    submit,
    setFieldError,
    shown: figures,
    confirmation,
    example,
    /** Figures show, but for earlier values: a field has a message. */
    stale: figures !== undefined && !isEmpty(errors),
    announcement,
  };
}

export type CalculatorState<Values extends FormValues<Values>, Result> = ReturnType<
  typeof useCalculator<Values, Result>
>;
