import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ErrorSummary } from './ErrorSummary.tsx';

const errors = [
  { href: '#email', text: 'Enter an email address' },
  { href: '#topics', text: 'Select what you want us to email you about' },
];

function Form({ focusKey }: { focusKey?: number }) {
  return (
    <form noValidate>
      <ErrorSummary errors={errors} focusKey={focusKey} />
      <label htmlFor="email">Email address</label>
      <input id="email" />
      <fieldset>
        <legend>Topics</legend>
        <input id="topics" type="checkbox" aria-label="Newsletter" />
      </fieldset>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('renders nothing when there are no errors', () => {
    const { container } = render(<ErrorSummary errors={[]} />);

    expect(container).toBeEmptyDOMElement();
  });

  it('is an alert titled "There is a problem" that lists every message as a link to its field', () => {
    render(<Form />);

    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^There is a problem/);
    expect(screen.getByRole('heading', { level: 2, name: 'There is a problem' })).toBeVisible();
    expect(
      screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Enter an email address', '#email'],
      ['Select what you want us to email you about', '#topics'],
    ]);
  });

  it('takes focus when it appears, and again when focusKey changes', () => {
    const { rerender } = render(<Form focusKey={1} />);
    const summary = screen.getByRole('alert').parentElement!;
    expect(summary).toHaveFocus();

    screen.getByRole('textbox').focus();
    rerender(<Form focusKey={1} />);
    expect(summary).not.toHaveFocus();

    rerender(<Form focusKey={2} />);
    expect(summary).toHaveFocus();
  });

  it('moves focus to the field when a link is followed, with its label scrolled into view', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    // jsdom has no layout, so no scrollIntoView: record the calls instead.
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    render(<Form />);

    await user.click(screen.getByRole('link', { name: 'Enter an email address' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveFocus();

    await user.click(
      screen.getByRole('link', { name: 'Select what you want us to email you about' }),
    );
    expect(screen.getByRole('checkbox', { name: 'Newsletter' })).toHaveFocus();
    expect(scrolled.map((element) => element.textContent)).toEqual(['Email address', 'Topics']);
    Element.prototype.scrollIntoView = original;
  });

  it('is focused on load by the browser when the server sends it (no JavaScript)', () => {
    const html = renderToString(<ErrorSummary errors={errors} />);

    expect(html).toMatch(/^<div class="lui-error-summary" tabindex="-1" autofocus="">/);
  });

  it('takes a custom title', () => {
    render(<ErrorSummary errors={errors} title="Check your answers" />);

    expect(screen.getByRole('heading', { name: 'Check your answers' })).toBeVisible();
  });
});
