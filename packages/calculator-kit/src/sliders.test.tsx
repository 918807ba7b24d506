import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { downPaymentSlider, fieldRenderers, PRICE_SLIDER, RATE_SLIDER } from './form-fields.ts';

type Field = 'price' | 'down' | 'rate';

/** A price, a down payment and a rate, as a payment calculator asks them. */
function PaymentForm({ onCommit }: { onCommit: (field: Field, text: string) => void }) {
  const [values, setValues] = useState<Record<Field, string>>({
    price: '400000',
    down: '80000',
    rate: '6.5',
  });
  const fields = fieldRenderers({
    idPrefix: 'pay',
    values,
    errors: {},
    commit(field, text) {
      onCommit(field, text);
      setValues((last) => ({ ...last, [field]: text }));
    },
  });
  return (
    <form noValidate>
      {fields.price('price', 'Home price')}
      {fields.downPayment('down', 'Down payment', 'price')}
      {fields.rate('rate', 'Interest rate')}
    </form>
  );
}

/** The range under the box labelled `label` (hidden from assistive technology, so found by DOM). */
function rangeUnder(label: string): HTMLInputElement {
  const box = screen.getByLabelText(label);
  const range = box.closest('.lcalc-slidable')?.querySelector('input[type="range"]');
  if (!(range instanceof HTMLInputElement)) throw new Error(`no slider under ${label}`);
  return range;
}

describe('sliders under price, down payment and rate', () => {
  it('sit on the boxes’ values, over the shared ranges, the down payment’s up to the price', () => {
    render(<PaymentForm onCommit={vi.fn()} />);
    expect(rangeUnder('Home price')).toMatchObject({
      value: '400000',
      min: '50000',
      max: '2000000',
    });
    expect(rangeUnder('Down payment')).toMatchObject({ value: '80000', min: '0', max: '400000' });
    expect(rangeUnder('Interest rate')).toMatchObject({ value: '6.5', min: '2', max: '12' });
    expect(rangeUnder('Interest rate').step).toBe(String(RATE_SLIDER.step));
  });

  it('leave the box as the keyboard and screen-reader path: no slider role, no tab stop', async () => {
    render(<PaymentForm onCommit={vi.fn()} />);
    expect(screen.queryByRole('slider')).toBeNull();
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByLabelText('Home price')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Down payment')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Interest rate')).toHaveFocus();
  });

  it('show the thumb’s value in the box while it moves and commit once, when let go', () => {
    const onCommit = vi.fn();
    render(<PaymentForm onCommit={onCommit} />);
    const range = rangeUnder('Home price');
    fireEvent.change(range, { target: { value: '455000' } });
    fireEvent.change(range, { target: { value: '500000' } });
    expect(screen.getByLabelText('Home price')).toHaveValue('$500,000');
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.pointerUp(range);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith('price', '500000');
    // The down payment's slider now runs up to the new price.
    expect(rangeUnder('Down payment').max).toBe('500000');
  });

  it('commit nothing when let go where it started', () => {
    const onCommit = vi.fn();
    render(<PaymentForm onCommit={onCommit} />);
    fireEvent.pointerUp(rangeUnder('Interest rate'));
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('stay at an end for a typed value beyond the range, which the box keeps', async () => {
    render(<PaymentForm onCommit={vi.fn()} />);
    const user = userEvent.setup();
    const box = screen.getByLabelText('Home price');
    await user.clear(box);
    await user.type(box, '3500000');
    await user.tab();
    expect(box).toHaveValue('$3,500,000');
    expect(rangeUnder('Home price').value).toBe(String(PRICE_SLIDER.max));
  });
});

describe('downPaymentSlider', () => {
  it('runs to the price, or to $500,000 while the price is empty or not a number', () => {
    expect(downPaymentSlider(325_000)).toEqual({ min: 0, max: 325_000, step: 1_000 });
    expect(downPaymentSlider(Number.NaN).max).toBe(500_000);
    expect(downPaymentSlider(0).max).toBe(500_000);
  });
});
