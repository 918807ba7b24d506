export {
  cumipmtCents,
  driftBoundCents,
  halfUp,
  ipmtCents,
  nper,
  pmtCents,
  pmtExactCents,
} from './excel.ts';
export { centsOf } from './screen-amounts.ts';
