// A calculator form whose figures are worked out in the page (by @lender/mortgage-math) and
// whose values live in the URL hash: a shared link, or Back and Forward, show the same figures.
// Both refinance calculators run on it; it knows nothing of any one calculator.
import type { CalculatorEvent } from './types.ts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { hashHasValues, hashOfValues, valuesFromHash } from './hash-values.ts';

type RanProperties = Extract<CalculatorEvent, { name: 'CALCULATION_RAN' }>['properties'];

export interface HashFormOptions<Values extends Record<keyof Values, string>, Result> {
  /** The form's name in FORM_FIELD_ERROR events. */
  formName: string;
  defaults: Values;
  /** Starting values from the host (the hash, when it has the form's keys, wins). */
  initialValues?: Partial<Values> | undefined;
  /** Fields that are checked, in screen order (the error summary's order). */
  checked: readonly (keyof Values & string)[];
  fieldError: (field: keyof Values & string, values: Values) => string | undefined;
  /** Other fields whose message depends on `field` (checked again when it changes). */
  alsoCheck?: (field: keyof Values & string) => readonly (keyof Values & string)[];
  /** Choices from a link kept to those on offer. */
  normalise: (values: Values) => Values;
  /** The figures of a valid form. */
  calculate: (values: Values) => Result;
  /** One sentence for the live region after each calculation. */
  announce: (result: Result, values: Values) => string;
  /** CALCULATION_RAN's properties: bands, never figures. */
  ran: (result: Result, values: Values) => RanProperties;
  onEvent?: ((event: CalculatorEvent) => void) | undefined;
}

export interface HashFormShown<Values, Result> {
  values: Values;
  result: Result;
}

function errorsOf<Values extends Record<keyof Values, string>>(
  values: Values,
  checked: readonly (keyof Values & string)[],
  fieldError: (field: keyof Values & string, values: Values) => string | undefined,
): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  for (const field of checked) {
    const message = fieldError(field, values);
    if (message) errors[field] = message;
  }
  return errors;
}

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The form's state: values as typed, messages, the figures shown, and the live region's
 * sentence. Submitting a valid form (or changing a field once figures show) calculates and
 * pushes the values into the hash (a history entry); opening a link with them calculates at once.
 */
