export { Accordion, AccordionItem, ExpansionPanel } from './Accordion.tsx';
export type { AccordionItemProps, AccordionProps } from './Accordion.tsx';
