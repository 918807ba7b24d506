import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { guidedExperiences } from '../site-map.ts';
import { MoreTools } from './MoreTools.tsx';

function render(current: string) {
  const Stub = createRoutesStub([{ path: '/', Component: () => <MoreTools current={current} /> }]);
  return renderToString(<Stub initialEntries={['/']} />);
}

describe('MoreTools', () => {
  it('are the four guided experiences', () => {
    expect(guidedExperiences().map((page) => page.path)).toEqual([
      '/find-a-calculator',
      '/loan-options',
      '/rates',
      '/market-insights',
    ]);
  });

  it('links each guided experience to the other three, with what a visitor does there', () => {
    const html = render('/rates');
    expect(html).not.toContain('href="/rates"');
    for (const path of ['/find-a-calculator', '/loan-options', '/market-insights']) {
      expect(html).toContain(`href="${path}"`);
    }
    expect(html).toContain('>Loan options</a><p>Four questions about your plans');
    expect(html).toMatch(/<h2 id="more-tools-title">More ways to plan<\/h2>/);
  });
});
