import { renderToString } from 'react-dom/server';
import { createRoutesStub, RouterContextProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { GET_STARTED_PROMO } from '../components/banners/banner-config.ts';
import { siteServerContext, type ConfiguredPromo, type SiteServer } from '../server-context.ts';
import GetStarted, { loader } from './get-started.tsx';
import { OPEN_CHAT_EVENT, requestChat } from './get-started-chat.tsx';

/** The page's loader data as a server with (or, pre-rendering, without) configured content gives it. */
function loaderData(largeLoanAmountPromo?: ConfiguredPromo) {
  const context = new RouterContextProvider();
  if (largeLoanAmountPromo) {
    context.set(siteServerContext, { content: { largeLoanAmountPromo } } as SiteServer);
  }
  return loader({ context } as unknown as Parameters<typeof loader>[0]);
}

function renderPage(largeLoanAmountPromo?: ConfiguredPromo): string {
  const Stub = createRoutesStub([
    {
      id: 'get-started',
      path: '/purchase/get-started',
      Component: GetStarted as never,
      loader: () => loaderData(largeLoanAmountPromo),
    },
  ]);
  return renderToString(
    <Stub
      initialEntries={['/purchase/get-started']}
      hydrationData={{ loaderData: { 'get-started': loaderData(largeLoanAmountPromo) } }}
    />,
  );
}

describe('the get-started page (SPEC §2)', () => {
  const html = renderPage();

  it('links to the external application launcher from the brand config', () => {
    expect(html).toContain(`href="${brand.applicationLauncherUrl}"`);
    expect(html).toContain('Start your application');
  });

  it('switches to the mobile image at 767 px and narrower', () => {
    expect(html).toMatch(
      /<picture[^>]*><source media="\(min-width: 768px\)" srcSet="\/images\/get-started-desktop\.svg" width="640" height="400"\/><img src="\/images\/get-started-mobile\.svg" width="360" height="240" alt=""/,
    );
  });

  it('has a chat-with-us button and the legal disclosure button', () => {
    expect(html).toMatch(/<button type="button"[^>]*>Chat with us<\/button>/);
    expect(html).toMatch(/<button type="button"[^>]*>Read the legal disclosures<\/button>/);
  });

  it('shows the page promo while no large-loan-amount promo is configured (and when pre-rendered)', () => {
    expect(html).toContain(GET_STARTED_PROMO.title);
  });

  it('shows the large-loan-amount promo the server was configured with, in its place', () => {
    const promo = {
      title: 'Borrowing more than $806,500?',
      text: 'Jumbo loans up to $3 million.',
      link: { text: 'See jumbo rates', href: '/rates' },
    };
    const configured = renderPage(promo);
    expect(configured).toContain(promo.title);
    expect(configured).toContain('href="/rates"');
    expect(configured).not.toContain(GET_STARTED_PROMO.title);
  });

  it('marks its call to action as one that starts an application (analytics)', () => {
    expect(html).toMatch(
      /<a class="button" href="[^"]+" data-button-type="cta" data-engagement="application">Start your application<\/a>/,
    );
  });
});

describe('requestChat', () => {
  it('is taken when a chat script takes the request', () => {
    const page = new EventTarget();
    page.addEventListener(OPEN_CHAT_EVENT, (event) => event.preventDefault());
    expect(requestChat(page)).toBe(true);
  });

  it('is not taken when no chat is listening', () => {
    expect(requestChat(new EventTarget())).toBe(false);
  });
});
