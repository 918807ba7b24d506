import { Accordion, AccordionItem } from '@lender/ui/accordion';
import type { FaqEntry } from '../content/article.ts';

/**
 * A page's frequently asked questions as an accordion (SPEC §1; issue 35): each question is a
 * heading holding a button, its answer opens beneath it, and several can be open at once so a
 * visitor can compare answers. Closed answers stay in the page (`hidden="until-found"`), so
 * find-in-page and search engines still read them, and without JavaScript they show open
 * (`@lender/ui/accordion`'s stylesheet, `scripting: none`).
 */
export function FaqAccordion({
  id,
  entries,
  className,
}: {
  /** The id of the section's heading, unique on the page. */
  id: string;
  entries: readonly FaqEntry[];
  className?: string;
}) {
  return (
    <section className={['learn-faq', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <h2 id={id}>Frequently asked questions</h2>
      <Accordion headingLevel={3}>
        {entries.map((entry) => (
          <AccordionItem key={entry.question} id={entry.question} title={entry.question}>
            <p>{entry.answer}</p>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
