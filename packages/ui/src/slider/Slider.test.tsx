import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { describe, expect, it, vi } from 'vitest';
import { renderOnServerThenHydrate } from '../internal/hydrate.tsx';
import { Slider } from './Slider.tsx';
import { acceptSliderValue } from './slider-value.ts';

// SPEC §9: the rent-vs-buy change-year slider runs from 0 to 30.
const YEARS = { min: 0, max: 30 };

describe('acceptSliderValue (SPEC §5/§9: slider values outside min–max are ignored)', () => {
  it.each([
    { candidate: 0, expected: 0 },
    { candidate: 30, expected: 30 },
    { candidate: 12.5, expected: 12.5 },
    { candidate: -1, expected: 10 },
    { candidate: 31, expected: 10 },
    { candidate: Number.NaN, expected: 10 },
    { candidate: Number.POSITIVE_INFINITY, expected: 10 },
    { candidate: null, expected: 10 },
    { candidate: undefined, expected: 10 },
  ])('$candidate on 0–30, last accepted 10, gives $expected', ({ candidate, expected }) => {
    expect(acceptSliderValue(candidate, YEARS, 10)).toBe(expected);
  });
});

describe('Slider', () => {
  it('is a labelled slider that shows its value and is described by hint then error', () => {
    render(
      <Slider
        id="change-year"
        label="Years in the home"
        hint="How long you plan to stay"
        error="Choose how long you plan to stay"
        min={0}
        max={30}
        defaultValue={10}
      />,
    );

    const slider = screen.getByRole('slider', { name: 'Years in the home' });
    expect(slider).toHaveValue('10');
    expect(slider).toHaveAttribute('aria-describedby', 'change-year-hint change-year-error');
    expect(screen.getByRole('status')).toHaveTextContent('10');
  });

  it('moves by step with the arrow keys and to the ends with Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Slider
        id="dti"
        label="Debt-to-income"
        min={0}
        max={50}
        step={5}
        defaultValue={35}
        onChange={onChange}
      />,
    );
    const slider = screen.getByRole('slider', { name: 'Debt-to-income' });

    await user.tab();
    expect(slider).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(slider).toHaveValue('40');
    expect(onChange).toHaveBeenLastCalledWith(40);
    await user.keyboard('{End}');
    expect(slider).toHaveValue('50');
    await user.keyboard('{Home}');
    expect(slider).toHaveValue('0');
  });

  it('formats the shown value, such as a percent', () => {
    render(
      <Slider
        id="dti"
        label="Debt-to-income"
        min={0}
        max={0.5}
        step={0.01}
        defaultValue={0.36}
        formatOptions={{ style: 'percent' }}
      />,
    );

    expect(screen.getByRole('slider', { name: 'Debt-to-income' })).toHaveAttribute(
      'aria-valuetext',
      '36%',
    );
  });

  it('SPEC §5/§9: ignores a value from the parent outside min–max and keeps the last accepted one', () => {
    const { rerender } = render(<Slider id="y" label="Years" {...YEARS} value={12} />);
    const slider = screen.getByRole('slider', { name: 'Years' });

    rerender(<Slider id="y" label="Years" {...YEARS} value={45} />);
    expect(slider).toHaveValue('12');
    rerender(<Slider id="y" label="Years" {...YEARS} value={-3} />);
    expect(slider).toHaveValue('12');
    rerender(<Slider id="y" label="Years" {...YEARS} value={20} />);
    expect(slider).toHaveValue('20');
  });

  it('SPEC §5/§9: starts at min when its first value is outside min–max', () => {
    render(<Slider id="y" label="Years" {...YEARS} defaultValue={99} />);

    expect(screen.getByRole('slider', { name: 'Years' })).toHaveValue('0');
  });

  it('SPEC §5/§9: ignores a typed value outside min–max; the box shows the last accepted value again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Slider
        id="rate"
        label="Interest rate"
        min={0}
        max={10}
        step={0.125}
        defaultValue={6.5}
        withInput
        onChange={onChange}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Interest rate' });
    const slider = screen.getByRole('slider', { name: 'Interest rate' });

    await user.clear(box);
    await user.type(box, '12');
    await user.tab();

    expect(onChange).not.toHaveBeenCalled();
    expect(slider).toHaveValue('6.5');
    expect(box).toHaveValue('6.5');
  });

  it('takes a typed value within min–max and moves the thumb to it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const onChangeEnd = vi.fn();
    render(
      <Slider
        id="rate"
        label="Interest rate"
        min={0}
        max={10}
        step={0.125}
        defaultValue={6.5}
        withInput
        onChange={onChange}
        onChangeEnd={onChangeEnd}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Interest rate' });

    await user.clear(box);
    await user.type(box, '7.25');
    await user.keyboard('{Enter}');

    expect(screen.getByRole('slider', { name: 'Interest rate' })).toHaveValue('7.25');
    expect(onChange).toHaveBeenLastCalledWith(7.25);
    expect(onChangeEnd).toHaveBeenLastCalledWith(7.25);
  });

  it('does not move while disabled', () => {
    render(<Slider id="y" label="Years" {...YEARS} defaultValue={5} disabled />);
    const slider = screen.getByRole('slider', { name: 'Years' });

    fireEvent.keyDown(slider, { key: 'ArrowRight' });

    expect(slider).toBeDisabled();
    expect(slider).toHaveValue('5');
  });

  it('sends its value with a form', () => {
    const { container } = render(
      <form>
        <Slider id="y" name="changeYear" label="Years" {...YEARS} defaultValue={10} />
      </form>,
    );

    expect(new FormData(container.querySelector('form') as HTMLFormElement).get('changeYear')).toBe(
      '10',
    );
  });

  it('renders the same on the server and in the browser', async () => {
    const { errors, unmount } = await renderOnServerThenHydrate(
      <I18nProvider locale="en-US">
        <Slider
          id="dti"
          label="Debt-to-income"
          min={0}
          max={0.5}
          step={0.01}
          defaultValue={0.36}
          formatOptions={{ style: 'percent' }}
          withInput
        />
      </I18nProvider>,
    );

    expect(errors).toEqual([]);
    unmount();
  });
});
