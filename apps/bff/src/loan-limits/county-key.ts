// How a ZIP code finds its county's loan limits: both sides reduce the county's name to one key.
// The place data (GeoNames) and the limit files (FHFA, HUD) spell counties differently:
// "Wayne" / "WAYNE", "St. Louis (city)" / "ST. LOUIS CITY", "City of Richmond" / "RICHMOND CITY",
// "Anchorage Municipality" / "ANCHORAGE".
import { countyLocationId, normalizePlaceName } from '../places/location-id.ts';

/** The county's key (`county:wayne-mi`, `county:richmond-city-va`): the place index's county id, with "City of X" read as "X city". */
export function countyKey(countyName: string, stateCode: string): string {
  const name = normalizePlaceName(countyName).replace(/^city of (.+)$/, '$1 city');
  return countyLocationId(name, stateCode.toUpperCase());
}
