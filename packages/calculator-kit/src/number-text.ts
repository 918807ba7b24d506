// A calculator keeps each box's value as the text in the URL hash and its messages ("" when
// empty), while @lender/ui's number boxes hold a number (NaN when empty). These two convert.

/** The number a field's text holds (`"$250,000"` → 250000, `"6.5%"` → 6.5); NaN when empty or not a number. */
export function numberFromText(text: string): number {
  const cleaned = text.replace(/[\s$,%]/g, '');
  return cleaned === '' ? Number.NaN : Number(cleaned);
}

/** A number box's value as the field's text: `""` for NaN (the box emptied). */
export function textFromNumber(value: number): string {
  return Number.isNaN(value) ? '' : String(value);
}
