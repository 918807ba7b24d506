export { CurrencyInput } from './CurrencyInput.tsx';
export type { CurrencyInputProps } from './CurrencyInput.tsx';
export { NumberInput } from './NumberInput.tsx';
export type { NumberInputProps } from './NumberInput.tsx';
