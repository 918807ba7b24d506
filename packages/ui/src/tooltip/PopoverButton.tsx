import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger, Popover, type Placement } from 'react-aria-components/Popover';
import { TOOLTIP_EDGE_MARGIN_PX, TOOLTIP_OFFSET_PX } from './Tooltip.tsx';

/** Props of {@link PopoverButton}. */
export interface PopoverButtonProps {
  /** The button's accessible name, e.g. "About APR" (it shows only an "i"). */
  label: string;
  /** The explanation shown on press. */
  children: ReactNode;
  /** A heading inside the popover; the popover is named by `label` when left out. */
  title?: ReactNode;
  placement?: Placement;
  className?: string;
}

/**
 * An "i" button that opens a small non-modal dialog with an explanation on press, tap, Enter or
 * Space: what a tooltip cannot do on a touch screen. Escape, a press outside or the button
 * again closes it, and focus returns to the button. Same spacing as the tooltip (SPEC §9).
 */
export function PopoverButton({
  label,
  children,
  title,
  placement = 'top',
  className,
}: PopoverButtonProps) {
  return (
    <DialogTrigger>
      <Button
        aria-label={label}
        className={['lui-popover-button', className].filter(Boolean).join(' ')}
      >
        <span aria-hidden="true">i</span>
      </Button>
      <Popover
        offset={TOOLTIP_OFFSET_PX}
        containerPadding={TOOLTIP_EDGE_MARGIN_PX}
        placement={placement}
        className="lui-popover"
      >
        <Dialog aria-label={title ? undefined : label} className="lui-popover__dialog">
          {title && <p className="lui-popover__title">{title}</p>}
          <div className="lui-popover__body">{children}</div>
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
