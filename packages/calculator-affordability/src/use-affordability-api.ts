// What the page cannot work out itself and asks the lender's API: the ZIP code's place (its
// state sets the property tax), today's rate (learned from an estimate), the confirmation of
// each estimate (the engine's `confirm`: the same function at the same rate, so the same
// figures), the prequalified loan and the homes for sale under the price. No hash, history or
// analytics here: @lender/calculator-kit/engine keeps those for every calculator.
import {
  createCalculatorClient,
  type AffordabilityResult,
  type ApiResult,
  type CalculatorClient,
  type PrequalificationResponse,
  type ZipCodePlace,
} from '@lender/api-client/calculators';
import type { CalculatorProps } from '@lender/calculator-kit';
import type { CalculatorShown } from '@lender/calculator-kit/engine';
import { messages } from '@lender/validation/messages';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { formInputs, type AffordabilityContext, type AffordabilityFigures } from './calculator.ts';
import {
  estimateQuery,
  FIELDS,
  PREQUALIFICATION_MIN_CREDIT_SCORE,
  rateOf,
  usesExampleAmounts,
  type AffordabilityField,
  type AffordabilityValues,
  type EstimateRate,
} from './form.ts';

/**
 * How long the figures must rest before the API is asked about them, ms: a run of slider steps
 * by keyboard asks once, after the last.
 */
export const CONFIRM_PAUSE_MS = 250;

/** What the lookup of a ZIP code said. */
export type PlaceLookup =
  | { zip: string; status: 'found'; place: ZipCodePlace }
  | { zip: string; status: 'unknown' }
  | { zip: string; status: 'failed' };

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

const isUnknown = (answer: ApiResult<ZipCodePlace>) =>
  !answer.ok && answer.kind === 'failed' && answer.status === 404;

function lookupOf(zip: string, answer: ApiResult<ZipCodePlace>): PlaceLookup {
  if (answer.ok) return { zip, status: 'found', place: answer.data };
  return { zip, status: isUnknown(answer) ? 'unknown' : 'failed' };
}

