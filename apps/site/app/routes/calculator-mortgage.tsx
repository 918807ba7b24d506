import '../calculators/calculators.css';
import type { Route } from './+types/calculator-mortgage';
import { MORTGAGE_PAGE } from '../calculators/pages/mortgage.ts';
import { CalculatorPage } from '../calculators/CalculatorPage.tsx';
import { relatedArticles } from '../calculators/related-articles.server.ts';
import { faqPageJsonLd } from '../content/structured-data.ts';
import { pageMeta } from '../meta.ts';

export function loader() {
  return { related: relatedArticles(MORTGAGE_PAGE.bundle) };
}

export const meta = () =>
  pageMeta(MORTGAGE_PAGE.path, { structuredData: [faqPageJsonLd(MORTGAGE_PAGE.faq)!] });

export default function MortgageCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage page={MORTGAGE_PAGE} related={loaderData.related} />;
}
