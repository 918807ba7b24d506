import { createCalculatorClient } from '@lender/api-client/calculators';
import {
  bandAmount,
  MONTHLY_AMOUNT_EDGES,
  parseDollars,
  type CalculatorProps,
} from '@lender/calculator-kit';
import {
  dollarsToCents,
  formatUsd,
  mortgagePaymentCalculator,
  propertyCostEstimate,
  selfReportedCreditBand,
  type MortgageCalculatorResult,
} from '@lender/mortgage-math';
import { messages } from '@lender/validation/messages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  CHECKED_FIELDS,
  calculatorInput,
  DEFAULT_VALUES,
  fieldError,
  fieldsAffectedBy,
  formErrors,
  withField,
  type FieldErrors,
  type MortgageField,
  type MortgageValues,
} from './form.ts';
import { mortgageHash, valuesFromHash } from './hash.ts';

/** What the ZIP code told us: the state whose tax rate applies, or why there is none. */
export type ZipPlace =
  | { status: 'none' }
  | { status: 'looking'; zip: string }
  | { status: 'found'; zip: string; stateCode: string; stateName: string; city: string }
  | { status: 'unknown'; zip: string }
  | { status: 'failed'; zip: string };

/** The sentence the live region reads after each new result. */
export function paymentSentence(result: MortgageCalculatorResult): string {
  return result.totalMonthlyCents === undefined
    ? `Principal and interest would be ${formatUsd(result.principalAndInterestCents)} a month, but this loan needs mortgage insurance we cannot price.`
    : `Your estimated monthly payment is ${formatUsd(result.totalMonthlyCents)}.`;
}

function replaceHash(values: MortgageValues) {
  const url = `${window.location.pathname}${window.location.search}${mortgageHash(values)}`;
  // Replaced, not pushed: each committed box would otherwise be a step for Back to undo.
  window.history.replaceState(window.history.state, '', url);
}

/**
 * The mortgage calculator's state: the form, the ZIP code's state, the figures of the last
 * form without errors (at once, from @lender/mortgage-math), the hash and the events.
 */
