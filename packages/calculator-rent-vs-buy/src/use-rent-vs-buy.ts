import { createCalculatorClient, type RentVsBuyResponse } from '@lender/api-client/calculators';
import { bandAmount, MONTHLY_AMOUNT_EDGES, type CalculatorProps } from '@lender/calculator-kit';
import { rentVsBuy, selfReportedCreditBand } from '@lender/mortgage-math';
import { startTransition, useCallback, useMemo, useRef, useState } from 'react';
import {
  CHECKED_FIELDS,
  creditScoreFromHash,
  DEFAULT_VALUES,
  fieldError,
  formErrors,
  request,
  withAmount,
  withPercent,
  withPrice,
  type FieldErrors,
  type RentVsBuyField,
  type RentVsBuyValues,
} from './form.ts';

export type Comparison =
  | { status: 'idle' }
  | { status: 'failed' }
  | {
      status: 'shown';
      data: RentVsBuyResponse;
      confirmed: boolean;
      /** The inputs these figures are for, as "How we calculated this" describes them. */
      purchasePrice: number;
      interestRate: number;
      downPayment: number;
      creditScore: number;
      creditScoreChosen: boolean;
    };

/** First year (1-based) buying's cumulative cost is below renting's, if it ever is. */
export function crossoverYear(
  rentData: readonly number[],
  buyData: readonly number[],
): number | undefined {
  const index = buyData.findIndex((buy, year) => buy < rentData[year]!);
  return index === -1 ? undefined : index + 1;
}

export function useRentVsBuy({
  initialValues,
  onEvent,
  apiBaseUrl = '',
  fetch,
}: CalculatorProps<RentVsBuyValues>) {
  const api = useMemo(
    () => createCalculatorClient({ baseUrl: apiBaseUrl, ...(fetch ? { fetch } : {}) }),
    [apiBaseUrl, fetch],
  );
  const [values, setValues] = useState<RentVsBuyValues>(() => {
    const start = { ...DEFAULT_VALUES, ...initialValues };
    // SPEC §2: the hash's creditScore, mapped; any other value leaves the choice empty.
    if (typeof window !== 'undefined' && /creditScore=/.test(window.location.hash)) {
      start.creditScore = creditScoreFromHash(window.location.hash);
    }
    return start;
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [comparison, setComparison] = useState<Comparison>({ status: 'idle' });
  const [year, setYear] = useState(0);
  const [announcement, setAnnouncement] = useState({ message: '', sequence: 0 });
  const latest = useRef(0);

  const report = useCallback(
    (field: string, message: string) =>
      onEvent?.({
        name: 'FORM_FIELD_ERROR',
        properties: { form_name: 'rent vs buy', field_name: field, error_message: message },
      }),
    [onEvent],
  );

  /** Figures at once from @lender/mortgage-math, then the API's answer (the same function). */
  const calculate = useCallback(
    async (form: RentVsBuyValues) => {
      const call = ++latest.current;
      const { query, math, creditScore } = request(form);
      const local = rentVsBuy(math);
      const inputs = {
        purchasePrice: query.purchasePrice,
        interestRate: query.interestRate,
        downPayment: query.downPayment,
        creditScore,
        creditScoreChosen: form.creditScore !== '',
      };
      // The 30-year table and chart re-render in a transition: in slices that leave the page
      // free to answer the next key press (the committed value shows at once in its box).
      startTransition(() => {
        setComparison({ status: 'shown', data: local, confirmed: false, ...inputs });
        setYear(local.changeYear);
        const cross = crossoverYear(local.rentData, local.buyData);
        setAnnouncement((last) => ({
          message:
            cross === undefined
              ? 'Renting costs less than buying in every year up to 30.'
              : `Buying costs less than renting from year ${cross}.`,
          sequence: last.sequence + 1,
        }));
      });
      const answer = await api.rentVsBuy(query);
      if (call !== latest.current) return;
      if (!answer.ok) {
        setComparison({ status: 'failed' });
        return;
      }
      setComparison({ status: 'shown', data: answer.data, confirmed: true, ...inputs });
      onEvent?.({
        name: 'CALCULATION_RAN',
        properties: {
          calculator_name: 'rent vs buy',
          price_band: bandAmount(query.purchasePrice),
          down_payment_band: bandAmount(query.downPayment),
          rent_band: bandAmount(query.monthlyRent, MONTHLY_AMOUNT_EDGES),
          self_reported_credit_score_range:
            form.creditScore === '' ? 'none' : selfReportedCreditBand(creditScore),
        },
      });
    },
    [api, onEvent],
  );

  /** SPEC §5: a field is checked when the visitor leaves it; with results shown, they follow. */
  const commit = useCallback(
    (field: RentVsBuyField, text: string) => {
      let next: RentVsBuyValues;
      if (field === 'downPaymentAmt') next = withAmount(values, text);
      else if (field === 'downPaymentPercent') next = withPercent(values, text);
      else if (field === 'purchasePrice') next = withPrice(values, text);
      else next = { ...values, [field]: text };
      setValues(next);
      const nextErrors = { ...errors };
      const checked =
        field === 'creditScore'
          ? []
          : field === 'purchasePrice'
            ? ['purchasePrice', 'downPaymentAmt']
            : [field];
      for (const name of checked as RentVsBuyField[]) {
        const message = fieldError(name, next);
        if (message && message !== errors[name]) report(name, message);
        if (message) nextErrors[name] = message;
        else delete nextErrors[name];
      }
      setErrors(nextErrors);
      if (comparison.status !== 'idle' && Object.keys(formErrors(next)).length === 0)
        void calculate(next);
    },
    [calculate, comparison.status, errors, report, values],
  );

  const submit = useCallback(() => {
    const found = formErrors(values);
    setErrors(found);
    const problems = CHECKED_FIELDS.filter((field) => found[field]);
    if (problems.length > 0) {
      for (const field of problems) report(field, found[field]!);
      setFailedSubmits((count) => count + 1);
      return;
    }
    void calculate(values);
  }, [calculate, report, values]);

  return { values, errors, failedSubmits, commit, submit, comparison, year, setYear, announcement };
}
