import '../error-message/ErrorMessage.css';
import '../field/Field.css';
import '../field/Input.css';
import './Select.css';

export { Select } from './Select.tsx';
export type { SelectOption, SelectProps } from './Select.tsx';
export { siblingDisabledValues } from './sibling-selections.ts';
