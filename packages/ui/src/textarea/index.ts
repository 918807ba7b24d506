import '../error-message/ErrorMessage.css';
import '../field/Field.css';
import '../field/Input.css';
import './Textarea.css';

export { Textarea } from './Textarea.tsx';
export type { TextareaProps } from './Textarea.tsx';
