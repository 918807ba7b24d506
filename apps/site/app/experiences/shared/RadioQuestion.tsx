import './RadioQuestion.css';
import type { ReactNode, Ref } from 'react';
import { describedBy } from '@lender/ui/field';
import { ErrorMessage } from '@lender/ui/error-message';

/** One answer of a {@link RadioQuestion}. */
export interface RadioOption {
  value: string;
  label: string;
}

/** Props of {@link RadioQuestion}. */
export interface RadioQuestionProps {
  /** The first radio's id (an error summary or a script can focus it); the others get `-2`, `-3`… */
  id: string;
  name: string;
  /** The question: the fieldset's legend, as a heading. */
  question: ReactNode;
  /** The heading level of the question in the page's outline. */
  headingLevel?: 2 | 3;
  /** Reaches the question's heading, focusable by script, so a new question can take focus. */
  headingRef?: Ref<HTMLHeadingElement>;
  hint?: ReactNode;
  /** The problem with the answer, shown above the radios and read with the group. */
  error?: string | null;
  options: readonly RadioOption[];
  /** The chosen value, '' for none. */
  value: string;
  onChange(value: string): void;
  /** Marks the question required: an asterisk after it (hidden from screen readers, which hear "required"). */
  required?: boolean;
}

/**
 * A question answered by one of a few choices: native radios in a fieldset, the question as its
 * legend (and a heading), the GOV.UK way: large targets, the hint and the error tied to the
 * group, the error above the choices with a red bar beside them. Plain HTML: it needs no script
 * to work and weighs nothing on the page.
 */
export function RadioQuestion({
  id,
  name,
  question,
  headingLevel = 2,
  headingRef,
  hint,
  error,
  options,
  value,
  onChange,
  required = false,
}: RadioQuestionProps) {
  const Heading = `h${headingLevel}` as const;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className={['radio-question', error && 'lui-form-group--error'].filter(Boolean).join(' ')}>
      <fieldset
        className="radio-question__fieldset"
        aria-describedby={describedBy(hintId, errorId)}
      >
        <legend className="radio-question__legend">
          <Heading className="radio-question__heading" ref={headingRef} tabIndex={-1}>
            {question}
            {required && (
              <span className="radio-question__required" aria-hidden="true">
                {' '}
                *
              </span>
            )}
          </Heading>
        </legend>
        {hint && (
          <div id={hintId} className="lui-hint">
            {hint}
          </div>
        )}
        {error && errorId && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
        <div className="radio-question__options">
          {options.map((option, index) => {
            const optionId = index === 0 ? id : `${id}-${index + 1}`;
            return (
              <div className="radio-question__option" key={option.value}>
                <input
                  className="radio-question__input"
                  type="radio"
                  id={optionId}
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  required={required}
                  onChange={() => onChange(option.value)}
                />
                <label className="radio-question__label" htmlFor={optionId}>
                  {option.label}
                </label>
              </div>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
