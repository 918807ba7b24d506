// The calculator's state: the form, the estimate (from the API, and recomputed in the browser
// while the DTI slider moves), prequalification and the listings promo.
import {
  createCalculatorClient,
  type AffordabilityResult,
  type CalculatorClient,
  type PrequalificationResponse,
  type ZipCodePlace,
} from '@lender/api-client/calculators';
import {
  bandAmount,
  MONTHLY_AMOUNT_EDGES,
  useHashParam,
  type CalculatorProps,
} from '@lender/calculator-kit';
import { affordability, dollarsToCents, selfReportedCreditBand } from '@lender/mortgage-math';
import { affordabilityResult } from '@lender/validation/affordability-result';
import { messages } from '@lender/validation/messages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  DTI_PERCENT,
  dtiFromHash,
  EMPTY_VALUES,
  fieldError,
  FIELDS,
  formErrors,
  formInputs,
  type AffordabilityField,
  type AffordabilityInputs,
  type AffordabilityValues,
  type FieldErrors,
} from './form.ts';

/** The loan term the API prices its estimate at (its 30-year fixed product). */
export const ESTIMATE_TERM_MONTHS = 360;

/** How long the DTI must rest before the API is asked to confirm the browser's figures, ms. */
export const CONFIRM_PAUSE_MS = 250;
/**
 * Slider steps let go within this long of the previous one share its history entry: a drag is
 * one entry, and so is a run of arrow-key presses, so Back returns to where the visitor started
 * rather than one percent at a time.
 */
export const DTI_HISTORY_MERGE_MS = 1000;

/** SPEC §9: prequalification runs only from this credit score. */
export const PREQUALIFICATION_MIN_CREDIT_SCORE = 581;

export type EstimateState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'business'; message: string; dti?: number }
  | { status: 'success'; result: AffordabilityResult; confirmed: boolean };

export type PrequalificationState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'credit' }
  | { status: 'noProduct'; message?: string }
  | { status: 'error' }
  | { status: 'success'; product: NonNullable<PrequalificationResponse['recommendedProduct']> };

export type ListingsState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; total: number; webUrl: string; city: string; state: string; price: number }
  | { status: 'fallback'; city?: string; state?: string; zip: string };

/** What the form was last calculated with: the figures and the ZIP code's place. */
export interface Calculation {
  inputs: AffordabilityInputs;
  place: ZipCodePlace;
}

/** The estimate the browser computes with @lender/mortgage-math: the API's function and rate. */
export function estimateAt(
  calculation: Calculation,
  dti: number,
  rate: AffordabilityResult,
): AffordabilityResult {
  return affordabilityResult(
    affordability({
      annualIncomeCents: dollarsToCents(calculation.inputs.annualIncome),
      availableFundsCents: dollarsToCents(calculation.inputs.availableFunds),
      monthlyDebtCents: dollarsToCents(calculation.inputs.monthlyDebt),
      state: calculation.place.stateCode,
      zip: calculation.inputs.zip,
      dti,
      rate: {
        annualRatePercent: rate.initialRate,
        termMonths: ESTIMATE_TERM_MONTHS,
        productDescription: rate.productDescription,
      },
    }),
  );
}

function initialValues(initial: Partial<AffordabilityValues> | undefined): AffordabilityValues {
  const values = { ...EMPTY_VALUES, ...initial };
  if (typeof window !== 'undefined') {
    // The wizard's cards link here with #zip=…&creditScore=… (SPEC §4).
    const hash = new URLSearchParams(window.location.hash.slice(1));
    const zip = hash.get('zip');
    const creditScore = hash.get('creditScore');
    if (zip && /^\d{5}$/.test(zip)) values.zip = zip;
    if (creditScore && /^\d{3}$/.test(creditScore)) values.creditScore = creditScore;
  }
  return values;
}

