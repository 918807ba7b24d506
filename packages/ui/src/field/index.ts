import '../error-message/ErrorMessage.css';
import './Field.css';

export { describedBy, Field, Fieldset, fieldShell } from './Field.tsx';
export type {
  FieldControlProps,
  FieldProps,
  FieldsetProps,
  FieldShell,
  FieldShellOptions,
  FieldShellProps,
} from './Field.tsx';
