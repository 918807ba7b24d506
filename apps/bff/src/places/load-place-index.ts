import type { CityRecord } from './cities.ts';
import { cityLocationId } from './location-id.ts';
import type { ZipRecord } from './place-data-set.ts';
import { createPlaceIndex, zipPlace, type CityPlace, type PlaceIndex } from './place-index.ts';

/** The index of the places read from the data set (load-place-data.ts). */
export function placeIndexFromRecords(zips: ZipRecord[], cities: CityRecord[]): PlaceIndex {
  return createPlaceIndex(
    zips.map((zip) =>
      zipPlace({
        zip: zip.zip,
        city: zip.placeName,
        cityId: cityLocationId(zip.placeName, zip.stateCode),
        stateCode: zip.stateCode,
        stateName: zip.stateName,
        county: zip.county,
        latitude: zip.latitude,
        longitude: zip.longitude,
      }),
    ),
    cities.map((city): CityPlace => ({
      kind: 'city',
      id: city.id,
      name: city.name,
      stateCode: city.stateCode,
      stateName: city.stateName,
      county: city.county,
      latitude: city.latitude,
      longitude: city.longitude,
      population: city.population,
      zipCount: city.zips.length,
    })),
  );
}
