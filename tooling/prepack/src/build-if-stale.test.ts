import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, utimes, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { staleBecause } from './build-if-stale.ts';

const SCRIPT = join(import.meta.dirname, 'build-if-stale.ts');
const WORKSPACE = join(import.meta.dirname, '..', '..', '..');

let dir: string;
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/**
 * A package shaped like ours, outside the workspace: its build (counted in builds.log) writes
 * dist/ from src/, and its prepack is this script.
 */
async function fakePackage() {
  dir = await mkdtemp(join(tmpdir(), 'lender-prepack-'));
  await mkdir(join(dir, 'src'));
  await writeFile(join(dir, 'src', 'index.js'), 'export const answer = 42;\n');
  const build =
    "node -e \"const fs=require('fs');fs.rmSync('dist',{recursive:true,force:true});fs.mkdirSync('dist');fs.copyFileSync('src/index.js','dist/index.js');fs.appendFileSync('builds.log','built\\\\n')\"";
  await writeFile(
    join(dir, 'package.json'),
    JSON.stringify({
      name: 'prepack-probe',
      version: '1.0.0',
      type: 'module',
      files: ['dist'],
      scripts: { build, prepack: `node ${SCRIPT}` },
    }),
  );
  return dir;
}

/** `pnpm pack` there; the files in the tarball. */
function pack(): string[] {
  const out = execFileSync('pnpm', ['pack', '--pack-destination', dir, '--json'], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, npm_config_ignore_workspace: 'true' },
  });
  // The scripts' own output comes first; the JSON answer starts on a line of its own.
  const json = out.slice(out.search(/^\{$/m));
  const { files } = JSON.parse(json) as { files: { path: string }[] };
  return files.map((file) => file.path).sort();
}

async function builds(): Promise<number> {
  return (await readFile(join(dir, 'builds.log'), 'utf8').catch(() => '')).split('\n').length - 1;
}

describe('prepack of a published package', () => {
  it('builds a package that was never built, so the tarball has dist/', async () => {
    await fakePackage();
    expect(staleBecause(dir)).toBe('it has no dist/');
    expect(pack()).toEqual(['dist/index.js', 'package.json']);
    expect(await builds()).toBe(1);
  });

  it('leaves a fresh build alone, and builds again after a source changed', async () => {
    await fakePackage();
    pack();
    expect(staleBecause(dir)).toBeUndefined();
    pack();
    expect(await builds()).toBe(1);

    // Built a minute ago, and the source edited since.
    const earlier = new Date(Date.now() - 60_000);
    await utimes(join(dir, 'dist', 'index.js'), earlier, earlier);
    await writeFile(join(dir, 'src', 'index.js'), 'export const answer = 43;\n');
    expect(staleBecause(dir)).toMatch(/src\/index\.js changed after it was built$/);
    pack();
    expect(await builds()).toBe(2);
    expect(await readFile(join(dir, 'dist', 'index.js'), 'utf8')).toContain('43');
  });

  it('fails the pack when the build fails, so no tarball without dist/ is made', async () => {
    await fakePackage();
    const manifest = JSON.parse(await readFile(join(dir, 'package.json'), 'utf8'));
    manifest.scripts.build = 'node -e "process.exit(3)"';
    await writeFile(join(dir, 'package.json'), JSON.stringify(manifest));
    expect(() => pack()).toThrow();
    expect(staleBecause(dir)).toBe('it has no dist/');
  });

  it.each(['analytics', 'api-client', 'mortgage-math', 'ui', 'validation'])(
    'packages/%s runs it before every pack',
    async (name) => {
      const manifest = JSON.parse(
        await readFile(join(WORKSPACE, 'packages', name, 'package.json'), 'utf8'),
      ) as { private?: boolean; files: string[]; scripts: Record<string, string> };
      expect(manifest.private).not.toBe(true);
      expect(manifest.scripts.prepack).toBe('node ../../tooling/prepack/src/build-if-stale.ts');
      expect(manifest.files).toContain('dist');
    },
  );
});
