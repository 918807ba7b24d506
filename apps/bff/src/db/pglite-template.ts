// A new embedded database starts from a template: PGlite's own initdb takes 3–5 s on a small
// machine (most of a first start), unpacking a directory made by it takes about a third of that.
// The template is made at build time (src/cli/pglite-template.ts) with every migration applied,
// and named by PGlite's version, so a server only uses one made by the PGlite it runs. Without
// one (running from source, or another PGlite) a new database is made by initdb as before.
import { access } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bffDir } from '../package-paths.ts';

/** The installed PGlite's version. */
export function pgliteVersion(): string {
  const manifest = new URL('../package.json', import.meta.resolve('@electric-sql/pglite'));
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** Where the build puts the template for this PGlite. */
export function pgliteTemplateFile(): string {
  return join(bffDir, 'dist', `pglite-template-${pgliteVersion()}.tar.gz`);
}

/**
 * Whether `dataDir` holds no database yet, and the template to make it from when one for this
 * PGlite was built (else PGlite's initdb makes it).
 */
export async function newDirectory(
  dataDir: string,
): Promise<{ isNew: boolean; template: string | undefined }> {
  if (await exists(join(dataDir, 'PG_VERSION'))) return { isNew: false, template: undefined };
  const template = pgliteTemplateFile();
  return { isNew: true, template: (await exists(template)) ? template : undefined };
}

function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}
