import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServerThenHydrate } from '../internal/hydrate.tsx';
import { Select, type SelectOption } from './Select.tsx';
import { siblingDisabledValues } from './sibling-selections.ts';

const PRODUCTS: SelectOption[] = [
  { value: '30-fixed', label: '30-year fixed' },
  { value: '15-fixed', label: '15-year fixed' },
  { value: 'fha-30', label: 'FHA 30-year fixed' },
  { value: 'va-30', label: 'VA 30-year fixed' },
];

describe('siblingDisabledValues (SPEC §5: options chosen in a sibling select are disabled)', () => {
  it.each([
    { selections: ['30-fixed', '15-fixed', null], ownIndex: 0, expected: ['15-fixed'] },
    { selections: ['30-fixed', '15-fixed', null], ownIndex: 2, expected: ['30-fixed', '15-fixed'] },
    { selections: ['30-fixed', null, 'va-30'], ownIndex: 1, expected: ['30-fixed', 'va-30'] },
    { selections: [null, undefined, ''], ownIndex: 0, expected: [] },
    { selections: ['fha-30'], ownIndex: 0, expected: [] },
    { selections: ['fha-30', 'fha-30', null], ownIndex: 2, expected: ['fha-30'] },
  ])('select $ownIndex of $selections disables $expected', ({ selections, ownIndex, expected }) => {
    expect(siblingDisabledValues(selections, ownIndex)).toEqual(expected);
  });
});

describe('Select', () => {
  it('SPEC §8 (GOV.UK error pattern): its button is named by the label and described by hint then error', () => {
    render(
      <Select
        id="product"
        label="Loan product"
        hint="You can compare up to 3"
        error="Select a loan product"
        options={PRODUCTS}
      />,
    );

    const button = screen.getByRole('button', { name: /Loan product/ });
    expect(button).toHaveAttribute('id', 'product');
    expect(button).toHaveTextContent('Select an option');
    expect(button).toHaveAttribute('aria-describedby', 'product-hint product-error');
    expect(button).toHaveAccessibleDescription(
      'You can compare up to 3 Error: Select a loan product',
    );
  });

  it('opens by keyboard, moves with the arrows, chooses with Enter and sends the value with a form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <form>
        <Select
          id="product"
          name="product"
          label="Loan product"
          options={PRODUCTS}
          onChange={onChange}
        />
      </form>,
    );
    const button = screen.getByRole('button', { name: /Loan product/ });

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(PRODUCTS.map((product) => product.label));
    await user.keyboard('{ArrowDown}{Enter}');

    expect(onChange).toHaveBeenLastCalledWith('15-fixed');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(button).toHaveTextContent('15-year fixed');
    expect(button).toHaveFocus();
    expect(new FormData(container.querySelector('form') as HTMLFormElement).get('product')).toBe(
      '15-fixed',
    );
  });

  it('closes on Escape without changing the choice', async () => {
    const user = userEvent.setup();
    render(<Select id="p" label="Loan product" options={PRODUCTS} defaultValue="va-30" />);

    await user.click(screen.getByRole('button', { name: /Loan product/ }));
    await user.keyboard('{ArrowUp}{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Loan product/ })).toHaveTextContent(
      'VA 30-year fixed',
    );
  });

  it('SPEC §5: a disabled value is announced as unavailable and cannot be chosen', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select
        id="p"
        label="Loan product"
        options={PRODUCTS}
        disabledValues={['15-fixed']}
        onChange={onChange}
      />,
    );

    await user.click(screen.getByRole('button', { name: /Loan product/ }));
    const taken = screen.getByRole('option', { name: '15-year fixed' });
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    await user.click(taken);

    expect(onChange).not.toHaveBeenCalled();
  });

  it('SPEC §5: in a group, the option one select has chosen is disabled in its siblings only', async () => {
    const user = userEvent.setup();
    function Comparison() {
      const [chosen, setChosen] = useState<(string | null)[]>([null, null]);
      return (
        <>
          {chosen.map((value, index) => (
            <Select
              key={index}
              id={`product-${index + 1}`}
              label={`Product ${index + 1}`}
              options={PRODUCTS}
              value={value}
              disabledValues={siblingDisabledValues(chosen, index)}
              onChange={(next) => setChosen(chosen.with(index, next))}
            />
          ))}
        </>
      );
    }
    render(<Comparison />);

    await user.click(screen.getByRole('button', { name: /Product 1/ }));
    await user.click(screen.getByRole('option', { name: 'FHA 30-year fixed' }));
    await user.click(screen.getByRole('button', { name: /Product 2/ }));

    expect(screen.getByRole('option', { name: 'FHA 30-year fixed' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: /Product 1/ }));
    expect(screen.getByRole('option', { name: 'FHA 30-year fixed' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('does not open while disabled', async () => {
    const user = userEvent.setup();
    render(<Select id="p" label="Loan product" options={PRODUCTS} disabled />);

    await user.click(screen.getByRole('button', { name: /Loan product/ }));

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('renders the same on the server and in the browser', async () => {
    const { errors, serverHtml, unmount } = await renderOnServerThenHydrate(
      <I18nProvider locale="en-US">
        <Select id="p" name="p" label="Loan product" options={PRODUCTS} defaultValue="30-fixed" />
      </I18nProvider>,
    );

    expect(serverHtml).toContain('30-year fixed');
    expect(errors).toEqual([]);
    unmount();
  });
});
