import { NumberInput, type NumberInputProps } from './NumberInput.tsx';

/** US dollars, whole (`$250,000`): home prices, incomes and debts are asked in whole dollars. */
const WHOLE_DOLLARS: Intl.NumberFormatOptions = {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
};

/** US dollars and cents (`$1,234.56`). */
const DOLLARS_AND_CENTS: Intl.NumberFormatOptions = { style: 'currency', currency: 'USD' };

/** Props of {@link CurrencyInput}: those of {@link NumberInput} but the format. */
export interface CurrencyInputProps extends Omit<NumberInputProps, 'formatOptions'> {
  /** Accept and show cents; whole dollars otherwise. */
  cents?: boolean;
}

/**
 * A US dollar amount: shown as `$250,000` once committed, typed with or without `$` and commas,
 * sent with a form as the plain number (`250000`).
 */
export function CurrencyInput({ cents = false, min = 0, ...props }: CurrencyInputProps) {
  return (
    <NumberInput {...props} min={min} formatOptions={cents ? DOLLARS_AND_CENTS : WHOLE_DOLLARS} />
  );
}
