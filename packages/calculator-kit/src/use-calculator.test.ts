import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { defineCalculator } from './define-calculator.ts';
import { HISTORY_MERGE_MS } from './history.ts';
import { useCalculator } from './use-calculator.ts';

interface Values {
  a: string;
  b: string;
}

const sum = defineCalculator<Values, number, number | undefined>({
  formName: 'test',
  defaults: { a: '1', b: '2' },
  checked: ['a', 'b'],
  fieldError: (field, values) =>
    /^\d+$/.test(values[field]) ? undefined : `Enter ${field} as a number`,
  calculate: (values, extra) => Number(values.a) + Number(values.b) + (extra ?? 0),
  announce: (total) => `The sum is ${total}`,
  ran: () => ({ calculator_name: 'test' }),
});

const names = (onEvent: ReturnType<typeof vi.fn>) =>
  onEvent.mock.calls.map(([event]) => (event as { name: string }).name);

/** The page's Back as the hook meets it: the address is `address`, then `popstate`. */
const goBackTo = (address: string) =>
  act(() => {
    window.history.replaceState(null, '', address);
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

beforeEach(() => {
  window.history.replaceState(null, '', '/test');
  vi.useRealTimers();
});

describe('useCalculator', () => {
  it('opens with the example figures, labelled as examples, silently and with no event', () => {
    const onEvent = vi.fn();
    const { result } = renderHook(() => useCalculator(sum, { onEvent }));
    expect(result.current.shown?.result).toBe(3);
    expect(result.current.example).toBe(true);
    expect(result.current.announcement.message).toBe('');
    expect(onEvent).not.toHaveBeenCalled();
    expect(window.location.hash).toBe('');
  });

  it('recalculates as each field is committed, and says so once the visitor has changed one', () => {
    const onEvent = vi.fn();
    const { result } = renderHook(() => useCalculator(sum, { onEvent }));
    act(() => result.current.commit('a', '5'));
    expect(result.current.shown?.result).toBe(7);
    expect(result.current.example).toBe(false);
    expect(result.current.announcement.message).toBe('The sum is 7');
    expect(names(onEvent)).toEqual(['CALCULATION_RAN']);
    expect(window.location.hash).toBe('#a=5&b=2');
  });

  it('keeps both of two changes made before React re-renders (a box left and a radio chosen in one click)', () => {
    const { result } = renderHook(() => useCalculator(sum));
    act(() => {
      result.current.commit('a', '5');
      result.current.commit('b', '7');
    });
    expect(result.current.values).toEqual({ a: '5', b: '7' });
    expect(result.current.shown?.result).toBe(12);
  });

  it('reports each new message once, and keeps the last right figures while one shows', () => {
    const onEvent = vi.fn();
    const { result } = renderHook(() => useCalculator(sum, { onEvent }));
    act(() => result.current.commit('a', 'x'));
    act(() => result.current.submit());
    expect(result.current.errors).toEqual({ a: 'Enter a as a number' });
    expect(result.current.shown).toEqual({ values: { a: '1', b: '2' }, result: 3 });
    expect(names(onEvent)).toEqual(['FORM_FIELD_ERROR', 'FORM_FIELD_ERROR']);
    expect(result.current.failedSubmits).toBe(1);
  });

  it('calculates a link at once, counts it as a calculation and keeps the parameters it does not own', () => {
    window.history.replaceState(null, '', '/test#zip=48226&a=3');
    const onEvent = vi.fn();
    const { result } = renderHook(() => useCalculator(sum, { onEvent }));
    expect(result.current.shown?.result).toBe(5);
    expect(result.current.example).toBe(false);
    expect(result.current.announcement.message).toBe('The sum is 5');
    expect(names(onEvent)).toEqual(['CALCULATION_RAN']);
    act(() => result.current.commit('b', '4'));
    expect(window.location.hash).toBe('#zip=48226&a=3&b=4');
  });

  it('shows a broken link’s messages at once and no figures', () => {
    window.history.replaceState(null, '', '/test#a=x');
    const { result } = renderHook(() => useCalculator(sum));
    expect(result.current.errors).toEqual({ a: 'Enter a as a number' });
    expect(result.current.shown).toBeUndefined();
  });

  it('adds a history entry per calculation, but one for calculations in quick succession', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { result } = renderHook(() => useCalculator(sum));
    const start = window.history.length;
    act(() => result.current.commit('a', '4'));
    vi.advanceTimersByTime(HISTORY_MERGE_MS / 2);
    act(() => result.current.commit('a', '5'));
    expect(window.history.length).toBe(start + 1);
    expect(window.location.hash).toBe('#a=5&b=2');
    vi.advanceTimersByTime(HISTORY_MERGE_MS);
    act(() => result.current.commit('a', '6'));
    expect(window.history.length).toBe(start + 2);
  });

  it('follows Back to the figures of the hash it lands on', () => {
    const { result } = renderHook(() => useCalculator(sum));
    goBackTo('/test#a=10&b=10');
    expect(result.current.values).toEqual({ a: '10', b: '10' });
    expect(result.current.shown?.result).toBe(20);
  });

  it('goes Back to the opening figures from the first calculation', () => {
    const { result } = renderHook(() => useCalculator(sum));
    act(() => result.current.commit('a', '5'));
    goBackTo('/test');
    expect(result.current.values).toEqual({ a: '1', b: '2' });
    expect(result.current.shown?.result).toBe(3);
  });

  it('leaves a calculator that keeps out of the address alone when the page goes Back', () => {
    const quiet = defineCalculator({ ...sum, toHash: (hash) => hash, fromHash: () => undefined });
    const { result } = renderHook(() => useCalculator(quiet));
    act(() => result.current.commit('a', '5'));
    expect(window.location.hash).toBe('');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current.shown?.result).toBe(7);
  });

  it('recalculates the same values when the context arrives, and waits to speak until it has', () => {
    window.history.replaceState(null, '', '/test#a=1');
    const onEvent = vi.fn();
    const { result, rerender } = renderHook(
      ({ extra, ready }: { extra: number | undefined; ready: boolean }) =>
        useCalculator(sum, { onEvent, context: extra, ready }),
      { initialProps: { extra: undefined as number | undefined, ready: false } },
    );
    expect(result.current.announcement.message).toBe('');
    expect(onEvent).not.toHaveBeenCalled();
    rerender({ extra: 100, ready: true });
    expect(result.current.shown?.result).toBe(103);
    expect(result.current.announcement.message).toBe('The sum is 103');
    expect(names(onEvent)).toEqual(['CALCULATION_RAN']);
  });

  it('holds a calculation’s event until its figures are final, then counts it once with them', () => {
    // Figures that wait on the context: -1 until it is known (a new ZIP code's place).
    const waiting = defineCalculator({
      ...sum,
      calculate: (values: Values, extra: number | undefined) =>
        extra === undefined ? -1 : Number(values.a) + extra,
      settled: (total: number) => total !== -1,
      ran: (total: number) => ({ calculator_name: 'test', result_band: String(total) }),
    });
    const onEvent = vi.fn();
    const { result, rerender } = renderHook(
      ({ extra }: { extra: number | undefined }) =>
        useCalculator(waiting, { onEvent, context: extra }),
      { initialProps: { extra: 10 as number | undefined } },
    );
    act(() => result.current.commit('a', '5'));
    expect(onEvent.mock.calls.map(([event]) => event.properties.result_band)).toEqual(['15']);
    // The page asks again (the context is unknown for a moment): no event with waiting figures…
    rerender({ extra: undefined });
    act(() => result.current.commit('a', '6'));
    expect(onEvent).toHaveBeenCalledTimes(1);
    // …and one when they arrive, with the final figures' bands; none again after.
    rerender({ extra: 20 });
    expect(onEvent).toHaveBeenCalledTimes(2);
    expect(onEvent).toHaveBeenLastCalledWith({
      name: 'CALCULATION_RAN',
      properties: { calculator_name: 'test', result_band: '26' },
    });
    rerender({ extra: 30 });
    expect(onEvent).toHaveBeenCalledTimes(2);
  });

  it('takes the API’s confirmation of the latest calculation only', async () => {
    const answers: ((value: number | undefined) => void)[] = [];
    const confirm = vi.fn(
      () => new Promise<number | undefined>((resolve) => answers.push(resolve)),
    );
    const { result } = renderHook(() => useCalculator(sum, { confirm }));
    expect(confirm).not.toHaveBeenCalled(); // the example figures cost the API nothing
    act(() => result.current.commit('a', '4'));
    act(() => result.current.commit('a', '5'));
    expect(result.current.confirmation).toBe('pending');
    await act(async () => answers[0]!(1000));
    expect(result.current.shown?.result).toBe(7);
    await act(async () => answers[1]!(undefined));
    await waitFor(() => expect(result.current.confirmation).toBe('failed'));
    expect(result.current.shown?.result).toBe(7);
  });

  it('keeps a message learned by asking until its field changes, with no figures meanwhile', () => {
    const onEvent = vi.fn();
    const { result } = renderHook(() => useCalculator(sum, { onEvent }));
    act(() => result.current.setFieldError('b', 'We do not know that number'));
    act(() => result.current.commit('a', '9'));
    expect(result.current.shown?.result).toBe(3);
    act(() => result.current.submit());
    expect(result.current.errors.b).toBe('We do not know that number');
    act(() => result.current.commit('b', '1'));
    expect(result.current.errors).toEqual({});
    expect(result.current.shown?.result).toBe(10);
  });
});
