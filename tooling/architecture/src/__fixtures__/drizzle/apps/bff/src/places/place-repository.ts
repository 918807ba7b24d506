// A repository: may import Drizzle and the schema.
import { eq } from 'drizzle-orm';
import type { AppDb } from '../db/client.ts';
import { places } from '../db/schema.ts';

export const placeById = (db: AppDb, id: string) =>
  db.select().from(places).where(eq(places.id, id));
