import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServerThenHydrate } from '../internal/hydrate.tsx';
import { dragScrollLeft, isDrag, TAB_DRAG_THRESHOLD_PX, TAB_SCROLL_STEP_PX } from './tab-strip.ts';
import { Tabs, type TabItem } from './Tabs.tsx';

const loanTabs: TabItem[] = [
  { id: 'fixed', title: 'Fixed rate', content: <p>The rate never changes.</p> },
  { id: 'arm', title: 'Adjustable rate', content: <p>The rate changes after a set period.</p> },
  { id: 'fha', title: 'FHA', content: <p>Backed by the Federal Housing Administration.</p> },
  { id: 'jumbo', title: 'Jumbo', content: <p>Above the conforming limit.</p>, isDisabled: true },
];

describe('Tabs (SPEC §1 tabs, §9 tab strip)', () => {
  it('is a named tab list, the first tab selected and its panel shown', () => {
    render(<Tabs label="Loan types" tabs={loanTabs} />);

    expect(screen.getByRole('tablist', { name: 'Loan types' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Fixed rate' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The rate never changes.');
  });

  it('is keyboard operable: arrow keys move and select, a disabled tab is skipped', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Loan types" tabs={loanTabs} />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Fixed rate' })).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'FHA' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    // Jumbo is disabled: focus wraps to the first tab.
    expect(screen.getByRole('tab', { name: 'Fixed rate' })).toHaveFocus();
  });

  it('SPEC §9: a mouse click (no movement) selects the tab and focuses it', async () => {
    const user = userEvent.setup();
    const onSelectionChange = vi.fn();
    render(<Tabs label="Loan types" tabs={loanTabs} onSelectionChange={onSelectionChange} />);
    const arm = screen.getByRole('tab', { name: 'Adjustable rate' });

    await user.click(arm);

    expect(arm).toHaveAttribute('aria-selected', 'true');
    expect(arm).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('changes after a set period');
    expect(onSelectionChange).toHaveBeenLastCalledWith('arm');
  });

  it.each([
    [TAB_DRAG_THRESHOLD_PX - 1, 'true'],
    [TAB_DRAG_THRESHOLD_PX, 'false'],
    [-TAB_DRAG_THRESHOLD_PX, 'false'],
    [40, 'false'],
  ])(
    'SPEC §9: a press that moves %i px before release selects the tab: %s',
    async (distance, selected) => {
      const user = userEvent.setup();
      render(<Tabs label="Loan types" tabs={loanTabs} />);
      const fha = screen.getByRole('tab', { name: 'FHA' });

      await user.pointer([
        { keys: '[MouseLeft>]', target: fha, coords: { clientX: 100, clientY: 10 } },
        { target: fha, coords: { clientX: 100 + distance, clientY: 10 } },
        { keys: '[/MouseLeft]', target: fha },
      ]);

      expect(fha).toHaveAttribute('aria-selected', selected);
    },
  );

  // The browser sends `scroll` events a frame late; jsdom sends none. React Aria, on the first
  // focus into the list, puts back the scroll position it saw in its last `scroll` event, so a
  // click straight after a drag would throw the strip back to where the drag began.
  it('SPEC §9: a click straight after a drag keeps the strip where the drag left it', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Loan types" tabs={loanTabs} />);
    const list = screen.getByRole('tablist');
    const fha = screen.getByRole('tab', { name: 'FHA' });

    await user.pointer([
      { keys: '[MouseLeft>]', target: fha, coords: { clientX: 200, clientY: 10 } },
      { target: fha, coords: { clientX: 140, clientY: 10 } },
      { keys: '[/MouseLeft]', target: fha, coords: { clientX: 140, clientY: 10 } },
    ]);
    expect(list.scrollLeft).toBe(60);

    await user.pointer([
      { keys: '[MouseLeft>]', target: fha, coords: { clientX: 140, clientY: 10 } },
      { keys: '[/MouseLeft]', target: fha, coords: { clientX: 140, clientY: 10 } },
    ]);
    expect(fha).toHaveAttribute('aria-selected', 'true');
    expect(fha).toHaveFocus();
    expect(list.scrollLeft).toBe(60);
  });

  it('ignores clicks on a disabled tab', async () => {
    const user = userEvent.setup();
    render(<Tabs label="Loan types" tabs={loanTabs} />);

    await user.click(screen.getByRole('tab', { name: 'Jumbo' }));

    expect(screen.getByRole('tab', { name: 'Fixed rate' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('follows a controlled selectedKey', () => {
    const { rerender } = render(<Tabs label="Loan types" tabs={loanTabs} selectedKey="fha" />);
    expect(screen.getByRole('tab', { name: 'FHA' })).toHaveAttribute('aria-selected', 'true');

    rerender(<Tabs label="Loan types" tabs={loanTabs} selectedKey="arm" />);
    expect(screen.getByRole('tab', { name: 'Adjustable rate' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('renders the tabs and the selected panel on the server, no scroll buttons', () => {
    const html = renderToString(
      <Tabs label="Loan types" tabs={loanTabs} defaultSelectedKey="arm" />,
    );

    expect(html).toContain('role="tablist"');
    expect(html).toContain('changes after a set period');
    expect(html).not.toContain('<button');
  });
});

describe('tab strip constants and rules (SPEC §9)', () => {
  it('scrolls 100 px per pagination click and drags after 5 px', () => {
    expect(TAB_SCROLL_STEP_PX).toBe(100);
    expect(TAB_DRAG_THRESHOLD_PX).toBe(5);
  });

  it.each([
    [0, false],
    [4, false],
    [4.9, false],
    [5, true],
    [-5, true],
    [-4, false],
    [120, true],
  ])('isDrag(%d) is %s', (distance, expected) => {
    expect(isDrag(distance)).toBe(expected);
  });

  it('moves the strip against the pointer while dragging', () => {
    expect(dragScrollLeft(200, -30)).toBe(230);
    expect(dragScrollLeft(200, 50)).toBe(150);
  });

  it('hydrates the server markup without a mismatch', async () => {
    const { errors, unmount } = await renderOnServerThenHydrate(
      <Tabs label="Loan types" tabs={loanTabs} />,
    );
    expect(errors).toEqual([]);
    unmount();
  });
});
