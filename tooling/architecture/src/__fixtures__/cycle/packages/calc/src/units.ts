import { payment } from './payment.ts';

export const CENTS = 100;
export const zero = () => payment(0);
