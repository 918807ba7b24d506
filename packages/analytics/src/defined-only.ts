/**
 * A copy of `record` without its undefined fields, so a built payload holds only what is known
 * and `'field' in payload` means the field was sent.
 */
export function definedOnly<T extends object>(record: T): T {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as T;
}
