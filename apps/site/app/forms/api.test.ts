import { describe, expect, it } from 'vitest';
import { isWorthRetrying, outcomeOf } from './api.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('outcomeOf', () => {
  it.each([200, 201, 202, 204])('%i is ok', async (status) => {
    const response = new Response(status === 204 ? null : '{"status":"received"}', { status });
    expect(await outcomeOf(response)).toEqual({ status: 'ok' });
  });

  it('a 400 with field errors gives them to the form', async () => {
    const response = json(400, {
      message: 'There is a problem',
      errors: [{ field: 'email', message: 'Enter an email address' }, { field: 1 }],
    });
    expect(await outcomeOf(response)).toEqual({
      status: 'invalid',
      errors: [{ field: 'email', message: 'Enter an email address' }],
    });
  });

  it.each([
    [400, { message: 'Bad Request' }],
    [400, 'not json'],
    [403, { message: 'This form can only be sent from this website' }],
    [415, {}],
    [429, { message: 'Wait a minute' }],
    [500, { message: 'Internal Server Error' }],
    [503, {}],
  ])('%i %j fails (the error block)', async (status, body) => {
    const response = typeof body === 'string' ? new Response(body, { status }) : json(status, body);
    expect(await outcomeOf(response)).toEqual({ status: 'failed', httpStatus: status });
  });
});

describe('isWorthRetrying', () => {
  it.each([
    [undefined, true],
    [502, true],
    [503, true],
    [504, true],
    [500, false],
    [429, false],
    [400, false],
  ])('%s: %s', (status, expected) => {
    expect(isWorthRetrying(status)).toBe(expected);
  });
});
