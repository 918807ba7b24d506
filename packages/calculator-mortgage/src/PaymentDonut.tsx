import { formatUsd, type PaymentSlice } from '@lender/mortgage-math';
import { DonutChart } from '@lender/ui/donut-chart';

/** The donut's words for each slice mortgage-math returns, in its order. */
export const SLICE_LABELS: Record<PaymentSlice['key'], string> = {
  principalAndInterest: 'Principal and interest',
  propertyTax: 'Property tax',
  homeownersInsurance: 'Homeowners insurance',
  mortgageInsurance: 'Mortgage insurance',
  hoa: 'HOA dues',
};

/**
 * The monthly payment as a donut with its legend (every slice as text, to the cent), the total
 * in the middle. Slices are in cents; the legend formats them with mortgage-math's formatter.
 */
export function PaymentDonut({
  breakdown,
  totalMonthlyCents,
  label = 'What makes up your monthly payment',
  size,
}: {
  breakdown: readonly PaymentSlice[];
  totalMonthlyCents: number | undefined;
  label?: string;
  size?: number;
}) {
  return (
    <DonutChart
      className="lmortgage-donut"
      label={label}
      segments={breakdown.map((slice) => ({ label: SLICE_LABELS[slice.key], value: slice.cents }))}
      formatValue={(cents) => formatUsd(cents)}
      centerLabel={
        totalMonthlyCents === undefined ? undefined : (
          <span className="lmortgage-donut__total">
            {formatUsd(totalMonthlyCents)}
            <span className="lmortgage-donut__per"> a month</span>
          </span>
        )
      }
      {...(size === undefined ? {} : { size })}
    />
  );
}
