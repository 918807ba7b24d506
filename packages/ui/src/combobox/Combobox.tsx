import {
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { Field } from '../field/Field.tsx';
import { useHydrated } from '../internal/use-hydrated.ts';

/** Props of {@link Combobox}: those of an `<input>`, plus its label, options and callbacks. */
export interface ComboboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'value' | 'defaultValue' | 'onChange' | 'onSelect' | 'children' | 'role'
> {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Extra class names on the form group. */
  className?: string;
  /** What is typed in the box. */
  value: string;
  onValueChange: (value: string) => void;
  /** The options for what is typed (suggestions); an empty list shows no popup. */
  options: readonly string[];
  /** An option was chosen: Enter on the highlighted option, or a click. */
  onSelect: (option: string) => void;
  /** The list's accessible name; default "Suggestions". */
  listLabel?: string;
  /** What screen readers hear when options appear; default "3 suggestions available…". */
  announcement?: (count: number) => string;
  ref?: Ref<HTMLInputElement>;
}

/** Default announcement when the list of options opens. */
export function defaultAnnouncement(count: number): string {
  const what = count === 1 ? '1 suggestion' : `${count} suggestions`;
  return `${what} available. Use the up and down arrows to choose one, then press Enter.`;
}

/**
 * A text box with a list of options under it: the WAI-ARIA APG combobox with list autocomplete
 * and manual selection. Typing shows the options; Arrow Down and Arrow Up move through them
 * (wrapping), Enter chooses the highlighted one, Escape closes the list and, when it is closed,
 * clears the box; in an empty box it is left to the page (a panel around it may close). Focus stays in the box (`aria-activedescendant`). Enter with no option
 * highlighted is left to the form, so the box still submits what was typed. Before hydration it
 * is a plain input: without JavaScript the form around it works on its own.
 */
export function Combobox({
  id,
  label,
  hint,
  className,
  value,
  onValueChange,
  options,
  onSelect,
  listLabel = 'Suggestions',
  announcement = defaultAnnouncement,
  type = 'text',
  onKeyDown,
  onBlur,
  ref,
  ...inputProps
}: ComboboxProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  // The highlighted option by text, so a new list of options never keeps a stale position.
  const [active, setActive] = useState<string | null>(null);
  const expanded = hydrated && open && options.length > 0;
  const activeIndex = expanded && active !== null ? options.indexOf(active) : -1;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (option: string) => {
    setOpen(false);
    setActive(null);
    onSelect(option);
  };

  const move = (step: 1 | -1) => {
    if (options.length === 0) return;
    if (!expanded) {
      setOpen(true);
      setActive(options[step === 1 ? 0 : options.length - 1] ?? null);
      return;
    }
    const from = activeIndex === -1 ? (step === 1 ? -1 : options.length) : activeIndex;
    const next = (from + step + options.length) % options.length;
    setActive(options[next] ?? null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter': {
        const option = activeIndex === -1 ? undefined : options[activeIndex];
        if (option !== undefined) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        // Used only when it does something, so a panel around an empty box can close on it.
        if (expanded) {
          event.preventDefault();
          setOpen(false);
          setActive(null);
        } else if (value !== '') {
          event.preventDefault();
          onValueChange('');
        }
        break;
      default:
        break;
    }
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setOpen(true);
    setActive(null);
    onValueChange(event.target.value);
  };

  const comboboxProps = hydrated
    ? {
        role: 'combobox' as const,
        'aria-expanded': expanded,
        'aria-controls': listboxId,
        'aria-autocomplete': 'list' as const,
        'aria-activedescendant': activeIndex === -1 ? undefined : optionId(activeIndex),
      }
    : {};

  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      className={['lui-combobox', className].filter(Boolean).join(' ')}
    >
      {(control) => (
        <div className="lui-combobox__wrapper">
          <input
            ref={ref}
            type={type}
            className="lui-input lui-combobox__input"
            autoComplete="off"
            {...inputProps}
            {...control}
            {...comboboxProps}
            value={value}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
            onBlur={(event) => {
              setOpen(false);
              setActive(null);
              onBlur?.(event);
            }}
          />
          {hydrated && (
            <div
              id={listboxId}
              role="listbox"
              aria-label={listLabel}
              className="lui-combobox__listbox"
              hidden={!expanded}
            >
              {expanded &&
                options.map((option, index) => (
                  // Options are never focused: the keyboard stays in the box (APG combobox), so a
                  // click is their only handler.
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <div
                    key={option}
                    id={optionId(index)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={index === activeIndex}
                    className={
                      index === activeIndex
                        ? 'lui-combobox__option lui-combobox__option--active'
                        : 'lui-combobox__option'
                    }
                    // Keep focus in the box: the click below chooses the option.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(option)}
                  >
                    {option}
                  </div>
                ))}
            </div>
          )}
          {hydrated && (
            <div className="lui-visually-hidden" role="status" aria-live="polite">
              {expanded ? announcement(options.length) : ''}
            </div>
          )}
        </div>
      )}
    </Field>
  );
}
