// Makes the template new embedded databases start from (src/db/pglite-template.ts): a PGlite
// data directory with every migration applied. Run by `pnpm build` after tsup:
//   node --conditions=@lender/source src/cli/pglite-template.ts
import { makeMigratedPglite } from '../db/migrated-pglite.ts';
import { writeTemplate } from '../db/pglite-template.ts';

const template = await writeTemplate(makeMigratedPglite);
process.stdout.write(`PGlite template: ${template}\n`);
