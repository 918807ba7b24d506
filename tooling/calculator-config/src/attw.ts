#!/usr/bin/env node
// attw (Are the Types Wrong) on the packed calculator package in the current folder, ESM only:
// every JavaScript entry point; the stylesheets in `exports` have no types and are left out.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);
const cliManifest = require.resolve('@arethetypeswrong/cli/package.json');
const { bin } = JSON.parse(readFileSync(cliManifest, 'utf8')) as { bin: Record<string, string> };

const { exports } = JSON.parse(readFileSync('package.json', 'utf8')) as {
  exports: Record<string, unknown>;
};
const stylesheets = Object.keys(exports).filter((subpath) => subpath.endsWith('.css'));
const { status } = spawnSync(
  process.execPath,
  [
    join(dirname(cliManifest), bin.attw!),
    '--pack',
    '.',
    '--profile',
    'esm-only',
    '--exclude-entrypoints',
    ...stylesheets,
  ],
  { stdio: 'inherit' },
);
process.exit(status ?? 1);
