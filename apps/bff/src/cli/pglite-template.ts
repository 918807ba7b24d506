// Makes the template new embedded databases start from (src/db/pglite-template.ts): a PGlite
// data directory with every migration applied. Run by `pnpm build` after tsup:
//   node --conditions=@lender/source src/cli/pglite-template.ts
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/migrations-folder.ts';
import { writeTemplate } from '../db/pglite-template.ts';

const template = await writeTemplate(async (dataDir) => {
  const db = await PGlite.create(dataDir, { extensions: { pg_trgm } });
  await migrate(drizzle({ client: db }), { migrationsFolder });
  // A clean shutdown: the copy starts without recovery.
  await db.close();
});
process.stdout.write(`PGlite template: ${template}\n`);
