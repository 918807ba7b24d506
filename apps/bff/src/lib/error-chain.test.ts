import { describe, expect, it } from 'vitest';
import { ERROR_CHAIN_DEPTH, errorChain, firstCodedError } from './error-chain.ts';

describe('errorChain', () => {
  it('yields the error, then each cause it wraps', () => {
    const driver = Object.assign(new Error('driver'), { code: '57P01' });
    const wrapper = new Error('query failed', { cause: driver });
    expect([...errorChain(wrapper)]).toEqual([wrapper, driver]);
  });

  it('stops at a cause that is not an object, and yields nothing for a non-object', () => {
    expect([...errorChain(new Error('a', { cause: 'text' }))]).toHaveLength(1);
    expect([...errorChain('text')]).toEqual([]);
    expect([...errorChain(undefined)]).toEqual([]);
  });

  it('ends on a cause that wraps itself', () => {
    const looped = new Error('loop') as Error & { cause?: unknown };
    looped.cause = looped;
    expect([...errorChain(looped)]).toHaveLength(ERROR_CHAIN_DEPTH);
  });
});

describe('firstCodedError', () => {
  it('finds the first error with a string code, under wrappers without one', () => {
    const inner = Object.assign(new Error('listen'), { code: 'EADDRINUSE', syscall: 'listen' });
    expect(firstCodedError(new Error('outer', { cause: inner }))).toBe(inner);
  });

  it('skips numeric codes and answers undefined when none has one', () => {
    expect(firstCodedError(Object.assign(new Error('n'), { code: 42 }))).toBeUndefined();
    expect(firstCodedError(new Error('plain'))).toBeUndefined();
  });
});
