import { useCallback, useLayoutEffect, useRef, type ChangeEvent } from 'react';

/**
 * Where the caret goes after reformatting: after the same number of digits as before, so typing
 * or deleting in the middle of "(313) 555-0100" does not throw the caret to the end.
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string): number {
  if (caret >= raw.length) return formatted.length;
  const digitsBefore = raw.slice(0, caret).replace(/\D/g, '').length;
  if (digitsBefore === 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/**
 * For controlled inputs whose value is reformatted as it is typed (phone, screen-share code):
 * returns `reformat(event, format)`, which gives the new value and, once React has rendered it,
 * puts the caret back where the visitor expects it.
 */
export function useFormattedInput(): (
  event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
  format: (value: string) => string,
) => string {
  const pending = useRef<{ input: HTMLInputElement | HTMLTextAreaElement; caret: number } | null>(
    null,
  );

  useLayoutEffect(() => {
    const moved = pending.current;
    pending.current = null;
    if (moved && moved.input.ownerDocument.activeElement === moved.input) {
      moved.input.setSelectionRange(moved.caret, moved.caret);
    }
  });

  return useCallback(
    (
      event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>,
      format: (value: string) => string,
    ) => {
      const input = event.currentTarget;
      const formatted = format(input.value);
      const caret = caretAfterFormat(
        input.value,
        input.selectionStart ?? input.value.length,
        formatted,
      );
      pending.current = { input, caret };
      return formatted;
    },
    [],
  );
}
