/** A text field of a posted form: '' when missing, cut to `maxLength` (nothing is unbounded). */
export function textField(formData: FormData, name: string, maxLength = 1000): string {
  const value = formData.get(name);
  return typeof value === 'string' ? value.slice(0, maxLength) : '';
}

/** The ticked values of a checkbox group that are among the allowed ones, in allowed order. */
export function ticked<T extends string>(
  formData: FormData,
  name: string,
  allowed: readonly T[],
): T[] {
  const sent = new Set(formData.getAll(name));
  return allowed.filter((value) => sent.has(value));
}
