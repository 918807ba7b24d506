// Every place in memory, for lookups and geocoding in microseconds: ZIP codes, cities (derived
// from the ZIP codes) and counties. Built at every start from the place data set's files.
import { US_STATE_CODES } from '@lender/validation';
import { prefixEditDistance } from './edit-distance.ts';
import {
  countyLocationId,
  normalizePlaceName,
  zipLocationId,
  type LocationId,
} from './location-id.ts';

export interface ZipPlace {
  kind: 'zip';
  id: LocationId;
  zip: string;
  /** The ZIP's place name (its city). */
  city: string;
  cityId: LocationId;
  stateCode: string;
  stateName: string;
  county: string;
  latitude: number;
  longitude: number;
}

export interface CityPlace {
  kind: 'city';
  id: LocationId;
  name: string;
  stateCode: string;
  stateName: string;
  county: string;
  latitude: number;
  longitude: number;
  population: number | null;
  zipCount: number;
}

export interface CountyPlace {
  kind: 'county';
  id: LocationId;
  name: string;
  stateCode: string;
  stateName: string;
}

export type Place = ZipPlace | CityPlace | CountyPlace;

/** How a result matched the query, best first; relevance is Mapbox's 0–1 score. */
export type MatchKind = 'exact' | 'prefix' | 'word-prefix' | 'zip-prefix' | 'typo';

export interface PlaceMatch {
  place: ZipPlace | CityPlace;
  match: MatchKind;
  relevance: number;
}

export interface ForwardOptions {
  limit: number;
  /** [longitude, latitude] of the searcher: nearer places rank higher. */
  proximity?: readonly [number, number] | undefined;
  /** Which kinds to return: cities (`place`, `locality`) and ZIP codes (`postcode`). */
  types?: ReadonlySet<'place' | 'locality' | 'postcode'> | undefined;
}

const RELEVANCE: Record<MatchKind, number> = {
  exact: 1,
  prefix: 0.9,
  'zip-prefix': 0.9,
  'word-prefix': 0.75,
  typo: 0.7,
};
/** Shorter queries are not corrected: too many names are one edit from them. */
const TYPO_MIN_LENGTH = 4;
/** Typos cost this much relevance each. */
const TYPO_RELEVANCE_STEP = 0.1;
/** Reverse geocoding answers nothing farther than this from any ZIP centre (open sea, abroad). */
export const REVERSE_MAX_KM = 150;

interface NameEntry {
  /** The normalized full name, or a later word onwards ("francisco" of "san francisco"). */
  key: string;
  city: CityPlace;
  wordStart: boolean;
}

export interface PlaceIndex {
  zip(code: string): ZipPlace | undefined;
  byId(id: string): Place | undefined;
  forward(query: string, options: ForwardOptions): PlaceMatch[];
  /** The nearest ZIP code within REVERSE_MAX_KM, with its city. */
  reverse(latitude: number, longitude: number): { zip: ZipPlace; city: CityPlace } | undefined;
  readonly size: { zips: number; cities: number; counties: number };
}

