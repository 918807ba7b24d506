import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { GET_STARTED_PROMO } from '../components/banners/banner-config.ts';
import GetStarted from './get-started.tsx';
import { OPEN_CHAT_EVENT, requestChat } from './get-started-chat.tsx';

function renderPage(): string {
  const Stub = createRoutesStub([{ path: '/purchase/get-started', Component: GetStarted }]);
  return renderToString(<Stub initialEntries={['/purchase/get-started']} />);
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

  it('shows the page promo while no large-loan-amount promo is configured', () => {
    expect(html).toContain(GET_STARTED_PROMO.title);
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
