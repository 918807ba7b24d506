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

function renderDialog() {
  return render(<CoBrandedDialog partners={partners} />);
}

describe('CoBrandedDialog (SPEC §4, §6, §9)', () => {
  it('opens for a COO_ marker, names the partner and sets CoopShown', () => {
    document.cookie = 'ReferringDomain=COO_TEST_CU; Path=/';
    renderDialog();
    expect(
      screen.getByRole('dialog', { name: 'Welcome, Test Credit Union members' }),
    ).toBeVisible();
    expect(parseCookies(document.cookie).get('CoopShown')).toBe('true');
  });

  it('plays its clip muted', () => {
    document.cookie = 'ReferringDomain=COO_TEST_CU; Path=/';
    renderDialog();
    const video = screen.getByRole('dialog').querySelector('video');
    expect(video?.muted).toBe(true);
  });

  it('welcomes an unknown partner in the lender’s name', () => {
    document.cookie = 'ReferringDomain=COO_SOMEONE; Path=/';
    renderDialog();
    expect(screen.getByRole('dialog', { name: /^Welcome to / })).toBeVisible();
  });

  it('opens only once: not again once CoopShown is set', () => {
    document.cookie = 'ReferringDomain=COO_TEST_CU; Path=/';
    const first = renderDialog();
    expect(screen.getByRole('dialog')).toBeVisible();
    first.unmount();
    renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open for another visitor source', () => {
    document.cookie = 'ReferringDomain=search; Path=/';
    renderDialog();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(parseCookies(document.cookie).has('CoopShown')).toBe(false);
  });

  it('runs the countdown over the last 2 seconds and closes itself after 8', () => {
    document.cookie = 'ReferringDomain=COO_TEST_CU; Path=/';
    renderDialog();
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
