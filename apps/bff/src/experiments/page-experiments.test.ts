import { assignVariant, type Experiment } from '@lender/analytics';
import { describe, expect, it } from 'vitest';
import {
  hasExperiments,
  pageExperiments,
  pagePathOf,
  type PageRequest,
} from './page-experiments.ts';

const homeHero: Experiment = {
  key: 'home-hero',
  name: 'Home page hero wording',
  paths: ['/'],
  variants: [
    { key: 'explain', name: 'Explained', weight: 50 },
    { key: 'numbers-first', name: 'Numbers first', weight: 50 },
  ],
};
const ID = '0b7c2f9e-4a53-4c1e-9d2a-6f1e8b3c5d71';
const NEW_ID = '11111111-2222-4333-8444-555555555555';

function request(change: Partial<PageRequest> = {}): PageRequest {
  return {
    path: '/',
    cookieHeader: undefined,
    secGpcHeader: undefined,
    analyticsOn: true,
    secure: false,
    ...change,
  };
}

const experiment = (change: Partial<PageRequest>) =>
  pageExperiments([homeHero], request(change), () => NEW_ID);

describe('pagePathOf', () => {
  it.each([
    ['/', '/'],
    ['/?utm_source=x', '/'],
    ['/_.data', '/'],
    ['/_.data?_routes=routes%2Fhome', '/'],
    ['/learn/_.data', '/learn'],
    ['/rates.data', '/rates'],
    ['/learn/buying', '/learn/buying'],
  ])('%s is the page %s', (path, page) => {
    expect(pagePathOf(path)).toBe(page);
    expect(hasExperiments([homeHero], path)).toBe(page === '/');
  });
});

describe('pageExperiments', () => {
  it('assigns by the anonymous id of the cookie, and remembers the variant', () => {
    const variant = assignVariant(homeHero, ID);
    const { assignments, setCookies } = experiment({ cookieHeader: `ajs_anonymous_id=${ID}` });
    expect(assignments).toEqual([
      {
        experimentKey: 'home-hero',
        experimentName: 'Home page hero wording',
        variantKey: variant.key,
        variantName: variant.name,
        reportable: true,
      },
    ]);
    expect(setCookies).toEqual([
      `experiments=home-hero:${variant.key}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
    ]);
  });

  it('reads the JSON-quoted id analytics.js wrote', () => {
    const quoted = experiment({ cookieHeader: `ajs_anonymous_id=%22${ID}%22` });
    expect(quoted.assignments[0]?.variantKey).toBe(assignVariant(homeHero, ID).key);
  });

  it('gives a new visitor an anonymous id as a first-party cookie, and assigns by it', () => {
    const { assignments, setCookies } = experiment({ secure: true });
    expect(assignments[0]?.variantKey).toBe(assignVariant(homeHero, NEW_ID).key);
    expect(setCookies).toEqual([
      `ajs_anonymous_id=${NEW_ID}; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
      `experiments=home-hero:${assignVariant(homeHero, NEW_ID).key}; Path=/; Max-Age=31536000; SameSite=Lax; Secure; HttpOnly`,
    ]);
  });

  it('keeps the remembered variant, and sets nothing when nothing changed', () => {
    const other = assignVariant(homeHero, ID).key === 'explain' ? 'numbers-first' : 'explain';
    const { assignments, setCookies } = experiment({
      cookieHeader: `ajs_anonymous_id=${ID}; experiments=home-hero:${other}`,
    });
    expect(assignments[0]?.variantKey).toBe(other);
    expect(setCookies).toEqual([]);
  });

  it('drops experiments no longer configured from the cookie, keeping other pages\u2019 ones', () => {
    const rates: Experiment = { ...homeHero, key: 'rates-table', paths: ['/rates'] };
    const { setCookies } = pageExperiments(
      [homeHero, rates],
      request({
        cookieHeader: `ajs_anonymous_id=${ID}; experiments=old-test:a|rates-table:explain`,
      }),
    );
    expect(setCookies).toEqual([
      expect.stringMatching(
        new RegExp(
          `^experiments=rates-table:explain\\|home-hero:${assignVariant(homeHero, ID).key};`,
        ),
      ),
    ]);
  });

  it.each([
    ['Global Privacy Control', { secGpcHeader: '1' }],
    ['"Do not sell or share"', { cookieHeader: 'doNotSellOrShare=true' }],
    ['analytics off', { analyticsOn: false }],
  ])('after %s: the control, no cookie set, nothing to report', (_case, change) => {
    const { assignments, setCookies } = experiment(change);
    expect(assignments).toEqual([
      expect.objectContaining({ variantKey: 'explain', reportable: false }),
    ]);
    expect(setCookies).toEqual([]);
  });

  it('after an opt-out, still shows the variant the visitor\u2019s own cookies give, setting nothing', () => {
    const other = assignVariant(homeHero, ID).key;
    const { assignments, setCookies } = experiment({
      secGpcHeader: '1',
      cookieHeader: `ajs_anonymous_id=${ID}`,
    });
    expect(assignments).toEqual([
      expect.objectContaining({ variantKey: other, reportable: false }),
    ]);
    expect(setCookies).toEqual([]);
  });

  it('ignores an anonymous id that is not one (a cookie written to inject), making a new one', () => {
    const { setCookies } = experiment({ cookieHeader: 'ajs_anonymous_id=a;b<script>' });
    expect(setCookies[0]).toMatch(new RegExp(`^ajs_anonymous_id=${NEW_ID};`));
  });

  it('does nothing on a page without experiments', () => {
    expect(experiment({ path: '/rates' })).toEqual({ assignments: [], setCookies: [] });
  });
});
