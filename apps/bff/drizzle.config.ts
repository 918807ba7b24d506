import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @lender/bff db:generate` writes a new SQL migration into drizzle/
// after a schema change. Generated migrations are committed and never edited by hand.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
