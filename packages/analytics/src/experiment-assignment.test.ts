import { describe, expect, it } from 'vitest';
import {
  assignExperiments,
  assignVariant,
  experimentRunsOn,
  murmurHash3,
  parseExperimentsCookie,
  serializeExperimentsCookie,
  type Experiment,
} from './experiment-assignment.ts';

/** Version-4 UUIDs from a seeded generator (mulberry32): the same 100,000 ids on every run. */
function seededUuids(count: number, seed: number): string[] {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 0x1_0000_0000;
  };
  const hex = (digits: number) =>
    Array.from({ length: digits }, () => Math.floor(next() * 16).toString(16)).join('');
  return Array.from(
    { length: count },
    () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(next() * 4)]}${hex(3)}-${hex(12)}`,
  );
}

function experiment(weights: readonly number[], key = 'home-hero'): Experiment {
  return {
    key,
    name: 'Home hero wording',
    paths: ['/'],
    variants: weights.map((weight, index) => ({
      key: `v${index}`,
      name: `Variant ${index}`,
      weight,
    })),
  };
}

const IDS = seededUuids(100_000, 26);

describe('murmurHash3', () => {
  // Reference values of MurmurHash3_x86_32 (Austin Appleby's SMHasher) for ASCII input.
  it.each([
    ['', 0, 0],
    ['', 1, 0x514e28b7],
    ['a', 0, 0x3c2569b2],
    ['abcd', 0, 0x43ed676a],
    ['Hello, world!', 0, 0xc0363e43],
    ['The quick brown fox jumps over the lazy dog', 0, 0x2e4ff723],
  ])('hashes %j with seed %i as the reference does', (text, seed, expected) => {
    expect(murmurHash3(text, seed)).toBe(expected);
  });
});

describe('assignVariant', () => {
  it('gives an id the same variant every time, and ids differ', () => {
    const test = experiment([50, 50]);
    const first = IDS.slice(0, 1000).map((id) => assignVariant(test, id).key);
    const again = IDS.slice(0, 1000).map((id) => assignVariant(test, id).key);
    expect(again).toEqual(first);
    expect(new Set(first)).toEqual(new Set(['v0', 'v1']));
  });

  it.each([[[50, 50]], [[10, 90]], [[20, 30, 50]], [[1, 1, 1, 1]], [[0, 3, 1]]])(
    'over 100,000 ids, each share of weights %j is within 1 %% of its weight',
    (weights) => {
      const test = experiment(weights);
      const counts = new Map<string, number>();
      for (const id of IDS) {
        const { key } = assignVariant(test, id);
        counts.set(key, (counts.get(key) ?? 0) + 1);
      }
      const total = weights.reduce((sum, weight) => sum + weight, 0);
      weights.forEach((weight, index) => {
        const share = (counts.get(`v${index}`) ?? 0) / IDS.length;
        expect(Math.abs(share - weight / total)).toBeLessThan(0.01);
      });
    },
  );

  it('never gives a variant of weight 0', () => {
    const test = experiment([0, 1, 0]);
    expect(new Set(IDS.slice(0, 5000).map((id) => assignVariant(test, id).key))).toEqual(
      new Set(['v1']),
    );
  });

  it('draws each experiment independently: one half in one is not the same half in another', () => {
    const first = experiment([50, 50], 'first');
    const second = experiment([50, 50], 'second');
    const both = IDS.filter(
      (id) => assignVariant(first, id).key === 'v1' && assignVariant(second, id).key === 'v1',
    ).length;
    expect(Math.abs(both / IDS.length - 0.25)).toBeLessThan(0.01);
  });
});

describe('experimentRunsOn', () => {
  const on = (paths: string[], path: string) =>
    experimentRunsOn({ ...experiment([1, 1]), paths }, path);

  it.each([
    [['/'], '/', true],
    [['/'], '/?utm_source=x', true],
    [['/'], '/rates', false],
    [['/rates'], '/rates/', true],
    [['/learn/*'], '/learn', true],
    [['/learn/*'], '/learn/buying/first-home', true],
    [['/learn/*'], '/learning', false],
    [['/*'], '/anything/at/all', true],
    [['/rates', '/'], '/', true],
  ])('paths %j run on %s: %s', (paths, path, expected) => {
    expect(on(paths, path)).toBe(expected);
  });
});

describe('the experiments cookie', () => {
  it('reads back what it wrote', () => {
    const remembered = new Map([
      ['home-hero', 'plain-words'],
      ['rates-table', 'control'],
    ]);
    const value = serializeExperimentsCookie(remembered);
    expect(value).toBe('home-hero:plain-words|rates-table:control');
    expect(parseExperimentsCookie(value)).toEqual(remembered);
  });

  it.each(['', 'home-hero', 'home-hero:', ':x', 'a:b:c', 'Home:x', 'a:<script>', 'a:b c'])(
    'skips the malformed pair %j',
    (value) => {
      expect(parseExperimentsCookie(value).size).toBe(0);
    },
  );
});

describe('assignExperiments', () => {
  const homeHero: Experiment = {
    key: 'home-hero',
    name: 'Home hero wording',
    paths: ['/'],
    variants: [
      { key: 'control', name: 'Control', weight: 50 },
      { key: 'plain-words', name: 'Plain words', weight: 50 },
    ],
  };
  const id = IDS[0]!;

  it('assigns by the anonymous id on the experiment paths only', () => {
    const [assignment] = assignExperiments({
      experiments: [homeHero],
      pathname: '/',
      anonymousId: id,
      remembered: new Map(),
    });
    expect(assignment).toEqual({
      experimentKey: 'home-hero',
      experimentName: 'Home hero wording',
      variantKey: assignVariant(homeHero, id).key,
      variantName: assignVariant(homeHero, id).name,
      reportable: true,
    });
    expect(
      assignExperiments({
        experiments: [homeHero],
        pathname: '/rates',
        anonymousId: id,
        remembered: new Map(),
      }),
    ).toEqual([]);
  });

  it('keeps a remembered variant over the hash, while that variant still runs', () => {
    const other = assignVariant(homeHero, id).key === 'control' ? 'plain-words' : 'control';
    const remembered = new Map([['home-hero', other]]);
    const assign = (experiments: Experiment[]) =>
      assignExperiments({ experiments, pathname: '/', anonymousId: id, remembered })[0]?.variantKey;
    expect(assign([homeHero])).toBe(other);
    const stopped = {
      ...homeHero,
      variants: homeHero.variants.map((variant) =>
        variant.key === other ? { ...variant, weight: 0 } : variant,
      ),
    };
    expect(assign([stopped])).not.toBe(other);
  });

  it('shows the control, not reported, to a visitor without an id or a remembered variant', () => {
    expect(
      assignExperiments({
        experiments: [homeHero],
        pathname: '/',
        anonymousId: undefined,
        remembered: new Map(),
      }),
    ).toEqual([expect.objectContaining({ variantKey: 'control', reportable: false })]);
  });
});
