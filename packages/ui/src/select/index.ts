export { Select } from './Select.tsx';
export type { SelectOption, SelectProps } from './Select.tsx';
export { siblingDisabledValues } from './sibling-selections.ts';
