/**
 * SPEC §5: in a group of selects (the rate comparison's product selects), an option chosen in
 * one select is disabled in the others. Given every select's current value, in order, returns
 * the values the select at `ownIndex` must disable: those chosen by its siblings. Its own
 * choice stays available to it, and empty selects take nothing.
 */
export function siblingDisabledValues(
  selections: readonly (string | null | undefined)[],
  ownIndex: number,
): string[] {
  const taken = selections.filter(
    (value, index): value is string => index !== ownIndex && value != null && value !== '',
  );
  return [...new Set(taken)];
}
