import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SkipLink } from './SkipLink.tsx';

function Page({ mainTabIndex }: { mainTabIndex?: number }) {
  return (
    <>
      <SkipLink targetId="main" />
      <header>
        <a href="/">Home</a>
        <a href="/calculators">Calculators</a>
      </header>
      <main id="main" tabIndex={mainTabIndex}>
        <h1>Mortgage calculator</h1>
      </main>
    </>
  );
}

describe('SkipLink', () => {
  it.each([
    { children: undefined, name: 'Skip to main content' },
    { children: 'Skip to calculator', name: 'Skip to calculator' },
  ])('is a link named "$name" to the target', ({ children, name }) => {
    render(<SkipLink targetId="main">{children}</SkipLink>);

    expect(screen.getByRole('link', { name })).toHaveAttribute('href', '#main');
  });

  it('is the first thing the Tab key reaches', async () => {
    const user = userEvent.setup();
    render(<Page />);

    await user.tab();

    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
  });

  it('moves keyboard focus to the main content on Enter, then leaves it as it was', async () => {
    const user = userEvent.setup();
    render(<Page />);
    const main = screen.getByRole('main');

    await user.tab();
    await user.keyboard('{Enter}');

    expect(main).toHaveFocus();
    expect(main).toHaveAttribute('tabindex', '-1');

    // The next Tab continues from the main content, and the temporary tabindex goes away.
    await user.tab();
    expect(main).not.toHaveFocus();
    expect(main).not.toHaveAttribute('tabindex');
  });

  it('keeps a tabindex the target already has', async () => {
    const user = userEvent.setup();
    render(<Page mainTabIndex={0} />);
    const main = screen.getByRole('main');

    await user.click(screen.getByRole('link', { name: 'Skip to main content' }));
    await user.tab();

    expect(main).toHaveAttribute('tabindex', '0');
  });

  it('does nothing when the target is missing', async () => {
    const user = userEvent.setup();
    render(<SkipLink targetId="nowhere" />);
    const link = screen.getByRole('link', { name: 'Skip to main content' });

    await user.click(link);

    expect(link).toHaveFocus();
  });
});
