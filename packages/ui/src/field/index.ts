export { describedBy, Field, fieldShell } from './Field.tsx';
export { Fieldset } from './Fieldset.tsx';
export type {
  FieldControlProps,
  FieldProps,
  FieldShell,
  FieldShellOptions,
  FieldShellProps,
} from './Field.tsx';
export type { FieldsetProps } from './Fieldset.tsx';
