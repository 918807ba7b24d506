// The ranges of the sliders under price, down payment and rate boxes (issue 34 §3), one set for
// every calculator so the same question moves the same way everywhere. A box takes any value the
// form's checks allow; a slider covers the range most visitors use, and sits at its end beyond it.
import type { SliderRange } from './SliderBeside.tsx';

/** A home's price or value, dollars: $50,000 to $2,000,000 by $5,000. */
export const PRICE_SLIDER: SliderRange = { min: 50_000, max: 2_000_000, step: 5_000 };

/** A loan's yearly rate, percent: 2 % to 12 % by an eighth, as rates are quoted. */
export const RATE_SLIDER: SliderRange = { min: 2, max: 12, step: 0.125 };

/** A down payment, dollars: nothing up to the whole price (by $1,000); up to $500,000 while the price is unknown. */
export function downPaymentSlider(priceDollars: number): SliderRange {
  const max = Number.isFinite(priceDollars) && priceDollars > 0 ? priceDollars : 500_000;
  return { min: 0, max, step: 1_000 };
}
