// The published packages' `prepack` (run by `pnpm pack`, `pnpm publish` and `npm pack`): a
// package whose dist/ is missing, or older than any of its sources, is built first, so a tarball
// never lacks dist/ or carries an old one. A fresh dist/ is left alone: `pnpm test` packs every
// package (attw) while other tasks read the packages' dist/, and a rebuild would empty it under
// them.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What a package's build reads, besides its own src/. */
const BUILD_INPUTS = ['package.json', 'tsup.config.ts', 'tsconfig.json'];

/** Every file under a directory, with its modification time in ms. */
function files(dir: string): { path: string; mtimeMs: number }[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return { path, mtimeMs: statSync(path).mtimeMs };
    });
}

/** Why the package in `dir` must be built before it is packed, or undefined when it need not. */
export function staleBecause(dir: string): string | undefined {
  const built = files(join(dir, 'dist'));
  if (built.length === 0) return 'it has no dist/';
  const sources = [
    ...files(join(dir, 'src')),
    ...BUILD_INPUTS.map((name) => join(dir, name))
      .filter((path) => existsSync(path))
      .map((path) => ({ path, mtimeMs: statSync(path).mtimeMs })),
  ];
  const oldestBuilt = Math.min(...built.map((file) => file.mtimeMs));
  const newer = sources.find((file) => file.mtimeMs > oldestBuilt);
  return newer ? `${newer.path} changed after it was built` : undefined;
}

/** Builds the package in `dir` with its own build script when it is stale; returns the exit code. */
export function buildIfStale(dir: string, log: (line: string) => void = console.error): number {
  const reason = staleBecause(dir);
  if (!reason) return 0;
  log(`prepack: building first, because ${reason}`);
  const build = spawnSync('pnpm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
  if (build.status !== 0) return build.status ?? 1;
  const still = staleBecause(dir);
  if (still) {
    log(`prepack: the build did not bring dist/ up to date: ${still}`);
    return 1;
  }
  return 0;
}

// Run as a script (the packages' prepack), not when a test imports it.
if (process.argv[1] === import.meta.filename) process.exitCode = buildIfStale(process.cwd());
