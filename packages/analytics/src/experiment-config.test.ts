import { describe, expect, it } from 'vitest';
import { parseExperimentsConfig } from './experiment-config.ts';

const valid = {
  experiments: [
    {
      key: 'home-hero',
      name: 'Home page hero wording',
      paths: ['/', '/learn/*'],
      variants: [
        { key: 'control', name: 'Control', weight: 50 },
        { key: 'plain-words', name: 'Plain words', weight: 50 },
      ],
    },
  ],
};

/** A copy of the valid file with one experiment field replaced. */
function withExperiment(change: Record<string, unknown>) {
  return { experiments: [{ ...valid.experiments[0], ...change }] };
}

describe('parseExperimentsConfig', () => {
  it('gives the experiments of a valid file', () => {
    expect(parseExperimentsConfig(valid)).toEqual(valid.experiments);
    expect(parseExperimentsConfig({ experiments: [] })).toEqual([]);
  });

  it.each([
    ['a key with capitals', withExperiment({ key: 'Home' }), 'experiments.0.key'],
    ['no paths', withExperiment({ paths: [] }), 'experiments.0.paths: Give at least one path'],
    ['a relative path', withExperiment({ paths: ['home'] }), 'experiments.0.paths.0'],
    [
      'one variant',
      withExperiment({ variants: [valid.experiments[0]!.variants[0]] }),
      'Give at least two variants',
    ],
    [
      'a negative weight',
      withExperiment({
        variants: [
          { key: 'a', name: 'A', weight: -1 },
          { key: 'b', name: 'B', weight: 1 },
        ],
      }),
      'experiments.0.variants.0.weight: Enter a weight of 0 or more',
    ],
    [
      'all weights 0',
      withExperiment({
        variants: [
          { key: 'a', name: 'A', weight: 0 },
          { key: 'b', name: 'B', weight: 0 },
        ],
      }),
      'Give at least one variant a weight above 0',
    ],
    [
      'a variant key used twice',
      withExperiment({
        variants: [
          { key: 'a', name: 'A', weight: 1 },
          { key: 'a', name: 'B', weight: 1 },
        ],
      }),
      'experiments.0.variants.1.key: Variant key "a" is used twice',
    ],
    [
      'an experiment key used twice',
      { experiments: [valid.experiments[0], valid.experiments[0]] },
      'experiments.1.key: Experiment key "home-hero" is used twice',
    ],
    ['an unknown field', withExperiment({ traffic: 10 }), 'experiments.0'],
    ['no experiments list', {}, 'experiments'],
  ])('refuses %s, naming the field', (_case, file, message) => {
    expect(() => parseExperimentsConfig(file, 'test file')).toThrow('The test file is not valid');
    expect(() => parseExperimentsConfig(file, 'test file')).toThrow(message);
  });
});
