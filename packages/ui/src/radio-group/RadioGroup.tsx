import type { ReactNode } from 'react';
import { Label, Radio, RadioGroup as AriaRadioGroup } from 'react-aria-components/RadioGroup';
import { fieldShell } from '../field/Field.tsx';

/** One choice of a {@link RadioGroup}. */
export interface RadioItem {
  /** Sent with the form when chosen. */
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps {
  /**
   * The first radio's id (so an error summary link `#id` lands on the group); the others are
   * `${id}-2`, `${id}-3`, … and the hint and error are `${id}-hint`, `${id}-error`.
   */
  id: string;
  /** The name the chosen value is sent under. */
  name: string;
  /** The question. */
  legend: ReactNode;
  hint?: ReactNode;
  /** The problem with the answer; shown above the choices. */
  error?: string | undefined;
  items: readonly RadioItem[];
  /** The chosen value, when the parent holds it; `null` for none. */
  value?: string | null;
  /** The chosen value at first, when the group holds its own. */
  defaultValue?: string | null;
  onChange?: (value: string) => void;
  /** `horizontal` puts short answers (Yes, No) side by side, as GOV.UK's inline radios. */
  orientation?: 'vertical' | 'horizontal';
  disabled?: boolean;
  required?: boolean;
  className?: string | undefined;
}

/**
 * A question answered with one choice of large radio buttons (GOV.UK radios), on react-aria's
 * RadioGroup: one Tab stop, arrow keys move and choose, the question names the group and the
 * hint and error describe it. The field shell ({@link fieldShell}) of a group, on React Aria's
 * `radiogroup` element rather than a `<fieldset>` (which React Aria does not render): the
 * question looks like CheckboxGroup's legend.
 */
export function RadioGroup({
  id,
  legend,
  hint,
  error,
  items,
  orientation = 'vertical',
  disabled,
  required,
  className,
  ...radioGroupProps // name, value, defaultValue, onChange: React Aria's own
}: RadioGroupProps) {
  const shell = fieldShell({ id, hint, error, className, disabled, required });
  return (
    <AriaRadioGroup
      className={shell.className}
      {...radioGroupProps}
      orientation={orientation}
      {...shell.ariaProps}
    >
      <Label className="lui-fieldset__legend">{legend}</Label>
      {shell.messages}
      <div className={`lui-radios lui-radios--${orientation}`}>
        {items.map((item, index) => {
          const itemId = index === 0 ? id : `${id}-${index + 1}`;
          // Not react-aria's description slot: that one describes the whole group.
          const itemHintId = item.hint ? `${itemId}-item-hint` : undefined;
          return (
            <Radio
              key={item.value}
              id={itemId}
              className="lui-radios__item"
              value={item.value}
              isDisabled={item.disabled}
              aria-describedby={itemHintId}
            >
              <span className="lui-radios__label">{item.label}</span>
              {item.hint && (
                <span id={itemHintId} className="lui-hint lui-radios__hint">
                  {item.hint}
                </span>
              )}
            </Radio>
          );
        })}
      </div>
    </AriaRadioGroup>
  );
}
