// How long the place endpoints' answers may be cached (routes/geocoding.ts, rmscbff/zip-codes.ts).

/** Places change when the data set does (a release), so answers may be cached for a day. */
export const PLACE_CACHE = 'public, max-age=86400';
/** Unknown ZIP codes and keys: cached briefly, since an import can add them. */
export const NOT_FOUND_CACHE = 'public, max-age=300';
