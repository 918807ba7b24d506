import { cityLocationId, type LocationId } from './location-id.ts';
import { populationKey, type ZipRecord } from './place-data-set.ts';

/** A city derived from the ZIP codes that carry its name. */
export interface CityRecord {
  id: LocationId;
  name: string;
  stateCode: string;
  stateName: string;
  /** The county most of its ZIP codes are in. */
  county: string;
  /** The mean of its ZIP codes' coordinates. */
  latitude: number;
  longitude: number;
  /** GeoNames population where the city has 1,000 people or more and is found there; else null. */
  population: number | null;
  zips: string[];
}

/**
 * Groups ZIP codes into cities by place name and state. A city's centre is the mean of its ZIP
 * codes' centres and its county the most common one; ids come from the name and state only.
 */
export function deriveCities(zips: readonly ZipRecord[], populations: Map<string, number>) {
  const groups = new Map<LocationId, ZipRecord[]>();
  for (const record of zips) {
    const id = cityLocationId(record.placeName, record.stateCode);
    const group = groups.get(id);
    if (group) group.push(record);
    else groups.set(id, [record]);
  }
  const cities: CityRecord[] = [];
  for (const [id, group] of groups) {
    const first = group[0]!;
    cities.push({
      id,
      name: first.placeName,
      stateCode: first.stateCode,
      stateName: first.stateName,
      county: mostCommon(group.map((record) => record.county)),
      latitude: round(mean(group.map((record) => record.latitude)), 4),
      longitude: round(mean(group.map((record) => record.longitude)), 4),
      population: populations.get(populationKey(first.placeName, first.stateCode)) ?? null,
      zips: group.map((record) => record.zip).sort(),
    });
  }
  return cities;
}

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
}

/** The most frequent value; ties go to the one seen first. */
function mostCommon(values: string[]): string {
  const counts = new Map<string, number>();
  let best = values[0] ?? '';
  for (const value of values) {
    const count = (counts.get(value) ?? 0) + 1;
    counts.set(value, count);
    if (count > (counts.get(best) ?? 0)) best = value;
  }
  return best;
}
