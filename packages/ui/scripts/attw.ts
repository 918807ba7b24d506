// attw (Are the Types Wrong) on the packed package, ESM only: the types of every JavaScript entry
// point. The stylesheets (`./tokens.css`, `./styles.css`, `./<name>.css`) have no types to
// check, so they are left out, read from the `exports` of package.json so none is forgotten.
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
