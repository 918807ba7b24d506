// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SUGGEST_DEBOUNCE_MS, type SuggestFunction } from '../page-search-suggest.ts';
import { searchHref, SiteSearchBox } from './SiteSearchBox.tsx';

/** A suggestion service that answers from a list and records what it was asked. */
function fakeService(answer: (term: string) => string[] | Promise<string[]>) {
  const terms: string[] = [];
  const suggest: SuggestFunction = async (term) => {
    terms.push(term);
    return answer(term);
  };
  return { terms, suggest };
}

function Where() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function renderBox(suggest: SuggestFunction) {
  const Stub = createRoutesStub([
    {
      path: '*',
      Component: () => (
        <>
          <SiteSearchBox suggest={suggest} />
          <Where />
        </>
      ),
    },
  ]);
  render(<Stub initialEntries={['/']} />);
  return screen.getByRole('combobox', { name: 'Search the site' });
}

const location = () => screen.getByTestId('location').textContent;
const options = () => screen.queryAllByRole('option').map((option) => option.textContent);

/** Lets the debounce timer and the service's promise run. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SiteSearchBox', () => {
  it('is a search landmark with a GET form to /search that works without JavaScript', () => {
    renderBox(fakeService(() => []).suggest);
    const form = screen.getByRole('search', { name: 'Site' });
    expect(form.getAttribute('action')).toBe('/search');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByRole('combobox').getAttribute('name')).toBe('q');
  });

  it('asks for nothing below 3 characters (SPEC §9)', async () => {
    const service = fakeService(() => ['refinance']);
    const box = renderBox(service.suggest);
    fireEvent.change(box, { target: { value: 're' } });
    await wait(1_000);
    fireEvent.change(box, { target: { value: '   re  ' } });
    await wait(1_000);
    expect(service.terms).toEqual([]);
    expect(options()).toEqual([]);
  });

  it('asks once typing has paused for 300 ms, for the latest term only (SPEC §9)', async () => {
    expect(SUGGEST_DEBOUNCE_MS).toBe(300);
    const service = fakeService((term) => [`${term} rates`, `${term} calculator`]);
    const box = renderBox(service.suggest);
    for (const value of ['ref', 'refi', 'refin']) {
      fireEvent.change(box, { target: { value } });
      await wait(100);
    }
    expect(service.terms).toEqual([]);
    await wait(199);
    expect(service.terms).toEqual([]);
    await wait(1);
    expect(service.terms).toEqual(['refin']);
    expect(options()).toEqual(['refin rates', 'refin calculator']);
    expect(box.getAttribute('aria-expanded')).toBe('true');
  });

  it('hides the suggestions as soon as the box is emptied', async () => {
    const box = renderBox(fakeService(() => ['refinance']).suggest);
    fireEvent.change(box, { target: { value: 'refi' } });
    await wait(300);
    expect(options()).toEqual(['refinance']);
    fireEvent.change(box, { target: { value: '' } });
    expect(options()).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('drops an answer that arrives after the term has changed', async () => {
    let release: (list: string[]) => void = () => {};
    const service = fakeService((term) =>
      term === 'mor' ? new Promise<string[]>((resolve) => (release = resolve)) : ['mortgage rates'],
    );
    const box = renderBox(service.suggest);
    fireEvent.change(box, { target: { value: 'mor' } });
    await wait(300);
    fireEvent.change(box, { target: { value: 'mort' } });
    await wait(300);
    await act(async () => release(['stale']));
    expect(service.terms).toEqual(['mor', 'mort']);
    expect(options()).toEqual(['mortgage rates']);
  });

  it('shows an empty list when the service fails (SPEC §8)', async () => {
    const box = renderBox(fakeService(() => []).suggest);
    fireEvent.change(box, { target: { value: 'refi' } });
    await wait(300);
    expect(options()).toEqual([]);
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('searches the highlighted suggestion on Arrow Down and Enter', async () => {
    const box = renderBox(fakeService(() => ['refinance', 'refinance rates']).suggest);
    fireEvent.change(box, { target: { value: 'refi' } });
    await wait(300);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe('site-search-q-option-1');
    fireEvent.keyDown(box, { key: 'Enter' });
    await wait(0);
    expect(location()).toBe('/search?q=refinance+rates');
  });

  it('searches what was typed on Enter when no suggestion is highlighted', async () => {
    const box = renderBox(fakeService(() => ['refinance']).suggest);
    fireEvent.change(box, { target: { value: '  cash out <b> ' } });
    fireEvent.submit(box.closest('form') as HTMLFormElement);
    await wait(0);
    expect(location()).toBe('/search?q=cash+out+%3Cb%3E');
  });

  it('closes the suggestions on Escape and keeps the text', async () => {
    const box = renderBox(fakeService(() => ['refinance']).suggest);
    fireEvent.change(box, { target: { value: 'refi' } });
    await wait(300);
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('refi');
  });
});

describe('searchHref', () => {
  it.each([
    ['refinance', '/search?q=refinance'],
    ['  ', '/search'],
    ['a&b=c', '/search?q=a%26b%3Dc'],
  ])('%j → %s', (term, href) => {
    expect(searchHref(term)).toBe(href);
  });
});
