// Whose market is it? The rule, from two signals a feed carries:
//
// 1. Supply: months of supply (homes for sale ÷ homes sold per month; the feed's own figure when
//    it sends one). Under 4 months leans to sellers, over 6 months to buyers, 4–6 is balanced —
//    the thresholds the National Association of Realtors' housing reports use.
// 2. Price: the average sale-to-list ratio. 1.00 or more (homes sell at or over asking) leans to
//    sellers; under 0.97 (3 % or more below asking) leans to buyers. Where a feed sends no ratio
//    but the over/under asking split, more sales over asking than under counts as 1.00+, more
//    under than over as below 0.97 when under asking is at least half of sales.
//
// Each signal scores +1 (seller), 0 or −1 (buyer); the sum decides: positive → seller, negative →
// buyer, zero → neutral. Without months of supply the answer is `unknown` (SPEC §3, §8): price
// alone cannot say whether homes are scarce.

/** SPEC §3 market condition values. */
export const MARKET_CONDITIONS = ['seller', 'neutral', 'buyer', 'unknown'] as const;
export type MarketCondition = (typeof MARKET_CONDITIONS)[number];

export const SELLER_MONTHS_OF_SUPPLY_BELOW = 4;
export const BUYER_MONTHS_OF_SUPPLY_ABOVE = 6;
export const SELLER_SALE_TO_LIST_FROM = 1;
export const BUYER_SALE_TO_LIST_BELOW = 0.97;

/** What the rule reads; nulls are missing figures. */
export interface MarketSignals {
  totalSold: number | null;
  totalActive: number | null;
  /** The feed's own months of supply, preferred over totalActive ÷ totalSold. */
  monthsOfSupply: number | null;
  averageSaleToList: number | null;
  overAskingPercent: number | null;
  underAskingPercent: number | null;
}

/** Months of supply: the feed's figure, else active ÷ sold; null when neither can be had. */
export function monthsOfSupply(signals: MarketSignals): number | null {
  if (signals.monthsOfSupply !== null && Number.isFinite(signals.monthsOfSupply)) {
    return signals.monthsOfSupply >= 0 ? signals.monthsOfSupply : null;
  }
  const { totalSold, totalActive } = signals;
  if (totalSold === null || totalActive === null || totalSold <= 0 || totalActive < 0) return null;
  return totalActive / totalSold;
}

/** The market condition of SPEC §3 by the rule above. */
export function marketCondition(signals: MarketSignals): MarketCondition {
  const supply = monthsOfSupply(signals);
  if (supply === null) return 'unknown';
  const supplyScore =
    supply < SELLER_MONTHS_OF_SUPPLY_BELOW ? 1 : supply > BUYER_MONTHS_OF_SUPPLY_ABOVE ? -1 : 0;
  const score = supplyScore + priceScore(signals);
  return score > 0 ? 'seller' : score < 0 ? 'buyer' : 'neutral';
}

function priceScore({ averageSaleToList, overAskingPercent, underAskingPercent }: MarketSignals) {
  if (averageSaleToList !== null && Number.isFinite(averageSaleToList) && averageSaleToList > 0) {
    if (averageSaleToList >= SELLER_SALE_TO_LIST_FROM) return 1;
    return averageSaleToList < BUYER_SALE_TO_LIST_BELOW ? -1 : 0;
  }
  if (overAskingPercent === null || underAskingPercent === null) return 0;
  if (overAskingPercent > underAskingPercent) return 1;
  return underAskingPercent > overAskingPercent && underAskingPercent >= 50 ? -1 : 0;
}

/** The sentence shown with each condition; `unknown` is the SPEC §8 text. */
export const MARKET_CONDITION_DESCRIPTIONS: Record<MarketCondition, string> = {
  seller:
    "It's a seller's market: homes are scarce for the number of buyers, so they tend to sell fast and close to or above the asking price. Be ready to make a strong offer quickly.",
  neutral:
    "It's a balanced market: the number of homes for sale roughly matches the number of buyers, so prices and time on the market are steady and there is room to negotiate.",
  buyer:
    "It's a buyer's market: there are more homes for sale than buyers, so homes stay on the market longer and sellers are more open to offers below the asking price.",
  unknown: "We don't have enough info to determine this area's market type.",
};
