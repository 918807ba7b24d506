/** SPEC §9 "Tab strip scrolls 100 px per pagination click". */
export const TAB_SCROLL_STEP_PX = 100;

/** SPEC §9 "drag threshold 5 px": a pointer that moves less than this is a click, not a drag. */
export const TAB_DRAG_THRESHOLD_PX = 5;

/** Whether a pointer that has moved `distance` px sideways since it went down is dragging. */
export function isDrag(distance: number): boolean {
  return Math.abs(distance) >= TAB_DRAG_THRESHOLD_PX;
}

/** The strip's scroll position while dragging: the content follows the pointer. */
export function dragScrollLeft(startScrollLeft: number, distance: number): number {
  return startScrollLeft - distance;
}
