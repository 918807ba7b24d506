import { createContext, useContext, type ReactNode } from 'react';
import {
  Button,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  type Key,
} from 'react-aria-components/DisclosureGroup';

type HeadingLevel = 2 | 3 | 4 | 5 | 6;

const HeadingLevelContext = createContext<HeadingLevel>(3);

/** Props of {@link Accordion}. */
export interface AccordionProps {
  /** `AccordionItem`s. */
  children: ReactNode;
  /** The level of each item's heading, to fit the page outline. */
  headingLevel?: HeadingLevel;
  /** Whether several panels may be open at once (true: each panel is independent). */
  allowsMultipleExpanded?: boolean;
  /** Ids of the items open at first (uncontrolled). */
  defaultExpandedKeys?: Iterable<Key>;
  /** Ids of the open items (controlled); pair with `onExpandedChange`. */
  expandedKeys?: Iterable<Key>;
  onExpandedChange?: (keys: Set<Key>) => void;
  className?: string;
}

/**
 * A stack of expandable sections (SPEC §1 accordions, §4 "Expansion panels toggle"), on React
 * Aria's `DisclosureGroup`: each heading holds a button with `aria-expanded` and
 * `aria-controls`; Enter or Space toggles it. Closed panels stay in the page as
 * `hidden="until-found"`, so find-in-page still reaches their text and opens them.
 */
export function Accordion({
  children,
  headingLevel = 3,
  allowsMultipleExpanded = true,
  className,
  ...groupProps
}: AccordionProps) {
  return (
    <HeadingLevelContext value={headingLevel}>
      <DisclosureGroup
        {...groupProps}
        allowsMultipleExpanded={allowsMultipleExpanded}
        className={['lui-accordion', className].filter(Boolean).join(' ')}
      >
        {children}
      </DisclosureGroup>
    </HeadingLevelContext>
  );
}

/** Props of {@link AccordionItem} and {@link ExpansionPanel}. */
export interface AccordionItemProps {
  /** The item's key within its accordion (for `defaultExpandedKeys`). */
  id?: Key;
  /** The button's text: says what the panel holds. */
  title: ReactNode;
  children: ReactNode;
  isDisabled?: boolean;
  /** Heading level; inside an `Accordion` it defaults to the accordion's. */
  headingLevel?: HeadingLevel;
  /** Open at first (uncontrolled, outside an accordion). */
  defaultExpanded?: boolean;
  /** Open state (controlled, outside an accordion); pair with `onExpandedChange`. */
  isExpanded?: boolean;
  onExpandedChange?: (isExpanded: boolean) => void;
  className?: string;
}

/** One section of an {@link Accordion}. */
export function AccordionItem({
  title,
  children,
  headingLevel,
  className,
  ...disclosureProps
}: AccordionItemProps) {
  const groupLevel = useContext(HeadingLevelContext);
  return (
    <Disclosure
      {...disclosureProps}
      className={['lui-accordion__item', className].filter(Boolean).join(' ')}
    >
      <Heading level={headingLevel ?? groupLevel} className="lui-accordion__heading">
        <Button slot="trigger" className="lui-accordion__trigger">
          <span className="lui-accordion__title">{title}</span>
          <span className="lui-accordion__icon" aria-hidden="true" />
        </Button>
      </Heading>
      <DisclosurePanel className="lui-accordion__panel">
        <div className="lui-accordion__content">{children}</div>
      </DisclosurePanel>
    </Disclosure>
  );
}

/** A single expandable section on its own ("Show details"), outside any accordion. */
export function ExpansionPanel({ className, ...props }: AccordionItemProps) {
  return (
    <AccordionItem
      {...props}
      className={['lui-accordion__item--single', className].filter(Boolean).join(' ')}
    />
  );
}
