import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TabAccordion, TabAccordionItem } from './TabAccordion.tsx';

describe('TabAccordion (SPEC §4 "in tab-accordion lists opening one closes the others")', () => {
  it('SPEC §4: opening one item closes the one that was open', async () => {
    const user = userEvent.setup();
    render(
      <TabAccordion defaultExpandedKeys={['buy']}>
        <TabAccordionItem id="buy" title="Buying">
          <p>Purchase loans.</p>
        </TabAccordionItem>
        <TabAccordionItem id="refi" title="Refinancing">
          <p>Lower your rate.</p>
        </TabAccordionItem>
        <TabAccordionItem id="equity" title="Home equity">
          <p>Borrow against your home.</p>
        </TabAccordionItem>
      </TabAccordion>,
    );
    const expanded = () =>
      screen.getAllByRole('button').map((button) => button.getAttribute('aria-expanded'));
    expect(expanded()).toEqual(['true', 'false', 'false']);

    await user.click(screen.getByRole('button', { name: 'Refinancing' }));
    expect(expanded()).toEqual(['false', 'true', 'false']);

    await user.click(screen.getByRole('button', { name: 'Home equity' }));
    expect(expanded()).toEqual(['false', 'false', 'true']);
    expect(screen.getByText('Borrow against your home.')).toBeVisible();
    expect(screen.getByText('Lower your rate.')).not.toBeVisible();
  });

  it('lets the open item close, leaving none open', async () => {
    const user = userEvent.setup();
    render(
      <TabAccordion>
        <TabAccordionItem id="a" title="First">
          <p>One.</p>
        </TabAccordionItem>
      </TabAccordion>,
    );
    const button = screen.getByRole('button', { name: 'First' });

    await user.click(button);
    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'false');
  });
});
