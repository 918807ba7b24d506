import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Facts about this installation that must survive restarts, such as which version
 * of a seed data set has been loaded (so a restart does not load it again).
 */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
