import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderOnServerThenHydrate } from '../internal/hydrate.tsx';
import { Disclosure } from './Disclosure.tsx';

function Menu(props: { expandedMedia?: string; onExpandedChange?: (open: boolean) => void }) {
  return (
    <Disclosure label="Menu" panelClassName="menu-panel" {...props}>
      <nav aria-label="Main">
        <a href="/learn">Learning center</a>
      </nav>
    </Disclosure>
  );
}

/** Makes `window.matchMedia` answer `matches` for every query (jsdom has none). */
function mockMatchMedia(matches: boolean) {
  const listeners = new Set<() => void>();
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Disclosure', () => {
  it('is a button that controls a hidden panel', () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).not.toBeNull();
    expect(panel).toHaveAttribute('hidden');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();
  });

  it('shows the panel, named by the button, when pressed; a second press hides it', async () => {
    const onExpandedChange = vi.fn();
    render(<Menu onExpandedChange={onExpandedChange} />);
    const button = screen.getByRole('button', { name: 'Menu' });

    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'Menu' })).toContainElement(
      screen.getByRole('link', { name: 'Learning center' }),
    );
    expect(onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(button);

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Learning center' })).toBeNull();
    expect(onExpandedChange).toHaveBeenLastCalledWith(false);
  });

  it('opens with Enter and Space, as a native button does', async () => {
    render(<Menu />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape from inside the panel and gives focus back to the button', async () => {
    render(<Menu />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Learning center' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');

    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('leaves Escape to a widget inside that used it (a combobox closing its list)', async () => {
    render(
      <Disclosure label="Search" defaultExpanded>
        <input
          aria-label="Search the site"
          onKeyDown={(event) => {
            if (event.key === 'Escape') event.preventDefault();
          }}
        />
      </Disclosure>,
    );
    await userEvent.click(screen.getByRole('textbox', { name: 'Search the site' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Search' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves focus into the panel on opening when asked (a search field)', async () => {
    render(
      <Disclosure label="Search" focusFirstOnOpen>
        <label>
          Search the site <input type="search" />
        </label>
      </Disclosure>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveFocus();
  });

  it('is controlled by isExpanded when given', async () => {
    function Controlled() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <button type="button" onClick={() => setOpen(false)}>
            Close from outside
          </button>
          <Disclosure label="Menu" isExpanded={open} onExpandedChange={setOpen}>
            <a href="/learn">Learning center</a>
          </Disclosure>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('link', { name: 'Learning center' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close from outside' }));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is always open, and no disclosure, where expandedMedia matches', async () => {
    mockMatchMedia(true);
    render(<Menu expandedMedia="(min-width: 768px)" />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav.parentElement).not.toHaveAttribute('hidden');
    expect(nav.parentElement).not.toHaveAttribute('role');
    expect(nav.parentElement).not.toHaveAttribute('aria-hidden');
    // Escape does not hide what is always shown.
    act(() => screen.getByRole('link', { name: 'Learning center' }).focus());
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });

  it('renders the same markup on the server and in the browser; the server hides only by `hidden`', async () => {
    const { serverHtml, errors, unmount } = await renderOnServerThenHydrate(
      <Menu expandedMedia="(min-width: 768px)" />,
    );
    expect(errors).toEqual([]);
    // CSS shows the panel on wide screens before hydration: nothing may hide it from
    // assistive technology there.
    expect(serverHtml).toMatch(/class="lui-disclosure__panel menu-panel"[^>]* hidden=""/);
    expect(serverHtml).not.toContain('aria-hidden');
    expect(serverHtml).not.toContain('role="group"');
    expect(serverHtml).toContain('aria-expanded="false"');
    unmount();
  });
});
