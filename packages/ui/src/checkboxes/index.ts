export { CheckboxGroup } from './CheckboxGroup.tsx';
export type { CheckboxGroupProps, CheckboxItem } from './CheckboxGroup.tsx';