export function createPlaceIndex(zips: ZipPlace[], cities: CityPlace[]): PlaceIndex {
  const byId = new Map<string, Place>();
  const zipByCode = new Map<string, ZipPlace>();
  for (const city of cities) byId.set(city.id, city);
  for (const zip of zips) {
    byId.set(zip.id, zip);
    zipByCode.set(zip.zip, zip);
    const countyId = countyLocationId(zip.county, zip.stateCode);
    if (zip.county && !byId.has(countyId)) {
      byId.set(countyId, {
        kind: 'county',
        id: countyId,
        name: zip.county,
        stateCode: zip.stateCode,
        stateName: zip.stateName,
      });
    }
  }
  const sortedZips = [...zips].sort((a, b) => (a.zip < b.zip ? -1 : 1));
  const names = buildNameEntries(cities);
  const allNamed = distinctNames(cities);
  const byFirstLetter = groupByLetter(allNamed, 0);
  const bySecondLetter = groupByLetter(allNamed, 1);
  const stateByName = stateNames(cities);
  const grid = buildGrid(zips);

  function forward(query: string, options: ForwardOptions): PlaceMatch[] {
    const wantCities =
      !options.types || options.types.has('place') || options.types.has('locality');
    const wantZips = !options.types || options.types.has('postcode');
    const digits = query.replace(/[\s-]/g, '');
    if (/^\d{1,5}$/.test(digits)) {
      return wantZips ? zipPrefixMatches(digits, options) : [];
    }
    if (!wantCities) return [];
    const { name, stateCode } = splitState(normalizePlaceName(query), stateByName);
    if (name.length === 0) return [];
    // Typo tolerance only when nothing starts with what was typed: it would crowd out real matches.
    let found = nameMatches(name);
    if (found.length === 0 && name.length >= TYPO_MIN_LENGTH) found = typoMatches(name);
    if (stateCode) found = found.filter((entry) => entry.place.stateCode === stateCode);
    return rank(found, options);
  }

  function nameMatches(name: string): PlaceMatch[] {
    const matches = new Map<string, PlaceMatch>();
    for (
      let index = lowerBound(names, name, (entry) => entry.key);
      index < names.length;
      index += 1
    ) {
      const entry = names[index]!;
      if (!entry.key.startsWith(name)) break;
      const match: MatchKind = entry.wordStart
        ? 'word-prefix'
        : entry.key === name
          ? 'exact'
          : 'prefix';
      const existing = matches.get(entry.city.id);
      if (!existing || RELEVANCE[match] > existing.relevance) {
        matches.set(entry.city.id, { place: entry.city, match, relevance: RELEVANCE[match] });
      }
    }
    return [...matches.values()];
  }

  function typoMatches(name: string): PlaceMatch[] {
    const maxEdits = name.length >= 8 ? 2 : 1;
    const search = (candidates: NamedCity[]) => {
      const found: PlaceMatch[] = [];
      for (const { key, cities: named } of candidates) {
        const distance = prefixEditDistance(name, key, maxEdits);
        if (distance > maxEdits || distance === 0) continue;
        const relevance = RELEVANCE.typo - TYPO_RELEVANCE_STEP * (distance - 1);
        for (const city of named) found.push({ place: city, match: 'typo', relevance });
      }
      return found;
    };
    // Most typos keep the first letter. A wrong or extra first letter keeps the second one in
    // place (xhicago) or first (cchicago): those groups are tried only when the first finds nothing.
    const sameFirstLetter = search(byFirstLetter.get(name[0]!) ?? []);
    if (sameFirstLetter.length > 0) return sameFirstLetter;
    return search([
      ...(bySecondLetter.get(name[1] ?? '') ?? []),
      ...(byFirstLetter.get(name[1] ?? '') ?? []),
    ]);
  }

  function zipPrefixMatches(prefix: string, options: ForwardOptions): PlaceMatch[] {
    const found: PlaceMatch[] = [];
    for (
      let index = lowerBound(sortedZips, prefix, (zip) => zip.zip);
      index < sortedZips.length;
      index += 1
    ) {
      const zip = sortedZips[index]!;
      if (!zip.zip.startsWith(prefix)) break;
      const match: MatchKind = zip.zip === prefix ? 'exact' : 'zip-prefix';
      found.push({ place: zip, match, relevance: RELEVANCE[match] });
    }
    if (!options.proximity) return found.slice(0, options.limit);
    return rank(found, options);
  }

  function reverse(latitude: number, longitude: number) {
    const nearest = nearestZip(grid, latitude, longitude);
    if (!nearest) return undefined;
    const city = byId.get(nearest.cityId);
    return city?.kind === 'city' ? { zip: nearest, city } : undefined;
  }

  return {
    zip: (code) => zipByCode.get(code),
    byId: (id) => byId.get(id),
    forward,
    reverse,
    size: {
      zips: zips.length,
      cities: cities.length,
      counties: byId.size - zips.length - cities.length,
    },
  };
}

/**
 * Best first: how well the name matched counts most, then how big the place is (population, or
 * the ZIP codes it spans), then how near it is to the searcher. ZIP codes have no size; nearness
 * orders them.
 */
function rank(matches: PlaceMatch[], { limit, proximity }: ForwardOptions): PlaceMatch[] {
  const score = (match: PlaceMatch) => {
    const { place } = match;
    const size =
      place.kind === 'city'
        ? Math.log10(Math.max(place.population ?? 0, place.zipCount * 2_000, 1))
        : 0;
    const nearness = proximity
      ? 3 * Math.exp(-distanceKm(proximity[1], proximity[0], place.latitude, place.longitude) / 200)
      : 0;
    return match.relevance * 10 + size + nearness;
  };
  return matches
    .map((match) => ({ match, score: score(match) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ match }) => match);
}

/** "detroit mi" or "detroit michigan" → name "detroit", state MI; a bare state name is a place. */
function splitState(query: string, stateByName: Map<string, string>) {
  const words = query.split(' ');
  for (const take of [2, 1]) {
    if (words.length <= take) continue;
    const tail = words.slice(-take).join(' ');
    const code = stateByName.get(tail);
    if (code) return { name: words.slice(0, -take).join(' '), stateCode: code };
  }
  return { name: query, stateCode: undefined };
}

function stateNames(cities: CityPlace[]): Map<string, string> {
  const map = new Map<string, string>();
  for (const code of US_STATE_CODES) map.set(code.toLowerCase(), code);
  for (const city of cities) map.set(normalizePlaceName(city.stateName), city.stateCode);
  return map;
}

