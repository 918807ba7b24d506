import '../calculators/calculators.css';
import type { Route } from './+types/calculator-mortgage-payoff';
import { MORTGAGE_PAYOFF_PAGE } from '../calculators/pages/mortgage-payoff.ts';
import { CalculatorPage } from '../calculators/CalculatorPage.tsx';
import { relatedArticles } from '../calculators/related-articles.server.ts';
import { faqPageJsonLd } from '../content/structured-data.ts';
import { pageMeta } from '../meta.ts';

export function loader() {
  return { related: relatedArticles(MORTGAGE_PAYOFF_PAGE.bundle) };
}

export const meta = () =>
  pageMeta(MORTGAGE_PAYOFF_PAGE.path, {
    structuredData: [faqPageJsonLd(MORTGAGE_PAYOFF_PAGE.faq)!],
  });

export default function MortgagePayoffCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage page={MORTGAGE_PAYOFF_PAGE} related={loaderData.related} />;
}
