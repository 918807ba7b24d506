// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { createRoutesStub, Link, Outlet } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteFocus } from './RouteFocus.tsx';

function Layout() {
  return (
    <>
      <nav>
        <Link to="/privacy">Privacy</Link> <Link to="/privacy#cookies">Cookies</Link>
      </nav>
      <main id="main-content" tabIndex={-1}>
        <Outlet />
      </main>
      <RouteFocus mainId="main-content" />
    </>
  );
}

function page(heading: string | null, title: string) {
  return function Page() {
    return (
      <>
        <title>{title}</title>
        {heading ? <h1>{heading}</h1> : <p>No heading here</p>}
      </>
    );
  };
}

function stub(privacyHeading: string | null = 'Privacy notice') {
  return createRoutesStub([
    {
      Component: Layout,
      children: [
        { path: '/', Component: page('Home', 'Home | Lender') },
        { path: '/privacy', Component: page(privacyHeading, 'Privacy notice | Lender') },
      ],
    },
  ]);
}

afterEach(cleanup);

describe('RouteFocus', () => {
  it('leaves focus and the announcement alone on the first render', () => {
    const Stub = stub();
    render(<Stub initialEntries={['/']} />);
    expect(document.activeElement).toBe(document.body);
    expect(document.getElementById('route-announcer')).toBeEmptyDOMElement();
  });

  it('after a navigation focuses the new heading and announces the new title', async () => {
    const Stub = stub();
    render(<Stub initialEntries={['/']} />);
    act(() => screen.getByRole('link', { name: 'Privacy' }).click());
    const heading = await screen.findByRole('heading', { level: 1, name: 'Privacy notice' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.getElementById('route-announcer')).toHaveTextContent(document.title);
  });

  it('focuses the main content when the new page has no heading', async () => {
    const Stub = stub(null);
    render(<Stub initialEntries={['/']} />);
    act(() => screen.getByRole('link', { name: 'Privacy' }).click());
    await screen.findByText('No heading here');
    expect(document.getElementById('main-content')).toHaveFocus();
  });

  it('leaves a jump to an anchor to the browser', async () => {
    const Stub = stub();
    render(<Stub initialEntries={['/privacy']} />);
    act(() => screen.getByRole('link', { name: 'Cookies' }).click());
    expect(document.activeElement).toBe(document.body);
  });
});
