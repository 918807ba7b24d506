// A place index of a few real ZIP codes (GeoNames' spelling of their counties), for tests that
// need a ZIP code's county without loading the whole place data set.
import { createPlaceIndex, zipPlace, type PlaceIndex } from '../src/places/place-index.ts';

const place = (zip: string, city: string, stateCode: string, stateName: string, county: string) =>
  zipPlace({
    zip,
    city,
    cityId: `city:${city.toLowerCase().replace(/ /g, '-')}-${stateCode.toLowerCase()}`,
    stateCode,
    stateName,
    county,
    latitude: 0,
    longitude: 0,
  });

/** Downtown Detroit (Wayne County, MI) and downtown Los Angeles (Los Angeles County, CA). */
export function testPlaces(): PlaceIndex {
  return createPlaceIndex(
    [
      place('48226', 'Detroit', 'MI', 'Michigan', 'Wayne'),
      place('90012', 'Los Angeles', 'CA', 'California', 'Los Angeles'),
    ],
    [],
  );
}
