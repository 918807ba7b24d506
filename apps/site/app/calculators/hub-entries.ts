// What the /calculators hub lists: every calculator page of the registry with its one-line
// purpose, grouped as a visitor thinks of them, and the programs the wizard suggests beside them.
import {
  CALCULATOR_REGISTRY,
  calculatorPages,
  type CalculatorEntry,
  type CalculatorHubSection,
} from '@lender/calculator-kit/registry';
import { RENT_REWARDS_CARD } from '@lender/guided-experiences/calculators';

/** One card of the hub. */
export interface HubEntry {
  path: string;
  title: string;
  purpose: string;
}

export interface HubSection {
  heading: string;
  entries: HubEntry[];
}

const HEADINGS: Readonly<Record<CalculatorHubSection, string>> = {
  buying: 'Buying a home',
  owning: 'Owning and refinancing',
};

/** The hub's sections, buying then owning and refinancing, each in registry order. */
export function hubSections(
  registry: readonly CalculatorEntry[] = CALCULATOR_REGISTRY,
): HubSection[] {
  const pages = calculatorPages(registry);
  return (Object.keys(HEADINGS) as CalculatorHubSection[]).map((section) => ({
    heading: HEADINGS[section],
    entries: pages
      .filter((entry) => entry.hubSection === section)
      .map(({ path, name, purpose }) => ({ path, title: name, purpose })),
  }));
}

export const HUB_SECTIONS: readonly HubSection[] = hubSections();

/** The programs the wizard suggests beside calculators (Rent Rewards). */
export const HUB_PROGRAMS: readonly HubEntry[] = [RENT_REWARDS_CARD];
