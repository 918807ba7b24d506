import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea } from './Textarea.tsx';

describe('Textarea', () => {
  it('is a labelled multi-line box, 5 rows by default, that keeps what was typed', async () => {
    const user = userEvent.setup();
    render(<Textarea id="reason" name="reason" label="Why are you opting out? (optional)" />);

    const box = screen.getByRole('textbox', { name: 'Why are you opting out? (optional)' });
    await user.type(box, 'Too many emails{Enter}Thanks');

    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '5');
    expect(box).toHaveValue('Too many emails\nThanks');
  });

  it('shows its error tied to the box', () => {
    render(<Textarea id="reason" label="Reason" error="Reason must be 500 characters or fewer" />);

    const box = screen.getByRole('textbox', { name: 'Reason' });
    expect(box).toHaveAccessibleDescription('Error: Reason must be 500 characters or fewer');
    expect(box).toBeInvalid();
    expect(box).toHaveClass('lui-textarea--error');
  });
});
