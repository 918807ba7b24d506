import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { pageAt } from '../site-map.ts';
import Home from './home.tsx';

function renderHome(): string {
  const Stub = createRoutesStub([{ path: '/', Component: Home }]);
  return renderToString(<Stub initialEntries={['/']} />);
}

/** The page's text as a reader sees it: tags and React's text separators removed. */
function textOf(html: string): string {
  return html.replaceAll('<!-- -->', '').replace(/<[^>]+>/g, ' ');
}

describe('the home page', () => {
  const html = renderHome();
  const text = textOf(html);

  it('has one headline', () => {
    expect(html.match(/<h1\b/g)).toHaveLength(1);
  });

  it('links only to pages that exist on the site', () => {
    const internal = [...html.matchAll(/href="(\/[^"]*)"/g)].map((match) => match[1] ?? '');
    expect(internal.length).toBeGreaterThan(0);
    expect(internal.filter((path) => !pageAt(path))).toEqual([]);
  });

  it('offers the buying journey through the get-started page', () => {
    expect(html).toContain('href="/purchase/get-started"');
  });

  it('shows the NMLS ID, the licensed states and the Equal Housing Lender statement', () => {
    expect(text).toContain(`NMLS ID ${brand.nmlsId}`);
    for (const licence of brand.licenses) expect(text).toContain(licence.state);
    expect(text).toContain('Equal Housing Lender');
  });

  it('shows no figures beyond the phone number, NMLS ID and licence data', () => {
    const rest = text.replaceAll(brand.phone.display, '').replaceAll(brand.nmlsId, '');
    expect(rest).not.toMatch(/\d/);
  });
});
