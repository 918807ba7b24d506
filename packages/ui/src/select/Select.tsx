import type { ReactNode } from 'react';
import {
  Button,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
} from 'react-aria-components/Select';
import { fieldShell } from '../field/Field.tsx';

/** One option of a {@link Select}. */
export interface SelectOption {
  /** Sent with the form and given to `onChange`. */
  value: string;
  /** What the visitor reads; also what typing a letter jumps to. */
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** The button's id; the hint and error ids are `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The problem with the choice; shown above the button and read with it. */
  error?: string | undefined;
  /** The name the chosen value is sent under. */
  name?: string;
  options: readonly SelectOption[];
  /** The chosen value, when the parent holds it; `null` for none. */
  value?: string | null;
  /** The chosen value at first, when the select holds its own. */
  defaultValue?: string | null;
  onChange?: (value: string | null) => void;
  /** Shown while nothing is chosen. */
  placeholder?: string;
  /** Values that cannot be chosen now, such as those taken by a sibling select. */
  disabledValues?: readonly string[];
  disabled?: boolean;
  required?: boolean;
  /** How wide the button is. */
  width?: 'full' | 'medium' | 'short';
  className?: string | undefined;
}

/**
 * A labelled drop-down on react-aria's Select: a button that opens a listbox in a popover.
 * It works by keyboard (Enter, Space or Arrow Down opens; arrows, Home, End and typing move;
 * Escape closes), is announced as a listbox, and sends its value with a form through a hidden
 * native select. Label, hint and error are the field shell ({@link fieldShell}).
 */
export function Select({
  id,
  label,
  hint,
  error,
  options,
  onChange,
  placeholder = 'Select an option',
  disabledValues = [],
  disabled,
  required,
  width = 'medium',
  className,
  ...selectProps // name, value, defaultValue: React Aria's own
}: SelectProps) {
  const shell = fieldShell({ id, hint, error, className, disabled, required }, 'lui-select');
  const unavailable = [
    ...disabledValues,
    ...options.filter((option) => option.disabled).map((option) => option.value),
  ];
  return (
    <AriaSelect
      className={shell.className}
      {...selectProps}
      onChange={(key) => onChange?.(key === null ? null : String(key))}
      placeholder={placeholder}
      disabledKeys={unavailable}
      {...shell.ariaProps}
    >
      <Label className="lui-label">{label}</Label>
      {shell.messages}
      <Button id={id} className={`lui-select__button lui-select__button--${width}`}>
        <SelectValue className="lui-select__value" />
        <span className="lui-select__chevron" aria-hidden="true" />
      </Button>
      <Popover className="lui-select__popover" offset={4}>
        <ListBox className="lui-select__listbox">
          {options.map((option) => (
            <ListBoxItem
              key={option.value}
              id={option.value}
              textValue={option.label}
              className="lui-select__option"
            >
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
