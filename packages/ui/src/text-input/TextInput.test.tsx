import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextInput } from './TextInput.tsx';

describe('TextInput', () => {
  it('is a labelled input that keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<TextInput id="email" name="email" label="Email address" type="email" />);

    const input = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(input, 'name@example');

    expect(input).toHaveValue('name@example');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
  });

  it('shows the error above the input, tied to it and marked as an error for screen readers', () => {
    render(
      <TextInput
        id="email"
        label="Email address"
        hint="We only use it to send what you ask for."
        error="Enter an email address in the correct format, like name@example.com"
        defaultValue="name@"
      />,
    );

    const input = screen.getByRole('textbox', { name: 'Email address' });
    expect(input).toHaveAccessibleDescription(
      'We only use it to send what you ask for. Error: Enter an email address in the correct format, like name@example.com',
    );
    expect(input).toBeInvalid();
    expect(input).toHaveValue('name@');
    expect(input).toHaveClass('lui-input--error');
  });

  it.each(['full', 'medium', 'short'] as const)('has the %s width class', (width) => {
    render(<TextInput id="w" label="Width" width={width} />);

    expect(screen.getByRole('textbox')).toHaveClass(`lui-input--${width}`);
  });

  it('forwards its ref to the input', () => {
    const ref = createRef<HTMLInputElement>();
    render(<TextInput id="r" label="Ref" ref={ref} />);

    expect(ref.current).toBe(screen.getByRole('textbox'));
  });
});
