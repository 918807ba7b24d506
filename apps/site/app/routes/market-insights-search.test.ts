import { describe, expect, it } from 'vitest';
import { placeSlug } from './market-insights-search.tsx';

describe('the market search without JavaScript', () => {
  it.each([
    ['48226', '48226'],
    [' 48226 ', '48226'],
    ['Detroit, MI', 'detroit-mi'],
    ['detroit mi', 'detroit-mi'],
    ['St. Louis, MO', 'saint-louis-mo'],
    ['Coeur d’Alene, ID', 'coeur-d-alene-id'],
    ['Detroit', undefined],
    ['Detroit, Michigan', undefined],
    ['4822', undefined],
    ['', undefined],
  ])('%j names %j', (query, slug) => {
    expect(placeSlug(query)).toBe(slug);
  });
});
