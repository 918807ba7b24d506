import '../error-message/ErrorMessage.css';
import '../field/Field.css';
import './TextInput.css';

export { TextInput } from './TextInput.tsx';
export type { TextInputProps } from './TextInput.tsx';
