import '../calculators/calculators.css';
import type { Route } from './+types/calculator-refinance';
import { REFINANCE_PAGE } from '../calculators/pages/refinance.ts';
import { CalculatorPage } from '../calculators/CalculatorPage.tsx';
import { relatedArticles } from '../calculators/related-articles.server.ts';
import { faqPageJsonLd } from '../content/structured-data.ts';
import { pageMeta } from '../meta.ts';

export function loader() {
  return { related: relatedArticles(REFINANCE_PAGE.bundle) };
}

export const meta = () =>
  pageMeta(REFINANCE_PAGE.path, { structuredData: [faqPageJsonLd(REFINANCE_PAGE.faq)!] });

export default function RefinanceCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage page={REFINANCE_PAGE} related={loaderData.related} />;
}
