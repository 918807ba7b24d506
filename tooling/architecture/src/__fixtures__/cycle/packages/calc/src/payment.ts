// A cycle of values through a third module.
import { round } from './round.ts';

export const payment = (cents: number) => round(cents);
