// The mortgage calculator's view-model: @lender/calculator-kit/engine runs `mortgage` (values,
// messages, figures, hash, events, live region); this adds what the page learns by asking the
// API, the state of the ZIP code, whose average property tax rate the figures use.
import { createCalculatorClient } from '@lender/api-client/calculators';
import { parseDollars, type CalculatorProps } from '@lender/calculator-kit';
import { useCalculator } from '@lender/calculator-kit/engine';
import { dollarsToCents, propertyCostEstimate } from '@lender/mortgage-math';
import { messages } from '@lender/validation/messages';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { mortgage, type MortgageField, type MortgageValues } from './form.ts';

/** What the ZIP code told us: the state whose tax rate applies, or why there is none. */
export type ZipPlace =
  | { status: 'none' }
  | { status: 'looking'; zip: string }
  | { status: 'found'; zip: string; stateCode: string; stateName: string; city: string }
  | { status: 'unknown'; zip: string }
  | { status: 'failed'; zip: string };

const isZip = (zip: string) => /^\d{5}$/.test(zip);

/**
 * The mortgage calculator's state: the engine's, with the ZIP code's state as its context (the
 * figures recompute when it arrives, and wait for it: no announcement or link's event before),
 * an unknown ZIP code as the box's message, and the estimates the tax and insurance boxes show.
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
  // Undefined until the ZIP code the form opens with has been looked at.
  const [place, setPlace] = useState<ZipPlace>();
  const stateCode = place?.status === 'found' ? place.stateCode : undefined;
  const form = useCalculator(mortgage, {
    initialValues,
    onEvent,
    context: stateCode,
    ready: place !== undefined && place.status !== 'looking',
  });
  const { commit: commitField, setFieldError } = form;
  const asked = useRef<string | undefined>(undefined);
  const lookups = useRef(0);

  /** Asks for the state of `zip` (none for an empty or malformed one); the latest question wins. */
  const lookUp = useCallback(
    (zip: string) => {
      asked.current = zip;
      const call = ++lookups.current; // an answer still on its way is for the old ZIP code
      if (!isZip(zip)) return setPlace({ status: 'none' });
      setPlace({ status: 'looking', zip });
      void api.zipCode(zip).then((answer) => {
        if (call !== lookups.current) return;
        if (answer.ok) {
          const { stateCode: code, stateName, city } = answer.data;
          setPlace({ status: 'found', zip, stateCode: code, stateName, city });
        } else if (answer.kind === 'failed' && answer.status === 404) {
          setPlace({ status: 'unknown', zip });
          setFieldError('zip', messages.zip.errorUnknown);
        } else {
          // The national averages stand in; the box's hint says so.
          setPlace({ status: 'failed', zip });
        }
      });
    },
    [api, setFieldError],
  );

  // The ZIP code the form opens with (a shared link's, the wizard's card's, the host's), or one
  // Back brings back, is looked up here; one the visitor commits, at once in `commit`.
  const zip = form.values.zip.trim();
  useEffect(() => {
    if (asked.current !== zip) lookUp(zip);
  }, [lookUp, zip]);

  /** A box committed; a new ZIP code starts its lookup in the same render as its figures. */
  const commit = useCallback(
    (field: MortgageField, text: string) => {
      if (field === 'zip' && text.trim() !== asked.current) lookUp(text.trim());
      commitField(field, text);
    },
    [commitField, lookUp],
  );

  /** The estimates the tax and insurance boxes show while left empty. */
  const price = form.values.homePrice;
  const estimate = useMemo(() => {
    const dollars = parseDollars(price);
    if (dollars === undefined || Number.isNaN(dollars) || dollars <= 0) return undefined;
    return propertyCostEstimate(dollarsToCents(dollars), stateCode);
  }, [price, stateCode]);

  const opening: ZipPlace = isZip(zip) ? { status: 'looking', zip } : { status: 'none' };
  return { ...form, commit, estimate, place: place ?? opening };
}
