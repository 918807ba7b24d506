/** Places change when the data set does (a release), so answers may be cached for a day. */
export const PLACE_CACHE = 'public, max-age=86400';
