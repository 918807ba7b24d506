// What the calculators' component tests share: rendering as a host does (US formats), typing into
// a box as a visitor does (cleared, typed, left), the one button, and amounts as the screen
// shows them. `@lender/calculator-test-support/dom`, apart from the Excel reference, which runs
// without a DOM.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';

export type User = ReturnType<typeof userEvent.setup>;

/** Renders a calculator with US number formats, as the site and the embed do; the visitor's hands. */
export function renderInUs(calculator: ReactElement): User {
  render(<I18nProvider locale="en-US">{calculator}</I18nProvider>);
  return userEvent.setup();
}

/** Clears a box, types `text` (nothing for '') and leaves it: the box commits on blur. */
export async function enter(user: User, box: HTMLElement, text: string): Promise<HTMLElement> {
  await user.clear(box);
  if (text !== '') await user.type(box, text);
  await user.tab();
  return box;
}

/** {@link enter} into the box labelled `label`. */
export function retype(user: User, label: RegExp, text: string): Promise<HTMLElement> {
  return enter(user, screen.getByLabelText(label), text);
}

/** Every calculator's one button. */
export const calculateButton = () => screen.getByRole('button', { name: 'Calculate' });

/** `$1,896.20` (or `$1,896` with no digits) from cents, as the figures show it. */
export const usd = (cents: number, digits = 2) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
