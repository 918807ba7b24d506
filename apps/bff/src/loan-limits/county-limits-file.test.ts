import { describe, expect, it } from 'vitest';
import { countyKey } from './county-key.ts';
import { CountyLimitsFileError, parseCountyLimitsFile, parseCsv } from './county-limits-file.ts';

// The shape of FHFA's FullCountyLoanLimitList2026_HERA-BASED_FINAL_FLAT.csv as downloaded: a
// byte-order mark, header cells broken over two lines inside quotes, amounts as "$832,750 ".
const FHFA = [
  '\uFEFF"FIPS State Code","FIPS County Code","County Name","State","CBSA Number","One-Unit',
  'Limit","Two-Unit',
  'Limit","Three-Unit',
  'Limit","Four-Unit',
  'Limit"',
  '26,163,"WAYNE COUNTY",MI,19820,"$832,750 ","$1,066,250 ","$1,288,800 ","$1,601,750 "',
  '06,037,"LOS ANGELES COUNTY",CA,31080,"$1,249,125 ","$1,599,375 ","$1,933,200 ","$2,402,625 "',
  '15,003,"HONOLULU COUNTY",HI,46520,"$1,249,125 ","$1,599,375 ","$1,933,200 ","$2,402,625 "',
  '29,510,"ST. LOUIS CITY",MO,41180,"$832,750 ","$1,066,250 ","$1,288,800 ","$1,601,750 "',
  '51,760,"RICHMOND CITY",VA,40060,"$832,750 ","$1,066,250 ","$1,288,800 ","$1,601,750 "',
  '',
].join('\r\n');

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,"b, c","say ""hi""","two\nlines"\r\n1,2,3,4\n')).toEqual([
      ['a', 'b, c', 'say "hi"', 'two\nlines'],
      ['1', '2', '3', '4'],
    ]);
  });
});

