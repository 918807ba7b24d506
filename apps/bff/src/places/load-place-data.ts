// First-start loading of the place data set. It runs in one transaction under an advisory lock, so
// several servers starting at once against one PostgreSQL load it once, and it records what it
// loaded in app_meta so a restart skips it. The demo market and listings figures are not stored:
// they are computed on request (market/demo-figures.ts), dated by the instant recorded here.
import { eq, sql } from 'drizzle-orm';
import { bulkInsert, type BulkColumn } from '../db/bulk-insert.ts';
import type { AppDb } from '../db/client.ts';
import { appMeta } from '../db/schema.ts';
import { recordDemoAsOf, retireStoredDemoRows } from '../market/demo-figures.ts';
import { deriveCities, type CityRecord } from './cities.ts';
import { cityLocationId } from './location-id.ts';
import { PLACE_DATA_SET_VERSION, readPlaceDataSet, type ZipRecord } from './place-data-set.ts';

/** app_meta key holding the loaded data set's version. */
export const PLACE_DATA_META_KEY = 'place_data_set';

const LOAD_LOCK_ID = 7_311_842_002;

export interface PlaceDataLoad {
  status: 'loaded' | 'present';
  /** What was loaded, so the server can index it without reading it back. */
  records?: { zips: ZipRecord[]; cities: CityRecord[] };
  zips?: number;
  cities?: number;
  /** Demo rows an earlier version had stored, removed now that they are computed on request. */
  retiredDemoRows?: number;
  milliseconds?: number;
}

/**
 * Loads the places unless this edition is already loaded, and dates the demo figures `now` unless
 * an earlier start dated them (market/demo-figures.ts).
 */
export async function loadPlaceData(db: AppDb, now: Date): Promise<PlaceDataLoad> {
  if ((await loadedVersion(db)) === PLACE_DATA_SET_VERSION) {
    const { removed } = await underLoadLock(db, retireStoredDemoRows);
    return removed > 0 ? { status: 'present', retiredDemoRows: removed } : { status: 'present' };
  }
  const started = performance.now();
  const { zips: unsorted, populations } = await readPlaceDataSet();
  // Key order: index pages fill in sequence instead of splitting all over (a faster load).
  const zips = unsorted.sort((a, b) => (a.zip < b.zip ? -1 : 1));
  const cities = deriveCities(zips, populations).sort((a, b) => (a.id < b.id ? -1 : 1));
  return underLoadLock(db, async (txDb) => {
    // Another server may have loaded it while this one waited for the lock.
    if ((await loadedVersion(txDb)) === PLACE_DATA_SET_VERSION) return { status: 'present' };
    await txDb.execute(sql`delete from place_zips`);
    await txDb.execute(sql`delete from place_cities`);
    await insertZips(txDb, zips);
    await insertCities(txDb, cities);
    // An earlier edition's stored demo figures keep their date; a new database's are dated now.
    const { removed } = await retireStoredDemoRows(txDb);
    await recordDemoAsOf(txDb, now);
    await txDb
      .insert(appMeta)
      .values({ key: PLACE_DATA_META_KEY, value: PLACE_DATA_SET_VERSION })
      .onConflictDoUpdate({
        target: appMeta.key,
        set: { value: PLACE_DATA_SET_VERSION, updatedAt: new Date() },
      });
    return {
      status: 'loaded' as const,
      records: { zips, cities },
      zips: zips.length,
      cities: cities.length,
      ...(removed > 0 ? { retiredDemoRows: removed } : {}),
      milliseconds: Math.round(performance.now() - started),
    };
  });
}

/** Runs `run` in one transaction holding the load's advisory lock (one server at a time). */
function underLoadLock<T>(db: AppDb, run: (txDb: AppDb) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as AppDb;
    await txDb.execute(sql`select pg_advisory_xact_lock(${LOAD_LOCK_ID})`);
    return run(txDb);
  });
}

async function loadedVersion(db: AppDb): Promise<string | undefined> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, PLACE_DATA_META_KEY));
  return row?.value;
}

async function insertZips(db: AppDb, zips: ZipRecord[]): Promise<void> {
  await bulkInsert(db, 'place_zips', [
    text(
      'zip',
      zips.map((zip) => zip.zip),
    ),
    text(
      'city_id',
      zips.map((zip) => cityLocationId(zip.placeName, zip.stateCode)),
    ),
    text(
      'place_name',
      zips.map((zip) => zip.placeName),
    ),
    text(
      'state_code',
      zips.map((zip) => zip.stateCode),
    ),
    text(
      'state_name',
      zips.map((zip) => zip.stateName),
    ),
    text(
      'county',
      zips.map((zip) => zip.county),
    ),
    double(
      'latitude',
      zips.map((zip) => zip.latitude),
    ),
    double(
      'longitude',
      zips.map((zip) => zip.longitude),
    ),
  ]);
}

async function insertCities(db: AppDb, cities: CityRecord[]): Promise<void> {
  await bulkInsert(db, 'place_cities', [
    text(
      'id',
      cities.map((city) => city.id),
    ),
    text(
      'name',
      cities.map((city) => city.name),
    ),
    text(
      'state_code',
      cities.map((city) => city.stateCode),
    ),
    text(
      'state_name',
      cities.map((city) => city.stateName),
    ),
    text(
      'county',
      cities.map((city) => city.county),
    ),
    double(
      'latitude',
      cities.map((city) => city.latitude),
    ),
    double(
      'longitude',
      cities.map((city) => city.longitude),
    ),
    { name: 'population', type: 'integer', values: cities.map((city) => city.population) },
    { name: 'zip_count', type: 'integer', values: cities.map((city) => city.zips.length) },
  ]);
}

function text(name: string, values: string[]): BulkColumn {
  return { name, type: 'text', values };
}

function double(name: string, values: number[]): BulkColumn {
  return { name, type: 'double precision', values };
}
