// A report the search has just loaded in the browser, handed to the place's page as the search
// moves there (the page's clientLoader takes it), so it is not asked for twice.
import type { MarketReportResponse } from '@lender/validation';

/** How long a handed-over report is good for: only the navigation that follows. */
const HANDOVER_MS = 10_000;

const reports = new Map<string, { report: MarketReportResponse; at: number }>();

/** Keeps a report for the place's page about to open. */
export function handOverReport(locationId: string, report: MarketReportResponse): void {
  reports.set(locationId, { report, at: Date.now() });
}

/** Takes the report handed over for a place, if it is fresh; each is taken once. */
export function takeReport(locationId: string): MarketReportResponse | undefined {
  const entry = reports.get(locationId);
  reports.delete(locationId);
  return entry && Date.now() - entry.at < HANDOVER_MS ? entry.report : undefined;
}
