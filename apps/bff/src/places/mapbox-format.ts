// Answers in the shape of Mapbox's Geocoding API (v5 `mapbox.places`: a GeoJSON
// FeatureCollection), so the site's code works unchanged against Mapbox itself when a lender
// configures a Mapbox token instead of these endpoints.
import type { CityPlace, PlaceMatch, ZipPlace } from './place-index.ts';

export const GEOCODING_ATTRIBUTION =
  'Place data © GeoNames (geonames.org), licensed under CC BY 4.0.';

export interface GeocodingFeature {
  id: string;
  type: 'Feature';
  place_type: ['place'] | ['postcode'];
  relevance: number;
  properties: { location_id: string };
  text: string;
  place_name: string;
  center: [number, number];
  geometry: { type: 'Point'; coordinates: [number, number] };
  context: { id: string; text: string; short_code?: string }[];
}

export interface GeocodingResponse {
  type: 'FeatureCollection';
  query: (string | number)[];
  features: GeocodingFeature[];
  attribution: string;
}

/** Mapbox-style feature ids: `place.detroit-mi`, `postcode.48226`. */
export function featureId(place: ZipPlace | CityPlace): string {
  return place.kind === 'zip' ? `postcode.${place.zip}` : `place.${place.id.slice('city:'.length)}`;
}

export function toFeature(place: ZipPlace | CityPlace, relevance: number): GeocodingFeature {
  const center: [number, number] = [place.longitude, place.latitude];
  const region = {
    id: `region.${place.stateCode.toLowerCase()}`,
    text: place.stateName,
    short_code: `US-${place.stateCode}`,
  };
  const country = { id: 'country.us', text: 'United States', short_code: 'us' };
  if (place.kind === 'zip') {
    return {
      id: featureId(place),
      type: 'Feature',
      place_type: ['postcode'],
      relevance,
      properties: { location_id: place.id },
      text: place.zip,
      place_name: `${place.city}, ${place.stateName} ${place.zip}, United States`,
      center,
      geometry: { type: 'Point', coordinates: center },
      context: [
        { id: `place.${place.cityId.slice('city:'.length)}`, text: place.city },
        region,
        country,
      ],
    };
  }
  return {
    id: featureId(place),
    type: 'Feature',
    place_type: ['place'],
    relevance,
    properties: { location_id: place.id },
    text: place.name,
    place_name: `${place.name}, ${place.stateName}, United States`,
    center,
    geometry: { type: 'Point', coordinates: center },
    context: [{ id: `district.${place.county}`, text: place.county }, region, country].filter(
      (entry) => entry.text !== '',
    ),
  };
}

export function featureCollection(
  query: (string | number)[],
  matches: PlaceMatch[],
): GeocodingResponse {
  return {
    type: 'FeatureCollection',
    query,
    features: matches.map((match) => toFeature(match.place, match.relevance)),
    attribution: GEOCODING_ATTRIBUTION,
  };
}
