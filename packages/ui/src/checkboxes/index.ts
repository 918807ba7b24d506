import '../error-message/ErrorMessage.css';
import '../field/Field.css';
import '../field/Choice.css';
import './CheckboxGroup.css';

export { CheckboxGroup } from './CheckboxGroup.tsx';
export type { CheckboxGroupProps, CheckboxItem } from './CheckboxGroup.tsx';
