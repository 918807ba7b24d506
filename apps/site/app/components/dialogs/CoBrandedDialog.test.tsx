// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseCookies } from '@lender/analytics/document-cookies';
import { CoBrandedDialog } from './CoBrandedDialog.tsx';

const partners = { COO_TEST_CU: { name: 'Test Credit Union' } };

function clearCookies() {
  for (const name of parseCookies(document.cookie).keys()) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  clearCookies();
});

/** Renders the dialog and lets its lazily loaded modal module arrive. */
async function renderDialog() {
  const rendered = render(<CoBrandedDialog partners={partners} />);
  await act(() => vi.dynamicImportSettled());
  return rendered;
}

describe('CoBrandedDialog (SPEC §4, §6, §9)', () => {
  it('opens for a COO_ marker, names the partner and sets CoopShown', async () => {
    document.cookie = 'ReferringDomain=COO_TEST_CU; Path=/';
    await renderDialog();
    expect(
      screen.getByRole('dialog', { name: 'Welcome, Test Credit Union members' }),
    ).toBeVisible();
    expect(parseCookies(document.cookie).get('CoopShown')).toBe('true');
  });

  it('plays its clip muted', async () => {
    document.cookie = 'ReferringDomain=COO_TEST_CU; Path=/';
    await renderDialog();
    const video = screen.getByRole('dialog').querySelector('video');
    expect(video?.muted).toBe(true);
  });

  it('welcomes an unknown partner in the lender’s name', async () => {
    document.cookie = 'ReferringDomain=COO_SOMEONE; Path=/';
    await renderDialog();
    expect(screen.getByRole('dialog', { name: /^Welcome to / })).toBeVisible();
  });

  it('opens only once: not again once CoopShown is set', async () => {
    document.cookie = 'ReferringDomain=COO_TEST_CU; Path=/';
    const first = await renderDialog();
    expect(screen.getByRole('dialog')).toBeVisible();
    first.unmount();
    await renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open for another visitor source', async () => {
    document.cookie = 'ReferringDomain=search; Path=/';
    await renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(parseCookies(document.cookie).has('CoopShown')).toBe(false);
  });

  it('runs the countdown over the last 2 seconds and closes itself after 8', async () => {
    document.cookie = 'ReferringDomain=COO_TEST_CU; Path=/';
    await renderDialog();
    const countdown = () => screen.getByRole('dialog').querySelector('.co-branded__countdown');

    act(() => vi.advanceTimersByTime(5_999));
    expect(countdown()).not.toHaveAttribute('data-closing');
    act(() => vi.advanceTimersByTime(1));
    expect(countdown()).toHaveAttribute('data-closing');
    act(() => vi.advanceTimersByTime(1_999));
    expect(screen.getByRole('dialog')).toBeVisible();
    act(() => vi.advanceTimersByTime(1));
    // The exit transition (150 ms) then removes it.
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
