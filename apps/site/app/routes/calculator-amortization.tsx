import '../calculators/calculators.css';
import type { Route } from './+types/calculator-amortization';
import { AMORTIZATION_PAGE } from '../calculators/pages/amortization.ts';
import { CalculatorPage } from '../calculators/CalculatorPage.tsx';
import { relatedArticles } from '../calculators/related-articles.server.ts';
import { faqPageJsonLd } from '../content/structured-data.ts';
import { pageMeta } from '../meta.ts';

export function loader() {
  return { related: relatedArticles(AMORTIZATION_PAGE.bundle) };
}

export const meta = () =>
  pageMeta(AMORTIZATION_PAGE.path, { structuredData: [faqPageJsonLd(AMORTIZATION_PAGE.faq)!] });

export default function AmortizationCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage page={AMORTIZATION_PAGE} related={loaderData.related} />;
}
