// @vitest-environment jsdom
// Market insights as a visitor uses it (SPEC §2–§4, §7–§9): the search to a place's page, the
// edge-location report, each error state, a report without a page of its own, and the report
// itself (place, demo label, gauge, figures, details, listings link). The API is replaced at the
// page's one door to it.
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useLocation } from 'react-router';
import type { MarketReportResponse } from '@lender/validation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearTrackedEvents, eventsNamed } from '../test-support.ts';
import { MarketInsights } from './MarketInsights.tsx';
import { reportView, type MarketInsightsStart } from './market-insights-engine.ts';
import { takeReport } from './report-cache.ts';

function report(
  id: string,
  name: string,
  overrides: Partial<MarketReportResponse['location']['marketReportTrend']> = {},
): MarketReportResponse {
  const series = (currentMonth: number) => ({
    medianSoldPrice: {
      currentMonth,
      changeSinceLastMonthPercent: -0.2,
      changeSinceLastYearPercent: 1.3,
      changeSinceLastYear: 3200,
    },
  });
  return {
    location: {
      id,
      name,
      countyName: 'Wayne',
      stateName: 'Michigan',
      listingsConnection: { total: 6356, webUrl: 'https://homes.example.com/mi/detroit-mi' },
      marketReportTrend: {
        webUrl: 'https://homes.example.com/mi/detroit-mi/housing-market',
        month: '2026-10-01',
        calculatedOn: '2026-11-20T05:50:17.001Z',
        totalSold: 843,
        totalActive: 6356,
        overAsking: 21,
        atAsking: 11,
        underAsking: 68,
        averageDaysOnMarket: 66.7,
        medianSoldPrice: series(250600).medianSoldPrice,
        marketConditionsDescription: "It's a buyer's market.",
        marketConditions: 'buyer',
        ...overrides,
      },
      oneBedroom: series(144500),
      twoBedroom: series(192900),
      threeBedroom: series(255300),
      fourBedroom: series(364800),
    },
    dataSource: {
      demo: true,
      source: 'demo',
      label: 'Demo figures for illustration only, not real market data.',
    },
  };
}

const feature = (id: string, place_name: string) => ({ id, place_name });

/** What the API answers, per test. */
let api: {
  forward: (q: string) => unknown;
  reverse: (query: unknown) => unknown;
  lookup: (key: string) => unknown;
  report: (id: string) => unknown;
};
const calls: string[] = [];

vi.mock('../../forms/api.ts', () => ({
  browserApi: async () => ({
    forwardGeocode: async (query: { q: string; limit: number; types: string }) => {
      calls.push(`fwd ${query.q} limit=${query.limit} types=${query.types}`);
      return api.forward(query.q);
    },
    reverseGeocode: async (query: { latitude: number; longitude: number; types: string }) => {
      calls.push(`rev ${query.latitude},${query.longitude} types=${query.types}`);
      return api.reverse(query);
    },
    locationId: async (key: string) => {
      calls.push(`lookup ${key}`);
      return api.lookup(key);
    },
    marketReport: async (id: string) => {
      calls.push(`report ${id}`);
      return api.report(id);
    },
  }),
}));

const ok = (data: unknown) => ({ ok: true, data });
const DETROIT = [
  feature('place.detroit-mi', 'Detroit, Michigan, United States'),
  feature('place.detroit-lakes-mn', 'Detroit Lakes, Minnesota, United States'),
  feature('place.detroit-al', 'Detroit, Alabama, United States'),
];

beforeEach(() => {
  calls.splice(0);
  api = {
    forward: (q) => ok({ features: /^detroi/i.test(q) ? DETROIT : [] }),
    reverse: () =>
      ok({ features: [feature('place.detroit-mi', 'Detroit, Michigan, United States')] }),
    lookup: (key) => ok({ rh_location_id: key.replace('place.', 'city:') }),
    report: (id) => ok(report(id, 'Detroit')),
  };
});

