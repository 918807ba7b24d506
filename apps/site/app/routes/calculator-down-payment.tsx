import '../calculators/calculators.css';
import type { Route } from './+types/calculator-down-payment';
import { DOWN_PAYMENT_PAGE } from '../calculators/pages/down-payment.ts';
import { CalculatorPage } from '../calculators/CalculatorPage.tsx';
import { relatedArticles } from '../calculators/related-articles.server.ts';
import { faqPageJsonLd } from '../content/structured-data.ts';
import { pageMeta } from '../meta.ts';

export function loader() {
  return { related: relatedArticles(DOWN_PAYMENT_PAGE.bundle) };
}

export const meta = () =>
  pageMeta(DOWN_PAYMENT_PAGE.path, { structuredData: [faqPageJsonLd(DOWN_PAYMENT_PAGE.faq)!] });

export default function DownPaymentCalculatorPage({ loaderData }: Route.ComponentProps) {
  return <CalculatorPage page={DOWN_PAYMENT_PAGE} related={loaderData.related} />;
}
