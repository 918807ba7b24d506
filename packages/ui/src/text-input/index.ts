export { TextInput } from './TextInput.tsx';
export type { TextInputProps } from './TextInput.tsx';
