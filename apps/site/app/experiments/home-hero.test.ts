import { readFileSync } from 'node:fs';
import { parseExperimentsConfig } from '@lender/analytics';
import { describe, expect, it } from 'vitest';
import {
  HOME_HERO_CONTROL,
  HOME_HERO_COPY,
  HOME_HERO_EXPERIMENT,
  heroCopy,
  isHeroVariant,
} from './home-hero.ts';

// The configuration file the server reads at start (apps/bff loads it with the same schema).
const experiments = parseExperimentsConfig(
  JSON.parse(readFileSync(new URL('../../experiments.json', import.meta.url), 'utf8')),
);

describe('the shipped home hero experiment', () => {
  const homeHero = experiments.find((experiment) => experiment.key === HOME_HERO_EXPERIMENT);

  it('runs on the home page, with the control first', () => {
    expect(homeHero?.paths).toContain('/');
    expect(homeHero?.variants[0]?.key).toBe(HOME_HERO_CONTROL);
  });

  it('names only variants the page can render, and every one it can', () => {
    expect(homeHero?.variants.map((variant) => variant.key).sort()).toEqual(
      Object.keys(HOME_HERO_COPY).sort(),
    );
  });

  it('shows the control for a variant the page does not know', () => {
    expect(isHeroVariant('retired-variant')).toBe(false);
    expect(heroCopy('retired-variant')).toBe(HOME_HERO_COPY[HOME_HERO_CONTROL]);
    expect(isHeroVariant('toString')).toBe(false);
  });

  it('keeps each variant within 15 % of the control length, so the hero keeps its size', () => {
    const control = HOME_HERO_COPY[HOME_HERO_CONTROL]!;
    for (const copy of Object.values(HOME_HERO_COPY)) {
      expect(Math.abs(copy.headline.length / control.headline.length - 1)).toBeLessThan(0.15);
      expect(Math.abs(copy.lead.length / control.lead.length - 1)).toBeLessThan(0.15);
    }
  });
});
