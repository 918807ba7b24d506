// An error and the errors it wraps: Drizzle wraps the driver's error in DrizzleQueryError's
// `cause`, and Node's own errors wrap theirs the same way. Every reader of a code (is the
// database down? which start failure? a unique violation?) walks this one chain.

/** The fields the readers look at; any may be missing. */
export interface ErrorFields {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly severity?: unknown;
  readonly syscall?: unknown;
  readonly path?: unknown;
  readonly dest?: unknown;
  readonly cause?: unknown;
}

/** How deep a chain is followed: a cause that wraps itself must not loop for ever. */
export const ERROR_CHAIN_DEPTH = 5;

/** The error, then each cause it wraps, up to `ERROR_CHAIN_DEPTH` objects in all. */
export function* errorChain(error: unknown): Generator<ErrorFields> {
  let current = error;
  for (let depth = 0; depth < ERROR_CHAIN_DEPTH; depth += 1) {
    if (current === null || typeof current !== 'object') return;
    const fields = current as ErrorFields;
    yield fields;
    current = fields.cause;
  }
}

/** The first error of the chain whose `code` is a string, or undefined. */
export function firstCodedError(error: unknown): ErrorFields | undefined {
  for (const fields of errorChain(error)) {
    if (typeof fields.code === 'string') return fields;
  }
  return undefined;
}
