import { Accordion, type AccordionProps } from '../accordion/Accordion.tsx';

/** Props of {@link TabAccordion}: those of an accordion, without the choice of several open. */
export type TabAccordionProps = Omit<AccordionProps, 'allowsMultipleExpanded'>;

/**
 * A list of expandable sections where opening one closes the others (SPEC §4 "in tab-accordion
 * lists opening one closes the others"). Its items are `AccordionItem`s.
 */
export function TabAccordion({ className, ...props }: TabAccordionProps) {
  return (
    <Accordion
      {...props}
      allowsMultipleExpanded={false}
      className={['lui-tab-accordion', className].filter(Boolean).join(' ')}
    />
  );
}

export { AccordionItem as TabAccordionItem } from '../accordion/Accordion.tsx';
