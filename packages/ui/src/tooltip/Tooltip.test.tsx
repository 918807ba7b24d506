import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PopoverButton } from './PopoverButton.tsx';
import {
  Tooltip,
  TOOLTIP_EDGE_MARGIN_PX,
  TOOLTIP_HIDE_DELAY_MS,
  TOOLTIP_OFFSET_PX,
} from './Tooltip.tsx';

describe('Tooltip (SPEC §9 tooltip constants)', () => {
  it('SPEC §9: offset 8 px, edge margin 16 px, hide delay 100 ms', () => {
    expect([TOOLTIP_OFFSET_PX, TOOLTIP_EDGE_MARGIN_PX, TOOLTIP_HIDE_DELAY_MS]).toEqual([
      8, 16, 100,
    ]);
  });

  it('shows on keyboard focus and describes its trigger; Escape hides it', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Annual percentage rate">
        <button type="button">APR</button>
      </Tooltip>,
    );

    await user.tab();
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('Annual percentage rate');
    expect(screen.getByRole('button', { name: 'APR' })).toHaveAccessibleDescription(
      'Annual percentage rate',
    );

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('SPEC §9: stays 100 ms after the pointer leaves, then hides', async () => {
    const user = userEvent.setup();
    render(
      <Tooltip content="Annual percentage rate" delay={0}>
        <button type="button">APR</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'APR' });
    // A press elsewhere first, as a mouse user would: tooltips open on hover with a pointer.
    await user.click(document.body);

    await user.hover(trigger);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    const left = performance.now();
    await user.unhover(trigger);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();

    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(performance.now() - left).toBeGreaterThanOrEqual(TOOLTIP_HIDE_DELAY_MS - 5);
  });

  it('sends only the trigger from the server', () => {
    const html = renderToString(
      <Tooltip content="Annual percentage rate">
        <button type="button">APR</button>
      </Tooltip>,
    );

    expect(html).toContain('APR');
    expect(html).not.toContain('Annual percentage rate');
  });
});

describe('PopoverButton (information that works on touch screens)', () => {
  it('opens an explanation on press, named by its label, and closes on Escape', async () => {
    const user = userEvent.setup();
    render(
      <p>
        APR 6.1%{' '}
        <PopoverButton label="About APR">
          <p>The yearly cost of the loan, with fees.</p>
        </PopoverButton>
      </p>,
    );
    const button = screen.getByRole('button', { name: 'About APR' });

    await user.click(button);
    expect(screen.getByRole('dialog', { name: 'About APR' })).toHaveTextContent(
      'The yearly cost of the loan, with fees.',
    );
    expect(button).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('opens from the keyboard with Enter', async () => {
    const user = userEvent.setup();
    render(
      <PopoverButton label="About points" title="Discount points">
        <p>Prepaid interest that lowers the rate.</p>
      </PopoverButton>,
    );

    await user.tab();
    await user.keyboard('{Enter}');

    expect(screen.getByRole('dialog')).toHaveTextContent('Discount points');
  });
});