export function useMortgage({
  initialValues,
  onEvent,
  apiBaseUrl = '',
  fetch,
}: CalculatorProps<MortgageValues>) {
  const api = useMemo(
    () => createCalculatorClient({ baseUrl: apiBaseUrl, ...(fetch ? { fetch } : {}) }),
    [apiBaseUrl, fetch],
  );
  const [start] = useState(() => {
    const base = { ...DEFAULT_VALUES, ...initialValues };
    return typeof window === 'undefined'
      ? { values: base, carried: false }
      : valuesFromHash(window.location.hash, base);
  });
  const [values, setValues] = useState<MortgageValues>(start.values);
  const [errors, setErrors] = useState<FieldErrors>(() =>
    start.carried ? formErrors(start.values) : {},
  );
  const [failedSubmits, setFailedSubmits] = useState(0);
  // The values the figures show: the last form without errors.
  const [shown, setShown] = useState<MortgageValues | undefined>(() =>
    Object.keys(formErrors(start.values)).length === 0 ? start.values : undefined,
  );
  const [place, setPlace] = useState<ZipPlace>(() =>
    /^\d{5}$/.test(start.values.zip)
      ? { status: 'looking', zip: start.values.zip }
      : { status: 'none' },
  );
  // The live region speaks once the visitor has changed something, or opened a shared link.
  const [speaking, setSpeaking] = useState(start.carried);
  const lookups = useRef(0);

  const stateCode = place.status === 'found' ? place.stateCode : undefined;
  const zipPending = place.status === 'looking';

  const result = useMemo(
    () => (shown ? mortgagePaymentCalculator(calculatorInput(shown, stateCode)) : undefined),
    [shown, stateCode],
  );

  /** The estimates the tax and insurance boxes show while left empty. */
  const estimate = useMemo(() => {
    const price = parseDollars(values.homePrice);
    if (price === undefined || Number.isNaN(price) || price <= 0) return undefined;
    return propertyCostEstimate(dollarsToCents(price), stateCode);
  }, [values.homePrice, stateCode]);

  const report = useCallback(
    (field: string, message: string) =>
      onEvent?.({
        name: 'FORM_FIELD_ERROR',
        properties: { form_name: 'mortgage', field_name: field, error_message: message },
      }),
    [onEvent],
  );

  const ran = useCallback(
    (form: MortgageValues, figures: MortgageCalculatorResult) => {
      onEvent?.({
        name: 'CALCULATION_RAN',
        properties: {
          calculator_name: 'mortgage',
          price_band: bandAmount(parseDollars(form.homePrice)),
          down_payment_band: bandAmount(parseDollars(form.downPayment)),
          ...(figures.totalMonthlyCents === undefined
            ? {}
            : {
                result_band: bandAmount(figures.totalMonthlyCents / 100, MONTHLY_AMOUNT_EDGES),
              }),
          self_reported_credit_score_range: selfReportedCreditBand(Number(form.creditScore)),
        },
      });
    },
    [onEvent],
  );

  /** Takes the answer about a ZIP code, unless a newer question was asked since (`call`). */
  const applyPlace = useCallback(
    (zip: string, call: number, answer: Awaited<ReturnType<typeof api.zipCode>>) => {
      if (call !== lookups.current) return;
      if (answer.ok) {
        const { stateCode: code, stateName, city } = answer.data;
        setPlace({ status: 'found', zip, stateCode: code, stateName, city });
      } else if (answer.kind === 'failed' && answer.status === 404) {
        setPlace({ status: 'unknown', zip });
        setErrors((last) => ({ ...last, zip: messages.zip.errorUnknown }));
        report('zip', messages.zip.errorUnknown);
      } else {
        // The national averages stand in; the form says so beside the box.
        setPlace({ status: 'failed', zip });
      }
    },
    [report],
  );

  const resolvePlace = useCallback(
    (zip: string) => {
      const call = ++lookups.current;
      void api.zipCode(zip).then((answer) => applyPlace(zip, call, answer));
    },
    [api, applyPlace],
  );

  // A ZIP code that came with the page (a shared link, the wizard's card) is looked up once.
  useEffect(() => {
    const zip = start.values.zip;
    if (!/^\d{5}$/.test(zip)) return;
    const call = ++lookups.current;
    void api.zipCode(zip).then((answer) => applyPlace(zip, call, answer));
  }, [api, applyPlace, start.values.zip]);

  // A shared link is a calculation run: count it once, as the visitor's own would be.
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current || !start.carried || !result || zipPending) return;
    counted.current = true;
    ran(start.values, result);
  }, [ran, result, start, zipPending]);

  const announcement = {
    message: speaking && result && !zipPending ? paymentSentence(result) : '',
    sequence: 0,
  };

  function show(next: MortgageValues) {
    setShown(next);
    replaceHash(next);
    ran(next, mortgagePaymentCalculator(calculatorInput(next, stateCode)));
  }

  /** A box was committed (blur, Enter, a choice): check what it affects, recalculate if all is well. */
  function commit(field: MortgageField, text: string) {
    if (text === values[field]) return;
    const next = withField(values, field, text);
    setValues(next);
    const nextErrors = { ...errors };
    for (const name of fieldsAffectedBy(field)) {
      const message = fieldError(name, next);
      if (message && message !== errors[name]) report(name, message);
      if (message) nextErrors[name] = message;
      else delete nextErrors[name];
    }
    setErrors(nextErrors);
    setSpeaking(true);
    if (field === 'zip') {
      lookups.current += 1; // an answer still on its way is for the old ZIP code
      if (next.zip !== '' && !nextErrors.zip) {
        setPlace({ status: 'looking', zip: next.zip });
        resolvePlace(next.zip);
      } else setPlace({ status: 'none' });
    }
    if (Object.keys(formErrors(next)).length === 0 && !nextErrors.zip) show(next);
  }

  /** The Calculate button: every field checked, GOV.UK style. */
  function submit() {
    const found = formErrors(values);
    if (place.status === 'unknown' && !found.zip) found.zip = messages.zip.errorUnknown;
    setErrors(found);
    const problems = CHECKED_FIELDS.filter((field) => found[field]);
    if (problems.length > 0) {
      for (const field of problems) report(field, found[field]!);
      setFailedSubmits((count) => count + 1);
      return;
    }
    setSpeaking(true);
    show(values);
  }

  const hasErrors = CHECKED_FIELDS.some((field) => errors[field]);
  return {
    values,
    errors,
    hasErrors,
    failedSubmits,
    commit,
    submit,
    result,
    shown,
    estimate,
    place,
    announcement,
  };
}
