import { TextBox, type TextareaBoxProps } from '../text-input/TextBox.tsx';

/** Props of {@link Textarea}: those of a `<textarea>`, plus its label, hint and error. */
export type TextareaProps = TextareaBoxProps;

/** A labelled multi-line text box: TextInput's box (`lui-input`) with room for paragraphs. */
export function Textarea({ rows = 5, ...props }: TextareaProps) {
  const boxClasses = ['lui-textarea', Boolean(props.error) && 'lui-textarea--error'];
  return <TextBox as="textarea" rows={rows} boxClasses={boxClasses} {...props} />;
}
