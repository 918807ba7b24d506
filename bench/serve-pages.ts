// How fast the production server answers pages, as a share of a bare JSON route (/healthz)
// measured in the same run on the same server. Run with `pnpm bench` from the repo root.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { measure, startServer } from './harness.ts';

const ASSETS = join(import.meta.dirname, '..', 'apps', 'site', 'build', 'client', 'assets');
// The largest script, which every page loads (React and React Router, `framework-*.js`).
const largestScript = readdirSync(ASSETS)
  .filter((name) => name.endsWith('.js'))
  .sort((a, b) => statSync(join(ASSETS, b)).size - statSync(join(ASSETS, a)).size)[0];
const PORT = 3190;

const server = await startServer(PORT);
try {
  await measure(PORT, [
    { name: 'baseline: GET /healthz (bare JSON route)', path: '/healthz' },
    { name: 'pre-rendered home page, brotli', path: '/', headers: { 'accept-encoding': 'br' } },
    {
      name: 'server-rendered /search?q=licensing, gzip',
      path: '/search?q=licensing',
      headers: { 'accept-encoding': 'gzip' },
    },
    {
      name: `hashed asset (${largestScript}), brotli`,
      path: `/assets/${largestScript}`,
      headers: { 'accept-encoding': 'br' },
    },
  ]);
} finally {
  server.kill('SIGTERM');
}
