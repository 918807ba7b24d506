// COPY … FROM STDIN on PostgreSQL (pg-copy-streams): the collector's event rows go in by binary
// COPY, as they do into PGlite, instead of as array parameters that this process writes out as
// array literals and PostgreSQL reads back and unnests (bench/collector.ts measured both).
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFromStdin } from 'pg-copy-streams';
import { databaseUnavailableCode } from './unavailable.ts';

/**
 * Streams the chunks of COPY data into one `sql` (`copy … from stdin`) on a connection of the
 * pool. One statement: PostgreSQL stores all of it or, on any error, none of it.
 */
export async function copyIntoPostgres(
  pool: pg.Pool,
  sql: string,
  chunks: readonly Uint8Array[],
): Promise<void> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await pipeline(Readable.from(chunks), client.query(copyFromStdin(sql)));
  } catch (error) {
    // PostgreSQL refusing the rows (a duplicate key has a SQLSTATE code) leaves the connection
    // ready for the next query; anything else may leave it mid-COPY, so it is not reused, nor is
    // one PostgreSQL ended (57P01 in a restart also has a SQLSTATE code).
    const refused = error instanceof Error && 'code' in error && typeof error.code === 'string';
    if (!refused || databaseUnavailableCode(error)) {
      broken = error instanceof Error ? error : new Error(String(error));
    }
    throw error;
  } finally {
    client.release(broken);
  }
}
