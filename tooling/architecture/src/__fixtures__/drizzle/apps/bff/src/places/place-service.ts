// A service querying the database itself: both imports break the rule.
import { sql } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { places } from '../db/schema.ts';
import { placeById } from './place-repository.ts';

export const placeCount = (_db: AppDb) => [sql`select count(*) from places`, places];
export const place = (db: AppDb, id: string) => placeById(db, id);
