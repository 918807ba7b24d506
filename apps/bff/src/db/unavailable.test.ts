import { describe, expect, it } from 'vitest';
import { databaseUnavailableCode } from './unavailable.ts';

/** An error as Drizzle throws it: its own message with the SQL, the driver's error as cause. */
function wrapped(cause: unknown): Error {
  return Object.assign(new Error('Failed query: insert into "consent_records" … params: …'), {
    cause,
  });
}

const driverError = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('databaseUnavailableCode', () => {
  it.each([
    [driverError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'), 'ECONNREFUSED'],
    [driverError('ECONNRESET'), 'ECONNRESET'],
    [driverError('57P01', 'terminating connection due to administrator command'), '57P01'],
    [driverError('57P03', 'the database system is starting up'), '57P03'],
    [driverError('08006', 'connection failure'), '08006'],
    [driverError('53300', 'too many connections'), '53300'],
    [new Error('Connection terminated unexpectedly'), 'connection-lost'],
    [new Error('timeout exceeded when trying to connect'), 'connection-lost'],
    [wrapped(driverError('ECONNREFUSED')), 'ECONNREFUSED'],
    [wrapped(new Error('Connection terminated due to connection timeout')), 'connection-lost'],
  ])('%s is the database not answering (%s)', (error, code) => {
    expect(databaseUnavailableCode(error)).toBe(code);
  });

  it.each([
    driverError('23505', 'duplicate key value violates unique constraint'),
    driverError('42P01', 'relation does not exist'),
    wrapped(driverError('22P02', 'invalid input syntax')),
    new TypeError('Cannot read properties of undefined'),
    undefined,
    'a string',
  ])('%s is another failure', (error) => {
    expect(databaseUnavailableCode(error)).toBeUndefined();
  });
});
