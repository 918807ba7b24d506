export { Tabs } from './Tabs.tsx';
export type { TabItem, TabsProps } from './Tabs.tsx';
export { dragScrollLeft, isDrag, TAB_DRAG_THRESHOLD_PX, TAB_SCROLL_STEP_PX } from './tab-strip.ts';
