import { z } from 'zod';

/** The body of a 404 from the place, market and listings endpoints. */
export const NotFoundSchema = z.object({ message: z.string() });
