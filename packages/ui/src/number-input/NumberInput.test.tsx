import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServerThenHydrate } from '../internal/hydrate.tsx';
import { CurrencyInput } from './CurrencyInput.tsx';
import { NumberInput } from './NumberInput.tsx';

describe('NumberInput', () => {
  it('SPEC §8 (GOV.UK error pattern): is labelled, described by its hint then its error, and marked invalid', () => {
    render(
      <NumberInput
        id="monthly-debt"
        label="Monthly debt"
        hint="Car loans, student loans and minimum card payments"
        error="Enter your monthly debt as a number, like 450"
      />,
    );

    const input = screen.getByRole('textbox', { name: 'Monthly debt' });
    expect(input).toHaveAttribute('id', 'monthly-debt');
    expect(input).toHaveAttribute('aria-describedby', 'monthly-debt-hint monthly-debt-error');
    expect(input).toHaveAccessibleDescription(
      'Car loans, student loans and minimum card payments Error: Enter your monthly debt as a number, like 450',
    );
    expect(input).toBeInvalid();
  });

  it('is neither described nor invalid without hint and error', () => {
    render(<NumberInput id="term" label="Loan term" />);

    const input = screen.getByRole('textbox', { name: 'Loan term' });
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toBeInvalid();
  });

  it('steps by `step` with the arrow keys and stays within min and max', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <NumberInput
        id="years"
        label="Years"
        defaultValue={29}
        min={0}
        max={30}
        step={1}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Years' });

    await user.click(input);
    await user.keyboard('{ArrowUp}{ArrowUp}');

    expect(input).toHaveValue('30');
    expect(onChange).toHaveBeenLastCalledWith(30);
  });

  it('lowers a typed value above max to max when committed', async () => {
    const user = userEvent.setup();
    render(<NumberInput id="rate" label="Interest rate" min={0} max={10} />);
    const input = screen.getByRole('textbox', { name: 'Interest rate' });

    await user.type(input, '12');
    await user.tab();

    expect(input).toHaveValue('10');
  });

  it('ignores letters typed into it', async () => {
    const user = userEvent.setup();
    render(<NumberInput id="n" label="Number of bedrooms" />);
    const input = screen.getByRole('textbox', { name: 'Number of bedrooms' });

    await user.type(input, '3x');

    expect(input).toHaveValue('3');
  });

  it('is disabled when asked', () => {
    render(<NumberInput id="d" label="Down payment" disabled />);

    expect(screen.getByRole('textbox', { name: 'Down payment' })).toBeDisabled();
  });

  it('renders the same on the server and in the browser', async () => {
    const { errors, unmount } = await renderOnServerThenHydrate(
      <I18nProvider locale="en-US">
        <NumberInput id="n" label="Loan amount" hint="In dollars" defaultValue={1234.5} />
      </I18nProvider>,
    );

    expect(errors).toEqual([]);
    unmount();
  });
});

describe('CurrencyInput', () => {
  it('SPEC §3 (amounts sent without commas): shows whole US dollars and sends the plain number with the form', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <CurrencyInput id="annual-income" name="annualIncome" label="Annual income" />
      </form>,
    );
    const input = screen.getByRole('textbox', { name: 'Annual income' });

    await user.type(input, '$85,000');
    await user.tab();

    expect(input).toHaveValue('$85,000');
    const form = container.querySelector('form') as HTMLFormElement;
    expect(new FormData(form).get('annualIncome')).toBe('85000');
  });

  it('shows cents when asked', async () => {
    const user = userEvent.setup();
    render(<CurrencyInput id="hoa" label="HOA dues" cents />);
    const input = screen.getByRole('textbox', { name: 'HOA dues' });

    await user.type(input, '125.5');
    await user.tab();

    expect(input).toHaveValue('$125.50');
  });

  it('issue 34 §4: keeps the cents typed in a whole-dollar box (1800.75 is never $180,075)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CurrencyInput id="rent" label="Monthly rent" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Monthly rent' });

    await user.type(input, '1800.75');
    await user.tab();

    expect(input).toHaveValue('$1,800.75');
    expect(onChange).toHaveBeenLastCalledWith(1800.75);
  });

  it('shows a whole amount without cents, typed with or without them', async () => {
    const user = userEvent.setup();
    render(<CurrencyInput id="price" label="Home price" />);
    const input = screen.getByRole('textbox', { name: 'Home price' });

    await user.type(input, '350000.00');
    await user.tab();

    expect(input).toHaveValue('$350,000');
  });

  it('issue 34 §4: keeps a minus sign for the form to refuse (-500 is never read as $500)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CurrencyInput id="extra" label="Extra each month" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Extra each month' });

    await user.type(input, '-500');
    await user.tab();

    expect(input).toHaveValue('-$500');
    expect(onChange).toHaveBeenLastCalledWith(-500);
  });

  it('renders the same on the server and in the browser', async () => {
    const { errors, serverHtml, unmount } = await renderOnServerThenHydrate(
      <I18nProvider locale="en-US">
        <CurrencyInput id="price" label="Home price" defaultValue={350000} />
      </I18nProvider>,
    );

    expect(serverHtml).toContain('value="$350,000"');
    expect(errors).toEqual([]);
    unmount();
  });
});
