import { describe, expect, it } from 'vitest';
import { optOutPrefill } from './opt-out-form.ts';
import { queryKeepingPlus } from './query.ts';

describe('queryKeepingPlus', () => {
  it.each([
    ['?email=jane+news@example.com', 'jane+news@example.com'],
    ['email=jane%2Bnews%40example.com', 'jane+news@example.com'],
    ['?email=a+b+c@example.com&x=1', 'a+b+c@example.com'],
    ['?email=jane%20doe%40example.com', 'jane doe@example.com'],
  ])('%s gives email %j', (search, email) => {
    expect(queryKeepingPlus(search).get('email')).toBe(email);
  });

  it('pre-fills an opt-out link with an unencoded + exactly (SPEC §2)', () => {
    const query = queryKeepingPlus('?show=email&email=jane+news@example.com');
    expect(optOutPrefill(query)).toMatchObject({
      channels: ['email'],
      email: 'jane+news@example.com',
    });
  });
});