describe('parseCountyLimitsFile', () => {
  it('reads FHFA’s flat file as downloaded, with the program and year from the command line', () => {
    const rows = parseCountyLimitsFile(FHFA, { program: 'conforming', year: 2026 });
    expect(rows).toHaveLength(5);
    expect(rows[0]).toEqual({
      program: 'conforming',
      year: 2026,
      stateCode: 'MI',
      countyName: 'WAYNE COUNTY',
      countyFips: '26163',
      limitsCents: [832_750_00, 1_066_250_00, 1_288_800_00, 1_601_750_00],
      countyId: 'county:wayne-mi',
    });
    expect(rows[1]).toMatchObject({ countyFips: '06037', countyId: 'county:los-angeles-ca' });
    // Honolulu's 1,249,125 is Hawaii's baseline, within its special-area ceiling.
    expect(rows[2]).toMatchObject({
      stateCode: 'HI',
      limitsCents: [1_249_125_00, 1_599_375_00, 1_933_200_00, 2_402_625_00],
    });
  });

  it('gives FHFA’s and GeoNames’ spellings of a county the same key', () => {
    const rows = parseCountyLimitsFile(FHFA, { program: 'conforming', year: 2026 });
    // GeoNames: "Wayne", "Los Angeles", "Honolulu", "St. Louis (city)", "City of Richmond".
    expect(rows.map((row) => row.countyId)).toEqual([
      countyKey('Wayne', 'MI'),
      countyKey('Los Angeles', 'CA'),
      countyKey('Honolulu', 'HI'),
      countyKey('St. Louis (city)', 'MO'),
      countyKey('City of Richmond', 'VA'),
    ]);
  });

  it('reads a plain file with program and year columns (HUD’s FHA limits saved as CSV)', () => {
    const rows = parseCountyLimitsFile(
      [
        'program,year,state,county_fips,county_name,one_family,two_family,three_family,four_family',
        'fha,2026,MI,26163,Wayne,541287,693050,837700,1041125',
        'FHA,2026,CA,06037,Los Angeles,1249125,1599375,1933200,2402625',
      ].join('\n'),
    );
    expect(rows.map((row) => [row.program, row.countyId, row.limitsCents[0]])).toEqual([
      ['fha', 'county:wayne-mi', 541_287_00],
      ['fha', 'county:los-angeles-ca', 1_249_125_00],
    ]);
  });

  it('reads a file without FIPS codes or two- to four-unit limits (FHFA’s list of the counties above the baseline)', () => {
    const rows = parseCountyLimitsFile(
      'State,County Name,One-Unit Limit\nCA,"Los Angeles",1249125\nVA,"Alexandria City",1249125\n',
      { program: 'conforming', year: 2026 },
    );
    expect(rows).toEqual([
      {
        program: 'conforming',
        year: 2026,
        stateCode: 'CA',
        countyName: 'Los Angeles',
        limitsCents: [1_249_125_00, null, null, null],
        countyId: 'county:los-angeles-ca',
      },
      expect.objectContaining({ countyId: countyKey('City of Alexandria', 'VA') }),
    ]);
    // A column the file has must have its amount in every row.
    expect(() =>
      parseCountyLimitsFile(
        'State,County Name,One-Unit Limit,Two-Unit Limit\nCA,Orange,1249125,\n',
        {
          program: 'conforming',
          year: 2026,
        },
      ),
    ).toThrow(/row 1 \(Orange, CA\): the 2-unit limit must be whole dollars, got ""/);
  });

  it('lists every bad row and stores nothing', () => {
    const text = [
      'program,year,state,county name,one unit,two unit,three unit,four unit',
      'fha,2026,MI,Wayne,541287,693050,837700,1041125',
      'fha,2026,MI,Oakland,500000,693050,837700,1041125', // below the FHA floor
      'fha,2026,CA,Los Angeles,12491250,1599375,1933200,2402625', // above the ceiling
      'fha,2026,Michigan,Kent,541287,693050,837700,1041125', // not a code
      'fha,2026,MI,Macomb,541287.50,693050,837700,1041125', // cents
      'mortgage,26,MI,Ingham,541287,693050,837700,1041125', // program and year
      'fha,2026,MI,WAYNE,541287,693050,837700,1041125', // twice
    ].join('\n');
    const error = (() => {
      try {
        parseCountyLimitsFile(text);
      } catch (caught) {
        return caught as CountyLimitsFileError;
      }
      throw new Error('expected a CountyLimitsFileError');
    })();
    expect(error).toBeInstanceOf(CountyLimitsFileError);
    expect(error.problems).toEqual([
      expect.stringMatching(/^row 2 \(Oakland, MI\): .*below the 2026 fha minimum 541287/),
      expect.stringMatching(/^row 3 \(Los Angeles, CA\): .*above the 2026 fha maximum 1249125/),
      expect.stringMatching(/^row 4 \(Kent, MICHIGAN\): stateCode must be two capital letters/),
      expect.stringMatching(
        /^row 5 \(Macomb, MI\): the 1-unit limit must be whole dollars, got "541287.50"/,
      ),
      expect.stringMatching(/^row 6 \(Ingham, MI\): program must be conforming or fha/),
      expect.stringMatching(/^row 6 \(Ingham, MI\): year must be 4 digits/),
      expect.stringMatching(/^row 7 \(WAYNE, MI\): WAYNE, MI is listed twice \(first at row 1\)/),
    ]);
  });

  it.each([
    ['no limit columns', 'state,county\nMI,Wayne', /no header row with a one-unit limit column/],
    [
      'no year anywhere',
      'state,county name,one unit,two unit,three unit,four unit\nMI,Wayne,1,2,3,4',
      /no column for: program \(or --program\), year \(or --year\)/,
    ],
    [
      'no rows',
      'program,year,state,county name,one unit,two unit,three unit,four unit\n',
      /no county rows/,
    ],
  ])('refuses a file with %s', (_what, text, message) => {
    expect(() => parseCountyLimitsFile(text)).toThrow(message);
  });
});
