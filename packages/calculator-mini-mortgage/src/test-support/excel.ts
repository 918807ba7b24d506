// Excel's PMT as @formulajs/formulajs implements it, in cents: the independent reference of the
// widget's reference test (nothing here imports @lender/mortgage-math).
import { PMT } from '@formulajs/formulajs';

export const halfUp = (cents: number) => Math.floor(cents + 0.5 + 1e-9);

export function pmtCents(loanCents: number, annualRatePercent: number, months: number): number {
  if (loanCents === 0) return 0;
  const dollars = PMT(annualRatePercent / 1200, months, -loanCents / 100);
  if (typeof dollars !== 'number') throw new Error(`PMT failed: ${String(dollars)}`);
  return halfUp(dollars * 100);
}
