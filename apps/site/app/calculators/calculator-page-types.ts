// The shape of a calculator page's content, apart from the content itself, so the page modules,
// the route and the slot can name it without importing every page's words.
import type { FaqEntry } from '../content/article.ts';

/** What a calculator page says beyond its registry entry (name, path, description, bundle). */
export interface CalculatorPageWords {
  lead: string;
  /** "How this calculator works": headed sections of plain paragraphs. */
  explanation: { heading: string; paragraphs: string[] }[];
  faq: FaqEntry[];
  /** Where the fallback link goes when the calculator cannot load, and its words. */
  fallback: { href: string; text: string };
}

/** A calculator page: its registry entry's name, path, description and bundle, and its words. */
export interface CalculatorPageContent extends CalculatorPageWords {
  /** The bundle's name in the calculators manifest (the registry id). */
  bundle: string;
  path: string;
  title: string;
  /** Meta description. */
  description: string;
}
