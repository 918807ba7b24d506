import { NumberInput, type NumberInputProps } from './NumberInput.tsx';

/**
 * US dollars, whole when whole (`$250,000`) and with the cents typed (`$1,800.75`): the decimal
 * point is always accepted, so `1800.75` can never become `$180,075` (a box that allows no
 * fraction digits drops the point as it is typed). Not `trailingZeroDisplay: 'stripIfInteger'`,
 * which would show `$1,800.50`: React Aria's parser then finds no decimal point and reads
 * `350000.00` as 35,000,000.
 */
const DOLLARS: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
};

/** US dollars and cents, always shown (`$1,234.00`). */
const DOLLARS_AND_CENTS: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };

/** Props of {@link CurrencyInput}: those of {@link NumberInput} but the format. */
export interface CurrencyInputProps extends Omit<NumberInputProps, 'formatOptions'> {
  /** Always show cents (`$125.50`, `$125.00`); otherwise they show only when there are some. */
  cents?: boolean;
}

/**
 * A US dollar amount: shown as `$250,000` once committed, typed with or without `$`, commas and
 * cents, sent with a form as the plain number (`250000`). Nothing typed is dropped in silence: a
 * minus sign stays (unless `min` is given, which raises the value to it) for the form's own rules
 * to refuse with a message, and cents stay for the form to keep or refuse.
 */
export function CurrencyInput({ cents = false, ...props }: CurrencyInputProps) {
  return <NumberInput {...props} formatOptions={cents ? DOLLARS_AND_CENTS : DOLLARS} />;
}
