// The HTML of /admin/analytics: the report, and the sign-in form a browser sees first. Rendered on
// the server, no script at all; the one stylesheet is inline and allowed by its hash, so the CSP
// allows nothing else (no script, no images, no connections, forms only to this origin).
import { createHash } from 'node:crypto';
import type { AnalyticsReport } from './analytics-report.ts';
import type { SignInLock } from './sign-in-limiter.ts';
import { columnChartSvg, horizontalBarChartSvg } from './bar-chart-svg.ts';
import { escapeHtml, formatCount } from './html-text.ts';

const CSS = `
:root{color-scheme:light;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:#0b0c0c;background:#fff;line-height:1.5}
body{margin:0}
main{max-width:960px;margin:0 auto;padding:24px 16px 64px}
h1{font-size:2rem;margin:0 0 8px}
h2{font-size:1.5rem;margin:40px 0 8px}
p{margin:0 0 16px}
a{color:#1d70b8}
a:focus,button:focus,input:focus,summary:focus{outline:3px solid #ffdd00;outline-offset:0;box-shadow:0 0 0 6px #0b0c0c}
table{border-collapse:collapse;width:100%;margin:8px 0 16px}
th,td{text-align:left;padding:8px 12px 8px 0;border-bottom:1px solid #b1b4b6;vertical-align:top}
td.number,th.number{text-align:right}
code{font-size:0.9em;word-break:break-all}
details{margin:8px 0 16px}
summary{cursor:pointer;color:#1d70b8;text-decoration:underline}
.chart{display:block;max-width:100%;height:auto;margin:8px 0}
.chart-bar{fill:#1d70b8}
.chart-grid{stroke:#b1b4b6;stroke-width:1}
.chart-axis,.chart-label,.chart-value{fill:#0b0c0c;font-size:13px;font-family:inherit}
.figures{display:flex;flex-wrap:wrap;gap:16px;margin:8px 0 16px;padding:0;list-style:none}
.figures li{border-left:4px solid #1d70b8;padding:4px 12px}
.figures strong{display:block;font-size:1.75rem}
.header{display:flex;justify-content:space-between;align-items:flex-start;gap:16px;flex-wrap:wrap}
.account{display:flex;align-items:center;gap:16px;flex-wrap:wrap}
.account form{margin:0}
.tag{display:inline-block;margin-left:8px;padding:0 6px;font-weight:600;color:#0b0c0c;background:#bfe3e0}
.notice{border:5px solid #00703c;padding:16px;margin-bottom:24px}
.notice p{margin:0;font-weight:600}
button{font:inherit;font-weight:600;color:#fff;background:#00703c;border:0;border-bottom:2px solid #002d18;padding:8px 16px;cursor:pointer}
button.secondary{color:#0b0c0c;background:#f3f2f1;border-bottom-color:#929191}
label{display:block;font-weight:600;margin-bottom:4px}
input{font:inherit;width:100%;max-width:480px;padding:6px;border:2px solid #0b0c0c;box-sizing:border-box}
.field{margin:16px 0 24px}
.field-error{border-left:5px solid #d4351c;padding-left:15px}
.field-error input{border-color:#d4351c}
.error-message{display:block;color:#d4351c;font-weight:600;margin-bottom:8px}
.error-summary{border:5px solid #d4351c;padding:16px;margin-bottom:24px}
.error-summary h2{margin-top:0;font-size:1.25rem}
.error-summary a{color:#d4351c;font-weight:600}
.visually-hidden{position:absolute!important;width:1px!important;height:1px!important;margin:0!important;padding:0!important;overflow:hidden!important;clip:rect(0 0 0 0)!important;white-space:nowrap!important;border:0!important}
`.trim();

const CSS_HASH = `'sha256-${createHash('sha256').update(CSS).digest('base64')}'`;

