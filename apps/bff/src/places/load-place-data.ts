// The place data set, read from its files at every start (about a second) and indexed in memory.
// It used to be stored in the database on a first start and read back on later ones: that took as
// long to read, held its rows in the database, and grew the embedded database's memory by more
// than 100 MB for good (reading 70,000 rows back as one JSON text).
import { deriveCities, type CityRecord } from './cities.ts';
import { placeIndexFromRecords } from './load-place-index.ts';
import type { PlaceIndex } from './place-index.ts';
import { readPlaceDataSet, type ZipRecord } from './place-data-set.ts';

/** The place data set as read from its files, in key order. */
export interface PlaceRecords {
  zips: ZipRecord[];
  cities: CityRecord[];
}

/** Reads the place data set from its files and derives the cities. */
export async function readPlaceRecords(): Promise<PlaceRecords> {
  const { zips: unsorted, populations } = await readPlaceDataSet();
  const zips = unsorted.sort((a, b) => (a.zip < b.zip ? -1 : 1));
  const cities = deriveCities(zips, populations).sort((a, b) => (a.id < b.id ? -1 : 1));
  return { zips, cities };
}

/** Every place in memory, read from the data set's files. */
export async function readPlaceIndex(): Promise<PlaceIndex> {
  const { zips, cities } = await readPlaceRecords();
  return placeIndexFromRecords(zips, cities);
}
