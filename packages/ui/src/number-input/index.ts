import '../error-message/ErrorMessage.css';
import '../field/Field.css';
import '../field/Input.css';
import './NumberInput.css';

export { CurrencyInput } from './CurrencyInput.tsx';
export type { CurrencyInputProps } from './CurrencyInput.tsx';
export { NumberInput } from './NumberInput.tsx';
export type { NumberInputProps } from './NumberInput.tsx';
