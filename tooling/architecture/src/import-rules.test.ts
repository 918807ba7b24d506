import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importViolations } from './import-rules.ts';

const fixture = (name: string) =>
  fileURLToPath(new URL(`./__fixtures__/${name}/`, import.meta.url));

describe('the import rules', () => {
  it('find every import cycle, one of types only included', async () => {
    const violations = await importViolations(fixture('cycle'));
    expect(violations.map((violation) => violation.rule)).toEqual(['no-circular', 'no-circular']);
    // Each cycle once, named by its modules.
    const cycles = violations.map(({ from, cycle }) =>
      [...new Set([from, ...(cycle ?? [])])].sort(),
    );
    expect(cycles).toEqual(
      expect.arrayContaining([
        ['apps/site/app/content/site-pages.ts', 'apps/site/app/site-map.ts'],
        [
          'packages/calc/src/payment.ts',
          'packages/calc/src/round.ts',
          'packages/calc/src/units.ts',
        ],
      ]),
    );
  });

  it('let only repositories, the db folder and tests import Drizzle or the schema', async () => {
    const violations = await importViolations(fixture('drizzle'), ['apps']);
    expect(violations).toEqual([
      {
        rule: 'only-repositories-import-drizzle',
        from: 'apps/bff/src/places/place-service.ts',
        to: 'apps/bff/src/db/schema.ts',
      },
      {
        rule: 'only-repositories-import-drizzle-by-name',
        from: 'apps/bff/src/places/place-service.ts',
        to: 'drizzle-orm',
      },
    ]);
  });
});
