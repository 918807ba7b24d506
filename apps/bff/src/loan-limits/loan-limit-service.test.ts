// The county table, its repository and the service that finds a ZIP code's limits, on PGlite and
// (with TEST_DATABASE_URL) PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KINDS, testDatabase } from '../../test/helpers.ts';
import { testPlaces } from '../../test/places-fixture.ts';
import type { Database } from '../db/client.ts';
import { parseCountyLimitsFile } from './county-limits-file.ts';
import { countyLoanLimitRows, replaceCountyLoanLimits } from './county-limits-repository.ts';
import { COUNTY_LISTS_CACHE_MS, createLoanLimitService } from './loan-limit-service.ts';

const FILE = (program: string, lines: string[]) =>
  [
    'program,year,state,county fips,county name,one unit,two unit,three unit,four unit',
    ...lines.map((line) => `${program},2026,${line}`),
  ].join('\n');

describe.each(DATABASE_KINDS)('county loan limits on %s', (kind) => {
  let database: Database;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await testDatabase(kind));
  });
  afterAll(() => dispose());

  it('stores a year’s file and replaces it whole: a county left out of the new file loses its row', async () => {
    const first = parseCountyLimitsFile(
      FILE('conforming', [
        'CA,06037,LOS ANGELES,1249125,1599375,1933200,2402625',
        'CA,06059,ORANGE,1249125,1599375,1933200,2402625',
      ]),
    );
    expect(await replaceCountyLoanLimits(database.db, first, 'a.csv')).toEqual([
      { program: 'conforming', year: 2026, counties: 2 },
    ]);
    const second = parseCountyLimitsFile(
      FILE('conforming', ['CA,06037,LOS ANGELES,1200000,1599375,1933200,2402625']),
    );
    await replaceCountyLoanLimits(database.db, second, 'b.csv');
    expect(await countyLoanLimitRows(database.db, 'county:orange-ca', 2026)).toEqual([]);
    expect(await countyLoanLimitRows(database.db, 'county:los-angeles-ca', 2026)).toEqual([
      {
        program: 'conforming',
        year: 2026,
        stateCode: 'CA',
        countyName: 'LOS ANGELES',
        countyFips: '06037',
        limitsCents: [1_200_000_00, 1_599_375_00, 1_933_200_00, 2_402_625_00],
        source: 'b.csv',
      },
    ]);
    // Another program's rows are left alone.
    await replaceCountyLoanLimits(
      database.db,
      parseCountyLimitsFile(FILE('fha', ['CA,06037,LOS ANGELES,1249125,1599375,1933200,2402625'])),
      'fha.csv',
    );
    expect(await countyLoanLimitRows(database.db, 'county:los-angeles-ca', 2026)).toHaveLength(2);
  });

  it('finds a ZIP code’s county rows for the year, and only the national figures where there are none', async () => {
    const service = createLoanLimitService({
      db: database.db,
      places: testPlaces(),
      now: () => new Date('2026-11-21T12:00:00Z'),
    });
    const la = await service.areaForZip('90012');
    expect(la).toMatchObject({
      year: 2026,
      stateCode: 'CA',
      county: { id: 'county:los-angeles-ca', name: 'Los Angeles' },
    });
    expect(la.countyLimits.map((row) => row.program).sort()).toEqual(['conforming', 'fha']);
    // The year's lists, as the sentences name them: each program's list replaced whole.
    const lists = { conforming: { source: 'b.csv' }, fha: { source: 'fha.csv' } };
    expect(await service.areaForZip('48226')).toEqual({
      year: 2026,
      stateCode: 'MI',
      county: { id: 'county:wayne-mi', name: 'Wayne' },
      countyLimits: [],
      countyLists: lists,
    });
    // A ZIP code the place data lacks still gets its state from the prefix table.
    expect(await service.areaForZip('48999')).toEqual({
      year: 2026,
      stateCode: 'MI',
      countyLimits: [],
      countyLists: lists,
    });
    // Guam and the Virgin Islands, which neither the place data nor the prefix table covers.
    expect((await service.areaForZip('96910')).stateCode).toBe('GU');
    expect((await service.areaForZip('00820')).stateCode).toBe('VI');
    expect((await service.areaForZip('96960')).stateCode).toBeUndefined(); // Marshall Islands
    // Next year, this year's rows no longer apply.
    const later = createLoanLimitService({
      db: database.db,
      places: testPlaces(),
      now: () => new Date('2027-01-02T00:00:00Z'),
    });
    expect(await later.areaForZip('90012')).toMatchObject({ countyLimits: [], countyLists: {} });
  });

  it('reads the year’s lists once a minute: an import by another process shows within COUNTY_LISTS_CACHE_MS', async () => {
    let now = new Date('2026-11-21T12:00:00Z');
    const service = createLoanLimitService({
      db: database.db,
      places: testPlaces(),
      now: () => now,
    });
    expect((await service.areaForZip('48226')).countyLists.conforming).toEqual({ source: 'b.csv' });
    await replaceCountyLoanLimits(
      database.db,
      parseCountyLimitsFile(
        FILE('conforming', ['CA,06037,LOS ANGELES,1249125,1599375,1933200,2402625']),
      ),
      'c.csv',
    );
    now = new Date(now.getTime() + COUNTY_LISTS_CACHE_MS - 1);
    expect((await service.areaForZip('48226')).countyLists.conforming).toEqual({ source: 'b.csv' });
    now = new Date(now.getTime() + 1);
    expect((await service.areaForZip('48226')).countyLists.conforming).toEqual({ source: 'c.csv' });
  });
});
