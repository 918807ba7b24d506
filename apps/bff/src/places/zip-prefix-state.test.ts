import { describe, expect, it } from 'vitest';
import { stateForZip } from './zip-prefix-state.ts';

describe('stateForZip', () => {
  it.each([
    ['48226', 'MI'], // Detroit
    ['10001', 'NY'], // New York
    ['94103', 'CA'], // San Francisco
    ['60601', 'IL'], // Chicago
    ['77002', 'TX'], // Houston
    ['88510', 'TX'], // El Paso (885)
    ['20500', 'DC'], // the White House
    ['20101', 'VA'], // Dulles (201)
    ['05501', 'MA'], // Andover IRS (055)
    ['99501', 'AK'], // Anchorage
    ['96813', 'HI'], // Honolulu
    ['02108', 'MA'], // Boston
    ['39901', 'GA'], // Atlanta IRS (399)
  ])('%s is in %s', (zip, state) => {
    expect(stateForZip(zip)).toBe(state);
  });

  it.each(['00000', '00601', '09001', '96201', '4822', 'abcde'])('%s has no state', (zip) => {
    expect(stateForZip(zip)).toBeUndefined();
  });
});
