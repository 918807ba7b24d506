import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Alert } from './Alert.tsx';

describe('Alert', () => {
  it('announces an error at once, in a region named by its title', () => {
    render(
      <Alert variant="error" title="Sorry, we could not save your choices">
        <p>Try again in a few minutes.</p>
      </Alert>,
    );

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, we could not save your choices' + 'Try again in a few minutes.',
    );
    expect(
      screen.getByRole('region', { name: 'Sorry, we could not save your choices' }),
    ).toHaveClass('lui-alert--error');
  });

  it.each(['success', 'info'] as const)('announces a %s message politely', (variant) => {
    render(<Alert variant={variant} title="Saved" />);

    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('offers a dismiss button that calls onDismiss', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(<Alert variant="error" title="Problem" onDismiss={onDismiss} />);

    await user.click(screen.getByRole('button', { name: 'Dismiss this message' }));

    expect(onDismiss).toHaveBeenCalledTimes(1);
  });

  it('has no dismiss button without onDismiss, nor in server HTML (it needs JavaScript)', () => {
    render(<Alert title="Note" />);
    expect(screen.queryByRole('button')).toBeNull();

    const html = renderToString(<Alert title="Note" onDismiss={() => {}} />);
    expect(html).not.toContain('<button');
  });

  it('takes focus when it appears if asked to, and on load when sent by the server', () => {
    render(<Alert variant="error" title="Problem" focusOnMount />);

    expect(screen.getByRole('region', { name: 'Problem' })).toHaveFocus();
    expect(renderToString(<Alert title="Problem" focusOnMount />)).toMatch(
      /^<div[^>]*tabindex="-1" autofocus=""/,
    );
    expect(renderToString(<Alert title="Problem" />)).not.toContain('autofocus');
  });

  it('SPEC §4 banners: has a full-width banner look, keeping its role and dismiss button', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    render(
      <Alert banner title="Rates just dropped" onDismiss={onDismiss}>
        <p>See today's rates.</p>
      </Alert>,
    );

    const region = screen.getByRole('region', { name: 'Rates just dropped' });
    expect(region).toHaveClass('lui-alert', 'lui-alert--info', 'lui-alert--banner');
    await user.click(screen.getByRole('button', { name: 'Dismiss this message' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    render(<Alert title="Box" />);
    expect(screen.getByRole('region', { name: 'Box' })).not.toHaveClass('lui-alert--banner');
  });
});
