import '../error-message/ErrorMessage.css';
import '../field/Field.css';
import '../field/Choice.css';
import './RadioGroup.css';

export { RadioGroup } from './RadioGroup.tsx';
export type { RadioGroupProps, RadioItem } from './RadioGroup.tsx';
