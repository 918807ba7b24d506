/** The truthy class names, joined with spaces: `classNames('a', error && 'b', undefined)`. */
export function classNames(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
