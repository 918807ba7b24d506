// The calculator pages as the site map needs them: path, title and description only, from the
// calculator registry. The site map is in every page's JavaScript (navigation, meta tags), so it
// must not pull in the pages' explanations and FAQs (calculator-pages.server.ts), which only the
// calculator route's loader reads: with them, every page of the site carried every calculator's
// words.
import {
  CALCULATOR_REGISTRY,
  calculatorPages,
  type CalculatorEntry,
} from '@lender/calculator-kit/registry';

/** The calculators hub. */
export const CALCULATORS_HUB_PATH = '/calculators';

export interface CalculatorPageLink {
  path: string;
  title: string;
  description: string;
}

/** Every calculator page of the registry, in its (the hub's) order. */
export function calculatorPageLinks(
  registry: readonly CalculatorEntry[] = CALCULATOR_REGISTRY,
): CalculatorPageLink[] {
  return calculatorPages(registry).map(({ path, name, description }) => ({
    path,
    title: name,
    description,
  }));
}
