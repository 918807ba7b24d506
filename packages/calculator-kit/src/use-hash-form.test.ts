import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useHashForm } from './use-hash-form.ts';

interface Values {
  a: string;
  b: string;
}

const DEFAULTS: Values = { a: '1', b: '2' };

function options(onEvent = vi.fn()) {
  return {
    formName: 'test',
    defaults: DEFAULTS,
    checked: ['a', 'b'] as const,
    fieldError: (field: 'a' | 'b', values: Values) =>
      /^\d+$/.test(values[field]) ? undefined : `Enter ${field} as a number`,
    normalise: (values: Values) => values,
    calculate: (values: Values) => Number(values.a) + Number(values.b),
    announce: (sum: number) => `The sum is ${sum}`,
    ran: () => ({ calculator_name: 'test' }),
    onEvent,
  };
}

beforeEach(() => window.history.replaceState(null, '', '/test'));

describe('useHashForm', () => {
  it('keeps both of two changes made before React re-renders (a box left and a radio chosen in one click)', () => {
    const { result } = renderHook(() => useHashForm(options()));
    act(() => {
      result.current.commit('a', '5');
      result.current.commit('b', '7');
    });
    expect(result.current.values).toEqual({ a: '5', b: '7' });
    act(() => result.current.submit());
    expect(result.current.shown?.result).toBe(12);
    expect(window.location.hash).toBe('#a=5&b=7');
  });

  it('reports each new message once, and calculates nothing while one shows', () => {
    const onEvent = vi.fn();
    const { result } = renderHook(() => useHashForm(options(onEvent)));
    act(() => result.current.commit('a', 'x'));
    act(() => result.current.submit());
    expect(result.current.errors).toEqual({ a: 'Enter a as a number' });
    expect(result.current.shown).toBeUndefined();
    expect(onEvent.mock.calls.map(([event]) => event.name)).toEqual([
      'FORM_FIELD_ERROR',
      'FORM_FIELD_ERROR',
    ]);
    expect(result.current.failedSubmits).toBe(1);
  });

  it('calculates a link at once, keeping the parameters it does not own', () => {
    window.history.replaceState(null, '', '/test#zip=48226&a=3');
    const onEvent = vi.fn();
    const { result } = renderHook(() => useHashForm(options(onEvent)));
    expect(result.current.shown?.result).toBe(5);
    expect(result.current.announcement.message).toBe('The sum is 5');
    expect(onEvent).toHaveBeenCalledWith({
      name: 'CALCULATION_RAN',
      properties: { calculator_name: 'test' },
    });
    act(() => result.current.commit('b', '4'));
    expect(window.location.hash).toBe('#zip=48226&a=3&b=4');
  });
});
