import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import {
  linesContaining,
  parseCityPopulations,
  placeDataFiles,
  readPlaceDataSet,
} from './place-data-set.ts';

describe('reading the place data set', () => {
  it('finds the lines that contain a text, the last one without a newline too', () => {
    const bytes = Buffer.from('a\tUS\t1\nb\tCA\t2\nc\tUS\t3\nd\tUS\t4', 'utf8');
    expect(linesContaining(bytes, '\tUS\t')).toBe('a\tUS\t1\nc\tUS\t3\nd\tUS\t4');
    expect(linesContaining(Buffer.from('Zürich\tCH\nSão Paulo\tUS\t'), '\tUS\t')).toBe(
      'São Paulo\tUS\t',
    );
    expect(linesContaining(Buffer.from('nothing here'), '\tUS\t')).toBe('');
  });

  it('reads the same city populations from the US lines as from the whole world file', async () => {
    const whole = parseCityPopulations(await readFile(placeDataFiles().cities, 'utf8'));
    const { populations } = await readPlaceDataSet();
    expect(populations.size).toBeGreaterThan(15_000);
    expect([...populations].sort()).toEqual([...whole].sort());
  });
});
