// The workspace's import rules (issue 21), checked by dependency-cruiser in `pnpm test` (this
// package's lint) and shown to fire on fixtures by import-rules.test.ts.
import { cruise, type ICruiseOptions, type IForbiddenRuleType } from 'dependency-cruiser';

/** What the rules guard: the apps and the published packages. */
export const CHECKED_PATHS = ['apps', 'packages'];

/**
 * A repository of apps/bff: a `*-repository.ts` module, or the database layer itself (src/db:
 * the client, the schema, bulk COPY and insert). Tests may read the tables they check.
 */
const REPOSITORY_OR_TEST = [
  '-repository[.]ts$',
  '^apps/bff/src/db/',
  '[.]test[.]ts$',
  '^apps/bff/test/',
];

export const RULES: IForbiddenRuleType[] = [
  {
    name: 'no-circular',
    comment:
      'Modules may not import each other, directly or through others; type-only imports count ' +
      '(a cycle of types is still two modules that cannot be understood one without the other).',
    severity: 'error',
    from: {},
    to: { circular: true },
  },
  {
    name: 'only-repositories-import-drizzle',
    comment:
      'Handlers call services, services call repositories, and only repositories (`*-repository.ts`, ' +
      'src/db) import Drizzle or the schema (STYLE habit 7).',
    severity: 'error',
    from: { path: '^apps/bff/', pathNot: REPOSITORY_OR_TEST },
    to: { path: ['/drizzle-orm/', '^apps/bff/src/db/schema[.]ts$'] },
  },
  {
    name: 'only-repositories-import-drizzle-by-name',
    comment: 'The same, for an import of drizzle-orm that did not resolve to a file.',
    severity: 'error',
    from: { path: '^apps/bff/', pathNot: REPOSITORY_OR_TEST },
    to: { dependencyTypesNot: ['local'], path: '^drizzle-orm(/|$)' },
  },
];

/**
 * The cruise of the tree under `baseDir` (the repository's root): workspace packages are followed
 * to their TypeScript source (the `@lender/source` export condition), type-only imports included.
 */
export const cruiseOptions = (baseDir: string): ICruiseOptions => ({
  baseDir,
  ruleSet: { forbidden: RULES },
  validate: true,
  doNotFollow: { path: 'node_modules' },
  exclude: { path: '(^|/)(dist|build|\\.react-router|storybook-static|coverage)/' },
  tsPreCompilationDeps: true,
  enhancedResolveOptions: {
    exportsFields: ['exports'],
    conditionNames: ['@lender/source', 'import', 'types', 'default'],
    extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
  },
});

/** One broken rule, as a line a developer can act on. */
export interface ImportViolation {
  rule: string;
  from: string;
  to: string;
  /** The modules of a cycle, in order. */
  cycle?: string[];
}

/** Cruises `paths` under `baseDir` and returns every broken rule. */
export async function importViolations(
  baseDir: string,
  paths: string[] = CHECKED_PATHS,
): Promise<ImportViolation[]> {
  const { output } = await cruise(paths, cruiseOptions(baseDir));
  if (typeof output === 'string') throw new Error('dependency-cruiser answered with text');
  return output.summary.violations.map((violation) => ({
    rule: violation.rule.name,
    from: violation.from,
    to: violation.to.replace(/^.*\/node_modules\//, ''),
    ...(violation.cycle ? { cycle: violation.cycle.map((step) => step.name) } : {}),
  }));
}
