// How a ZIP code finds its county's loan limits: both sides reduce the county's name to one key.
// The place data (GeoNames) and the limit files (FHFA, HUD) spell counties differently:
// "Wayne" / "WAYNE COUNTY", "St. Louis (city)" / "ST. LOUIS CITY", "City of Richmond" /
// "Richmond City", "City and County of San Francisco" / "San Francisco", "Anchorage
// Municipality" / "ANCHORAGE", "Aleutians West (CA)" / "Aleutians West Census Area", "City and
// Borough of Wrangell" / "Wrangell City And Borough", "Naugatuck Valley" / "Naugatuck Valley
// Planning Region", "Doña Ana" / "Dona Ana", "Saint Louis" / "St. Louis".
import { normalizePlaceName } from '../places/location-id.ts';

/** What a county is called after its name: left out of the key, as the two sources disagree on it. */
const KIND = / (county|parish|borough|census area|municipality|city and borough|planning region)$/;

/**
 * Connecticut's planning regions (county-equivalents since 2022) under the names GeoNames gives
 * three of them, the councils of governments' names, mapped to the Census Bureau's names that
 * FHFA and HUD use. By FIPS code: 09110 Capitol, 09120 Greater Bridgeport, 09170 South Central
 * Connecticut.
 */
const CONNECTICUT_REGIONS: Readonly<Record<string, string>> = {
  'capitol region': 'capitol',
  'connecticut metropolitan': 'greater bridgeport',
  'south central regional': 'south central connecticut',
};

/**
 * The county's key (`county:wayne-mi`, `county:richmond-city-va`, `county:wrangell-ak`): its name
 * normalised (accents, case, punctuation, "St." as "Saint"), "City of X" read as "X city", and the
 * kind of county left out.
 */
export function countyKey(countyName: string, stateCode: string): string {
  const state = stateCode.toUpperCase();
  // GeoNames writes Alaska's census areas "Aleutians West (CA)".
  const spelled = state === 'AK' ? countyName.replace(/ ?\(CA\)$/, ' Census Area') : countyName;
  let name = normalizePlaceName(spelled)
    .replace(/^city and (?:borough|county) of (.+)$/, '$1')
    .replace(/^city of (.+)$/, '$1 city')
    .replace(/^(.+ city) city$/, '$1') // "Carson City (city)"
    .replace(KIND, '');
  if (state === 'CT') name = CONNECTICUT_REGIONS[name] ?? name;
  return `county:${`${name} ${state.toLowerCase()}`.replace(/ /g, '-')}`;
}