function buildNameEntries(cities: CityPlace[]): NameEntry[] {
  const entries: NameEntry[] = [];
  for (const city of cities) {
    const key = normalizePlaceName(city.name);
    entries.push({ key, city, wordStart: false });
    let space = key.indexOf(' ');
    while (space !== -1) {
      entries.push({ key: key.slice(space + 1), city, wordStart: true });
      space = key.indexOf(' ', space + 1);
    }
  }
  return entries.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/** A normalized name and the cities that have it (Springfield: 30 or so): compared once. */
interface NamedCity {
  key: string;
  cities: CityPlace[];
}

function distinctNames(cities: CityPlace[]): NamedCity[] {
  const byKey = new Map<string, CityPlace[]>();
  for (const city of cities) {
    const key = normalizePlaceName(city.name);
    const group = byKey.get(key);
    if (group) group.push(city);
    else byKey.set(key, [city]);
  }
  return [...byKey].map(([key, group]) => ({ key, cities: group }));
}

function groupByLetter(cities: NamedCity[], position: number): Map<string, NamedCity[]> {
  const groups = new Map<string, NamedCity[]>();
  for (const named of cities) {
    const letter = named.key[position] ?? '';
    const group = groups.get(letter);
    if (group) group.push(named);
    else groups.set(letter, [named]);
  }
  return groups;
}

/** The first index whose key is not below `key`, in an array sorted by that key. */
function lowerBound<T>(items: readonly T[], key: string, keyOf: (item: T) => string): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (keyOf(items[middle]!) < key) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Great-circle distance in kilometres (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const radians = Math.PI / 180;
  const dLat = (lat2 - lat1) * radians;
  const dLon = (lon2 - lon1) * radians;
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(lat1 * radians) * Math.cos(lat2 * radians) * Math.sin(dLon / 2) ** 2;
  return 6371 * 2 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** ZIP codes filed by whole degree of latitude and longitude. */
type Grid = Map<string, ZipPlace[]>;

function buildGrid(zips: ZipPlace[]): Grid {
  const grid: Grid = new Map();
  for (const zip of zips) {
    const key = cellKey(Math.floor(zip.latitude), Math.floor(zip.longitude));
    const cell = grid.get(key);
    if (cell) cell.push(zip);
    else grid.set(key, [zip]);
  }
  return grid;
}

function cellKey(latitude: number, longitude: number): string {
  return `${latitude}:${longitude}`;
}

/**
 * Searches rings of grid cells outwards from the point's cell. Every cell of ring r is at least
 * r − 1 whole degrees away in latitude or longitude, and a degree is at least 111 km × cos(the
 * ring's farthest latitude), so once that bound passes the best distance found (or
 * REVERSE_MAX_KM) no farther ring can hold a nearer ZIP.
 */
function nearestZip(grid: Grid, latitude: number, longitude: number): ZipPlace | undefined {
  const row = Math.floor(latitude);
  const column = Math.floor(longitude);
  let best: ZipPlace | undefined;
  let bestKm = REVERSE_MAX_KM;
  for (let ring = 0; ring <= MAX_RINGS; ring += 1) {
    const farthestLatitude = Math.min(Math.abs(latitude) + ring + 1, 89);
    const ringKm = (ring - 1) * 111 * Math.cos(farthestLatitude * (Math.PI / 180));
    if (ringKm > bestKm) break;
    for (let dRow = -ring; dRow <= ring; dRow += 1) {
      const step = Math.abs(dRow) === ring ? 1 : 2 * ring; // inside rows: only the two ends
      for (let dColumn = -ring; dColumn <= ring; dColumn += step || 1) {
        for (const zip of grid.get(cellKey(row + dRow, column + dColumn)) ?? []) {
          const km = distanceKm(latitude, longitude, zip.latitude, zip.longitude);
          if (km < bestKm) {
            best = zip;
            bestKm = km;
          }
        }
      }
    }
  }
  return best;
}

/** Rings searched at most (the cos bound only needs many near the poles, where no ZIPs are). */
const MAX_RINGS = 90;

/** The ZIP place a zip row describes. */
export function zipPlace(row: Omit<ZipPlace, 'kind' | 'id'>): ZipPlace {
  return { kind: 'zip', id: zipLocationId(row.zip), ...row };
}

/** A place index whose places arrive later: empty until `replace` is called. */
export interface ReplaceablePlaceIndex extends PlaceIndex {
  replace(index: PlaceIndex): void;
}

/**
 * The index the routes hold while the server starts: it answers from an empty index until the
 * places are read (the data routes answer 503 until then), then from those.
 */
export function replaceablePlaceIndex(): ReplaceablePlaceIndex {
  let current = createPlaceIndex([], []);
  return {
    zip: (code) => current.zip(code),
    byId: (id) => current.byId(id),
    forward: (query, options) => current.forward(query, options),
    reverse: (latitude, longitude) => current.reverse(latitude, longitude),
    get size() {
      return current.size;
    },
    replace(index) {
      current = index;
    },
  };
}
