// `pnpm --filter @lender/architecture lint` (so `pnpm test`): fails, naming each import, when a
// module of apps/ or packages/ is part of an import cycle or Drizzle is imported outside a
// repository (import-rules.ts).
import { fileURLToPath } from 'node:url';
import { CHECKED_PATHS, importViolations } from './import-rules.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const violations = await importViolations(root);
for (const violation of violations) {
  const what = violation.cycle
    ? [violation.from, ...violation.cycle].join(' → ')
    : `${violation.from} imports ${violation.to}`;
  process.stderr.write(`${violation.rule}: ${what}\n`);
}
if (violations.length > 0) {
  process.stderr.write(`${violations.length} import rule(s) broken (tooling/architecture)\n`);
  process.exitCode = 1;
} else {
  process.stdout.write(`import rules hold in ${CHECKED_PATHS.join(', ')}\n`);
}
