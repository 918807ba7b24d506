// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { displayName, STORED_ITEMS, StoragePurpose } from '../privacy/cookies.ts';
import { RETENTION } from '../privacy/retention.ts';
import Privacy, { PRIVACY_SECTIONS } from './privacy.tsx';

function renderPrivacy() {
  const Stub = createRoutesStub([{ path: '/privacy', Component: Privacy }]);
  render(<Stub initialEntries={['/privacy']} />);
}

describe('the privacy notice', () => {
  beforeEach(renderPrivacy);
  afterEach(cleanup);

  it('has one headline and every section a visitor expects, in order', () => {
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Privacy notice');
    const sections = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(sections).toEqual([...PRIVACY_SECTIONS]);
  });

  it('says what is collected, under a heading for each kind of data', () => {
    const kinds = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(kinds).toEqual([
      'Forms you send us',
      'How you use the site',
      'Recordings of your visit',
      'The chat assistant',
      'Services from other companies',
      'Calculators',
    ]);
    expect(
      screen.getByText(/Everything you type into a box is hidden in the recording/),
    ).toBeVisible();
    // Issue 33: no address in a recording keeps its query (packages/analytics replay-url-scrub.ts).
    expect(
      screen.getByText(
        /the page’s and its links’, are kept without the part after the “\?” or “#”/,
      ),
    ).toBeVisible();
    expect(screen.getByText(/We do not store or log them/)).toBeVisible();
  });

  it('has a table of cookies and stored values for each purpose, with a caption', () => {
    const tables = screen.getAllByRole('table');
    expect(tables.map((table) => within(table).getByRole('caption').textContent)).toEqual(
      Object.values(StoragePurpose),
    );
    for (const table of tables) {
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Name', 'Type', 'Set by', 'What it is for', 'How long it lasts']);
    }
  });

  it('lists every cookie and stored value of the list in its purpose’s table, with what it is for and how long it lasts', () => {
    for (const item of STORED_ITEMS) {
      const table = screen.getByRole('table', { name: item.purpose });
      const kindText = item.httpOnly ? 'Cookie, not readable by scripts (HttpOnly)' : item.kind;
      // A name can be both a cookie and a local storage key: the row of this item's kind.
      const cellsOfRows = within(table)
        .getAllByRole('row', { name: new RegExp(`^${escape(displayName(item))} `) })
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        );
      expect(cellsOfRows.filter((cells) => cells[0] === kindText)).toEqual([
        [kindText, item.setBy, item.use, item.lifetime],
      ]);
    }
    const rows = screen
      .getAllByRole('table')
      .flatMap((table) => within(table).getAllByRole('rowheader'));
    expect(rows).toHaveLength(STORED_ITEMS.length);
  });

  it('marks the cookie scripts cannot read as HttpOnly, and per-event keys with *', () => {
    const testing = screen.getByRole('table', { name: StoragePurpose.Testing });
    expect(within(testing).getByRole('row', { name: /^experiments / })).toHaveTextContent(
      'HttpOnly',
    );
    const analytics = screen.getByRole('table', { name: StoragePurpose.Analytics });
    expect(
      within(analytics).getByRole('rowheader', { name: 'lender.analytics.outbox:*' }),
    ).toBeVisible();
  });

  it('gives the retention the server applies, and keeps the contact details and the opt-out link', () => {
    expect(
      screen.getByText(`Usage measurements: deleted after ${RETENTION.analyticsDays} days`, {
        exact: false,
      }),
    ).toBeVisible();
    expect(
      screen.getByText(`Recordings of visits: deleted after ${RETENTION.sessionReplayDays} days.`),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: brand.phone.display })).toHaveAttribute(
      'href',
      `tel:${brand.phone.e164}`,
    );
    expect(
      screen.getByRole('link', { name: 'opt out of marketing e-mails, calls and texts' }),
    ).toHaveAttribute('href', '/opt-out');
    expect(screen.getByText(brand.legalEntityName, { exact: false })).toBeVisible();
  });

  it('lets a keyboard user reach each table’s scrolling region', () => {
    for (const purpose of Object.values(StoragePurpose)) {
      expect(screen.getByRole('region', { name: purpose })).toHaveAttribute('tabindex', '0');
    }
  });
});

describe('the list of cookies and stored values', () => {
  it('names each cookie or key once per kind of storage', () => {
    const keys = STORED_ITEMS.map((item) => `${item.kind}:${item.name}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('says HttpOnly only of cookies', () => {
    expect(STORED_ITEMS.filter((item) => item.httpOnly && item.kind !== 'Cookie')).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
