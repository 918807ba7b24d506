// What the /calculators hub lists: every calculator page with its one-line purpose. The wizard's
// cards (@lender/guided-experiences/calculators) name most of them, with paths fixed team-wide;
// pages the wizard never suggests are listed here only. A card may link to a page another change
// is still building: the paths are agreed, so the hub is right once every page has landed.
import { CALCULATORS, type CalculatorInfo } from '@lender/guided-experiences/calculators';

/** One card of the hub. */
export type HubEntry = Pick<CalculatorInfo, 'path' | 'title' | 'purpose'>;

/** Calculator pages no wizard card points to. */
export const HUB_ONLY_CALCULATORS: readonly HubEntry[] = [
  {
    path: '/calculators/shorter-term-refinance',
    title: 'Shorter term refinance calculator',
    purpose:
      'Compare 10-, 15- and 20-year loans with yours: the payment change and the interest saved.',
  },
];

const [shorterTerm] = HUB_ONLY_CALCULATORS;

/** The calculators, grouped as a visitor thinks of them: buying, then owning and refinancing. */
export const HUB_SECTIONS: readonly { heading: string; entries: readonly HubEntry[] }[] = [
  {
    heading: 'Buying a home',
    entries: [
      CALCULATORS.Mortgage,
      CALCULATORS.HomeAffordability,
      CALCULATORS.DownPayment,
      CALCULATORS.RentVsBuy,
    ],
  },
  {
    heading: 'Owning and refinancing',
    entries: [
      CALCULATORS.Refinance,
      shorterTerm!,
      CALCULATORS.MortgagePayoff,
      CALCULATORS.Amortization,
      CALCULATORS.HomeEquity,
    ],
  },
];

/** The programs the wizard suggests beside calculators (Rent Rewards). */
export const HUB_PROGRAMS: readonly HubEntry[] = [CALCULATORS.RentRewards];
