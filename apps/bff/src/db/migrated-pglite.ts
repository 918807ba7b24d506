import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './migrations-folder.ts';

/**
 * Makes a PGlite database in `dataDir` with every migration applied, and closes it cleanly (a copy
 * of it then starts without recovery): the template of pglite-template.ts, made at build time.
 * Not imported by the server, which would otherwise load PGlite on its main thread.
 */
export async function makeMigratedPglite(dataDir: string): Promise<void> {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await migrate(drizzle({ client: db }), { migrationsFolder });
  await db.close();
}