/** The pages' Content-Security-Policy: the hashed stylesheet, forms to this origin, nothing else. */
export const ADMIN_PAGE_CSP = [
  "default-src 'none'",
  `style-src ${CSS_HASH}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/** The admin pages' inline stylesheet's CSP source (its hash), for other admin pages' policies. */
export const ADMIN_STYLE_SOURCE = CSS_HASH;

/** An admin page: the shared head and stylesheet, `head` (trusted markup only) added to it. */
export function page(title: string, body: string, head = ''): string {
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    '<meta name="robots" content="noindex, nofollow">' +
    `<title>${escapeHtml(title)}</title><style>${CSS}</style>${head}</head>` +
    `<body><main id="main-content">${body}</main></body></html>`
  );
}

/** The signed-in operator's links at the top of each admin page: the sessions page, and sign-out. */
export function accountLinks(): string {
  return (
    '<div class="account"><a href="/admin/sessions">Signed-in sessions</a>' +
    '<form method="post" action="/admin/analytics/sign-out">' +
    '<button class="secondary" type="submit">Sign out</button></form></div>'
  );
}

function table(
  caption: string,
  headings: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const head = headings
    .map((heading, index) => {
      const numeric = typeof rows[0]?.[index] === 'number';
      return `<th scope="col"${numeric ? ' class="number"' : ''}>${escapeHtml(heading)}</th>`;
    })
    .join('');
  const body = rows
    .map(
      (row) =>
        `<tr>${row
          .map((cell) =>
            typeof cell === 'number'
              ? `<td class="number">${formatCount(cell)}</td>`
              : `<td>${cell === '' ? '<span class="visually-hidden">none</span>—' : `<code>${escapeHtml(cell)}</code>`}</td>`,
          )
          .join('')}</tr>`,
    )
    .join('');
  return (
    `<table><caption class="visually-hidden">${escapeHtml(caption)}</caption>` +
    `<thead><tr>${head}</tr></thead><tbody>${body || `<tr><td colspan="${headings.length}">None</td></tr>`}</tbody></table>`
  );
}

function asTable(summary: string, content: string): string {
  return `<details><summary>${escapeHtml(summary)}</summary>${content}</details>`;
}

/** Whether the site collects analytics, and the write key it uses (src/collector/site-write-key.ts). */
export interface CollectionStatus {
  source: 'configured' | 'generated' | 'off' | 'unavailable' | 'pending';
  writeKey: string | undefined;
}

const COLLECTION_TEXT: Record<CollectionStatus['source'], string> = {
  configured: 'On, with the write key set in SEGMENT_KEY.',
  generated:
    'On, with the write key this site created on its first start and keeps in its database. ' +
    'Give it to other properties that send events here; set SEGMENT_KEY to use another.',
  off: 'Off (ANALYTICS=off): pages load no analytics and the collector refuses every event.',
  unavailable: 'Off: the write key could not be read from the database at start.',
  pending: 'Starting.',
};

/** The collection section: on or off, and the write key other properties need. */
function collectionSection(status: CollectionStatus): string {
  return [
    '<h2 id="collection">Collection</h2>',
    `<p>${escapeHtml(COLLECTION_TEXT[status.source])}</p>`,
    status.writeKey
      ? `<dl><dt>Write key</dt><dd><code>${escapeHtml(status.writeKey)}</code></dd></dl>`
      : '',
  ].join('');
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;
const STREAM_NAMES = { events: 'Analytics events', replay: 'Session replay' } as const;

/**
 * The storage section (issue 33 §4): per day and stream, what was stored against the daily
 * quota, what was dropped over it, and the requests refused by the per-client budgets and the
 * per-recording caps.
 */
function storageSection({ quotas, days }: AnalyticsReport['storage']): string {
  return [
    '<h2 id="storage">Storage quota and refused requests</h2>',
    `<p>Each UTC day the site stores at most ${formatCount(megabytes(quotas.events))} MB of ` +
      `analytics events (<code>ANALYTICS_DAILY_QUOTA_MB</code>) and ${formatCount(megabytes(quotas.replay))} MB ` +
      'of session replay (<code>SESSION_REPLAY_DAILY_QUOTA_MB</code>). Past that, what arrives is ' +
      'accepted, dropped and counted here. A client address that sends more than its minute’s ' +
      'budget is refused until the minute is over, and a recording past its size limit is refused: ' +
      'both are counted as refused requests.</p>',
    table(
      'Storage per day',
      [
        'Day',
        'Stream',
        'Stored (MB)',
        'Quota used',
        'Dropped over the quota',
        'Dropped (MB)',
        'Refused requests',
      ],
      days.map((day) => [
        day.day,
        STREAM_NAMES[day.stream],
        megabytes(day.storedBytes),
        `${Math.min(100, Math.round((day.storedBytes / quotas[day.stream]) * 100))}%`,
        day.droppedOverQuota,
        megabytes(day.droppedBytes),
        day.refusedRequests,
      ]),
    ),
  ].join('');
}

/** The report page. */
export function reportPage(report: AnalyticsReport, collection?: CollectionStatus): string {
  const { funnel } = report;
  const totalStored = report.eventsPerDay.reduce((sum, day) => sum + day.stored, 0);
  const totalDropped = report.eventsPerDay.reduce((sum, day) => sum + day.dropped, 0);
  const droppedOverQuota = report.storage.days.reduce((sum, day) => sum + day.droppedOverQuota, 0);
  const conversion =
    funnel.conversionPercent === null ? 'no visitors yet' : `${funnel.conversionPercent}%`;
  const body = [
    '<div class="header"><div>',
    '<h1>Analytics</h1>',
    `<p>The last 30 days, ${escapeHtml(report.from)} to ${escapeHtml(report.to)} (UTC). ` +
      'Figures as JSON: <a href="/admin/analytics.json">analytics.json</a>.</p>',
    `</div>${accountLinks()}</div>`,
    '<ul class="figures">',
    `<li>Events stored<strong>${formatCount(totalStored)}</strong></li>`,
    `<li>Events dropped<strong>${formatCount(totalDropped)}</strong></li>`,
    `<li>Dropped over the daily quota<strong>${formatCount(droppedOverQuota)}</strong></li>`,
    `<li>Visitors who started engaging<strong>${escapeHtml(conversion)}</strong></li>`,
    '</ul>',
    collection ? collectionSection(collection) : '',
    storageSection(report.storage),

    '<h2 id="events-per-day">Events per day</h2>',
    columnChartSvg({
      id: 'chart-events',
      title: 'Events stored per day',
      description: `Bar chart of events stored each day from ${report.from} to ${report.to}; ${formatCount(totalStored)} in all. The table below has every figure.`,
      bars: report.eventsPerDay.map((day) => ({ label: day.day.slice(5), value: day.stored })),
    }),
    asTable(
      'Events per day as a table',
      table(
        'Events stored and dropped per day',
        ['Day', 'Stored', 'Dropped'],
        report.eventsPerDay.map((day) => [day.day, day.stored, day.dropped]),
      ),
    ),

    '<h2 id="top-pages">Top pages</h2>',
    '<p>Pages by <code>loaded_page</code> events.</p>',
    horizontalBarChartSvg({
      id: 'chart-pages',
      title: 'Top pages by page views',
      description: `Bar chart of the ${report.topPages.length} most viewed pages. The table below has every figure.`,
      bars: report.topPages.map((item) => ({ label: item.path, value: item.views })),
    }),
    asTable(
      'Top pages as a table',
      table(
        'Top pages',
        ['Page', 'Views'],
        report.topPages.map((item) => [item.path, item.views]),
      ),
    ),

    '<h2 id="funnel">Funnel: loaded a page, then started engaging</h2>',
    '<p>Visitors (by anonymous id) with a <code>loaded_page</code> event, and those of them with an ' +
      '<code>engagement_started</code> event at or after their first page.</p>',
    horizontalBarChartSvg({
      id: 'chart-funnel',
      title: 'Funnel from loaded_page to engagement_started',
      description: `${formatCount(funnel.loadedPageVisitors)} visitors loaded a page; ${formatCount(funnel.engagedVisitors)} of them started engaging (${conversion}).`,
      bars: [
        { label: 'Loaded a page', value: funnel.loadedPageVisitors },
        { label: 'Started engaging', value: funnel.engagedVisitors },
      ],
    }),
    table(
      'Funnel figures',
      ['Step', 'Visitors', 'Events'],
      [
        ['loaded_page', funnel.loadedPageVisitors, funnel.loadedPageEvents],
        ['engagement_started', funnel.engagedVisitors, funnel.engagementStartedEvents],
      ],
    ),
    `<p>Conversion: <strong>${escapeHtml(conversion)}</strong>.</p>`,

    experimentsSection(report),

    '<h2 id="violations">Schema violations</h2>',
    '<p>Events that failed the event catalogue are not stored; they are counted here by event, ' +
      'and by field and rule. <code>unknownEvent</code> is a name the catalogue does not have; ' +
      '<code>maxEventSize</code> an event over 32 KB.</p>',
    horizontalBarChartSvg({
      id: 'chart-violations',
      title: 'Dropped events per event name',
      description: `Bar chart of dropped events per event name, ${formatCount(totalDropped)} in all. The tables below have every figure.`,
      bars: report.droppedByEvent.map((item) => ({ label: item.eventName, value: item.dropped })),
    }),
    asTable(
      'Dropped events per event as a table',
      table(
        'Dropped events per event',
        ['Event', 'Dropped'],
        report.droppedByEvent.map((item) => [item.eventName, item.dropped]),
      ),
    ),
    table(
      'Violations per event and field',
      ['Event', 'Field', 'Rule', 'Count'],
      report.violations.map((item) => [item.eventName, item.field, item.keyword, item.count]),
    ),

    '<h2 id="client-metrics">Library delivery metrics</h2>',
    table(
      'Library delivery metrics',
      ['Metric', 'Count'],
      report.clientMetrics.map((item) => [item.metric, item.count]),
    ),
  ].join('');
  return page('Analytics – last 30 days', body);
}

/**
 * Exposures and engagement per variant of each experiment (issue 26 part 6): a chart of the
 * exposed visitors per variant, and a table with every figure.
 */
function experimentsSection(report: AnalyticsReport): string {
  const intro =
    '<h2 id="experiments">Experiments</h2>' +
    '<p>Visitors (by anonymous id) with a <code>participated_in_experiment</code> event per ' +
    'variant, and those of them who then clicked a button or a link or started engaging ' +
    '(<code>clicked_button</code>, <code>clicked_link</code>, <code>engagement_started</code>).</p>';
  if (report.experiments.length === 0) return `${intro}<p>No experiment exposures yet.</p>`;
  return (
    intro +
    report.experiments
      .map((experiment, index) => {
        const heading = experiment.experimentName
          ? `${experiment.experimentName} (${experiment.experimentId})`
          : experiment.experimentId;
        const variantLabel = (
          variant: AnalyticsReport['experiments'][number]['variants'][number],
        ) =>
          variant.variantName ? `${variant.variantName} (${variant.variantId})` : variant.variantId;
        return (
          `<h3>${escapeHtml(heading)}</h3>` +
          horizontalBarChartSvg({
            id: `chart-experiment-${index}`,
            title: `Visitors exposed per variant of ${experiment.experimentId}`,
            description: experiment.variants
              .map(
                (variant) =>
                  `${variantLabel(variant)}: ${formatCount(variant.exposedVisitors)} exposed, ${formatCount(variant.engagedVisitors)} engaged`,
              )
              .join('; '),
            bars: experiment.variants.map((variant) => ({
              label: variantLabel(variant),
              value: variant.exposedVisitors,
            })),
          }) +
          table(
            `Exposures and engagement per variant of ${experiment.experimentId}`,
            ['Variant', 'Exposed visitors', 'Exposures', 'Engaged visitors', 'Engagement'],
            experiment.variants.map((variant) => [
              variantLabel(variant),
              variant.exposedVisitors,
              variant.exposures,
              variant.engagedVisitors,
              variant.engagementPercent === null ? '' : `${variant.engagementPercent}%`,
            ]),
          )
        );
      })
      .join('')
  );
}

/** What went wrong with a sign-in, as the form shows it: a field's problem, or a lock. */
export type SignInError = 'missing' | 'wrong' | SignInLock | undefined;

const FIELD_MESSAGES = {
  missing: 'Enter the operator token',
  wrong: 'Enter the operator token that is set as ADMIN_TOKEN on the server',
} as const;

/** "15 minutes", "1 minute": a wait, rounded up to whole minutes. */
function minutes(seconds: number): string {
  const count = Math.max(1, Math.ceil(seconds / 60));
  return `${count} minute${count === 1 ? '' : 's'}`;
}

/** What a lock says, on the sign-in page and in the API's 429. */
export function lockMessage(lock: SignInLock, via: 'form' | 'bearer' = 'form'): string {
  const wait = `Wait ${minutes(lock.retryAfterSeconds)}, then try again`;
  if (lock.scope === 'everyone') {
    return `Sign-in is paused after many wrong operator tokens from many networks. ${wait}`;
  }
  return `You have ${via === 'form' ? 'entered' : 'sent'} a wrong operator token too many times. ${wait}`;
}

/** The sign-in form: one field, the operator token, posted to /admin/analytics/sign-in. */
export function signInPage(error: SignInError): string {
  const field = typeof error === 'string' ? FIELD_MESSAGES[error] : undefined;
  const lock = typeof error === 'object' ? error : undefined;
  const summary = field
    ? `<a href="#token">${escapeHtml(field)}</a>`
    : lock
      ? escapeHtml(lockMessage(lock))
      : undefined;
  const body = [
    summary
      ? '<div class="error-summary" role="alert" tabindex="-1" autofocus>' +
        `<h2>There is a problem</h2><ul><li>${summary}</li></ul></div>`
      : '',
    '<h1>Sign in to analytics</h1>',
    '<p>Enter the operator token to see the site’s analytics and session replays. You stay signed ' +
      'in for 8 hours in this browser, or until you have not used these pages for an hour.</p>',
    '<form method="post" action="/admin/analytics/sign-in" novalidate>',
    `<div class="field${field ? ' field-error' : ''}">`,
    '<label for="token">Operator token</label>',
    field
      ? `<span class="error-message" id="token-error"><span class="visually-hidden">Error:</span> ${escapeHtml(field)}</span>`
      : '',
    `<input id="token" name="token" type="password" autocomplete="current-password" spellcheck="false"${field ? ' aria-describedby="token-error"' : ''}>`,
    '</div><button type="submit">Sign in</button></form>',
  ].join('');
  return page(`${summary ? 'Error: ' : ''}Sign in – Analytics`, body);
}