/** The API client, with each ZIP code looked up once (a failed lookup is asked again). */
function lenderClient(api: CalculatorClient) {
  const lookups = new Map<string, Promise<ApiResult<ZipCodePlace>>>();
  return {
    api,
    placeOf(zip: string): Promise<ApiResult<ZipCodePlace>> {
      const known = lookups.get(zip);
      if (known) return known;
      const asked = api.zipCode(zip);
      lookups.set(zip, asked);
      void asked.then((answer) => {
        if (!answer.ok && !isUnknown(answer)) lookups.delete(zip);
      });
      return asked;
    },
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A message the API gave for one of the form's boxes. */
interface BoxError {
  field: AffordabilityField;
  message: string;
}
const isBoxError = (error: { field: string; message: string }): error is BoxError =>
  (FIELDS as readonly string[]).includes(error.field);
const sameLookup = (last: PlaceLookup | undefined, next: PlaceLookup) =>
  last?.zip === next.zip && last.status === next.status;

/**
 * The API's side of the calculator, before the engine: the context its figures need (the ZIP
 * code's place and today's rate), whether it is known (`ready`), and `confirm`.
 */
export function useAffordabilityApi({
  apiBaseUrl = '',
  fetch,
}: Pick<CalculatorProps<AffordabilityValues>, 'apiBaseUrl' | 'fetch'>) {
  const client = useMemo(
    () =>
      lenderClient(createCalculatorClient({ baseUrl: apiBaseUrl, ...(fetch ? { fetch } : {}) })),
    [apiBaseUrl, fetch],
  );
  const [lookup, setLookup] = useState<PlaceLookup>();
  const [rate, setRate] = useState<EstimateRate>();
  // Learning the rate failed (the page has no figures without it); a retry asks again.
  const [rateFailed, setRateFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // Messages the API gave for fields (a 400), for the engine to show.
  const [refused, setRefused] = useState<readonly BoxError[]>([]);
  const confirmations = useRef(0);

  const keepRate = useCallback((answer: AffordabilityResult) => {
    const next = rateOf(answer);
    setRate((last) =>
      last?.annualRatePercent === next.annualRatePercent &&
      last.productDescription === next.productDescription
        ? last
        : next,
    );
  }, []);

  const context = useMemo<AffordabilityContext>(
    () => ({ place: lookup?.status === 'found' ? lookup.place : undefined, rate }),
    [lookup, rate],
  );

  /** The API's estimate of committed values, once they have rested; undefined: not confirmed. */
  const confirm = useCallback(
    async (values: AffordabilityValues): Promise<AffordabilityFigures | undefined> => {
      const call = ++confirmations.current;
      await pause(CONFIRM_PAUSE_MS);
      // A later calculation has taken over: the engine keeps only the latest call's answer.
      if (call !== confirmations.current) return undefined;
      const inputs = formInputs(values);
      const place = await client.placeOf(inputs.zip);
      if (!place.ok) return undefined; // the lookup says why (useLenderAnswers)
      const answer = await client.api.affordability(estimateQuery(inputs, place.data.stateCode));
      if (!answer.ok) {
        if (answer.kind === 'invalid') {
          setRefused(answer.errors.filter(isBoxError));
        }
        return undefined;
      }
      keepRate(answer.data);
      return { kind: 'estimate', result: answer.data };
    },
    [client, keepRate],
  );

  const retry = useCallback(() => {
    setRateFailed(false);
    setAttempt((count) => count + 1);
  }, []);

  return {
    client,
    context,
    /** The figures can be worked out: a ZIP code's place and today's rate are known. */
    ready: context.place !== undefined && rate !== undefined,
    confirm,
    lookup,
    setLookup,
    rate,
    keepRate,
    rateFailed,
    setRateFailed,
    attempt,
    refused,
    retry,
  };
}

type AffordabilityApi = ReturnType<typeof useAffordabilityApi>;

/** What the engine gives the API's side after it has run. */
interface EngineState {
  shown: CalculatorShown<AffordabilityValues, AffordabilityFigures> | undefined;
  setFieldError: (field: AffordabilityField, message: string) => void;
}

/**
 * The API's side of the calculator, after the engine: looks up the ZIP code of the figures and
 * learns today's rate (then the figures show), says when either failed, and asks for the
 * prequalified loan and the homes for sale under the price once the figures are the visitor's
 * own (not the example's).
 */
export function useLenderAnswers(lender: AffordabilityApi, { shown, setFieldError }: EngineState) {
  const { client, lookup, setLookup, rate, keepRate, rateFailed, setRateFailed, attempt } = lender;
  const values = shown?.values;
  const figures = shown?.result;
  const zip = values?.zip.trim();
  const found = lookup?.status === 'found' && lookup.zip === zip ? lookup.place : undefined;

  // The ZIP code of the figures: its place, or the message that the API does not know it.
  useEffect(() => {
    if (zip === undefined) return;
    let live = true;
    void client.placeOf(zip).then((answer) => {
      if (!live) return;
      const next = lookupOf(zip, answer);
      setLookup((last) => (sameLookup(last, next) ? last : next));
      if (next.status === 'unknown') setFieldError('zip', messages.zip.errorUnknown);
    });
    return () => {
      live = false;
    };
  }, [attempt, client, setFieldError, setLookup, zip]);

  // Today's rate, learned from the API's estimate of the figures on show (at the page's opening).
  const needsRate = rate === undefined && !rateFailed && found !== undefined;
  const latestValues = useRef(values);
  useLayoutEffect(() => {
    latestValues.current = values;
  });
  useEffect(() => {
    const asked = latestValues.current;
    if (!needsRate || !asked || !found) return;
    let live = true;
    void client.api
      .affordability(estimateQuery(formInputs(asked), found.stateCode))
      .then((answer) => {
        if (!live) return;
        if (answer.ok) keepRate(answer.data);
        else setRateFailed(true);
      });
    return () => {
      live = false;
    };
  }, [client, found, keepRate, needsRate, setRateFailed]);

  // Field messages the API gave (its checks and the form's should agree; shown if they do not).
  useEffect(() => {
    for (const { field, message } of lender.refused) setFieldError(field, message);
  }, [lender.refused, setFieldError]);

  const estimate =
    figures?.kind === 'estimate' && figures.result.message === undefined
      ? figures.result
      : undefined;
  // The lender is asked only about the visitor's own money, never the example's.
  const own = estimate !== undefined && values !== undefined && !usesExampleAmounts(values);
  const inputs = own ? formInputs(values) : undefined;

  // Each press of Calculate (and a retry) asks the lender again, even about the same answers.
  const [round, setRound] = useState(0);
  const askAgain = useCallback(() => setRound((count) => count + 1), []);
  const prequalification = usePrequalification(client, inputs, estimate, round);
  const listings = useListings(client, own ? found : undefined, estimate?.affordability, round);

  return {
    /** The figures cannot be worked out: the API could not be reached for the place or the rate. */
    failed:
      (lookup?.zip === zip && lookup?.status === 'failed') || (rate === undefined && rateFailed),
    prequalification,
    listings,
    askAgain,
  };
}

// The same objects each render, so the memoised sections skip a slider step's render.
const IDLE = { status: 'idle' } as const;
const LOADING = { status: 'loading' } as const;
const CREDIT = { status: 'credit' } as const;

type Inputs = ReturnType<typeof formInputs>;
type LenderClient = ReturnType<typeof lenderClient>;

/**
 * The prequalified loan for the visitor's answers (SPEC §4): from a credit score of 581, asked
 * once they rest, again when an answer other than the DTI changes (with the estimate's down
 * payment then) and again each `round`.
 */
function usePrequalification(
  client: LenderClient,
  inputs: Inputs | undefined,
  estimate: AffordabilityResult | undefined,
  round: number,
): PrequalificationState {
  const [answered, setAnswered] = useState<{ key: string; state: PrequalificationState }>();
  const asks = inputs !== undefined && inputs.creditScore >= PREQUALIFICATION_MIN_CREDIT_SCORE;
  const key = asks
    ? JSON.stringify([
        inputs.annualIncome,
        inputs.availableFunds,
        inputs.monthlyDebt,
        inputs.zip,
        inputs.creditScore,
        round,
      ])
    : undefined;
  const request =
    asks && estimate
      ? {
          annualIncomeAmount: inputs.annualIncome,
          monthlyDebtAmount: inputs.monthlyDebt,
          downPaymentAmount: estimate.cashBreakdown.downPayment,
          zipCode: inputs.zip,
          creditScore: inputs.creditScore,
          isVeteran: false as const,
        }
      : undefined;
  // The request of the answers as they are when they change (a DTI step does not ask again).
  const latestRequest = useRef(request);
  useLayoutEffect(() => {
    latestRequest.current = request;
  });

  useEffect(() => {
    const asked = latestRequest.current;
    if (key === undefined || !asked) return;
    let live = true;
    const timer = setTimeout(() => {
      void client.api.prequalify(asked).then((answer) => {
        if (!live) return;
        let state: PrequalificationState;
        if (!answer.ok) state = { status: 'error' };
        else if (answer.data.recommendedProduct) {
          state = { status: 'success', product: answer.data.recommendedProduct };
        } else if (answer.data.code === 'creditScoreBelowMinimum') state = { status: 'credit' };
        else state = { status: 'noProduct', message: answer.data.message };
        setAnswered({ key, state });
      });
    }, CONFIRM_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, key]);

  if (inputs === undefined) return IDLE;
  if (!asks) return CREDIT;
  return answered !== undefined && answered.key === key ? answered.state : LOADING;
}

/**
 * Homes for sale in the ZIP code under the price (SPEC §2/§8), asked once the price rests (and
 * again each `round`); the card keeps its last answer until the next one comes, rather than
 * vanishing at every step.
 */
function useListings(
  client: LenderClient,
  place: ZipCodePlace | undefined,
  price: number | undefined,
  round: number,
): ListingsState {
  const [answered, setAnswered] = useState<ListingsState>({ status: 'loading' });
  const maxPrice = price === undefined ? undefined : Math.floor(price);
  useEffect(() => {
    if (!place || maxPrice === undefined) return;
    let live = true;
    const timer = setTimeout(() => {
      void client.api
        .listings({ location: place.zipCode, state: place.stateCode, 'max-price': maxPrice })
        .then((answer) => {
          if (!live) return;
          const location = answer.ok ? answer.data.locations.data[0] : undefined;
          setAnswered(
            location && location.listings.total > 0
              ? {
                  status: 'success',
                  total: location.listings.total,
                  webUrl: location.listings.webUrl,
                  city: place.city,
                  state: place.stateCode,
                  price: maxPrice,
                }
              : {
                  status: 'fallback',
                  city: place.city,
                  state: place.stateCode,
                  zip: place.zipCode,
                },
          );
        });
    }, CONFIRM_PAUSE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [client, maxPrice, place, round]);
  return place && maxPrice !== undefined ? answered : IDLE;
}
