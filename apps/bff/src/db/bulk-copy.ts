// Rows into the database by binary COPY, the cheapest way in: no array literals and unnest as in
// bulkInsert, and none of COPY text's unescaping or date and time parsing in the database (the
// figures: docs/benchmarks.md, "Why the code is as it is"). COPY has no ON CONFLICT: a caller
// that must skip duplicates catches the unique violation and falls back to bulkInsert (the COPY
// ran in one transaction, so nothing of it was stored).
import { isCanonicalTime } from '../lib/iso-time.ts';
import type { BulkColumn } from './bulk-column.ts';
import { errorChain } from '../lib/error-chain.ts';

/**
 * Runs `copyInto` (`copy "table" ("a", "b")`) over chunks of binary COPY tuples as one atomic
 * write (Database.copyFrom). The driver adds the format's header and trailer: PGlite reads each
 * chunk from '/dev/blob' in one transaction, PostgreSQL receives them all in one COPY … FROM STDIN.
 */
export type CopyFrom = (copyInto: string, chunks: Uint8Array[]) => Promise<void>;

/**
 * Bytes of tuples per chunk: PGlite reads a blob past ~64 KB two to three times slower per row,
 * so a flush travels as several blobs (docs/benchmarks.md, "Why the code is as it is").
 */
export const COPY_CHUNK_BYTES = 60_000;

/** Binary COPY's header: the signature, flags 0 (no OIDs), no header extension. */
export const COPY_BINARY_HEADER: Uint8Array = Buffer.concat([
  Buffer.from('PGCOPY\n\xff\r\n\0', 'latin1'),
  Buffer.alloc(8),
]);
/** Binary COPY's trailer: a field count of -1. */
export const COPY_BINARY_TRAILER: Uint8Array = Buffer.from([0xff, 0xff]);

/** A whole binary COPY input: header, tuples, trailer. */
export function binaryCopyData(tuples: readonly Uint8Array[]): Uint8Array[] {
  return [COPY_BINARY_HEADER, ...tuples, COPY_BINARY_TRAILER];
}

type Value = BulkColumn['values'][number] | undefined;

// Binary COPY carries no types and casts nothing: each value is sent in the receive format of its
// column's type, which is `castTo` when given (the type the column has), else `type`.
const MS_PER_DAY = 86_400_000;
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);

/** Days since 2000-01-01 of a `YYYY-MM-DD` date, 1970–9999 (PostgreSQL's binary `date`). */
export function postgresDate(text: string): number {
  if (text.length !== 10 || !isCanonicalTime(`${text}T00:00:00Z`)) {
    throw new Error(`not a date (YYYY-MM-DD): ${text}`);
  }
  return (Date.parse(text) - POSTGRES_EPOCH_MS) / MS_PER_DAY;
}

/**
 * Microseconds since 2000-01-01T00:00:00Z of a UTC time as Date#toISOString writes it, with up
 * to six fraction digits, 1970–9999 (PostgreSQL's binary `timestamptz`).
 */
export function postgresTimestamp(text: string): bigint {
  if (!isCanonicalTime(text)) {
    throw new Error(`not a UTC time (YYYY-MM-DDTHH:MM:SS[.ffffff]Z): ${text}`);
  }
  const wholeSecondsMs = Date.parse(`${text.slice(0, 19)}Z`) - POSTGRES_EPOCH_MS;
  const micros = text.length > 20 ? Number(text.slice(20, -1).padEnd(6, '0')) : 0;
  return BigInt(wholeSecondsMs) * 1000n + BigInt(micros);
}

/** Binary COPY tuples written into a buffer that grows, cut into chunks at row boundaries. */
class TupleWriter {
  private buffer: Buffer;
  private offset = 0;
  private chunkStart = 0;
  private rowStart = 0;
  private readonly chunks: Uint8Array[] = [];
  private readonly chunkBytes: number;

  constructor(sizeHint: number, chunkBytes: number) {
    this.buffer = Buffer.allocUnsafe(Math.max(1024, sizeHint));
    this.chunkBytes = chunkBytes;
  }

