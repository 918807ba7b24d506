// The consumer test (issue 21, acceptance 3; issue 36 §5): the published packages used as another
// lender property would use them. Packs every published package of packages/ (`pnpm pack`: the
// tarballs `pnpm publish` would upload; a package's prepack builds it first when its dist/ is
// missing or stale), installs them with npm into a scratch project in the system's temporary
// directory, outside the workspace, with the registry packages @lender/ui's README install line
// names, and runs consumer.mjs there in plain Node: no bundler, no loader, no TypeScript. A
// tarball that misses a file, an export that names no file, JavaScript plain Node cannot load
// or a peer the install line leaves out fails it, with what went wrong.
//
//   pnpm turbo run test --filter=@lender/consumer-check   (builds the packages first)
//   node tooling/consumer-check/consumer-check.ts --keep  (keeps the scratch project to look at)
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync } from 'node:fs';
import { readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const repo = join(import.meta.dirname, '../..');
/** Every published package: each folder of packages/ whose manifest is not private. */
const PACKAGES = readdirSync(join(repo, 'packages')).filter((folder) => {
  const manifestPath = join(repo, 'packages', folder, 'package.json');
  if (!existsSync(manifestPath)) return false;
  return !(JSON.parse(readFileSync(manifestPath, 'utf8')) as { private?: boolean }).private;
});
const keep = process.argv.includes('--keep');
const started = performance.now();

interface Manifest {
  name: string;
  peerDependencies?: Record<string, string>;
}

/**
 * Runs a command and returns its output; a failure, or a run over 3 minutes (npm waiting on a
 * registry it cannot reach), throws with everything it printed.
 */
function run(command: string, args: string[], cwd: string): string {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 180_000 });
  if (result.status !== 0) {
    throw new Error(
      `${command} ${args.join(' ')} (in ${cwd}) exited ${result.status ?? result.signal}:\n${result.stdout}${result.stderr}`,
    );
  }
  return result.stdout;
}

/** The registry packages of @lender/ui's install line (`npm install @lender/ui react …`). */
function readmeInstallLine(): string[] {
  const readme = readFileSync(join(repo, 'packages/ui/README.md'), 'utf8');
  const line = /^npm install @lender\/ui .*$/m.exec(readme)?.[0];
  if (!line) throw new Error('packages/ui/README.md has no `npm install @lender/ui …` line');
  return line
    .split(/\s+/)
    .slice(2)
    .filter((spec) => !spec.startsWith('@lender/'));
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const scratch = realpathSync(mkdtempSync(join(tmpdir(), 'lender-consumer-')));
try {
  if (!relative(repo, scratch).startsWith('..')) {
    throw new Error(`the scratch project ${scratch} is inside the workspace; set TMPDIR elsewhere`);
  }
  const tarballs = join(scratch, 'tarballs');
  mkdirSync(tarballs);
  const packed = new Map<string, string>();
  const peerRanges = new Map<string, string>();
  for (const folder of PACKAGES) {
    const packageDir = join(repo, 'packages', folder);
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as Manifest;
    const before = new Set(readdirSync(tarballs));
    run('pnpm', ['pack', '--pack-destination', tarballs], packageDir);
    const tarball = readdirSync(tarballs).find((file) => !before.has(file));
    if (!tarball) throw new Error(`pnpm pack wrote no tarball for ${manifest.name}`);
    packed.set(manifest.name, `./tarballs/${tarball}`);
    for (const [peer, range] of Object.entries(manifest.peerDependencies ?? {})) {
      peerRanges.set(peer, range);
    }
  }

  // The install line, a peer it names without a version taken at the range our packages declare
  // (react@^19.2.0), and the tarballs for our packages; nothing more: --legacy-peer-deps stops npm
  // adding missing peers by itself, and `npm ls --all` then fails on a peer that is missing or
  // out of range. npm takes the packed @lender/validation for @lender/api-client's dependency
  // too; a copy from the registry would be nested under it.
  const registry = readmeInstallLine().map((spec) =>
    peerRanges.has(spec) ? `${spec}@${peerRanges.get(spec)}` : spec,
  );
  writeFileSync(join(scratch, 'package.json'), '{ "name": "lender-consumer", "type": "module" }\n');
  const options = ['--no-audit', '--no-fund', '--legacy-peer-deps', '--loglevel=error'];
  run('npm', ['install', ...options, ...packed.values(), ...registry], scratch);
  run('npm', ['ls', '--all', '--loglevel=error'], scratch);
  for (const name of packed.keys()) {
    if (existsSync(join(scratch, 'node_modules/@lender/api-client/node_modules', name))) {
      throw new Error(`npm installed a second ${name} from the registry, not the packed one`);
    }
  }
  const installed = performance.now();

  copyFileSync(join(import.meta.dirname, 'consumer.mjs'), join(scratch, 'consumer.mjs'));
  console.log(run(process.execPath, ['consumer.mjs'], scratch).trimEnd());
  console.log(
    `Consumer check passed: ${[...packed.keys()].join(', ')} from their tarballs with ` +
      `${registry.join(', ')} from the registry (pack and npm install ` +
      `${seconds(installed - started)}, checks ${seconds(performance.now() - installed)})` +
      (keep ? `; kept in ${scratch}` : ''),
  );
} finally {
  if (!keep) rmSync(scratch, { recursive: true, force: true });
}
