// Tests may read the tables they check.
import { places } from '../db/schema.ts';

export const table = places;
