// @vitest-environment jsdom
// The rate comparison and the rate ticker as a visitor uses them (SPEC §3–§5, §9): the selects'
// disabled options, the 50/100/300 ms delays, the table, the purpose, the demo label; the
// ticker's pauses, its focusable links and its still list under reduced motion.
import '@testing-library/jest-dom/vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, MemoryRouter } from 'react-router';
import type { ProductRatesResponse } from '@lender/validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTrackedEvents, eventsNamed } from '../test-support.ts';
import { RateComparison } from './RateComparison.tsx';
import { RateTicker } from './RateTicker.tsx';
import { initialProductCodes, isDemoRates, parseRateQuery, rateQueryHref } from './rate-query.ts';

function entry(productCode: string, productName: string, rate: number, payment: number) {
  return {
    metadata: { productCode, productName, termMonths: 360 },
    rate,
    apr: rate + 0.125,
    payment,
    monthlyPayment: payment + 100,
    points: { finalPoints: 0.5, basePoints: 0.25, dollarAmountOfPoints: 1600 },
  };
}

const purchase: ProductRatesResponse = {
  effectiveDate: '2026-11-20',
  purpose: 'purchase',
  products: [
    entry('30YRFIXED', '30-year fixed', 6.25, 1970.3),
    entry('15YRFIXED', '15-year fixed', 5.625, 2635.94),
    entry('FHA30', '30-year FHA', 6, 1918.56),
    entry('VA30', '30-year VA', 5.875, 1892.92),
  ],
  assumptions: [
    'Rates from the rate sheet of 2026-11-20.',
    'These are demo rates for a fictional lender, not real offers.',
  ],
};

const refinance: ProductRatesResponse = {
  ...purchase,
  purpose: 'refinance',
  products: [
    entry('30YRFIXED', '30-year fixed', 6.5, 2022.4),
    entry('VA30', '30-year VA', 6, 1918.56),
  ],
  assumptions: ['Rates from the rate sheet of 2026-11-20.'],
};

let refinanceAnswer: () => Promise<unknown> = async () => ({ ok: true, data: refinance });
vi.mock('../../forms/api.ts', () => ({
  browserApi: async () => ({ productRates: () => refinanceAnswer() }),
}));

beforeEach(() => {
  window.history.replaceState(null, '', '/rates');
});

afterEach(() => {
  cleanup();
  clearTrackedEvents();
  vi.useRealTimers();
});

function renderComparison(productCodes = ['30YRFIXED', '15YRFIXED', 'FHA30'], show = 0) {
  // In a router: the table's terms link to their articles.
  return render(
    <MemoryRouter initialEntries={['/rates']}>
      <RateComparison rates={purchase} productCodes={productCodes} show={show} />
    </MemoryRouter>,
  );
}

function optionOf(select: HTMLElement, name: string) {
  return within(select).getByRole('option', { name });
}

