// Shared by every package's vitest config: resolve workspace packages to their
// TypeScript source (the "@lender/source" export condition), so tests never need
// a prior build of the packages they import.
import { defaultClientConditions, defaultServerConditions } from 'vite';

export const SOURCE_CONDITION = '@lender/source';

export const sourceResolve = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};
