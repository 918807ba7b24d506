export {
  Tooltip,
  TOOLTIP_EDGE_MARGIN_PX,
  TOOLTIP_HIDE_DELAY_MS,
  TOOLTIP_OFFSET_PX,
} from './Tooltip.tsx';
export type { TooltipProps } from './Tooltip.tsx';
export { PopoverButton } from './PopoverButton.tsx';
export type { PopoverButtonProps } from './PopoverButton.tsx';
