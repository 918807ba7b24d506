// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PURCHASE_CONDITION } from './banner-constants.ts';
import { parseCookies } from '@lender/analytics/document-cookies';
import { SiteBanners, type SiteBannersProps } from './SiteBanners.tsx';

const track = vi.hoisted(() => vi.fn());
vi.mock('@lender/analytics/browser', () => ({ track }));

const props: SiteBannersProps = {
  promos: [
    {
      id: 'promo',
      condition: PURCHASE_CONDITION,
      paths: ['/'],
      text: 'A purchase offer.',
      link: { text: 'See the offer', href: '/offer' },
    },
  ],
  sales: { text: 'A sale.', link: { text: 'Sign up', href: '/subscribe' }, excludePaths: [] },
};

function Page() {
  return (
    <main id="main-content" tabIndex={-1}>
      <SiteBanners {...props} />
    </main>
  );
}

function stub() {
  return createRoutesStub([
    { path: '/', Component: Page },
    { path: '/privacy', Component: Page },
  ]);
}

function clearCookies() {
  for (const name of parseCookies(document.cookie).keys()) {
    document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

const realUserAgent = navigator.userAgent;
function setUserAgent(value: string) {
  Object.defineProperty(window.navigator, 'userAgent', { value, configurable: true });
}

beforeEach(() => {
  clearCookies();
  track.mockClear();
});
afterEach(() => {
  cleanup();
  clearCookies();
  setUserAgent(realUserAgent);
});

describe('SiteBanners', () => {
  it('renders nothing on the server: cookies and the browser are known only after hydration', () => {
    const Stub = stub();
    expect(renderToString(<Stub initialEntries={['/']} />)).not.toContain('shell-banner');
  });

  it('shows the promo on its path, and dismissing it sets isPromoClosed (SPEC §4)', async () => {
    // The sales banner comes first (one banner at a time): dismissed earlier.
    document.cookie = 'hideAlertBanner=true; Path=/';
    const Stub = stub();
    render(<Stub initialEntries={['/']} />);
    const promo = await screen.findByRole('region', { name: 'Offer' });
    expect(promo).toHaveTextContent('A purchase offer. See the offer');

    act(() => screen.getByRole('button', { name: 'Dismiss offer' }).click());

    expect(screen.queryByRole('region', { name: 'Offer' })).toBeNull();
    expect(parseCookies(document.cookie).get('isPromoClosed')).toBe('true');
    expect(document.activeElement).toBe(document.getElementById('main-content'));
  });

  it('shows one banner at a time: the sales banner, then the promo once it is dismissed', async () => {
    const Stub = stub();
    render(<Stub initialEntries={['/']} />);
    await screen.findByRole('region', { name: 'Email updates' });
    expect(screen.queryByRole('region', { name: 'Offer' })).toBeNull();
    expect(track).toHaveBeenCalledExactlyOnceWith('displayed_banner', {
      banner_name: 'sales',
      banner_type: 'sales',
      viewed_sales_benefit: true,
    });

    act(() => screen.getByRole('button', { name: 'Dismiss email updates' }).click());

    expect(screen.queryByRole('region', { name: 'Email updates' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Offer' })).toHaveTextContent('A purchase offer.');
    expect(track).toHaveBeenLastCalledWith('displayed_banner', {
      banner_name: 'promo',
      banner_type: 'promo',
      viewed_sales_benefit: true,
    });
    expect(track).toHaveBeenCalledTimes(2);
  });

  it('keeps the page free of the banner height once no banner shows', async () => {
    const Stub = stub();
    render(<Stub initialEntries={['/privacy']} />);
    await screen.findByRole('region', { name: 'Email updates' });
    expect(document.documentElement.style.getPropertyValue('--site-banner-height')).toMatch(/px$/);
    act(() => screen.getByRole('button', { name: 'Dismiss email updates' }).click());
    expect(document.documentElement.style.getPropertyValue('--site-banner-height')).toBe('');
  });

  it('keeps the promo closed once isPromoClosed is set', async () => {
    document.cookie = 'isPromoClosed=true; Path=/';
    const Stub = stub();
    render(<Stub initialEntries={['/']} />);
    await screen.findByRole('region', { name: 'Email updates' });
    expect(screen.queryByRole('region', { name: 'Offer' })).toBeNull();
  });

  it('shows no promo on a path it is not configured for', async () => {
    const Stub = stub();
    render(<Stub initialEntries={['/privacy']} />);
    await screen.findByRole('region', { name: 'Email updates' });
    expect(screen.queryByRole('region', { name: 'Offer' })).toBeNull();
  });

  it('hides the sales banner with the hideAlertBanner cookie (SPEC §4)', async () => {
    const Stub = stub();
    render(<Stub initialEntries={['/privacy']} />);
    await screen.findByRole('region', { name: 'Email updates' });

    act(() => screen.getByRole('button', { name: 'Dismiss email updates' }).click());

    expect(screen.queryByRole('region', { name: 'Email updates' })).toBeNull();
    expect(parseCookies(document.cookie).get('hideAlertBanner')).toBe('true');
  });

  it('warns an out-of-date browser (SPEC §9)', async () => {
    setUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
    );
    document.cookie = 'hideAlertBanner=true; Path=/';
    const Stub = stub();
    render(<Stub initialEntries={['/privacy']} />);
    expect(await screen.findByRole('region', { name: 'Browser support' })).toHaveTextContent(
      'Your web browser is out of date',
    );
    expect(track).toHaveBeenCalledExactlyOnceWith('displayed_banner', {
      banner_name: 'browser support',
      banner_type: 'warning',
      viewed_warning_message: true,
    });
  });

  it('puts the browser-support notice before the sales banner', async () => {
    setUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
    );
    const Stub = stub();
    render(<Stub initialEntries={['/privacy']} />);
    await screen.findByRole('region', { name: 'Browser support' });
    expect(screen.queryByRole('region', { name: 'Email updates' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Dismiss browser support' }).click());
    expect(screen.getByRole('region', { name: 'Email updates' })).toBeVisible();
  });

  it('remembers a dismissed browser-support notice for the visit (a session cookie)', async () => {
    setUserAgent(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0',
    );
    const Stub = stub();
    render(<Stub initialEntries={['/privacy']} />);
    act(() => screen.getByRole('button', { name: 'Dismiss browser support' }).click());
    expect(parseCookies(document.cookie).get('hideBrowserBanner')).toBe('true');
    // The next page of the visit, loaded afresh.
    cleanup();
    render(<Stub initialEntries={['/']} />);
    await screen.findByRole('region', { name: 'Email updates' });
    expect(screen.queryByRole('region', { name: 'Browser support' })).toBeNull();
  });

  it('does not warn a current browser', async () => {
    setUserAgent(
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
    );
    const Stub = stub();
    render(<Stub initialEntries={['/privacy']} />);
    await screen.findByRole('region', { name: 'Email updates' });
    expect(screen.queryByRole('region', { name: 'Browser support' })).toBeNull();
  });
});
