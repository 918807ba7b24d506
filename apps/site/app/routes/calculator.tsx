import '../calculators/calculators.css';
import { data } from 'react-router';
import type { Route } from './+types/calculator';
import { calculatorPageContent } from '../calculators/calculator-pages.server.ts';
import { CalculatorPage } from '../calculators/CalculatorPage.tsx';
import { relatedArticles } from '../calculators/related-articles.server.ts';
import { faqPageJsonLd } from '../content/structured-data.ts';
import { pageMeta } from '../meta.ts';

// Every calculator page (routes.ts registers this module once per registry page). The page is
// found by the matched route's path, and its words come as loader data, so this module's
// JavaScript holds no page's words.
export function loader({ pattern }: Route.LoaderArgs) {
  // `pattern` is the route's path as registered: `calculators/rent-vs-buy`, no leading slash.
  const page = calculatorPageContent(`/${pattern.replace(/^\/+/, '')}`);
  if (!page) throw data(null, { status: 404 });
  return { page, related: relatedArticles(page.bundle) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => {
  if (!loaderData) return [];
  const faq = faqPageJsonLd(loaderData.page.faq);
  return pageMeta(loaderData.page.path, { structuredData: faq ? [faq] : [] });
};

export default function CalculatorPageRoute({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage page={loaderData.page} related={loaderData.related} />;
}
