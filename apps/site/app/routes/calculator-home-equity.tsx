import '../calculators/calculators.css';
import type { Route } from './+types/calculator-home-equity';
import { HOME_EQUITY_PAGE } from '../calculators/pages/home-equity.ts';
import { CalculatorPage } from '../calculators/CalculatorPage.tsx';
import { relatedArticles } from '../calculators/related-articles.server.ts';
import { faqPageJsonLd } from '../content/structured-data.ts';
import { pageMeta } from '../meta.ts';

export function loader() {
  return { related: relatedArticles(HOME_EQUITY_PAGE.bundle) };
}

export const meta = () =>
  pageMeta(HOME_EQUITY_PAGE.path, { structuredData: [faqPageJsonLd(HOME_EQUITY_PAGE.faq)!] });

export default function HomeEquityCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage page={HOME_EQUITY_PAGE} related={loaderData.related} />;
}
