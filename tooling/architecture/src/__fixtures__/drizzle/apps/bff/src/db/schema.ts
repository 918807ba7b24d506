import { pgTable, text } from 'drizzle-orm/pg-core';

export const places = pgTable('places', { id: text('id').primaryKey() });
