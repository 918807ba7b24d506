import { describe, expect, it } from 'vitest';
import { edgeCoordinates } from './edge-location.ts';
import {
  dollarChange,
  count,
  orNotReported,
  percentChange,
  wholeDollars,
} from './report-format.ts';

describe('edge-location cookies (SPEC §7)', () => {
  it.each([
    ['edge_latitude=42.33; edge_longitude=-83.05', { latitude: 42.33, longitude: -83.05 }],
    ['a=1; edge_longitude=-83.05;edge_latitude=42', { latitude: 42, longitude: -83.05 }],
    ['edge_latitude=42.33', null],
    ['edge_latitude=91; edge_longitude=0', null],
    ['edge_latitude=42.33; edge_longitude=-183', null],
    ['edge_latitude=1e2; edge_longitude=0', null],
    ['edge_latitude=; edge_longitude=', null],
    ['', null],
  ])('%s → %j', (cookies, coordinates) => {
    expect(edgeCoordinates(cookies)).toEqual(coordinates);
  });
});

describe('the report’s figures', () => {
  it('reads money in whole dollars, changes with their sign, and missing figures as such', () => {
    expect(wholeDollars(250600)).toBe('$250,600');
    expect(count(6356)).toBe('6,356');
    expect(percentChange(1.3)).toBe('+1.3%');
    expect(percentChange(-0.2)).toBe('-0.2%');
    expect(percentChange(0)).toBe('0.0%');
    expect(dollarChange(3200)).toBe('+$3,200');
    expect(dollarChange(-3500)).toBe('-$3,500');
    expect(orNotReported(null, count)).toBe('Not reported');
  });
});
