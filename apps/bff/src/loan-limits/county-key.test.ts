import { describe, expect, it } from 'vitest';
import { countyKey } from './county-key.ts';

describe('countyKey', () => {
  // [the limit file's spelling, GeoNames' spelling (the place data), state, key]
  it.each([
    ['WAYNE COUNTY', 'Wayne', 'MI', 'county:wayne-mi'],
    ['Los Angeles', 'Los Angeles', 'CA', 'county:los-angeles-ca'],
    ['ORLEANS PARISH', 'Orleans', 'LA', 'county:orleans-la'],
    ['ST. LOUIS CITY', 'St. Louis (city)', 'MO', 'county:saint-louis-city-mo'],
    ['St. Louis', 'Saint Louis', 'MN', 'county:saint-louis-mn'],
    ['Doña Ana', 'Dona Ana', 'NM', 'county:dona-ana-nm'],
    ["Prince George's", "Prince George's", 'MD', 'county:prince-george-s-md'],
    ['Alexandria City', 'City of Alexandria', 'VA', 'county:alexandria-city-va'],
    ['San Francisco', 'City and County of San Francisco', 'CA', 'county:san-francisco-ca'],
    ['CARSON CITY', 'Carson City (city)', 'NV', 'county:carson-city-nv'],
    ['Fairfax City', 'Fairfax (city)', 'VA', 'county:fairfax-city-va'],
    ['Fairfax', 'Fairfax', 'VA', 'county:fairfax-va'],
    ['Anchorage Municipality', 'Anchorage Municipality', 'AK', 'county:anchorage-ak'],
    ['Aleutians West Census Area', 'Aleutians West (CA)', 'AK', 'county:aleutians-west-ak'],
    ['Yukon-Koyukuk Census Area', 'Yukon-Koyukuk (CA)', 'AK', 'county:yukon-koyukuk-ak'],
    ['Juneau City And Borough', 'Juneau City and Borough', 'AK', 'county:juneau-ak'],
    ['Wrangell City And Borough', 'City and Borough of Wrangell', 'AK', 'county:wrangell-ak'],
    ['Matanuska-Susitna Borough', 'Matanuska-Susitna Borough', 'AK', 'county:matanuska-susitna-ak'],
    ['Skagway Municipality', 'Skagway', 'AK', 'county:skagway-ak'],
    ['District Of Columbia', 'District of Columbia', 'DC', 'county:district-of-columbia-dc'],
    ['Naugatuck Valley Planning Region', 'Naugatuck Valley', 'CT', 'county:naugatuck-valley-ct'],
    [
      'Greater Bridgeport Planning Region',
      'Connecticut Metropolitan',
      'CT',
      'county:greater-bridgeport-ct',
    ],
    ['Capitol Planning Region', 'Capitol Region', 'CT', 'county:capitol-ct'],
  ])('%s and %s (%s) → %s', (fileName, placeName, state, key) => {
    expect(countyKey(fileName, state)).toBe(key);
    expect(countyKey(placeName, state)).toBe(key);
  });

  it('keeps apart what differs: a county and the independent city of its name, two states', () => {
    expect(countyKey('Fairfax', 'VA')).not.toBe(countyKey('Fairfax City', 'VA'));
    expect(countyKey('Baltimore', 'MD')).not.toBe(countyKey('Baltimore (city)', 'MD'));
    expect(countyKey('Essex', 'MA')).not.toBe(countyKey('Essex', 'NJ'));
  });
});
