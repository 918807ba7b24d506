// The county_loan_limits table: the only module that reads or writes it.
import type { CountyLoanLimit } from '@lender/mortgage-math';
import { and, count, eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { countyLoanLimits } from '../db/schema.ts';
import type { ImportedCountyLimit } from './county-limits-file.ts';

/** Rows per INSERT: a year's FHFA file has about 3,200 counties. */
const CHUNK = 500;

/**
 * Replaces, in one transaction, every program and year the rows hold: a county missing from the
 * new file loses its old row for that year (the file is the year's whole list). Returns how many
 * rows each program and year now has.
 */
export async function replaceCountyLoanLimits(
  db: AppDb,
  rows: readonly ImportedCountyLimit[],
  source: string,
): Promise<{ program: 'conforming' | 'fha'; year: number; counties: number }[]> {
  const groups = new Map<
    string,
    { program: 'conforming' | 'fha'; year: number; counties: number }
  >();
  for (const row of rows) {
    const key = `${row.program}/${row.year}`;
    const group = groups.get(key) ?? { program: row.program, year: row.year, counties: 0 };
    group.counties += 1;
    groups.set(key, group);
  }
  await db.transaction(async (tx) => {
    for (const { program, year } of groups.values()) {
      await tx
        .delete(countyLoanLimits)
        .where(and(eq(countyLoanLimits.program, program), eq(countyLoanLimits.year, year)));
    }
    for (let start = 0; start < rows.length; start += CHUNK) {
      await tx.insert(countyLoanLimits).values(
        rows.slice(start, start + CHUNK).map((row) => ({
          countyId: row.countyId,
          year: row.year,
          program: row.program,
          stateCode: row.stateCode,
          countyName: row.countyName,
          countyFips: row.countyFips ?? null,
          oneUnitCents: row.limitsCents[0],
          twoUnitCents: row.limitsCents[1],
          threeUnitCents: row.limitsCents[2],
          fourUnitCents: row.limitsCents[3],
          source,
        })),
      );
    }
  });
  return [...groups.values()];
}

/** A county's rows for a year (conforming and FHA, when imported). */
export async function countyLoanLimitRows(
  db: AppDb,
  countyId: string,
  year: number,
): Promise<CountyLoanLimit[]> {
  const rows = await db
    .select()
    .from(countyLoanLimits)
    .where(and(eq(countyLoanLimits.countyId, countyId), eq(countyLoanLimits.year, year)));
  return rows.map((row) => ({
    program: row.program,
    year: row.year,
    stateCode: row.stateCode,
    countyName: row.countyName,
    ...(row.countyFips === null ? {} : { countyFips: row.countyFips }),
    limitsCents: [row.oneUnitCents, row.twoUnitCents, row.threeUnitCents, row.fourUnitCents],
    source: row.source,
  }));
}

/** Whether a program has county rows for a year. */
export async function hasCountyLoanLimits(
  db: AppDb,
  program: 'conforming' | 'fha',
  year: number,
): Promise<boolean> {
  const rows = await db
    .select({ program: countyLoanLimits.program })
    .from(countyLoanLimits)
    .where(and(eq(countyLoanLimits.program, program), eq(countyLoanLimits.year, year)))
    .limit(1);
  return rows.length > 0;
}

/** The county lists stored for a year: per program, where its rows came from and how many there are. */
export async function countyLoanLimitLists(
  db: AppDb,
  year: number,
): Promise<{ program: 'conforming' | 'fha'; source: string; counties: number }[]> {
  // An import replaces a program's whole year, so each program has one source.
  return db
    .select({
      program: countyLoanLimits.program,
      source: countyLoanLimits.source,
      counties: count(),
    })
    .from(countyLoanLimits)
    .where(eq(countyLoanLimits.year, year))
    .groupBy(countyLoanLimits.program, countyLoanLimits.source);
}
