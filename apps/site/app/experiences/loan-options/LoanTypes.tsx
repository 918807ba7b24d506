import type { ProductCard } from '@lender/guided-experiences/loan-options';
import { TabAccordion, TabAccordionItem } from '@lender/ui/tab-accordion';
import { Link } from 'react-router';
import { productRatesHref } from './LoanOptions.tsx';

/**
 * The loan types side by side as a tab-accordion (SPEC §1, §4 "in tab-accordion lists opening
 * one closes the others"; issue 35): one loan's description open at a time, like tabs, so the
 * list stays short on a phone. The products are the questionnaire's own (content/loan-options.json),
 * each with a link to its rates. The first is open, so the page shows what the list holds.
 */
export function LoanTypes({ products }: { products: readonly ProductCard[] }) {
  const [first] = products;
  if (!first) return null;
  return (
    <section className="loan-types" aria-labelledby="loan-types-title">
      <h2 id="loan-types-title">Compare the loan types</h2>
      <TabAccordion headingLevel={3} defaultExpandedKeys={[first.productCode]}>
        {products.map((product) => (
          <TabAccordionItem key={product.productCode} id={product.productCode} title={product.name}>
            <p>{product.description}</p>
            <p>
              <Link to={productRatesHref(product.productCode)}>
                See today&rsquo;s {product.name} rates
              </Link>
            </p>
          </TabAccordionItem>
        ))}
      </TabAccordion>
    </section>
  );
}
