import '../calculators/calculators.css';
import type { Route } from './+types/calculator-shorter-term-refinance';
import { SHORTER_TERM_REFINANCE_PAGE } from '../calculators/pages/shorter-term-refinance.ts';
import { CalculatorPage } from '../calculators/CalculatorPage.tsx';
import { relatedArticles } from '../calculators/related-articles.server.ts';
import { faqPageJsonLd } from '../content/structured-data.ts';
import { pageMeta } from '../meta.ts';

export function loader() {
  return { related: relatedArticles(SHORTER_TERM_REFINANCE_PAGE.bundle) };
}

export const meta = () =>
  pageMeta(SHORTER_TERM_REFINANCE_PAGE.path, {
    structuredData: [faqPageJsonLd(SHORTER_TERM_REFINANCE_PAGE.faq)!],
  });

export default function ShorterTermRefinanceCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage page={SHORTER_TERM_REFINANCE_PAGE} related={loaderData.related} />;
}
