import './SelectField.css';
import type { ReactNode } from 'react';
import { Field } from '@lender/ui/field';
import { dropdownOpenProps, type ExperienceName } from '../experience-analytics.ts';

/** One option of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link SelectField}. */
export interface SelectFieldProps {
  id: string;
  name?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
  options: readonly SelectOption[];
  /** The chosen value; '' shows the placeholder. */
  value: string;
  /** Shown, and not choosable, while nothing is chosen. */
  placeholder?: string;
  required?: boolean;
  onChange(value: string): void;
  /** What analytics calls this dropdown (`dropdown_name`) and the experience it belongs to. */
  analytics: { dropdownName: string; componentName: ExperienceName };
}

/**
 * A labelled native `<select>` (the most dependable dropdown on phones and with assistive
 * technology, and no script to load) with the GOV.UK hint and error, reporting `clicked_dropdown`
 * when it is opened. Options may be disabled (SPEC §5: a product chosen in another select).
 */
export function SelectField({
  id,
  name,
  label,
  hint,
  error,
  options,
  value,
  placeholder,
  required,
  onChange,
  analytics,
}: SelectFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error ?? undefined}>
      {(control) => (
        <select
          {...control}
          name={name}
          className="select-field__select"
          value={value}
          required={required}
          {...dropdownOpenProps(
            analytics.dropdownName,
            analytics.componentName,
            value || undefined,
          )}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder !== undefined && value === '' && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
