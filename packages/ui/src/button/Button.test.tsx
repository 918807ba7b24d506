import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button.tsx';

describe('Button', () => {
  it('is a submit button by default', () => {
    render(<Button>Opt out</Button>);

    expect(screen.getByRole('button', { name: 'Opt out' })).toHaveAttribute('type', 'submit');
  });

  it('submits its form once per click while not busy', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    render(
      <form onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)}>
        <Button>Send</Button>
      </form>,
    );

    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('when busy, is announced as unavailable, ignores clicks and keeps focus', async () => {
    const user = userEvent.setup();
    const submit = vi.fn((event: SubmitEvent) => event.preventDefault());
    const onClick = vi.fn();
    render(
      <form onSubmit={(event) => submit(event.nativeEvent as SubmitEvent)}>
        <Button busy onClick={onClick}>
          Send
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Send' });

    button.focus();
    await user.click(button);
    await user.keyboard('{Enter}');

    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
    expect(submit).not.toHaveBeenCalled();
  });

  it.each(['primary', 'secondary'] as const)('has the %s look', (variant) => {
    render(<Button variant={variant}>Go</Button>);

    expect(screen.getByRole('button')).toHaveClass('lui-button', `lui-button--${variant}`);
  });
});
