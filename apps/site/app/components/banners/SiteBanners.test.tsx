// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PURCHASE_CONDITION } from './banner-constants.ts';
import { parseCookies } from '@lender/analytics/document-cookies';
import { SiteBanners, type SiteBannersProps } from './SiteBanners.tsx';

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

beforeEach(clearCookies);
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
    const Stub = stub();
    render(<Stub initialEntries={['/']} />);
    const promo = await screen.findByRole('region', { name: 'Offer' });
    expect(promo).toHaveTextContent('A purchase offer. See the offer');

    act(() => screen.getByRole('button', { name: 'Dismiss offer' }).click());

    expect(screen.queryByRole('region', { name: 'Offer' })).toBeNull();
    expect(parseCookies(document.cookie).get('isPromoClosed')).toBe('true');
    expect(document.activeElement).toBe(document.getElementById('main-content'));
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
