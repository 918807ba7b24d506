import type { DOMAttributes, ReactElement, ReactNode } from 'react';
import type { Placement } from 'react-aria-components/Popover';
import { Focusable, Tooltip as AriaTooltip, TooltipTrigger } from 'react-aria-components/Tooltip';

/** SPEC §9 "Tooltip offset 8 px": the gap between the trigger and the tooltip. */
export const TOOLTIP_OFFSET_PX = 8;

/** SPEC §9 "edge margin 16 px": the tooltip keeps this far from the edges of the window. */
export const TOOLTIP_EDGE_MARGIN_PX = 16;

/** SPEC §9 "hide delay 100 ms": how long the tooltip stays after the pointer leaves. */
export const TOOLTIP_HIDE_DELAY_MS = 100;

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** The short hint. Never the only place of information: touch screens cannot show it. */
  content: ReactNode;
  /** One focusable element that takes a `ref` (a button or link) the tooltip describes. */
  children: ReactElement;
  placement?: Placement;
  /** Wait before showing on hover, in ms (focus shows it at once). */
  delay?: number;
  className?: string;
}

/**
 * A hint shown on hover and on keyboard focus, and read as the trigger's description
 * (`aria-describedby`), on React Aria's `TooltipTrigger`; Escape hides it. Placed 8 px from its
 * trigger, at least 16 px from the window's edges, and kept 100 ms after the pointer leaves
 * (SPEC §9). Touch screens never show it: put anything the visitor needs in the page or behind
 * a `PopoverButton`.
 */
export function Tooltip({
  content,
  children,
  placement = 'top',
  delay = 700,
  className,
}: TooltipProps) {
  return (
    <TooltipTrigger delay={delay} closeDelay={TOOLTIP_HIDE_DELAY_MS}>
      {/* Focusable's type asks for a DOM element; a component passing its ref on works too. */}
      <Focusable>{children as ReactElement<DOMAttributes<HTMLElement>, string>}</Focusable>
      <AriaTooltip
        offset={TOOLTIP_OFFSET_PX}
        containerPadding={TOOLTIP_EDGE_MARGIN_PX}
        placement={placement}
        className={['lui-tooltip', className].filter(Boolean).join(' ')}
      >
        {content}
      </AriaTooltip>
    </TooltipTrigger>
  );
}
