import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { describedBy, Field } from './Field.tsx';

describe('Field', () => {
  it('labels the control and describes it by its hint and its error, in that order', () => {
    render(
      <Field id="zip" label="ZIP code" hint="5 digits, like 48226" error="Enter a ZIP code">
        {(control) => <input {...control} />}
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'ZIP code' });
    expect(input).toHaveAttribute('aria-describedby', 'zip-hint zip-error');
    expect(input).toHaveAccessibleDescription('5 digits, like 48226 Error: Enter a ZIP code');
    expect(input).toBeInvalid();
    expect(input.closest('.lui-form-group')).toHaveClass('lui-form-group--error');
  });

  it('has no description and is not marked invalid without hint or error', () => {
    render(
      <Field id="city" label="City">
        {(control) => <input {...control} />}
      </Field>,
    );

    const input = screen.getByRole('textbox', { name: 'City' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input.closest('.lui-form-group')).not.toHaveClass('lui-form-group--error');
  });

  it.each([
    [['a', undefined, 'b'], 'a b'],
    [[false, null, ''], undefined],
  ])('describedBy(%j) is %j', (ids, expected) => {
    expect(describedBy(...(ids as (string | false | null | undefined)[]))).toBe(expected);
  });
});