  private room(bytes: number): void {
    if (this.offset + bytes <= this.buffer.length) return;
    // Chunks already cut keep pointing into the old buffer, which is not written again.
    const grown = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.offset + bytes));
    this.buffer.copy(grown, 0, this.chunkStart, this.offset);
    this.offset -= this.chunkStart;
    this.rowStart -= this.chunkStart;
    this.chunkStart = 0;
    this.buffer = grown;
  }

  /** Starts a row of `fields` values (and a new chunk when the last row filled this one). */
  row(fields: number): void {
    this.cut();
    this.rowStart = this.offset;
    this.room(2);
    this.offset = this.buffer.writeInt16BE(fields, this.offset);
  }

  null(): void {
    this.room(4);
    this.offset = this.buffer.writeInt32BE(-1, this.offset);
  }

  /** UTF-8 text, after `prefix` (jsonb's version byte). */
  text(value: string, prefix?: number): void {
    const head = prefix === undefined ? 4 : 5;
    this.room(head + value.length * 3);
    const length = this.buffer.write(value, this.offset + head, 'utf8');
    this.buffer.writeInt32BE(length + head - 4, this.offset);
    if (prefix !== undefined) this.buffer[this.offset + 4] = prefix;
    this.offset += head + length;
  }

  int32(value: number): void {
    this.room(8);
    this.offset = this.buffer.writeInt32BE(4, this.offset);
    this.offset = this.buffer.writeInt32BE(value, this.offset);
  }

  int64(value: bigint): void {
    this.room(12);
    this.offset = this.buffer.writeInt32BE(8, this.offset);
    this.offset = this.buffer.writeBigInt64BE(value, this.offset);
  }

  float64(value: number): void {
    this.room(12);
    this.offset = this.buffer.writeInt32BE(8, this.offset);
    this.offset = this.buffer.writeDoubleBE(value, this.offset);
  }

  boolean(value: boolean): void {
    this.room(5);
    this.offset = this.buffer.writeInt32BE(1, this.offset);
    this.buffer[this.offset++] = value ? 1 : 0;
  }

  /**
   * Ends the chunk when the rows written make it larger than `chunkBytes`: before the last row
   * if it has others, so a chunk outgrows `chunkBytes` only with a row larger than that alone.
   */
  private cut(): void {
    if (this.offset - this.chunkStart <= this.chunkBytes) return;
    if (this.rowStart > this.chunkStart) {
      this.chunks.push(this.buffer.subarray(this.chunkStart, this.rowStart));
      this.chunkStart = this.rowStart;
    }
    if (this.offset - this.chunkStart > this.chunkBytes) {
      this.chunks.push(this.buffer.subarray(this.chunkStart, this.offset));
      this.chunkStart = this.offset;
    }
  }

  finish(): Uint8Array[] {
    this.cut();
    if (this.offset > this.chunkStart) {
      this.chunks.push(this.buffer.subarray(this.chunkStart, this.offset));
    }
    return this.chunks;
  }
}

type Encoder = (writer: TupleWriter, value: Value) => void;

function expected(kind: string, value: Value): Error {
  return new Error(`not ${kind}: ${String(value)}`);
}

/** The encoder of a column's type; each remembers its last date or time, which often repeats. */
function encoderFor(type: string): Encoder {
  switch (type) {
    case 'text':
    case 'json':
    case 'jsonb': {
      const prefix = type === 'jsonb' ? 1 : undefined;
      return (writer, value) => {
        if (typeof value === 'string') writer.text(value, prefix);
        else if (type === 'text' && typeof value === 'number' && Number.isFinite(value)) {
          writer.text(String(value));
        } else throw expected('text', value);
      };
    }
    case 'integer':
      return (writer, value) => {
        if (typeof value !== 'number' || !Number.isInteger(value) || value !== (value | 0)) {
          throw expected('an integer', value);
        }
        writer.int32(value);
      };
    case 'bigint':
      return (writer, value) => {
        if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
          throw expected('a safe integer', value);
        }
        writer.int64(BigInt(value));
      };
    case 'double precision':
      return (writer, value) => {
        if (typeof value !== 'number' || !Number.isFinite(value)) {
          throw expected('a finite number', value);
        }
        writer.float64(value);
      };
    case 'boolean':
      return (writer, value) => {
        if (typeof value !== 'boolean') throw expected('a boolean', value);
        writer.boolean(value);
      };
    case 'date': {
      let lastText: string | undefined;
      let lastDays = 0;
      return (writer, value) => {
        if (typeof value !== 'string') throw expected('a date', value);
        if (value !== lastText) {
          lastDays = postgresDate(value);
          lastText = value;
        }
        writer.int32(lastDays);
      };
    }
    case 'timestamptz': {
      let lastText: string | undefined;
      let lastMicros = 0n;
      return (writer, value) => {
        if (typeof value !== 'string') throw expected('a time', value);
        if (value !== lastText) {
          lastMicros = postgresTimestamp(value);
          lastText = value;
        }
        writer.int64(lastMicros);
      };
    }
    default:
      throw new Error(`binary COPY of ${type} is not supported`);
  }
}

/** The columns' rows as binary COPY tuples, cut at row boundaries into chunks of about `chunkBytes`. */
export function copyTuples(
  columns: readonly BulkColumn[],
  chunkBytes: number = COPY_CHUNK_BYTES,
): Uint8Array[] {
  const rowCount = columns[0]?.values.length ?? 0;
  if (columns.some((column) => column.values.length !== rowCount)) {
    throw new Error('copyTuples: columns have different lengths');
  }
  const encoders = columns.map((column) => encoderFor(column.castTo ?? column.type));
  const writer = new TupleWriter(rowCount * 64 * columns.length, chunkBytes);
  for (let row = 0; row < rowCount; row += 1) {
    writer.row(columns.length);
    for (let index = 0; index < columns.length; index += 1) {
      const value = columns[index]!.values[row];
      if (value === null || value === undefined) writer.null();
      else encoders[index]!(writer, value);
    }
  }
  return writer.finish();
}

/** Inserts the columns' rows into `table` with COPY (no conflict handling, see above). */
export async function bulkCopy(
  copyFrom: CopyFrom,
  table: string,
  columns: readonly BulkColumn[],
): Promise<void> {
  const chunks = copyTuples(columns);
  if (chunks.length === 0) return;
  const names = columns.map((column) => quoteIdentifier(column.name)).join(', ');
  await copyFrom(`copy ${quoteIdentifier(table)} (${names})`, chunks);
}

function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** PostgreSQL's unique_violation (23505), as either driver reports it. */
export function isUniqueViolation(error: unknown): boolean {
  return [...errorChain(error)].some(({ code }) => code === '23505');
}