afterEach(() => {
  cleanup();
  clearTrackedEvents();
  document.cookie = 'edge_latitude=; max-age=0';
  document.cookie = 'edge_longitude=; max-age=0';
});

function PlacePage() {
  return <p>Opened {useLocation().pathname}</p>;
}

function renderPage(start?: MarketInsightsStart) {
  const Stub = createRoutesStub([
    { path: '/market-insights', Component: () => <MarketInsights start={start} /> },
    { path: '/market-insights/:place', Component: PlacePage },
  ]);
  return render(<Stub initialEntries={['/market-insights']} />);
}

async function search(text: string) {
  const box = await screen.findByLabelText('City or ZIP code');
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: text } });
  return box;
}

describe('the market insights search', () => {
  it('suggests 3 places as you type, and a chosen one opens its page with its report', async () => {
    renderPage();
    await search('detroi');
    const list = await screen.findByRole('listbox', { name: 'Places' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(DETROIT.map((place) => place.place_name));
    expect(calls[0]).toBe('fwd detroi limit=3 types=locality,place,postcode');
    fireEvent.click(within(list).getByRole('option', { name: 'Detroit, Michigan, United States' }));
    expect(
      await screen.findByText('Loading the market report for Detroit, Michigan, United States…'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Opened /market-insights/detroit-mi')).toBeVisible();
    expect(calls.slice(1)).toEqual(['lookup place.detroit-mi', 'report city:detroit-mi']);
    // The report goes with the visitor, so the place's page does not ask for it again.
    expect(takeReport('city:detroit-mi')?.location.name).toBe('Detroit');
  });

  it('asks for a place when Search is pressed with an empty box', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findAllByText('Enter a city or ZIP code to search for')).not.toHaveLength(
      0,
    );
  });

  it('says when nothing matches what was typed', async () => {
    renderPage();
    await search('zzzz');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const message =
      'We couldn\'t find a city or ZIP code matching "zzzz". Check the spelling, or search for a ZIP code.';
    expect(await screen.findAllByText(message)).not.toHaveLength(0);
  });

  it.each([
    {
      kind: 'failed lookup',
      answer: { lookup: () => ({ ok: false, kind: 'failed' }) },
      heading: 'Sorry, the market report did not load',
      text: "We couldn't load the market report. Check your connection and try again.",
      retry: true,
    },
    {
      kind: 'missing id',
      answer: { lookup: () => ({ ok: false, kind: 'failed', status: 404 }) },
      heading: 'There is no market report for this place',
      text: "We couldn't find market figures for that place. Search for a nearby city or ZIP code.",
      retry: false,
    },
    {
      kind: 'missing report',
      answer: { report: () => ({ ok: false, kind: 'failed', status: 404 }) },
      heading: 'There is no market report for this place',
      text: "We don't have a market report for this place yet. Search for a nearby city or ZIP code.",
      retry: false,
    },
  ])('shows the $kind error state', async ({ answer, heading, text, retry }) => {
    api = { ...api, ...answer };
    renderPage();
    await search('detroi');
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: 'Detroit, Michigan, United States',
      }),
    );
    expect(await screen.findByRole('heading', { name: heading })).toBeVisible();
    expect(screen.getByText(text)).toBeVisible();
    const again = screen.queryByRole('button', { name: 'Try again' });
    expect(again !== null).toBe(retry);
    if (again) {
      api.lookup = (key) => ok({ rh_location_id: key.replace('place.', 'city:') });
      fireEvent.click(again);
      expect(await screen.findByText('Opened /market-insights/detroit-mi')).toBeVisible();
    }
  });

  it('shows the report of the visitor’s area from the CDN’s edge-location cookies, never asking the browser', async () => {
    document.cookie = 'edge_latitude=42.33';
    document.cookie = 'edge_longitude=-83.05';
    renderPage();
    expect(await screen.findByText('Opened /market-insights/detroit-mi')).toBeVisible();
    expect(calls).toEqual([
      'rev 42.33,-83.05 types=place',
      'lookup place.detroit-mi',
      'report city:detroit-mi',
    ]);
  });

  it('shows a report in place when it has no page of its own (a county)', async () => {
    api.lookup = () => ok({ rh_location_id: 'county:wayne-mi' });
    api.report = (id) => ok(report(id, 'Wayne County'));
    renderPage();
    await search('detroi');
    fireEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', {
        name: 'Detroit, Michigan, United States',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Wayne County', level: 2 })).toBeVisible();
    // Sent from an effect after the report renders: under load it can come a moment later.
    await waitFor(() =>
      expect(eventsNamed('loaded_component').map((event) => event.component_name)).toEqual([
        'market_insights',
        'market_insights_report',
      ]),
    );
  });
});

