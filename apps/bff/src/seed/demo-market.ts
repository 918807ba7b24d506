// Demo market figures for places that have no imported feed. They are labelled demo wherever they
// appear (is_demo in the table, `dataSource` in the API) because no open data set of monthly
// sales exists: a lender loads real figures with `pnpm market:import` (Redfin Data Center format).
//
// Plausible by region: each state starts from a typical home price (rounded, illustrative), a
// location varies it by up to ±35 % by its seed, larger cities sell and list more homes, and the
// sale-to-list split, days on market and bedroom prices follow from supply and price. The same
// location always gets the same numbers.
import { between, seededRandom } from './seeded-random.ts';

/** Illustrative typical sale price by state, in dollars (demo only; not a statistic to quote). */
const STATE_TYPICAL_PRICE: Record<string, number> = {
  AK: 340_000,
  AL: 230_000,
  AR: 200_000,
  AZ: 420_000,
  CA: 760_000,
  CO: 540_000,
  CT: 390_000,
  DC: 620_000,
  DE: 370_000,
  FL: 400_000,
  GA: 320_000,
  HI: 830_000,
  IA: 210_000,
  ID: 450_000,
  IL: 270_000,
  IN: 240_000,
  KS: 220_000,
  KY: 220_000,
  LA: 210_000,
  MA: 600_000,
  MD: 410_000,
  ME: 380_000,
  MH: 200_000,
  MI: 240_000,
  MN: 330_000,
  MO: 240_000,
  MS: 180_000,
  MT: 460_000,
  NC: 330_000,
  ND: 260_000,
  NE: 250_000,
  NH: 470_000,
  NJ: 500_000,
  NM: 300_000,
  NV: 430_000,
  NY: 450_000,
  OH: 220_000,
  OK: 200_000,
  OR: 480_000,
  PA: 260_000,
  RI: 450_000,
  SC: 300_000,
  SD: 290_000,
  TN: 320_000,
  TX: 310_000,
  UT: 520_000,
  VA: 390_000,
  VT: 380_000,
  WA: 580_000,
  WI: 280_000,
  WV: 160_000,
  WY: 330_000,
};
const FALLBACK_TYPICAL_PRICE = 300_000;

/** One month's demo figures for a location, in the market_reports columns' terms. */
export interface DemoMarketMonth {
  month: string;
  totalSold: number;
  totalActive: number;
  overAskingPercent: number;
  atAskingPercent: number;
  underAskingPercent: number;
  averageSaleToList: number;
  monthsOfSupply: number;
  averageDaysOnMarket: number;
  medianSoldPrice: number;
  medianSoldPriceOneBedroom: number;
  medianSoldPriceTwoBedroom: number;
  medianSoldPriceThreeBedroom: number;
  medianSoldPriceFourBedroom: number;
}

/** What the generator knows of a location. */
export interface DemoLocation {
  id: string;
  stateCode: string;
  /** Rough size: GeoNames population for cities, null when unknown. */
  population: number | null;
  /** How many ZIP codes the location covers (1 for a ZIP). */
  zipCount: number;
}

/**
 * The months a report needs, for `now`: the last full month (the report's month), the month
 * before it and the same month a year earlier, as ISO dates of their first day.
 */
export function reportMonths(now: Date): { current: string; lastMonth: string; lastYear: string } {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth(); // the current (incomplete) month, 0-based
  return {
    current: firstOfMonth(year, month - 1),
    lastMonth: firstOfMonth(year, month - 2),
    lastYear: firstOfMonth(year - 1, month - 1),
  };
}

function firstOfMonth(year: number, monthIndex: number): string {
  return new Date(Date.UTC(year, monthIndex, 1)).toISOString().slice(0, 10);
}

/** The three demo months of a location (current, last month, last year). */
export function demoMarketMonths(location: DemoLocation, now: Date): DemoMarketMonth[] {
  const random = seededRandom(location.id);
  const months = reportMonths(now);
  const typical = STATE_TYPICAL_PRICE[location.stateCode] ?? FALLBACK_TYPICAL_PRICE;
  const currentPrice = typical * between(random, 0.65, 1.35);
  const yearChange = between(random, -0.04, 0.09);
  const monthChange = between(random, -0.02, 0.025);
  const monthsOfSupply = between(random, 1.5, 8);
  // Monthly sales grow with the place: a ZIP sells tens of homes, a large city thousands.
  const size = location.population
    ? Math.max(location.population / 1_000, location.zipCount * 4)
    : location.zipCount * between(random, 3, 8);
  const baseSold = Math.max(3, size * between(random, 0.8, 1.6));
  const bedroomFactors = [
    between(random, 0.5, 0.62),
    between(random, 0.7, 0.82),
    between(random, 0.95, 1.05),
    between(random, 1.25, 1.5),
  ] as const;
  const entries: [string, number, number][] = [
    [months.current, currentPrice, 1],
    [months.lastMonth, currentPrice / (1 + monthChange), between(random, 0.85, 1.15)],
    [months.lastYear, currentPrice / (1 + yearChange), between(random, 0.8, 1.2)],
  ];
  return entries.map(([month, price, volume]) => {
    const supply = round(monthsOfSupply * between(random, 0.9, 1.1), 2);
    const totalSold = Math.max(1, Math.round(baseSold * volume));
    // Scarcer supply sells closer to (or over) asking.
    const saleToList = round(1.035 - supply * 0.009 + between(random, -0.01, 0.01), 4);
    const at = Math.round(between(random, 8, 20));
    const over = clamp(
      Math.round(40 + (saleToList - 1) * 800 + between(random, -8, 8)),
      2,
      90 - at,
    );
    const median = roundTo(price, 100);
    return {
      month,
      totalSold,
      totalActive: Math.round(totalSold * supply),
      overAskingPercent: over,
      atAskingPercent: at,
      underAskingPercent: 100 - at - over,
      averageSaleToList: saleToList,
      monthsOfSupply: supply,
      averageDaysOnMarket: round(12 + supply * 7 + between(random, -4, 4), 1),
      medianSoldPrice: median,
      medianSoldPriceOneBedroom: roundTo(price * bedroomFactors[0], 100),
      medianSoldPriceTwoBedroom: roundTo(price * bedroomFactors[1], 100),
      medianSoldPriceThreeBedroom: roundTo(price * bedroomFactors[2], 100),
      medianSoldPriceFourBedroom: roundTo(price * bedroomFactors[3], 100),
    };
  });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}
