// The locale and time zone are pinned so the server, the build and the browser write the same text.
const DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** An ISO date (`2026-11-12`) as people read it: "November 12, 2026". */
export function formatDate(isoDate: string): string {
  return DATE.format(new Date(`${isoDate}T00:00:00Z`));
}

/** "1 minute read", "5 minute read". */
export function readingTime(minutes: number): string {
  return `${minutes} minute read`;
}
