import { describe, expect, it } from 'vitest';
import { ZOD_JITLESS_SOURCE } from './zod-jitless.ts';

describe('ZOD_JITLESS_SOURCE', () => {
  it('turns on jitless in the Zod a page then loads', async () => {
    // An indirect eval runs it in the global scope, as the inline script runs.
    (0, eval)(ZOD_JITLESS_SOURCE);
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
