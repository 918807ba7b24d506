import { act, render, screen } from '@testing-library/react';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomClient from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import {
  bandAmount,
  hashWith,
  MONTHLY_AMOUNT_EDGES,
  parseDollars,
  useHashParam,
  wholeDollars,
} from './index.ts';
import { satisfiesRange, shimSource } from './loader/index.ts';

describe('bandAmount', () => {
  it.each([
    [0, '0-10000'],
    [9_999.99, '0-10000'],
    [85_000, '75000-100000'],
    [100_000, '100000-150000'],
    [2_000_000, '2000000+'],
  ])('puts $%s in %s', (dollars, band) => expect(bandAmount(dollars)).toBe(band));

  it('bands monthly amounts on their own edges', () => {
    expect(bandAmount(1_800, MONTHLY_AMOUNT_EDGES)).toBe('1500-2000');
  });

  it('sends nothing for a missing or impossible amount', () => {
    expect(bandAmount(undefined)).toBeUndefined();
    expect(bandAmount(Number.NaN)).toBeUndefined();
    expect(bandAmount(-1)).toBeUndefined();
  });
});

describe('money', () => {
  it('reads amounts as typed, with $ and commas', () => {
    expect(parseDollars(' $85,000 ')).toBe(85_000);
    expect(parseDollars('1250.5')).toBe(1250.5);
    expect(parseDollars('')).toBeUndefined();
    expect(parseDollars('12a')).toBeNaN();
    expect(parseDollars('-5')).toBeNaN();
  });

  it('shows whole dollars', () => expect(wholeDollars(349_999.5)).toBe('$350,000'));
});

describe('hash state', () => {
  it('sets and removes one parameter, keeping the others', () => {
    expect(hashWith('#zip=48226', 'dti', '36')).toBe('#zip=48226&dti=36');
    expect(hashWith('#zip=48226&dti=36', 'dti', undefined)).toBe('#zip=48226');
    expect(hashWith('', 'dti', undefined)).toBe('');
  });

  function Dti() {
    const [dti, setDti] = useHashParam('dti');
    return (
      <button type="button" onClick={() => setDti(String(Number(dti ?? 36) + 1))}>
        DTI {dti ?? 'none'}
      </button>
    );
  }

  it('pushes history, and Back shows the previous value', async () => {
    window.history.replaceState(null, '', '/calculators/affordability#zip=48226');
    render(<Dti />);
    const button = screen.getByRole('button');
    expect(button).toHaveTextContent('DTI none');
    act(() => button.click());
    expect(button).toHaveTextContent('DTI 37');
    expect(window.location.hash).toBe('#zip=48226&dti=37');
    act(() => button.click());
    expect(button).toHaveTextContent('DTI 38');
    await act(async () => {
      window.history.back();
      await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    });
    expect(button).toHaveTextContent('DTI 37');
  });
});

describe('satisfiesRange', () => {
  it.each([
    ['19.3.1', '^19.2.0', true],
    ['19.2.0', '^19.2.0', true],
    ['19.1.9', '^19.2.0', false],
    ['20.0.0', '^19.2.0', false],
    ['18.3.1', '>=19.0.0', false],
    ['19.3.1', '19.3.1', true],
    ['19.3.1', '~19.3.0', false],
  ])('React %s against %s: %s', (version, range, expected) => {
    expect(satisfiesRange(version, range)).toBe(expected);
  });
});

describe('shimSource', () => {
  it.each([
    ['react', React],
    ['react/jsx-runtime', JsxRuntime],
    ['react-dom', ReactDom],
    ['react-dom/client', ReactDomClient],
  ] as const)('re-exports every named export of %s', (name, module) => {
    const source = shimSource(name, Object.keys(module));
    const exported = /export const \{ ([^}]+) \}/.exec(source)![1]!.split(', ');
    // Vite's namespace of a CommonJS module also has `module.exports`, which is no export name.
    const expected = Object.keys(module).filter(
      (key) => key !== 'default' && key !== 'module.exports',
    );
    expect(exported.sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(2);
  });

  it('re-exports the module from the global when run', async () => {
    globalThis.__lenderReact = {
      react: { useState: 'the host useState', version: '19.3.1' },
      'react/jsx-runtime': {},
      'react-dom': {},
      'react-dom/client': {},
    };
    const source = shimSource('react', ['useState', 'version']);
    const module = (await import(
      /* @vite-ignore */ `data:text/javascript,${encodeURIComponent(source)}`
    )) as Record<string, unknown>;
    expect(module['useState']).toBe('the host useState');
    expect(module['version']).toBe('19.3.1');
    globalThis.__lenderReact = undefined;
  });
});

void React;
