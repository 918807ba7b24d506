import {
  bandAmount,
  MONTHLY_AMOUNT_EDGES,
  parseDollars,
  type CalculatorProps,
} from '@lender/calculator-kit';
import {
  miniPurchaseRefinanceCalculator,
  type MiniPurchaseRefinanceResult,
} from '@lender/mortgage-math';
import { useCallback, useMemo, useState } from 'react';
import {
  DEFAULT_VALUES,
  tabErrors,
  tabInput,
  type MiniPurchaseRefinanceValues,
  type PurchaseValues,
  type RefinanceValues,
  type Tab,
} from './form.ts';

/** Partial starting values: a tab, and any boxes of either form. */
export interface MiniPurchaseRefinanceInitialValues {
  tab?: Tab;
  purchase?: Partial<PurchaseValues>;
  refinance?: Partial<RefinanceValues>;
}

function startValues(initial: MiniPurchaseRefinanceInitialValues | undefined) {
  return {
    tab: initial?.tab ?? DEFAULT_VALUES.tab,
    purchase: { ...DEFAULT_VALUES.purchase, ...initial?.purchase },
    refinance: { ...DEFAULT_VALUES.refinance, ...initial?.refinance },
  };
}

/** The estimate of a tab whose values have no errors; undefined otherwise. */
export function estimateOf(
  values: MiniPurchaseRefinanceValues,
  tab: Tab,
): MiniPurchaseRefinanceResult | undefined {
  if (Object.keys(tabErrors(values, tab)).length > 0) return undefined;
  return miniPurchaseRefinanceCalculator(tabInput(values, tab));
}

/**
 * The widget's state: both forms (switching tabs keeps what was typed), their messages, and the
 * figures of each tab's last values without errors.
 */
export function useMiniPurchaseRefinance({
  initialValues,
  onEvent,
}: Omit<CalculatorProps<never>, 'initialValues'> & {
  initialValues?: MiniPurchaseRefinanceInitialValues;
}) {
  const [values, setValues] = useState<MiniPurchaseRefinanceValues>(() =>
    startValues(initialValues),
  );
  const [errors, setErrors] = useState(() => ({
    purchase: tabErrors(startValues(initialValues), 'purchase'),
    refinance: tabErrors(startValues(initialValues), 'refinance'),
  }));
  const [shown, setShown] = useState(values);
  const [speaking, setSpeaking] = useState(false);
  const results = useMemo(
    () => ({ purchase: estimateOf(shown, 'purchase'), refinance: estimateOf(shown, 'refinance') }),
    [shown],
  );

  const selectTab = useCallback((tab: Tab) => {
    setValues((last) => ({ ...last, tab }));
    setShown((last) => ({ ...last, tab }));
  }, []);

  const commit = useCallback(
    (tab: Tab, field: string, text: string) => {
      const form = values[tab] as unknown as Record<string, string>;
      if (form[field] === text) return;
      const next = { ...values, [tab]: { ...form, [field]: text } } as MiniPurchaseRefinanceValues;
      setValues(next);
      const found = tabErrors(next, tab);
      const last = errors[tab] as Record<string, string | undefined>;
      for (const [name, message] of Object.entries(found)) {
        if (message !== last[name]) {
          onEvent?.({
            name: 'FORM_FIELD_ERROR',
            properties: {
              form_name: `mini ${tab}`,
              field_name: name,
              error_message: message,
            },
          });
        }
      }
      setErrors((all) => ({ ...all, [tab]: found }));
      setSpeaking(true);
      if (Object.keys(found).length > 0) return;
      setShown((all) => ({ ...all, [tab]: next[tab] }));
      const figures = miniPurchaseRefinanceCalculator(tabInput(next, tab));
      const price =
        tab === 'purchase'
          ? parseDollars(next.purchase.homePrice)
          : parseDollars(next.refinance.homeValue);
      onEvent?.({
        name: 'CALCULATION_RAN',
        properties: {
          calculator_name: `mini ${tab}`,
          price_band: bandAmount(price),
          ...(tab === 'purchase'
            ? { down_payment_band: bandAmount(parseDollars(next.purchase.downPayment)) }
            : {}),
          ...(figures.totalMonthlyCents === undefined
            ? {}
            : { result_band: bandAmount(figures.totalMonthlyCents / 100, MONTHLY_AMOUNT_EDGES) }),
        },
      });
    },
    [errors, onEvent, values],
  );

  return { values, errors, results, shown, speaking, commit, selectTab };
}
