import type { AppDb } from '../db/client.ts';
import { placeCities, placeZips } from '../db/schema.ts';
import type { CityRecord } from './cities.ts';
import { cityLocationId, type LocationId } from './location-id.ts';
import type { ZipRecord } from './place-data-set.ts';
import { createPlaceIndex, zipPlace, type CityPlace, type PlaceIndex } from './place-index.ts';

/** Reads the place tables into memory (about 70,000 rows; a few hundred milliseconds). */
export async function loadPlaceIndex(db: AppDb): Promise<PlaceIndex> {
  const [zipRows, cityRows] = await Promise.all([
    db.select().from(placeZips),
    db.select().from(placeCities),
  ]);
  const zips = zipRows.map((row) =>
    zipPlace({
      zip: row.zip,
      city: row.placeName,
      cityId: row.cityId as LocationId,
      stateCode: row.stateCode,
      stateName: row.stateName,
      county: row.county,
      latitude: row.latitude,
      longitude: row.longitude,
    }),
  );
  const cities = cityRows.map((row): CityPlace => ({
    kind: 'city',
    id: row.id as LocationId,
    name: row.name,
    stateCode: row.stateCode,
    stateName: row.stateName,
    county: row.county,
    latitude: row.latitude,
    longitude: row.longitude,
    population: row.population,
    zipCount: row.zipCount,
  }));
  return createPlaceIndex(zips, cities);
}

/** The index of records just loaded (a first start), without reading them back. */
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
