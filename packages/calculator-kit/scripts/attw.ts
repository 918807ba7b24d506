// attw (Are the Types Wrong) on the packed calculator package, ESM only: every JavaScript entry
// point; the stylesheets in `exports` have no types and are left out.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, unknown>;
};
const stylesheets = Object.keys(exports).filter((subpath) => subpath.endsWith('.css'));
const { status } = spawnSync(
  'attw',
  ['--pack', '.', '--profile', 'esm-only', '--exclude-entrypoints', ...stylesheets],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
