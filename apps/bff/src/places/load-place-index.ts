import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import type { CityRecord } from './cities.ts';
import { cityLocationId } from './location-id.ts';
import type { ZipRecord } from './place-data-set.ts';
import { createPlaceIndex, zipPlace, type CityPlace, type PlaceIndex } from './place-index.ts';

/**
 * Reads the place tables into memory (about 70,000 rows). Each table comes back as one JSON text of
 * objects already in the index's shape: parsing 70,000 rows through the driver's protocol parser
 * took 1.4–1.6 s on PGlite at every start; this way the read and the index take 0.7–1 s.
 */
export async function loadPlaceIndex(db: AppDb): Promise<PlaceIndex> {
  const result = await db.execute(sql`
    select
      (select coalesce(json_agg(json_build_object(
                'zip', zip, 'city', place_name, 'cityId', city_id, 'stateCode', state_code,
                'stateName', state_name, 'county', county, 'latitude', latitude,
                'longitude', longitude)), '[]')::text
       from place_zips) as zips,
      (select coalesce(json_agg(json_build_object(
                'kind', 'city', 'id', id, 'name', name, 'stateCode', state_code,
                'stateName', state_name, 'county', county, 'latitude', latitude,
                'longitude', longitude, 'population', population, 'zipCount', zip_count)), '[]')::text
       from place_cities) as cities`);
  const [row] = (result as unknown as { rows: { zips: string; cities: string }[] }).rows;
  const zips = (JSON.parse(row!.zips) as Parameters<typeof zipPlace>[0][]).map(zipPlace);
  return createPlaceIndex(zips, JSON.parse(row!.cities) as CityPlace[]);
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
