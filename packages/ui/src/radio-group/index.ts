export { RadioGroup } from './RadioGroup.tsx';
export type { RadioGroupProps, RadioItem } from './RadioGroup.tsx';