export function useHashForm<Values extends Record<keyof Values, string>, Result>(
  options: HashFormOptions<Values, Result>,
) {
  const optionsRef = useRef(options);
  // The latest options for handlers and effects, without making them change every render.
  useLayoutEffect(() => {
    optionsRef.current = options;
  });
  const { checked, fieldError, defaults, normalise } = options;

  const fromLocation = useCallback((): Values | undefined => {
    if (typeof window === 'undefined' || !hashHasValues(window.location.hash, defaults)) return;
    return normalise({ ...defaults, ...valuesFromHash(window.location.hash, defaults) });
  }, [defaults, normalise]);

  const [start] = useState(() => {
    const linked = fromLocation();
    const values = linked ?? normalise({ ...defaults, ...options.initialValues } as Values);
    const errors: Partial<Record<keyof Values, string>> = linked
      ? errorsOf(values, checked, fieldError)
      : {};
    const valid = linked !== undefined && Object.keys(errors).length === 0;
    return {
      values,
      errors,
      shown: valid ? { values, result: options.calculate(values) } : undefined,
    };
  });
  const [values, setValues] = useState<Values>(start.values);
  const [errors, setErrors] = useState<Partial<Record<keyof Values, string>>>(start.errors);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [shown, setShown] = useState<HashFormShown<Values, Result> | undefined>(start.shown);
  // The state as last set, for handlers that run before React re-renders: a box left (blur
  // commits it) and a radio chosen in the same click must not undo each other.
  const latest = useRef({ values: start.values, errors: start.errors, shown: start.shown });
  const put = useCallback(
    (next: {
      values?: Values;
      errors?: Partial<Record<keyof Values, string>>;
      shown?: HashFormShown<Values, Result> | undefined;
    }) => {
      if (next.values) setValues((latest.current.values = next.values));
      if (next.errors) setErrors((latest.current.errors = next.errors));
      if ('shown' in next) setShown((latest.current.shown = next.shown));
    },
    [],
  );
  const [announcement, setAnnouncement] = useState({
    message: start.shown ? options.announce(start.shown.result, start.values) : '',
    sequence: 0,
  });

  const show = useCallback(
    (next: Values, { pushHash }: { pushHash: boolean }) => {
      const { calculate, announce, ran, onEvent } = optionsRef.current;
      const result = calculate(next);
      put({ shown: { values: next, result } });
      setAnnouncement((last) => ({ message: announce(result, next), sequence: last.sequence + 1 }));
      onEvent?.({ name: 'CALCULATION_RAN', properties: ran(result, next) });
      if (pushHash) {
        const hash = hashOfValues(window.location.hash, next);
        if (hash !== window.location.hash) {
          const { pathname, search } = window.location;
          window.history.pushState(window.history.state, '', `${pathname}${search}${hash}`);
        }
      }
    },
    [put],
  );

  // A link's figures count as a calculation run (once, after the first render).
  const reported = useRef(false);
  useEffect(() => {
    if (reported.current || !start.shown) return;
    reported.current = true;
    const { ran, onEvent } = optionsRef.current;
    onEvent?.({ name: 'CALCULATION_RAN', properties: ran(start.shown.result, start.values) });
  }, [start]);

  // Back and Forward (or a link followed on the same page): the figures of the hash.
  useEffect(() => {
    function onNavigate() {
      const linked = fromLocation();
      if (!linked || same(linked, latest.current.values)) return;
      const found = errorsOf(linked, checked, fieldError);
      put({ values: linked, errors: found });
      if (Object.keys(found).length === 0) show(linked, { pushHash: false });
      else put({ shown: undefined });
    }
    window.addEventListener('popstate', onNavigate);
    window.addEventListener('hashchange', onNavigate);
    return () => {
      window.removeEventListener('popstate', onNavigate);
      window.removeEventListener('hashchange', onNavigate);
    };
  }, [checked, fieldError, fromLocation, put, show]);

  const report = useCallback((field: string, message: string) => {
    const { formName, onEvent } = optionsRef.current;
    onEvent?.({
      name: 'FORM_FIELD_ERROR',
      properties: { form_name: formName, field_name: field, error_message: message },
    });
  }, []);

  /** A field was committed (left, Enter, a choice made): check it; with figures shown, recalculate. */
  const commit = useCallback(
    (field: keyof Values & string, text: string) => {
      const { values: now, errors: shownErrors, shown: figures } = latest.current;
      const next = { ...now, [field]: text } as Values;
      const nextErrors = { ...shownErrors };
      const related = optionsRef.current.alsoCheck?.(field) ?? [];
      for (const name of [field, ...related]) {
        if (!checked.includes(name)) continue;
        const message = fieldError(name, next);
        if (message && message !== shownErrors[name]) report(name, message);
        if (message) nextErrors[name] = message;
        else delete nextErrors[name];
      }
      put({ values: next, errors: nextErrors });
      if (figures && Object.keys(errorsOf(next, checked, fieldError)).length === 0) {
        show(next, { pushHash: true });
      }
    },
    [checked, fieldError, put, report, show],
  );

  /** Check every field; calculate when all are right, else the summary takes focus. */
  const submit = useCallback(() => {
    const now = latest.current.values;
    const found = errorsOf(now, checked, fieldError);
    put({ errors: found });
    const problems = checked.filter((field) => found[field]);
    if (problems.length > 0) {
      for (const field of problems) report(field, found[field]!);
      setFailedSubmits((count) => count + 1);
      return;
    }
    show(now, { pushHash: true });
  }, [checked, fieldError, put, report, show]);

  return { values, errors, failedSubmits, commit, submit, shown, announcement };
}
