import { describe, expect, it } from 'vitest';
import { SuggestResponseSchema } from './suggest.ts';

describe('SuggestResponseSchema', () => {
  it.each([[[]], [['refinance']], [['refinance', 'refinance calculator', 'rates']]])(
    'accepts %j',
    (body) => {
      expect(SuggestResponseSchema.safeParse(body)).toEqual({ success: true, data: body });
    },
  );

  it.each([
    ['a list with a number', ['refinance', 1]],
    ['a list with null', [null]],
    ['a list with an object', [{ term: 'rates' }]],
    ['a string', 'refinance'],
    ['an object', { suggestions: ['refinance'] }],
    ['null', null],
  ])('rejects %s', (_name, body) => {
    expect(SuggestResponseSchema.safeParse(body).success).toBe(false);
  });
});
