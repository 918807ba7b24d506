/**
 * A repeatable pseudo-random source seeded by a string (FNV-1a hash into mulberry32): the same
 * location always gets the same demo numbers, on every machine and every start.
 */
export function seededRandom(seed: string): () => number {
  let state = 0x811c9dc5;
  for (let index = 0; index < seed.length; index += 1) {
    state ^= seed.charCodeAt(index);
    state = Math.imul(state, 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A number from `min` to `max` drawn from `random`. */
export function between(random: () => number, min: number, max: number): number {
  return min + (max - min) * random();
}
