// A small structural check of JSON answers, for the calculator bundles: the zod schemas of
// @lender/validation weigh about 100 kB gzip there, more than a whole calculator may. The
// shapes in shapes.ts mirror those schemas; `shapes.test.ts` holds each to its schema on real
// answers and on damaged ones, so the two cannot drift apart unnoticed.

/** A wrapper shape: optional, nullable or a list. Object shapes never use the key `$`. */
interface Wrapped {
  readonly $: 'optional' | 'nullable' | 'list';
  readonly of: Shape;
  readonly length?: number;
}

/** What a value must be: a JSON type, a wrapper, or an object of shapes. */
export type Shape =
  'number' | 'integer' | 'string' | 'boolean' | Wrapped | { readonly [key: string]: Shape };

export const optional = (of: Shape): Wrapped => ({ $: 'optional', of });
export const nullable = (of: Shape): Wrapped => ({ $: 'nullable', of });
export const listOf = (of: Shape, length?: number): Wrapped => ({ $: 'list', of, length });

function isWrapped(shape: object): shape is Wrapped {
  return '$' in shape;
}

/** True when `value` has `shape` (extra object fields are allowed, as zod's objects allow them). */
export function hasShape(value: unknown, shape: Shape): boolean {
  if (shape === 'number') return typeof value === 'number' && Number.isFinite(value);
  if (shape === 'integer') return Number.isSafeInteger(value);
  if (shape === 'string' || shape === 'boolean') return typeof value === shape;
  if (isWrapped(shape)) {
    if (shape.$ === 'optional') return value === undefined || hasShape(value, shape.of);
    if (shape.$ === 'nullable') return value === null || hasShape(value, shape.of);
    return (
      Array.isArray(value) &&
      (shape.length === undefined || value.length === shape.length) &&
      // Array.from reads holes as undefined (every() would skip them).
      Array.from(value).every((item) => hasShape(item, shape.of))
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(shape).every(([key, inner]) => hasShape(record[key], inner));
}
