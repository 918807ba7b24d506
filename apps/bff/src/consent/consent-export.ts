// The operators' export of consent records as CSV: the proof of what each visitor asked and when.
import type { AppDb } from '../db/client.ts';
import { consentPage, type ConsentFilter, type ConsentRecord } from './consent-repository.ts';
import { csvLine } from './csv.ts';

/** The export's columns, in order. */
export const CONSENT_CSV_COLUMNS = [
  'event_id',
  'received_at',
  'channel',
  'value',
  'action',
  'subscriptions',
  'reason',
  'source',
  'source_page',
  'gpc',
  'ip_truncated',
  'user_agent',
  'request_id',
  'idempotency_key',
  'mc_subscriber_key',
  'mc_job_id',
  'mc_batch_id',
] as const;

const PAGE_SIZE = 1000;

function cells(record: ConsentRecord) {
  return [
    record.eventId,
    record.receivedAt.toISOString(),
    record.channel,
    record.value,
    record.action,
    record.subscriptions.join(' '),
    record.reason,
    record.source,
    record.sourcePage,
    record.gpc,
    record.ipTruncated,
    record.userAgent,
    record.requestId,
    record.idempotencyKey,
    record.mcSubscriberKey,
    record.mcJobId,
    record.mcBatchId,
  ];
}

/** Export dates are calendar days in UTC: `to` includes the whole day. */
export function exportFilter(query: {
  from?: string;
  to?: string;
  channel?: ConsentFilter['channel'];
}): ConsentFilter {
  const day = 24 * 60 * 60 * 1000;
  return {
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    before: query.to ? new Date(Date.parse(`${query.to}T00:00:00Z`) + day) : undefined,
    channel: query.channel,
  };
}

/**
 * The CSV, line by line (header first), read a page at a time so an export of millions of
 * records holds one page in memory.
 */
export async function* consentCsvLines(db: AppDb, filter: ConsentFilter): AsyncGenerator<string> {
  yield csvLine(CONSENT_CSV_COLUMNS);
  let afterId = 0;
  for (;;) {
    const page = await consentPage(db, filter, afterId, PAGE_SIZE);
    if (page.length > 0) yield page.map((record) => csvLine(cells(record))).join('');
    const last = page.at(-1);
    if (!last || page.length < PAGE_SIZE) return;
    afterId = last.id;
  }
}
