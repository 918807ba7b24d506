import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, defaultAnnouncement } from './index.ts';

const OPTIONS = ['refinance', 'refinance rates', 'refinance calculator'];

/** A combobox whose options appear once something is typed, as the search box's do. */
function Harness({
  onSelect = vi.fn(),
  options = OPTIONS,
}: {
  onSelect?: (o: string) => void;
  options?: string[];
}) {
  const [value, setValue] = useState('');
  return (
    <form aria-label="Search" onSubmit={(event) => event.preventDefault()}>
      <Combobox
        id="q"
        name="q"
        label="Search the site"
        value={value}
        onValueChange={setValue}
        options={value === '' ? [] : options}
        onSelect={(option) => {
          setValue(option);
          onSelect(option);
        }}
      />
    </form>
  );
}

function setup(props: Parameters<typeof Harness>[0] = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  const box = screen.getByRole('combobox', { name: 'Search the site' });
  return { user, box };
}

describe('Combobox', () => {
  it('is a labelled combobox that controls a hidden listbox until something is typed', () => {
    const { box } = setup();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAttribute('aria-autocomplete', 'list');
    expect(box).toHaveAttribute('aria-controls', 'q-listbox');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows the options as you type and announces how many there are', async () => {
    const { user, box } = setup();
    await user.type(box, 'ref');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(OPTIONS);
    expect(screen.getByRole('status')).toHaveTextContent(defaultAnnouncement(3));
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves through the options with the arrow keys, wrapping at both ends', async () => {
    const { user, box } = setup();
    await user.type(box, 'ref');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', 'q-option-0');
    expect(screen.getByRole('option', { name: 'refinance' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', 'q-option-0');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', 'q-option-2');
    expect(box).toHaveFocus();
  });

  it('chooses the highlighted option with Enter and closes the list', async () => {
    const onSelect = vi.fn();
    const { user, box } = setup({ onSelect });
    await user.type(box, 'ref');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('refinance rates');
    expect(box).toHaveValue('refinance rates');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('leaves Enter to the form when no option is highlighted', async () => {
    const onSelect = vi.fn();
    const user = userEvent.setup();
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    function Submitting() {
      const [value, setValue] = useState('');
      return (
        <form aria-label="Search" onSubmit={onSubmit}>
          <Combobox
            id="q"
            label="Search"
            value={value}
            onValueChange={setValue}
            options={OPTIONS}
            onSelect={onSelect}
          />
        </form>
      );
    }
    render(<Submitting />);
    await user.type(screen.getByRole('combobox'), 'ref{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('closes with Escape, then clears the box with a second Escape', async () => {
    const { user, box } = setup();
    await user.type(box, 'ref');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('ref');
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('leaves Escape in an empty box, list closed, to the page (a panel around it may close)', async () => {
    const seen: boolean[] = [];
    // On the document, so React's own listener (on its root) has run.
    const record = (event: KeyboardEvent) => {
      if (event.key === 'Escape') seen.push(event.defaultPrevented);
    };
    document.addEventListener('keydown', record);
    const { user, box } = setup();
    await user.type(box, 'ref');
    await user.keyboard('{Escape}{Escape}{Escape}');
    document.removeEventListener('keydown', record);
    // Closed the list, emptied the box, then had nothing to do.
    expect(seen).toEqual([true, true, false]);
  });

  it('opens a closed list with Arrow Down on the first option', async () => {
    const { user, box } = setup();
    await user.type(box, 'ref{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', 'q-option-0');
  });

  it('chooses an option by click without losing focus', async () => {
    const onSelect = vi.fn();
    const { user, box } = setup({ onSelect });
    await user.type(box, 'ref');
    await user.click(screen.getByRole('option', { name: 'refinance calculator' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith('refinance calculator');
    expect(box).toHaveFocus();
  });

  it('closes the list when focus leaves the box', async () => {
    const { user, box } = setup();
    await user.type(box, 'ref');
    await user.tab();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('hides the list when there are no options', async () => {
    const { user, box } = setup({ options: [] });
    await user.type(box, 'xyz{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('renders a plain labelled input on the server, so the form works without JavaScript', () => {
    const html = renderToString(
      <Combobox
        id="q"
        name="q"
        label="Search"
        value=""
        onValueChange={() => {}}
        options={OPTIONS}
        onSelect={() => {}}
      />,
    );
    expect(html).toContain('<label class="lui-label" for="q">Search</label>');
    expect(html).toContain('name="q"');
    expect(html).not.toContain('role=');
    expect(html).not.toContain('aria-');
  });
});
