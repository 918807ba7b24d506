import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Fieldset } from '../field/Fieldset.tsx';
import { useHydrated } from '../internal/use-hydrated.ts';

/** One checkbox of a {@link CheckboxGroup}. */
export interface CheckboxItem {
  /** Sent with the form when ticked. */
  value: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Shown below the checkbox while it is ticked, such as the input the choice needs. */
  conditional?: ReactNode;
}

/** Props of {@link CheckboxGroup}. */
export interface CheckboxGroupProps {
  /**
   * The first checkbox's id (so an error summary link `#id` lands on the group); the others
   * are `${id}-2`, `${id}-3`, … and the hint and error are `${id}-hint`, `${id}-error`.
   */
  id: string;
  /** The name every checkbox is sent under. */
  name: string;
  /** The question, as the fieldset's legend. */
  legend: ReactNode;
  hint?: ReactNode;
  /** The problem with the choice; shown above the checkboxes. */
  error?: string | undefined;
  items: readonly CheckboxItem[];
  /** Ticked values, when the parent holds the state. */
  value?: readonly string[];
  /** Ticked values at first, when the group holds its own state. */
  defaultValue?: readonly string[];
  /** Called with every ticked value, in the order of the items. */
  onChange?: (value: string[], event: ChangeEvent<HTMLInputElement>) => void;
  className?: string | undefined;
}

/**
 * A question answered with one or more checkboxes (GOV.UK checkboxes), in a fieldset whose
 * legend is the question. An item may reveal content while ticked ("conditional reveal").
 * The reveal works without JavaScript too: CSS hides the content of unticked items, and once
 * React runs the content also gets `hidden`, so it is out of the accessibility tree.
 */
export function CheckboxGroup({
  id,
  name,
  legend,
  hint,
  error,
  items,
  value,
  defaultValue = [],
  onChange,
  className,
}: CheckboxGroupProps) {
  const [ownValue, setOwnValue] = useState<readonly string[]>(defaultValue);
  const ticked = value ?? ownValue;
  const hydrated = useHydrated();

  function change(event: ChangeEvent<HTMLInputElement>) {
    const { checked, value: changed } = event.currentTarget;
    const next = items
      .map((item) => item.value)
      .filter((itemValue) => (itemValue === changed ? checked : ticked.includes(itemValue)));
    if (value === undefined) setOwnValue(next);
    onChange?.(next, event);
  }

  return (
    <Fieldset id={id} legend={legend} hint={hint} error={error} className={className}>
      <div className="lui-checkboxes">
        {items.map((item, index) => {
          const itemId = index === 0 ? id : `${id}-${index + 1}`;
          const itemHintId = item.hint ? `${itemId}-item-hint` : undefined;
          const conditionalId = item.conditional ? `conditional-${itemId}` : undefined;
          const checked = ticked.includes(item.value);
          return (
            <div className="lui-checkboxes__choice" key={item.value}>
              <div className="lui-checkboxes__item">
                <input
                  className="lui-checkboxes__input"
                  id={itemId}
                  name={name}
                  type="checkbox"
                  value={item.value}
                  checked={checked}
                  onChange={change}
                  aria-describedby={itemHintId}
                  aria-controls={conditionalId}
                />
                <label className="lui-checkboxes__label" htmlFor={itemId}>
                  {item.label}
                </label>
                {item.hint && (
                  <div id={itemHintId} className="lui-hint lui-checkboxes__hint">
                    {item.hint}
                  </div>
                )}
              </div>
              {item.conditional && (
                <div
                  id={conditionalId}
                  className="lui-checkboxes__conditional"
                  hidden={hydrated ? !checked : undefined}
                >
                  {item.conditional}
                </div>
              )}
            </div>
          );
        })}
      </div>
    </Fieldset>
  );
}
