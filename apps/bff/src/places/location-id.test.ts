import { describe, expect, test } from 'vitest';
import {
  cityLocationId,
  countyLocationId,
  isLocationId,
  normalizePlaceName,
  zipLocationId,
} from './location-id.ts';

describe('location ids', () => {
  test('ZIP, city and county ids have one stable spelling', () => {
    expect(zipLocationId('48226')).toBe('zip:48226');
    expect(cityLocationId('Detroit', 'MI')).toBe('city:detroit-mi');
    expect(cityLocationId('San Francisco', 'CA')).toBe('city:san-francisco-ca');
    expect(countyLocationId('Wayne County', 'MI')).toBe('county:wayne-mi');
    expect(countyLocationId('Wayne', 'MI')).toBe('county:wayne-mi');
    expect(countyLocationId('Orleans Parish', 'LA')).toBe('county:orleans-la');
  });

  test('abbreviations and accents give the same id as the spelt-out name', () => {
    expect(cityLocationId('St. Louis', 'MO')).toBe(cityLocationId('Saint Louis', 'MO'));
    expect(cityLocationId('Mt. Vernon', 'NY')).toBe('city:mount-vernon-ny');
    expect(cityLocationId('Cañon City', 'CO')).toBe('city:canon-city-co');
    expect(cityLocationId("Coeur d'Alene", 'ID')).toBe('city:coeur-d-alene-id');
  });

  test('isLocationId accepts only the three shapes', () => {
    for (const id of ['zip:00501', 'city:detroit-mi', 'county:wayne-mi']) {
      expect(isLocationId(id)).toBe(true);
    }
    for (const id of ['zip:4822', 'city:detroit', 'town:x-mi', 'city:-mi', 'city:Detroit-MI', '']) {
      expect(isLocationId(id)).toBe(false);
    }
  });

  test('normalizePlaceName drops punctuation and case', () => {
    expect(normalizePlaceName('  San   Francisco ')).toBe('san francisco');
    expect(normalizePlaceName('Winston-Salem')).toBe('winston salem');
    expect(normalizePlaceName('Ste. Genevieve')).toBe('sainte genevieve');
  });
});
