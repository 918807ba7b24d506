import '../error-message/ErrorMessage.css';
import '../field/Field.css';
import '../field/Input.css';

export { TextInput } from './TextInput.tsx';
export type { TextInputProps } from './TextInput.tsx';