export function useAffordability({
  initialValues: initial,
  onEvent,
  apiBaseUrl = '',
  fetch,
}: CalculatorProps<AffordabilityValues>) {
  const api: CalculatorClient = useMemo(
    () => createCalculatorClient({ baseUrl: apiBaseUrl, ...(fetch ? { fetch } : {}) }),
    [apiBaseUrl, fetch],
  );
  const [values, setValues] = useState<AffordabilityValues>(() => initialValues(initial));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [estimate, setEstimate] = useState<EstimateState>({ status: 'idle' });
  const [prequalification, setPrequalification] = useState<PrequalificationState>({
    status: 'idle',
  });
  const [listings, setListings] = useState<ListingsState>({ status: 'idle' });
  const [calculation, setCalculation] = useState<Calculation>();
  const [announcement, setAnnouncement] = useState({ message: '', sequence: 0 });
  const [dtiHash, setDtiHash] = useHashParam('dti');
  const hashDti = dtiFromHash(dtiHash);
  const dti = hashDti ?? DTI_PERCENT.default / 100;
  // The slider's value while it moves; the hash holds it once let go.
  const [movingDti, setMovingDti] = useState<number>();
  const latest = useRef(0);
  // The DTI the API was last asked about, and the last answer with a rate.
  const askedDti = useRef<number>(undefined);
  const [lastRate, setLastRate] = useState<AffordabilityResult>();

  const reportError = useCallback(
    (field: string, message: string) =>
      onEvent?.({
        name: 'FORM_FIELD_ERROR',
        properties: { form_name: 'affordability', field_name: field, error_message: message },
      }),
    [onEvent],
  );

  const setValue = useCallback((field: AffordabilityField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
  }, []);

  /** SPEC §5 on blur: a field's message appears or goes when the visitor leaves it. */
  const blur = useCallback(
    (field: AffordabilityField) => {
      setValues((current) => {
        const message = fieldError(field, current);
        setErrors((shown) => {
          if (shown[field] === message) return shown;
          if (message) reportError(field, message);
          const next = { ...shown };
          if (message) next[field] = message;
          else delete next[field];
          return next;
        });
        return current;
      });
    },
    [reportError],
  );

  const announce = useCallback((result: AffordabilityResult) => {
    setAnnouncement((last) => ({
      message: result.message
        ? result.message
        : `You could afford a home up to ${formatWhole(result.affordability)}, with a monthly payment of ${formatWhole(result.paymentBreakdown.monthlyPayment)}.`,
      sequence: last.sequence + 1,
    }));
  }, []);

  const loadListings = useCallback(
    async (place: ZipCodePlace, price: number) => {
      // A new price (the slider moved): the card keeps its last answer until the new one comes,
      // rather than vanishing and coming back at every step.
      setListings((last) => (last.status === 'idle' ? { status: 'loading' } : last));
      const answer = await api.listings({
        location: place.zipCode,
        state: place.stateCode,
        'max-price': Math.floor(price),
      });
      const location = answer.ok ? answer.data.locations.data[0] : undefined;
      if (location && location.listings.total > 0) {
        setListings({
          status: 'success',
          total: location.listings.total,
          webUrl: location.listings.webUrl,
          city: place.city,
          state: place.stateCode,
          price,
        });
      } else {
        setListings({
          status: 'fallback',
          city: place.city,
          state: place.stateCode,
          zip: place.zipCode,
        });
      }
    },
    [api],
  );

  const prequalify = useCallback(
    async (inputs: AffordabilityInputs, result: AffordabilityResult) => {
      if (inputs.creditScore < PREQUALIFICATION_MIN_CREDIT_SCORE) {
        setPrequalification({ status: 'credit' });
        return;
      }
      setPrequalification({ status: 'loading' });
      const answer = await api.prequalify({
        annualIncomeAmount: inputs.annualIncome,
        monthlyDebtAmount: inputs.monthlyDebt,
        downPaymentAmount: result.cashBreakdown.downPayment,
        zipCode: inputs.zip,
        creditScore: inputs.creditScore,
        isVeteran: false,
      });
      if (!answer.ok) setPrequalification({ status: 'error' });
      else if (answer.data.recommendedProduct) {
        setPrequalification({ status: 'success', product: answer.data.recommendedProduct });
      } else if (answer.data.code === 'creditScoreBelowMinimum')
        setPrequalification({ status: 'credit' });
      else setPrequalification({ status: 'noProduct', message: answer.data.message });
    },
    [api],
  );

  /** Asks the API for the estimate at a DTI; the answer replaces what the browser computed. */
  const confirm = useCallback(
    async (current: Calculation, atDti: number, first: boolean) => {
      const call = ++latest.current;
      if (first) setEstimate({ status: 'loading' });
      const answer = await api.affordability({
        annualIncome: current.inputs.annualIncome,
        availableFunds: current.inputs.availableFunds,
        monthlyDebt: current.inputs.monthlyDebt,
        zip: current.inputs.zip,
        state: current.place.stateCode,
        dti: atDti,
      });
      if (call !== latest.current) return; // a later calculation has started
      if (!answer.ok) {
        if (answer.kind === 'invalid') {
          const shown: FieldErrors = {};
          for (const { field, message } of answer.errors) {
            if ((FIELDS as readonly string[]).includes(field))
              shown[field as AffordabilityField] = message;
            reportError(field, message);
          }
          setErrors(shown);
          setFailedSubmits((count) => count + 1);
          setEstimate({ status: 'idle' });
        } else {
          setEstimate({ status: 'error' });
        }
        return;
      }
      const result = answer.data;
      announce(result);
      if (result.message) {
        setEstimate({ status: 'business', message: result.message, dti: atDti });
        setPrequalification({ status: 'idle' });
        setListings({ status: 'idle' });
        return;
      }
      setEstimate({ status: 'success', result, confirmed: true });
      setLastRate(result);
      onEvent?.({
        name: 'CALCULATION_RAN',
        properties: {
          calculator_name: 'affordability',
          income_band: bandAmount(current.inputs.annualIncome),
          funds_band: bandAmount(current.inputs.availableFunds),
          monthly_debt_band: bandAmount(current.inputs.monthlyDebt, MONTHLY_AMOUNT_EDGES),
          result_band: bandAmount(result.affordability),
          self_reported_credit_score_range: selfReportedCreditBand(current.inputs.creditScore),
        },
      });
      void loadListings(current.place, result.affordability);
      if (first) void prequalify(current.inputs, result);
    },
    [api, announce, loadListings, onEvent, prequalify, reportError],
  );

  const submit = useCallback(async () => {
    const found = formErrors(values);
    setErrors(found);
    const problems = Object.entries(found);
    if (problems.length > 0) {
      for (const [field, message] of problems) reportError(field, message);
      setFailedSubmits((count) => count + 1);
      return;
    }
    const inputs = formInputs(values);
    setEstimate({ status: 'loading' });
    setPrequalification({ status: 'idle' });
    setListings({ status: 'idle' });
    const place = await api.zipCode(inputs.zip);
    if (!place.ok) {
      if (place.kind === 'failed' && place.status === 404) {
        const message = messages.zip.errorUnknown;
        setErrors({ zip: message });
        reportError('zip', message);
        setFailedSubmits((count) => count + 1);
        setEstimate({ status: 'idle' });
      } else {
        setEstimate({ status: 'error' });
      }
      return;
    }
    const next = { inputs, place: place.data };
    setCalculation(next);
    askedDti.current = dti;
    // SPEC §2: the hash keeps the DTI from the first estimate, so the address shared or
    // bookmarked shows the same figures; written in place, as nothing came before it.
    if (dtiHash === null) setDtiHash(dti.toFixed(2), { replace: true });
    await confirm(next, dti, true);
  }, [api, confirm, dti, dtiHash, reportError, setDtiHash, values]);

  // The DTI of the hash changed (the slider let go, or Back/Forward): ask the API. Until it
  // answers, the figures shown are the browser's (below).
  // One question per pause: a slider moved ten steps by keyboard asks once, 250 ms after the last.
  useEffect(() => {
    if (!calculation || askedDti.current === undefined || askedDti.current === dti) return;
    const timer = setTimeout(() => {
      askedDti.current = dti;
      void confirm(calculation, dti, false);
    }, CONFIRM_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [calculation, confirm, dti]);

  /** The slider moving: figures recomputed in the browser, nothing sent. */
  const moveDti = useCallback((percent: number) => setMovingDti(percent / 100), []);
  /** The slider let go: the DTI goes into the hash (a history entry), which recalculates. */
  const lastSettledAt = useRef(Number.NEGATIVE_INFINITY);
  const settleDti = useCallback(
    (percent: number) => {
      const next = Math.round(percent) / 100;
      const now = Date.now();
      const replace = now - lastSettledAt.current < DTI_HISTORY_MERGE_MS;
      lastSettledAt.current = now;
      // After this key press or release has painted its figures (from onChange): the history
      // entry, its re-render and the API call come in a task of their own, not in the
      // interaction the visitor waits on.
      setTimeout(() => {
        setDtiHash(next.toFixed(2), { replace });
        setMovingDti(undefined);
      }, 0);
    },
    [setDtiHash],
  );

  // What shows: the API's answer for the DTI in hand, else the browser's figures for it, from
  // the API's last rate with the same function (the moving slider's value, or the hash's).
  const wantedDti = movingDti ?? dti;
  const shown = useMemo((): EstimateState => {
    if (!calculation || !lastRate) return estimate;
    if (estimate.status === 'success' && estimate.result.dti === wantedDti) return estimate;
    if (estimate.status !== 'success' && estimate.status !== 'business') return estimate;
    if (estimate.status === 'business' && estimate.dti === wantedDti) return estimate;
    const local = estimateAt(calculation, wantedDti, lastRate);
    return local.message
      ? { status: 'business', message: local.message, dti: wantedDti }
      : { status: 'success', result: local, confirmed: false };
  }, [calculation, estimate, lastRate, wantedDti]);

  // Prequalification asks with the first answer's down payment (the DTI does not change it).
  const retryPrequalification = useCallback(() => {
    if (calculation && lastRate) void prequalify(calculation.inputs, lastRate);
  }, [calculation, lastRate, prequalify]);

  return {
    values,
    setValue,
    blur,
    errors,
    failedSubmits,
    submit,
    estimate: shown,
    dtiPercent: Math.round((movingDti ?? dti) * 100),
    /** The slider shows once a calculation has been made (and stays through a business message). */
    showDtiSlider: calculation !== undefined && lastRate !== undefined,
    moveDti,
    settleDti,
    calculation,
    prequalification,
    retryPrequalification,
    listings,
    announcement,
  };
}

const WHOLE = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
});
function formatWhole(dollars: number) {
  return WHOLE.format(dollars);
}
