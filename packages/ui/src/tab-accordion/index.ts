export { TabAccordion, TabAccordionItem } from './TabAccordion.tsx';
export type { TabAccordionProps } from './TabAccordion.tsx';
export type { AccordionItemProps as TabAccordionItemProps } from '../accordion/Accordion.tsx';
