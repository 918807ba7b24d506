// Not part of the cycle: imports it.
export { payment } from './payment.ts';
