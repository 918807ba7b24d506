// Reading figures back off the screen, so a reference test compares what the visitor sees.

/** The first dollar amount in a text, in cents: `Save $1,896.20 a month` → 189620. */
export function centsOf(text: string): number {
  const match = /-?\$[\d,]+\.\d\d/.exec(text);
  if (!match) throw new Error(`no amount in ${text}`);
  return Math.round(Number(match[0].replace(/[$,]/g, '')) * 100);
}
