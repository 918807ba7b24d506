import type {
  ElementType,
  InputHTMLAttributes,
  ReactNode,
  Ref,
  TextareaHTMLAttributes,
} from 'react';
import { Field } from '../field/Field.tsx';
import { classNames } from '../internal/class-names.ts';

/** The element's attributes a text box leaves to its caller: all but those its shell sets. */
type OwnAttributes<A> = Omit<A, 'id' | 'children' | 'aria-describedby' | 'aria-invalid'>;

/** What a text box adds to its element's attributes: its field shell's label, hint and error. */
interface TextBoxShellProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The problem with the value; shown above the box and read with it. */
  error?: string | undefined;
}

/** TextInput's props but its width: those of an `<input>`, plus its label, hint and error. */
export type InputBoxProps = OwnAttributes<InputHTMLAttributes<HTMLInputElement>> &
  TextBoxShellProps & { ref?: Ref<HTMLInputElement> };

/** Textarea's props: those of a `<textarea>`, plus its label, hint and error. */
export type TextareaBoxProps = OwnAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>> &
  TextBoxShellProps & { ref?: Ref<HTMLTextAreaElement> };

/** Props of {@link TextBox}: a TextInput's or a Textarea's, the element, and its own classes. */
type TextBoxProps = (InputBoxProps | TextareaBoxProps) & {
  as: 'input' | 'textarea';
  /** Classes after `lui-input`, such as the width or `lui-textarea`. */
  boxClasses: (string | false | undefined)[];
};

/**
 * The one body of TextInput and Textarea: the field shell ({@link Field}) around an `<input>` or
 * a `<textarea>` drawn as the `lui-input` box (field/Input.css), red-bordered while in error.
 */
export function TextBox({
  as,
  boxClasses,
  id,
  label,
  hint,
  error,
  className,
  ...rest
}: TextBoxProps) {
  // One element or the other, with its own props: a union TypeScript cannot check against both.
  const Element = as as ElementType;
  const boxClass = classNames('lui-input', ...boxClasses, error && 'lui-input--error', className);
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      {(control) => <Element className={boxClass} {...rest} {...control} />}
    </Field>
  );
}
