// What the calculators' component tests share: rendering as a host does (US formats), typing into
// a box as a visitor does (cleared, typed, left), the one button, amounts as the screen shows
// them, the analytics events a calculator reports, and what every calculator's first screen
// promises. `@lender/calculator-test-support/dom`, apart from the Excel reference, which runs
// without a DOM. The checks use vitest's own matchers only, so they need no DOM matchers set up.
/// <reference lib="dom" />
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactElement } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { expect, vi, type Mock } from 'vitest';

export type User = ReturnType<typeof userEvent.setup>;

/** Renders a calculator with US number formats, as the site and the embed do; the visitor's hands. */
export function renderInUs(calculator: ReactElement): User {
  render(<I18nProvider locale="en-US">{calculator}</I18nProvider>);
  return userEvent.setup();
}

/** {@link renderInUs} of `Calculator` with `props`, and a spy standing in for the host's analytics. */
export function renderWithEvents<Props extends { onEvent?: (event: never) => void }>(
  Calculator: ComponentType<Props>,
  props: Omit<Props, 'onEvent'>,
): { onEvent: Mock; user: User } {
  const onEvent = vi.fn();
  const user = renderInUs(<Calculator {...(props as Props)} onEvent={onEvent} />);
  return { onEvent, user };
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

/** The CALCULATION_RAN a calculator reports of a run: its name and bands, never the figures. */
const calculationRan = (calculatorName: string, bands: Record<string, unknown>) => ({
  name: 'CALCULATION_RAN',
  properties: { calculator_name: calculatorName, ...bands },
});

/** Exactly one event reported so far, and it is the CALCULATION_RAN with these bands. */
export function expectOneCalculationRan(
  onEvent: Mock,
  calculatorName: string,
  bands: Record<string, unknown>,
): void {
  expect(onEvent).toHaveBeenCalledTimes(1);
  expectLastCalculationRan(onEvent, calculatorName, bands);
}

/** The latest event reported is the CALCULATION_RAN of the run on show, with these bands. */
export function expectLastCalculationRan(
  onEvent: Mock,
  calculatorName: string,
  bands: Record<string, unknown>,
): void {
  expect(onEvent).toHaveBeenLastCalledWith(calculationRan(calculatorName, bands));
}

/** The FORM_FIELD_ERROR a calculator reports when the box for `fieldName` shows `message`. */
export const formFieldError = (formName: string, fieldName: string, message: string) => ({
  name: 'FORM_FIELD_ERROR',
  properties: { form_name: formName, field_name: fieldName, error_message: message },
});

/** Every calculator's first screen: figures said to be for example values, and nothing counted. */
export function expectOpensWithExample(onEvent: Mock): void {
  expect(screen.getByTestId('figures-note').textContent).toContain(
    'These figures are for example values.',
  );
  expect(onEvent).not.toHaveBeenCalled();
}

/** The page's Back as a calculator meets it: the address is `address`, then `popstate`. */
export function goBackTo(address: string): void {
  act(() => {
    window.history.replaceState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
}