describe('a place’s report', () => {
  const start = (overrides = {}): MarketInsightsStart => ({
    kind: 'report',
    locationId: 'city:detroit-mi',
    view: reportView(report('city:detroit-mi', 'Detroit', overrides)),
  });

  it('shows the place, demo label, market condition, figures and the listings link', async () => {
    renderPage(start());
    const article = await screen.findByRole('article', { name: 'Detroit' });
    expect(within(article).getByText('Wayne, Michigan')).toBeVisible();
    expect(within(article).getByText('Demo figures')).toBeVisible();
    expect(within(article).getByText("Buyer's market")).toBeVisible();
    expect(within(article).getByText("It's a buyer's market.")).toBeVisible();
    const figure = (label: string) =>
      within(article).getByText(label, { selector: 'dt' }).closest('div')!;
    expect(figure('Median sold price')).toHaveTextContent('$250,600');
    expect(figure('Median sold price')).toHaveTextContent('-0.2% since last month');
    expect(figure('Median sold price')).toHaveTextContent('+1.3% (+$3,200) since last year');
    expect(figure('Homes sold')).toHaveTextContent('843');
    expect(figure('Homes for sale')).toHaveTextContent('6,356');
    expect(figure('Days on market')).toHaveTextContent('67');
    expect(within(article).getByText('Over asking price: 21%')).toBeVisible();
    expect(within(article).getByText('Under asking price: 68%')).toBeVisible();
    expect(
      within(article).getByRole('link', { name: 'See 6,356 homes for sale in Detroit' }),
    ).toHaveAttribute('href', 'https://homes.example.com/mi/detroit-mi');
  });

  it('opens and closes its details: prices by bedrooms', async () => {
    renderPage(start());
    const toggle = await screen.findByRole('button', { name: 'Show details' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
    fireEvent.click(toggle);
    const table = await screen.findByRole('table', { name: /by number of bedrooms/ });
    expect(within(table).getByRole('row', { name: /3 bedrooms/ })).toHaveTextContent('$255,300');
    fireEvent.click(screen.getByRole('button', { name: 'Hide details' }));
    await waitFor(() => expect(screen.queryByRole('table')).toBeNull());
  });

  it('says when the market type is unknown (SPEC §8), with no needle', async () => {
    renderPage(start({ marketConditions: 'unknown', marketConditionsDescription: '' }));
    expect(
      await screen.findByText("We don't have enough info to determine this area's market type."),
    ).toBeVisible();
    expect(document.querySelector('.market-gauge__needle')).toBeNull();
  });

  it('links the listings only to an https address', async () => {
    const view = reportView(report('city:detroit-mi', 'Detroit'));
    view.report.location.listingsConnection.webUrl = 'javascript:alert(1)';
    renderPage({ kind: 'report', locationId: 'city:detroit-mi', view });
    await screen.findByRole('article', { name: 'Detroit' });
    expect(screen.queryByRole('link', { name: /homes for sale/ })).toBeNull();
  });

  it('shows why a place has no report, without a retry when there is nothing to retry', async () => {
    renderPage({
      kind: 'error',
      locationId: 'zip:00001',
      errorKind: 'missingReport',
      message:
        "We don't have a market report for this place yet. Search for a nearby city or ZIP code.",
    });
    expect(
      await screen.findByRole('heading', { name: 'There is no market report for this place' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
