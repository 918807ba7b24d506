import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LEARNING_CATEGORIES } from '../content/categories.ts';
import Home from '../routes/home.tsx';
import { heroCopy } from '../experiments/home-hero.ts';
import { pageAt } from '../site-map.ts';
import {
  MINI_HOME_EQUITY_WIDGET,
  MINI_MORTGAGE_WIDGET,
  MINI_PURCHASE_REFINANCE_WIDGET,
  showsMiniMortgage,
} from './widgets.ts';

describe('the calculator widgets other pages carry', () => {
  it('the mini mortgage goes in articles about buying, loan types and costs, not refinancing or equity', () => {
    expect(
      LEARNING_CATEGORIES.filter((category) => showsMiniMortgage(category.name)).map((c) => c.name),
    ).toEqual(['Buying', 'Loan types', 'Rates and costs']);
  });

  it('each falls back to a page that exists', () => {
    for (const widget of [
      MINI_MORTGAGE_WIDGET,
      MINI_PURCHASE_REFINANCE_WIDGET,
      MINI_HOME_EQUITY_WIDGET,
    ]) {
      expect(pageAt(widget.fallback.href)).toBeDefined();
    }
  });

  it('the home page holds the purchase/refinance widget’s place from the first byte, with a link for no JavaScript', () => {
    // The home page as the server renders it with the hero experiment off (the control).
    const HomeControl = () => (
      <Home
        {...({ loaderData: { hero: heroCopy(undefined) } } as unknown as Parameters<
          typeof Home
        >[0])}
      />
    );
    const Stub = createRoutesStub([{ path: '/', Component: HomeControl }]);
    const html = renderToString(<Stub initialEntries={['/']} />);
    expect(html).toMatch(/class="calculator-slot calculator-slot--mini-purchase-refinance"/);
    expect(html).toContain('Loading the calculator…');
    expect(html).toContain('Talk to a loan officer about your payment');
  });
});
