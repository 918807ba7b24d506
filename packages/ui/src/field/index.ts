import '../error-message/ErrorMessage.css';
import './Field.css';

export { describedBy, Field } from './Field.tsx';
export type { FieldControlProps, FieldProps } from './Field.tsx';
