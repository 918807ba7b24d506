import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import type { CityRecord } from './cities.ts';
import { cityLocationId, type LocationId } from './location-id.ts';
import type { ZipRecord } from './place-data-set.ts';
import { createPlaceIndex, zipPlace, type CityPlace, type PlaceIndex } from './place-index.ts';

type ZipTuple = [string, string, string, string, string, string, number, number];
type CityTuple = [string, string, string, string, string, number, number, number | null, number];

/**
 * Reads the place tables into memory (about 70,000 rows). Each table comes back as one JSON text of
 * row arrays: parsing 70,000 rows through the driver's protocol parser took 1.4–1.6 s on PGlite at
 * every start, one JSON.parse takes a fifth of that.
 */
export async function loadPlaceIndex(db: AppDb): Promise<PlaceIndex> {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_array(zip, place_name, city_id, state_code, state_name,
                                                 county, latitude, longitude)), '[]')::text
       from place_zips) as zips,
      (select coalesce(json_agg(json_build_array(id, name, state_code, state_name, county, latitude,
                                                 longitude, population, zip_count)), '[]')::text
       from place_cities) as cities`);
  const [row] = (result as unknown as { rows: { zips: string; cities: string }[] }).rows;
  const zips = (JSON.parse(row!.zips) as ZipTuple[]).map(
    ([zip, city, cityId, stateCode, stateName, county, latitude, longitude]) =>
      zipPlace({
        zip,
        city,
        cityId: cityId as LocationId,
        stateCode,
        stateName,
        county,
        latitude,
        longitude,
      }),
  );
  const cities = (JSON.parse(row!.cities) as CityTuple[]).map(
    ([
      id,
      name,
      stateCode,
      stateName,
      county,
      latitude,
      longitude,
      population,
      zipCount,
    ]): CityPlace => ({
      kind: 'city',
      id: id as LocationId,
      name,
      stateCode,
      stateName,
      county,
      latitude,
      longitude,
      population,
      zipCount,
    }),
  );
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
