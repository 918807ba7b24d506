import { TextBox, type InputBoxProps } from './TextBox.tsx';

/** Props of {@link TextInput}: those of an `<input>`, plus its label, hint and error. */
export interface TextInputProps extends InputBoxProps {
  /** How wide the box is: sized to the expected answer, as GOV.UK advises. */
  width?: 'full' | 'medium' | 'short';
}

/** A labelled single-line text input with an optional hint and error message. */
export function TextInput({ width = 'full', type = 'text', ...props }: TextInputProps) {
  return <TextBox as="input" type={type} boxClasses={[`lui-input--${width}`]} {...props} />;
}
