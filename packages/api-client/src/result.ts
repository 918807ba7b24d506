import { ValidationErrorResponseSchema } from '@lender/validation';
import { isHTTPError, type KyInstance, type Options } from 'ky';
import type { z } from 'zod';

/** One field's problem, as the API words it (the shared message catalogue). */
export interface FieldError {
  field: string;
  message: string;
}

/**
 * What a calculation call resolves to: the data, the field errors of a 400 (shown beside the
 * fields), or a failure the page shows as its generic error (SPEC §8). It never rejects.
 */
export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; kind: 'invalid'; errors: FieldError[] }
  | { ok: false; kind: 'failed'; status?: number; retryAfterMs?: number };

/** A Retry-After header's pause in ms (seconds or an HTTP date), if it names one. */
export function retryAfterMs(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Sends a request and checks the answer against its schema, turning every outcome into an ApiResult. */
export async function requestJson<S extends z.ZodType>(
  http: KyInstance,
  method: 'get' | 'post',
  path: string,
  options: Options,
  schema: S,
): Promise<ApiResult<z.output<S>>> {
  try {
    const data = (await http(path, { ...options, method }).json(schema)) as z.output<S>;
    return { ok: true, data };
  } catch (error) {
    if (!isHTTPError(error)) return { ok: false, kind: 'failed' };
    const { status } = error.response;
    // SPEC §8: non-ok responses are logged to the console with the status.
    console.error(`${method.toUpperCase()} ${path} failed with status ${status}`);
    if (status === 400) {
      // ky has already read the body of a failed response into error.data.
      const body = ValidationErrorResponseSchema.safeParse(error.data);
      if (body.success) return { ok: false, kind: 'invalid', errors: body.data.errors };
    }
    const pause = retryAfterMs(error.response.headers.get('retry-after'));
    return pause === undefined
      ? { ok: false, kind: 'failed', status }
      : { ok: false, kind: 'failed', status, retryAfterMs: pause };
  }
}
