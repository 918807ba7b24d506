import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  fieldRenderers,
  numberFromText,
  RATE_FORMAT,
  submitHandler,
  textFromNumber,
} from './form-fields.ts';

type Field = 'price' | 'rate' | 'month' | 'year';
const FIELDS: readonly Field[] = ['price', 'rate', 'month', 'year'];

/** A small calculator form: a price, a rate and a month and year, each checked as committed. */
function LoanForm({
  initial,
  onCommit,
}: {
  initial: Record<Field, string>;
  onCommit?: (field: Field, text: string) => void;
}) {
  const [values, setValues] = useState(initial);
  const errors: Partial<Record<Field, string>> = {
    ...(values.price === '' && { price: 'Enter the home price' }),
    ...(Number(values.month) > 12 && { month: 'Enter a month from 1 to 12' }),
  };
  const fields = fieldRenderers({
    idPrefix: 'loan',
    values,
    errors,
    commit(field, text) {
      onCommit?.(field, text);
      setValues((last) => ({ ...last, [field]: text }));
    },
  });
  return (
    <form noValidate>
      <ul aria-label="Problems">
        {fields.summary(FIELDS).map((item) => (
          <li key={item.href}>
            <a href={item.href}>{item.text}</a>
          </li>
        ))}
      </ul>
      {fields.money('price', 'Home price', 'What the home sells for')}
      {fields.number('rate', 'Interest rate', { hint: 'Percent a year', format: RATE_FORMAT })}
      {fields.monthYear('First payment', 'For example 3 2027', 'month', 'year')}
    </form>
  );
}

const START = { price: '350000', rate: '6.5', month: '3', year: '2027' };

describe('numberFromText and textFromNumber', () => {
  it.each([
    ['350000', 350_000],
    [' $350,000 ', 350_000],
    ['6.5%', 6.5],
    ['0', 0],
  ])('reads %j as %d', (text, value) => expect(numberFromText(text)).toBe(value));

  it.each(['', '  ', 'abc', '12a'])('reads %j as empty (NaN)', (text) =>
    expect(numberFromText(text)).toBeNaN(),
  );

  it('writes an emptied box as "" and a number as its plain digits', () => {
    expect(textFromNumber(Number.NaN)).toBe('');
    expect(textFromNumber(2027)).toBe('2027');
    expect(textFromNumber(6.125)).toBe('6.125');
  });
});

describe('fieldRenderers', () => {
  it('draws each box with its label, hint, name and an id from the prefix', () => {
    const { container } = render(<LoanForm initial={START} />);
    const price = screen.getByRole('textbox', { name: 'Home price' });
    expect(price).toHaveAccessibleDescription('What the home sells for');
    expect(price).toHaveValue('$350,000');
    expect(price).toHaveAttribute('id', 'loan-price');
    expect(container.querySelector('input[type="hidden"][name="price"]')).toHaveValue('350000');
    expect(screen.getByRole('textbox', { name: 'Interest rate' })).toHaveValue('6.5');
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveValue('2027');
  });

  it('groups the month and year under the legend, described by the hint', () => {
    render(<LoanForm initial={START} />);
    const group = screen.getByRole('group', { name: 'First payment' });
    expect(group).toHaveClass('lcalc-date');
    expect(group).toHaveAccessibleDescription('For example 3 2027');
    expect(group).toContainElement(screen.getByRole('textbox', { name: 'Month' }));
  });

  it('commits what the visitor typed as text, and an emptied box as ""', async () => {
    const user = userEvent.setup();
    const onCommit = vi.fn();
    render(<LoanForm initial={START} onCommit={onCommit} />);
    const rate = screen.getByRole('textbox', { name: 'Interest rate' });
    await user.clear(rate);
    await user.type(rate, '6.125');
    await user.tab();
    expect(onCommit).toHaveBeenLastCalledWith('rate', '6.125');
    await user.clear(screen.getByRole('textbox', { name: 'Home price' }));
    await user.tab();
    expect(onCommit).toHaveBeenLastCalledWith('price', '');
  });

  it('shows each message at its box and lists them in field order, linked to the boxes', async () => {
    const user = userEvent.setup();
    render(<LoanForm initial={START} />);
    expect(screen.getByRole('list', { name: 'Problems' })).toBeEmptyDOMElement();
    const month = screen.getByRole('textbox', { name: 'Month' });
    await user.clear(month);
    await user.type(month, '13');
    await user.clear(screen.getByRole('textbox', { name: 'Home price' }));
    await user.tab();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Enter the home price', '#loan-price'],
      ['Enter a month from 1 to 12', '#loan-month'],
    ]);
    expect(screen.getByRole('textbox', { name: 'Home price' })).toHaveAccessibleDescription(
      expect.stringContaining('Enter the home price'),
    );
  });
});

describe('submitHandler', () => {
  it('keeps the browser from sending the form and submits in the page', () => {
    const submit = vi.fn();
    const preventDefault = vi.fn();
    submitHandler(submit)({ preventDefault });
    expect(preventDefault).toHaveBeenCalledOnce();
    expect(submit).toHaveBeenCalledOnce();
  });
});
