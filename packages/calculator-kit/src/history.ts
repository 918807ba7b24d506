// One history policy for every calculator: a calculation the visitor made is a history entry
// (Back returns to the figures before it, SPEC §2's affordability `dti`), but calculations in
// quick succession — slider steps, a box left and a choice made in one movement — share one,
// so Back does not walk through every arrow-key press.

/** Calculations within this many milliseconds of the last entry replace it instead of adding one. */
export const HISTORY_MERGE_MS = 1000;

/** Writes hashes for one calculator: pushes a new entry, or replaces the recent one; true if it wrote. */
export function hashWriter(now: () => number = Date.now) {
  let lastEntryAt = Number.NEGATIVE_INFINITY;
  return (hash: string): boolean => {
    if (hash === window.location.hash) return false;
    const { pathname, search } = window.location;
    const url = `${pathname}${search}${hash}`;
    const at = now();
    if (at - lastEntryAt < HISTORY_MERGE_MS) {
      window.history.replaceState(window.history.state, '', url);
    } else {
      window.history.pushState(window.history.state, '', url);
    }
    lastEntryAt = at;
    return true;
  };
}
