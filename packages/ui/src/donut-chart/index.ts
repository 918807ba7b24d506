export { DONUT_PALETTE, DonutChart } from './DonutChart.tsx';
export type { DonutChartProps, DonutSegment } from './DonutChart.tsx';
export {
  DONUT_ANIMATION_MS,
  DONUT_GAP,
  DONUT_MIN_FRACTION,
  DONUT_MIN_FRACTION_NARROW,
  DONUT_SIZE,
  DONUT_THICKNESS,
  formatCompact,
  segmentArcs,
  segmentFractions,
} from './donut-math.ts';
export type { SegmentArc } from './donut-math.ts';
