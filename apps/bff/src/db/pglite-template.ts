// A new embedded database starts as a copy of a template: PGlite's own initdb takes 3–5 s on a
// small machine (most of a first start); copying a data directory it made at build time, with
// every migration applied, takes a fraction of a second and little memory (unpacking PGlite's
// own dump of it held hundreds of MB in the database thread for a moment). The template is named
// by PGlite's version, so a server only uses one made by the PGlite it runs; without one (running
// from source, or another PGlite) a new database is made by initdb as before.
import { access, cp, mkdir, readdir, rename, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bffDir } from '../package-paths.ts';

/** The installed PGlite's version. */
export function pgliteVersion(): string {
  const manifest = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where the build puts the template (a PGlite data directory) for this PGlite. */
export function pgliteTemplateDir(): string {
  return join(bffDir, 'dist', `pglite-template-${pgliteVersion()}`);
}

/**
 * Makes `dataDir` a copy of the template when it holds no database and a template for this
 * PGlite was built. Returns whether `dataDir` is new and still to be made by initdb. The copy
 * goes to a sibling first and is renamed into place: a start cut short leaves no half database.
 */
export async function copyTemplateInto(
  dataDir: string,
  template = pgliteTemplateDir(),
): Promise<{ needsInitdb: boolean }> {
  if (await exists(join(dataDir, 'PG_VERSION'))) return { needsInitdb: false };
  if (!(await exists(join(template, 'PG_VERSION')))) return { needsInitdb: true };
  // An empty directory (pgliteDirectory makes it) is replaced; anything else is left to PGlite.
  if ((await readdir(dataDir).catch(() => [])).length > 0) return { needsInitdb: true };
  const partial = `${dataDir}.partial`;
  await rm(partial, { recursive: true, force: true });
  await cp(template, partial, { recursive: true });
  await rm(dataDir, { recursive: true, force: true });
  await rename(partial, dataDir);
  return { needsInitdb: false };
}

/** Makes the template: `made` fills a new PGlite data directory, which becomes the template. */
export async function writeTemplate(made: (dataDir: string) => Promise<void>): Promise<string> {
  const template = pgliteTemplateDir();
  const building = `${template}.partial`;
  await rm(building, { recursive: true, force: true });
  await mkdir(building, { recursive: true });
  await made(building);
  await rm(template, { recursive: true, force: true });
  await rename(building, template);
  return template;
}

function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
