// Location ids are the stable keys every place, market report and listings summary is stored
// under: `zip:48226`, `city:detroit-mi`, `county:wayne-county-mi`. They are derived from the
// place's name and state only, so re-loading the data set or importing a feed gives the same ids.

export type LocationKind = 'zip' | 'city' | 'county';

/** A location id, e.g. `zip:48226` or `city:detroit-mi`. */
export type LocationId = `${LocationKind}:${string}`;

const LOCATION_ID_PATTERN = /^(zip:\d{5}|(city|county):[a-z0-9]+(-[a-z0-9]+)*-[a-z]{2})$/;

/** True for a string shaped like a location id (whether or not such a place exists). */
export function isLocationId(value: string): value is LocationId {
  return LOCATION_ID_PATTERN.test(value);
}

/** `zip:48226`. */
export function zipLocationId(zip: string): LocationId {
  return `zip:${zip}`;
}

/** `city:detroit-mi`; `St. Louis, MO` → `city:saint-louis-mo`. */
export function cityLocationId(name: string, stateCode: string): LocationId {
  return `city:${slug(`${name} ${stateCode}`)}`;
}

/**
 * `county:wayne-mi`: GeoNames spells the county "Wayne", Redfin "Wayne County", so the kind of
 * county (County, Parish, Borough, Census Area, Municipality) is left out of the id.
 */
export function countyLocationId(name: string, stateCode: string): LocationId {
  const bare = normalizePlaceName(name).replace(
    / (county|parish|borough|census area|municipality)$/,
    '',
  );
  return `county:${slug(`${bare} ${stateCode}`)}`;
}

const ASCII = /^[\x20-\x7e]*$/;

/**
 * The comparable form of a place name: lower case, accents and punctuation dropped, "St." and
 * "Ste." spelt out and "Mt." as "mount", as GeoNames' postal file spells them ("Saint Louis").
 */
export function normalizePlaceName(name: string): string {
  // Most names are plain ASCII: no accents to take off (the start normalises 200,000 of them).
  const bare = ASCII.test(name) ? name : name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return bare
    .toLowerCase()
    .replace(/\bste\.?(?=\s)/g, 'sainte')
    .replace(/\bst\.?(?=\s)/g, 'saint')
    .replace(/\bmt\.?(?=\s)/g, 'mount')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function slug(text: string): string {
  return normalizePlaceName(text).replace(/ /g, '-');
}
