import '../calculators/calculators.css';
import type { Route } from './+types/calculator-affordability';
import { AFFORDABILITY_PAGE } from '../calculators/calculator-pages.ts';
import { CalculatorPage } from '../calculators/CalculatorPage.tsx';
import { relatedArticles } from '../calculators/related-articles.server.ts';
import { faqPageJsonLd } from '../content/structured-data.ts';
import { pageMeta } from '../meta.ts';

export function loader() {
  return { related: relatedArticles(AFFORDABILITY_PAGE.bundle) };
}

export const meta = () =>
  pageMeta(AFFORDABILITY_PAGE.path, { structuredData: [faqPageJsonLd(AFFORDABILITY_PAGE.faq)!] });

export default function AffordabilityCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage page={AFFORDABILITY_PAGE} related={loaderData.related} />;
}
