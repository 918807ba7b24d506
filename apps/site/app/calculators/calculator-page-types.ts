// The shape of a calculator page's content, apart from the content itself, so the page modules,
// the site map's light list and the hub can name it without importing every page's words.
import type { FaqEntry } from '../content/article.ts';

export interface CalculatorPageContent {
  /** The bundle's name in the calculators manifest. */
  bundle:
    | 'mortgage'
    | 'affordability'
    | 'rent-vs-buy'
    | 'amortization'
    | 'mortgage-payoff'
    | 'home-equity'
    | 'down-payment'
    | 'mini-home-equity'
    | 'refinance'
    | 'shorter-term-refinance';
  path: string;
  title: string;
  /** Meta description and hub summary. */
  description: string;
  lead: string;
  /** "How this calculator works": headed sections of plain paragraphs. */
  explanation: { heading: string; paragraphs: string[] }[];
  faq: FaqEntry[];
  /** Where the fallback link goes when the calculator cannot load, and its words. */
  fallback: { href: string; text: string };
}

/**
 * What the site map and the hub need of a calculator page. Every page's header and footer read
 * the site map, so a page listed by its summary alone keeps its words (lead, explanation, FAQ)
 * out of every other page's JavaScript: only its own route imports its full content.
 */
export type CalculatorPageSummary = Pick<
  CalculatorPageContent,
  'bundle' | 'path' | 'title' | 'description'
>;
