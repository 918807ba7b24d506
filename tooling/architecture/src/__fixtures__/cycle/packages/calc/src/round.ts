import { CENTS } from './units.ts';

export const round = (value: number) => Math.round(value * CENTS) / CENTS;
