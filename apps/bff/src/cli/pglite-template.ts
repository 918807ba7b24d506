// Makes the template new embedded databases start from (src/db/pglite-template.ts): a PGlite
// database with every migration applied, packed as PGlite packs a data directory. Run by
// `pnpm build` after tsup:
//   node --conditions=@lender/source src/cli/pglite-template.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/migrations-folder.ts';
import { pgliteTemplateFile } from '../db/pglite-template.ts';

const db = await PGlite.create({ extensions: { pg_trgm } });
await migrate(drizzle({ client: db }), { migrationsFolder });
const packed = await db.dumpDataDir('gzip');
await db.close();
const file = pgliteTemplateFile();
await mkdir(dirname(file), { recursive: true });
await writeFile(file, Buffer.from(await packed.arrayBuffer()));
process.stdout.write(`PGlite template: ${file} (${Math.round(packed.size / 1024)} KiB)\n`);
