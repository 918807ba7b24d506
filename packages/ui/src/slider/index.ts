export { Slider } from './Slider.tsx';
export type { SliderProps } from './Slider.tsx';
export { acceptSliderValue, isWithinRange } from './slider-value.ts';
export type { SliderRange } from './slider-value.ts';
