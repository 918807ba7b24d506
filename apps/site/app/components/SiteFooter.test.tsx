import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';

function render(Component: () => React.ReactNode, at = '/') {
  const Stub = createRoutesStub([{ path: '*', Component }]);
  return renderToString(<Stub initialEntries={[at]} />);
}

describe('SiteFooter', () => {
  const html = render(SiteFooter);

  it('shows the company NMLS ID with a link to NMLS Consumer Access', () => {
    expect(html).toContain(`NMLS ID ${brand.nmlsId}`);
    expect(html).toContain(
      `href="https://www.nmlsconsumeraccess.org/EntityDetails.aspx/COMPANY/${brand.nmlsId}"`,
    );
  });

  it('shows the Equal Housing Lender legend as text, not only as an image', () => {
    expect(html).toMatch(/>Equal Housing Lender</);
  });

  it('links the main sections and the search page (the way there without JavaScript on a phone)', () => {
    const sections = /<nav aria-label="Sections".*?<\/nav>/s.exec(html)?.[0] ?? '';
    for (const path of ['/', '/purchase/get-started', '/learn', '/search']) {
      expect(sections).toContain(`href="${path}"`);
    }
  });

  it('links the legal pages, licensing and the marketing opt-out included', () => {
    for (const path of ['/privacy', '/terms', '/licensing', '/accessibility', '/opt-out']) {
      expect(html).toContain(`href="${path}"`);
    }
  });

  it('has a subscribe form that posts to the /subscribe action without JavaScript', () => {
    const form = /<form[^>]*action="\/subscribe"[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('noValidate');
    expect(html).toContain('name="subscriptions" value="newsletter"');
    expect(html).toContain('name="sourcePage" value="/"');
    expect(html).toMatch(
      /<input[^>]*type="email"[^>]*id="footer-subscribe-email"[^>]*name="email"/,
    );
  });

  it('says that the demo brand is fictional', () => {
    expect(html).toContain('is fictional and not a real lender');
  });
});

describe('SiteHeader', () => {
  const html = render(SiteHeader);

  it('marks the current section, as pre-rendered (at `/learn/`) and as visited (at `/learn`)', () => {
    for (const at of ['/learn/', '/learn']) {
      const current = [...render(SiteHeader, at).matchAll(/<a aria-current="page"[^>]*>([^<]+)</g)];
      expect(current.map((match) => match[1])).toEqual(['Learning center']);
    }
    const article = render(SiteHeader, '/learn/loan-types/fha-loans');
    expect(article).not.toContain('aria-current');
  });

  it('links the logo home, names it for screen readers and offers search', () => {
    expect(html).toContain(`alt="${brand.lenderName} home"`);
    expect(html).toContain('action="/search"');
    expect(html).toContain('<nav aria-label="Main"');
  });

  it('puts the navigation and the search behind buttons that control them, hidden until opened (CSS shows them on wide screens)', () => {
    for (const name of ['Menu', 'Search']) {
      const button = new RegExp(
        `<button type="button" id="([^"]+)" class="[^"]*" aria-expanded="false" aria-controls="([^"]+)">.*?${name}</`,
      ).exec(html);
      expect(button, name).not.toBeNull();
      expect(html).toMatch(new RegExp(`<div id="${button?.[2]}" class="[^"]*" hidden=""`));
    }
  });

  it('lists the main sections by their short names, in order', () => {
    const nav = /<nav aria-label="Main"[^>]*>(.*?)<\/nav>/s.exec(html)?.[1] ?? '';
    const labels = [...nav.matchAll(/<a[^>]*>([^<]+)<\/a>/g)].map((match) => match[1]);
    expect(labels).toEqual([
      'Home',
      'Buy a home',
      'Calculators',
      'Rates',
      'Market insights',
      'Learning center',
    ]);
  });

  it('calls the lender by its number: "Call" and the number name the link', () => {
    expect(html).toContain(`href="tel:${brand.phone.e164}"`);
    expect(html).toContain(`>Call </span>${brand.phone.display}<`);
  });
});
