import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServerThenHydrate } from '../internal/hydrate.tsx';
import { Accordion, AccordionItem, ExpansionPanel } from './Accordion.tsx';

function Faq() {
  return (
    <Accordion headingLevel={2}>
      <AccordionItem id="pmi" title="What is PMI?">
        <p>Insurance that protects the lender.</p>
      </AccordionItem>
      <AccordionItem id="fha" title="Who can get an FHA loan?">
        <p>Buyers with a credit score of 580 or more.</p>
      </AccordionItem>
    </Accordion>
  );
}

describe('Accordion (SPEC §1 accordions, §4 expansion panels toggle)', () => {
  it('puts each toggle button in a heading of the level asked for, closed at first', () => {
    render(<Faq />);

    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(headings.map((heading) => heading.textContent)).toEqual([
      'What is PMI?',
      'Who can get an FHA loan?',
    ]);
    const button = screen.getByRole('button', { name: 'What is PMI?' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it('SPEC §4: a press toggles a panel open and closed', async () => {
    const user = userEvent.setup();
    render(<Faq />);
    const button = screen.getByRole('button', { name: 'What is PMI?' });

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Insurance that protects the lender.')).toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps panels independent: opening one leaves the other open', async () => {
    const user = userEvent.setup();
    render(<Faq />);

    await user.click(screen.getByRole('button', { name: 'What is PMI?' }));
    await user.click(screen.getByRole('button', { name: 'Who can get an FHA loan?' }));

    for (const name of ['What is PMI?', 'Who can get an FHA loan?']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
    }
  });

  it('is keyboard operable: Tab to a button, Enter and Space toggle it', async () => {
    const user = userEvent.setup();
    render(<Faq />);

    await user.tab();
    const button = screen.getByRole('button', { name: 'What is PMI?' });
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('ignores presses on a disabled item', async () => {
    const user = userEvent.setup();
    render(
      <Accordion>
        <AccordionItem title="Coming soon" isDisabled>
          <p>Not yet.</p>
        </AccordionItem>
      </Accordion>,
    );
    const button = screen.getByRole('button', { name: 'Coming soon' });

    await user.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('sends closed panels from the server hidden, with their text in the page', () => {
    const html = renderToString(<Faq />);

    expect(html).toContain('Insurance that protects the lender.');
    expect(html).toMatch(/<div[^>]*hidden=""[^>]*>/);
    expect(html).toContain('aria-expanded="false"');
  });
});

describe('ExpansionPanel (SPEC §4 expansion panels toggle)', () => {
  it('toggles on its own and reports the change', async () => {
    const user = userEvent.setup();
    const onExpandedChange = vi.fn();
    render(
      <ExpansionPanel title="Show rate details" onExpandedChange={onExpandedChange}>
        <p>APR includes fees.</p>
      </ExpansionPanel>,
    );

    await user.click(screen.getByRole('button', { name: 'Show rate details' }));

    expect(onExpandedChange).toHaveBeenCalledWith(true);
    expect(screen.getByText('APR includes fees.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  });

  it('can start open', () => {
    render(
      <ExpansionPanel title="Details" defaultExpanded>
        <p>Shown.</p>
      </ExpansionPanel>,
    );

    expect(screen.getByRole('button', { name: 'Details' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('hydrates the server markup without a mismatch', async () => {
    const { errors, unmount } = await renderOnServerThenHydrate(<Faq />);
    expect(errors).toEqual([]);
    unmount();
  });
});
