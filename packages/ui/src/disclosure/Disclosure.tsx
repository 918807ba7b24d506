import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useDisclosure } from 'react-aria/useDisclosure';
import { useIsSSR } from 'react-aria/SSRProvider';
import { useMediaQuery } from './use-media-query.ts';

/** Props of {@link Disclosure}. */
export interface DisclosureProps {
  /** The button's content. Text, or an icon with visually hidden text: it names the button. */
  label: ReactNode;
  /** The panel the button shows and hides. */
  children: ReactNode;
  /** Controlled: whether the panel is shown; pair with `onExpandedChange`. */
  isExpanded?: boolean;
  /** Uncontrolled: shown at first. */
  defaultExpanded?: boolean;
  /** Called with the new state when the visitor opens or closes the panel. */
  onExpandedChange?: (isExpanded: boolean) => void;
  /**
   * A media query in which the panel is always shown and the button is not needed, such as
   * `(min-width: 768px)` for a menu that is a row of links on wide screens. Hide the button there
   * with the same query in CSS (`.lui-disclosure__button { display: none }`), and show the panel
   * (before hydration it has the `hidden` attribute): the panel stops being a disclosure there.
   */
  expandedMedia?: string;
  /** Focus the panel's first focusable element when the visitor opens it (a search field). */
  focusFirstOnOpen?: boolean;
  className?: string;
  buttonClassName?: string;
  panelClassName?: string;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A button that shows and hides a panel (the WAI-ARIA disclosure pattern, on React Aria's
 * `useDisclosure`): `aria-expanded` and `aria-controls` on the button; the panel is
 * `hidden="until-found"` while closed, so the browser's find in page still reaches its text and
 * opens it. Escape inside an open panel closes it and puts focus back on the button. With
 * `expandedMedia`, the panel is always shown where the query matches (a phone's menu that is a
 * row of links on a desktop). The wrapper is `display: contents`: the button and the panel are
 * laid out by the parent, so a header can put the panel on a row of its own.
 */
export function Disclosure({
  label,
  children,
  isExpanded,
  defaultExpanded = false,
  onExpandedChange,
  expandedMedia,
  focusFirstOnOpen = false,
  className,
  buttonClassName,
  panelClassName,
}: DisclosureProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultExpanded);
  const open = isExpanded ?? uncontrolled;
  const alwaysOpen = useMediaQuery(expandedMedia) === true;
  const expanded = open || alwaysOpen;
  const isSSR = useIsSSR();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const openedByVisitor = useRef(false);

  const setExpanded = useCallback(
    (next: boolean) => {
      if (isExpanded === undefined) setUncontrolled(next);
      onExpandedChange?.(next);
    },
    [isExpanded, onExpandedChange],
  );
  const state = {
    isExpanded: expanded,
    setExpanded,
    expand: () => setExpanded(true),
    collapse: () => setExpanded(false),
    toggle: () => setExpanded(!open),
  };
  const { buttonProps, panelProps } = useDisclosure({}, state, panelRef);

  // After the panel has been revealed (React Aria removes `hidden` in a layout effect).
  useEffect(() => {
    if (!open || alwaysOpen || !openedByVisitor.current) return;
    openedByVisitor.current = false;
    if (focusFirstOnOpen) panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [open, alwaysOpen, focusFirstOnOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // A widget inside that used Escape itself (a combobox closing its list) has the key.
    if (event.key !== 'Escape' || event.defaultPrevented || !open || alwaysOpen) return;
    event.preventDefault();
    setExpanded(false);
    buttonRef.current?.focus();
  };

  const wrapperClass = ['lui-disclosure', className].filter(Boolean).join(' ');
  return (
    // Not a control itself: it hears Escape bubbling up from the button and the panel's controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className={wrapperClass}
      data-expanded={expanded || undefined}
      data-always-expanded={alwaysOpen || undefined}
      onKeyDown={onKeyDown}
    >
      <button
        ref={buttonRef}
        type="button"
        id={buttonProps.id}
        className={['lui-disclosure__button', buttonClassName].filter(Boolean).join(' ')}
        aria-expanded={buttonProps['aria-expanded']}
        aria-controls={buttonProps['aria-controls']}
        onClick={() => {
          openedByVisitor.current = !open;
          state.toggle();
        }}
      >
        {label}
      </button>
      <div
        ref={panelRef}
        id={panelProps.id}
        className={['lui-disclosure__panel', panelClassName].filter(Boolean).join(' ')}
        // Where the panel is always shown it is plain content, not a group named by a button
        // nobody sees. Before hydration the width is unknown: CSS decides what shows, and the
        // panel is plain content, so nothing the screen shows is hidden or renamed for
        // assistive technology.
        role={isSSR || alwaysOpen ? undefined : panelProps.role}
        aria-labelledby={isSSR || alwaysOpen ? undefined : panelProps['aria-labelledby']}
        aria-hidden={isSSR || expanded ? undefined : true}
        hidden={panelProps.hidden}
      >
        {children}
      </div>
    </div>
  );
}
