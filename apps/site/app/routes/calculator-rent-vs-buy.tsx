import '../calculators/calculators.css';
import type { Route } from './+types/calculator-rent-vs-buy';
import { RENT_VS_BUY_PAGE } from '../calculators/calculator-pages.ts';
import { CalculatorPage } from '../calculators/CalculatorPage.tsx';
import { relatedArticles } from '../calculators/related-articles.server.ts';
import { faqPageJsonLd } from '../content/structured-data.ts';
import { pageMeta } from '../meta.ts';

export function loader() {
  return { related: relatedArticles(RENT_VS_BUY_PAGE.bundle) };
}

export const meta = () =>
  pageMeta(RENT_VS_BUY_PAGE.path, { structuredData: [faqPageJsonLd(RENT_VS_BUY_PAGE.faq)!] });

export default function RentVsBuyCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage page={RENT_VS_BUY_PAGE} related={loaderData.related} />;
}
