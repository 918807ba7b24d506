import '../accordion/Accordion.css';
import './TabAccordion.css';

export { TabAccordion, TabAccordionItem } from './TabAccordion.tsx';
export type { TabAccordionProps } from './TabAccordion.tsx';
export type { AccordionItemProps as TabAccordionItemProps } from '../accordion/Accordion.tsx';
