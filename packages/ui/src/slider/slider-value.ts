/** The range a slider accepts. */
export interface SliderRange {
  min: number;
  max: number;
}

/** Whether `value` is a number a slider with `range` accepts. */
export function isWithinRange(
  value: number | null | undefined,
  { min, max }: SliderRange,
): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;
}

/**
 * SPEC §5 and §9: slider values outside min–max are ignored. Returns `candidate` when it lies
 * within the range (ends included), otherwise the last accepted value, unchanged: an outside
 * value is not clamped to the nearest end, it simply does not happen.
 */
export function acceptSliderValue(
  candidate: number | null | undefined,
  range: SliderRange,
  lastAccepted: number,
): number {
  return isWithinRange(candidate, range) ? candidate : lastAccepted;
}