describe('the rate comparison', () => {
  it('shows the chosen products’ rate, APR, points and payment, the sheet’s date and demo rates', () => {
    renderComparison();
    const table = screen.getByRole('table', {
      name: /Rates for buying a home, as of November 20, 2026/,
    });
    expect(within(table).getByText('Demo rates')).toBeVisible();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['30-year fixed', '15-year fixed', '30-year FHA']);
    const rate = within(table).getByRole('row', { name: /Interest rate/ });
    expect(
      within(rate)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['6.250%', '5.625%', '6.000%']);
    expect(within(table).getByRole('row', { name: /APR/ })).toHaveTextContent('6.375%');
    expect(within(table).getByRole('row', { name: /Points/ })).toHaveTextContent(
      '0.500 ($1,600.00)',
    );
    expect(within(table).getByRole('row', { name: /Principal and interest/ })).toHaveTextContent(
      '$1,970.30',
    );
    expect(eventsNamed('loaded_component')).toEqual([
      expect.objectContaining({ component_name: 'rate_comparison' }),
    ]);
  });

  it('disables in each select the products the others have (after 50 ms), updates its column after 100 ms and announces after 300 ms', () => {
    vi.useFakeTimers();
    renderComparison();
    const first = screen.getByLabelText('First loan');
    const second = screen.getByLabelText('Second loan');
    const third = screen.getByLabelText('Third loan');
    expect(optionOf(first, '15-year fixed')).toBeDisabled();
    expect(optionOf(first, '30-year FHA')).toBeDisabled();
    expect(optionOf(first, '30-year VA')).toBeEnabled();
    expect(optionOf(second, '30-year fixed')).toBeDisabled();

    fireEvent.change(first, { target: { value: 'VA30' } });
    expect(first).toHaveValue('VA30');
    // Not yet: the siblings follow after 50 ms, the table after 100 ms.
    expect(optionOf(second, '30-year VA')).toBeEnabled();
    act(() => vi.advanceTimersByTime(50));
    expect(optionOf(second, '30-year VA')).toBeDisabled();
    expect(optionOf(third, '30-year VA')).toBeDisabled();
    expect(optionOf(second, '30-year fixed')).toBeEnabled();
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('30-year fixed');
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getAllByRole('columnheader')[0]).toHaveTextContent('30-year VA');
    expect(eventsNamed('selected_dropdown_value')).toEqual([]);
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('status')).toHaveTextContent('First loan: 30-year VA.');
    expect(eventsNamed('selected_dropdown_value')).toEqual([
      expect.objectContaining({
        dropdown_name: 'rate_select_1',
        component_name: 'rate_comparison',
        selected_value: 'VA30',
      }),
    ]);
    expect(window.location.search).toBe('?products=VA30%2C15YRFIXED%2CFHA30');
  });

  it('refuses a product another select has, even before its options are disabled', () => {
    renderComparison();
    const second = screen.getByLabelText('Second loan');
    fireEvent.change(second, { target: { value: '30YRFIXED' } });
    expect(second).toHaveValue('15YRFIXED');
  });

  it('fetches the refinance rates when the purpose changes, keeping the products it prices', async () => {
    renderComparison(['30YRFIXED', 'VA30', 'FHA30']);
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Loan purpose'), { target: { value: 'refinance' } });
    });
    expect(
      await screen.findByRole('table', { name: /Rates for refinancing, as of November 20, 2026/ }),
    ).toBeVisible();
    expect(screen.queryByText('Demo rates')).toBeNull();
    expect(screen.getByLabelText('First loan')).toHaveValue('30YRFIXED');
    expect(screen.getByLabelText('Second loan')).toHaveValue('VA30');
    expect(screen.getByLabelText('Third loan')).toHaveValue('');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      '30-year fixed',
      '30-year VA',
      'No loan chosen',
    ]);
    expect(eventsNamed('applied_filters')).toEqual([
      expect.objectContaining({
        filter_type: 'rate_purpose_refinance',
        applied_refinance_filter: true,
      }),
    ]);
  });

  it('keeps the purchase rates and says so when the refinance rates do not load', async () => {
    refinanceAnswer = async () => ({ ok: false, kind: 'failed', status: 503 });
    renderComparison();
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Loan purpose'), { target: { value: 'refinance' } });
    });
    expect(
      await screen.findByText("We couldn't load the refinance rates. Try again in a moment."),
    ).toBeVisible();
    expect(screen.getByLabelText('Loan purpose')).toHaveValue('purchase');
    refinanceAnswer = async () => ({ ok: true, data: refinance });
  });

  it('shows one column at a time below 768 px, chosen by its button', () => {
    renderComparison(undefined, 1);
    const table = screen.getByRole('table');
    expect(table).toHaveClass('rate-table--show-1');
    const chooser = screen.getByRole('group', { name: 'Loan shown in the table' });
    expect(within(chooser).getByRole('link', { name: '15-year fixed' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    fireEvent.click(within(chooser).getByRole('link', { name: '30-year FHA' }));
    expect(table).toHaveClass('rate-table--show-2');
    expect(window.location.search).toContain('show=2');
  });
});

describe('the rate query', () => {
  it.each([
    ['', { purpose: 'purchase', products: [], show: 0 }],
    [
      '?purpose=refinance&products=FHA30,VA30&show=2',
      { purpose: 'refinance', products: ['FHA30', 'VA30'], show: 2 },
    ],
    [
      '?products=FHA30&products=<script>&show=9',
      { purpose: 'purchase', products: ['FHA30'], show: 0 },
    ],
  ])('reads %s', (search, query) => {
    expect(parseRateQuery(new URLSearchParams(search))).toEqual(query);
  });

  it('starts with the products asked for that the sheet prices, then the sheet’s first ones', () => {
    expect(
      initialProductCodes(['VA30', 'JUMBO30', 'VA30'], ['30YRFIXED', 'FHA30', 'VA30']),
    ).toEqual(['VA30', '30YRFIXED', 'FHA30']);
  });

  it('writes the address back', () => {
    expect(rateQueryHref({ purpose: 'refinance', products: ['FHA30'], show: 1 })).toBe(
      '/rates?purpose=refinance&products=FHA30&show=1',
    );
    expect(rateQueryHref({ purpose: 'purchase', products: [] })).toBe('/rates');
  });

  it('tells demo rates by the answer’s assumptions', () => {
    expect(isDemoRates(purchase.assumptions)).toBe(true);
    expect(isDemoRates(refinance.assumptions)).toBe(false);
  });
});

const ITEMS = purchase.products.map((product) => ({
  productCode: product.metadata.productCode,
  name: product.metadata.productName,
  rate: `${product.rate.toFixed(3)}%`,
  apr: `${product.apr.toFixed(3)}% APR`,
}));

function renderTicker() {
  const Stub = createRoutesStub([
    {
      path: '/rates',
      Component: () => (
        <RateTicker
          items={ITEMS}
          href={(item) => `/rates?products=${item.productCode}`}
          asOf="November 20, 2026"
          demo
        />
      ),
    },
  ]);
  return render(<Stub initialEntries={['/rates']} />);
}

function prefersReducedMotion(reduced: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: reduced && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia;
}

describe('the rate ticker', () => {
  it('lists every product’s rate and APR, with the sheet’s date and demo rates', async () => {
    prefersReducedMotion(false);
    renderTicker();
    const ticker = await screen.findByRole('region', {
      name: /Today’s rates as of November 20, 2026 \(demo rates\)/,
    });
    const first = within(ticker).getAllByRole('list')[0]!;
    expect(
      within(first)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      '30-year fixed 6.250% (6.375% APR)',
      '15-year fixed 5.625% (5.750% APR)',
      '30-year FHA 6.000% (6.125% APR)',
      '30-year VA 5.875% (6.000% APR)',
    ]);
    // The second copy that closes the loop is hidden from assistive technology and the keyboard.
    expect(within(ticker).getAllByRole('list')).toHaveLength(1);
  });

  it('pauses with its button until pressed again, whatever the pointer does', async () => {
    prefersReducedMotion(false);
    renderTicker();
    fireEvent.click(await screen.findByRole('button', { name: 'Pause the rate ticker' }));
    expect(screen.getByRole('button', { name: 'Play the rate ticker' })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Play the rate ticker' }));
    expect(screen.getByRole('button', { name: 'Pause the rate ticker' })).toBeVisible();
  });

  it('takes links out of the tab order unless fully in view and 60 px inside its right edge', async () => {
    prefersReducedMotion(false);
    const box = { left: 0, right: 400, top: 0, bottom: 44, width: 400, height: 44, x: 0, y: 0 };
    const spy = vi
      .spyOn(HTMLElement.prototype, 'getBoundingClientRect')
      .mockImplementation(function (this: HTMLElement) {
        if (this.classList.contains('rate-ticker__viewport'))
          return { ...box, toJSON: () => box } as DOMRect;
        const links = [...(this.closest('ul')?.querySelectorAll('a') ?? [])];
        const index = links.indexOf(this as HTMLAnchorElement);
        // 150 px wide links side by side: 0–150 and 150–300 fit; 300–450 runs past the edge.
        const left = index * 150;
        const rect = {
          left,
          right: left + 150,
          top: 0,
          bottom: 44,
          width: 150,
          height: 44,
          x: left,
          y: 0,
        };
        return { ...rect, toJSON: () => rect } as DOMRect;
      });
    renderTicker();
    const links = within((await screen.findAllByRole('list'))[0]!).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('tabindex'))).toEqual([null, null, '-1', '-1']);
    spy.mockRestore();
  });

  it('is a still list, nothing to pause, when the visitor asks for reduced motion', async () => {
    prefersReducedMotion(true);
    renderTicker();
    const links = within((await screen.findAllByRole('list'))[0]!).getAllByRole('link');
    expect(links.every((link) => !link.hasAttribute('tabindex'))).toBe(true);
    expect(document.querySelectorAll('.rate-ticker__list')).toHaveLength(1);
    prefersReducedMotion(false);
  });
});
