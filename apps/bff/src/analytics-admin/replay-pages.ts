// The HTML of /admin/replays: the list of recordings, and one recording with its pages, its
// analytics events and the player. Rendered on the server; the player is one same-origin script
// (rrweb's Replayer, build/admin/replay-player.js) loaded only on a recording's page.
import type { ReplayDetail } from '../session-replay/replay-service.ts';
import type { ReplaySummary } from '../session-replay/replay-repository.ts';
import { accountLinks, ADMIN_STYLE_SOURCE, page } from './admin-pages.ts';
import { escapeHtml, formatCount } from './html-text.ts';

/** Where the player's script and stylesheet are served (routes/admin/replays.ts). */
export const REPLAY_PLAYER_SCRIPT_PATH = '/admin/replays/player.js';
export const REPLAY_PLAYER_STYLE_PATH = '/admin/replays/player.css';

/** The list page's policy: like the analytics pages, nothing runs. */
export const REPLAY_LIST_CSP = [
  "default-src 'none'",
  `style-src ${ADMIN_STYLE_SOURCE}`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

/**
 * A recording's page policy. Scripts: this origin's only (the player). Styles: also inline,
 * because the player rebuilds the recorded page in a sandboxed frame (no scripts run there) with
 * its stylesheets as <style> elements; images and fonts from this origin, as the site's own.
 */
export const REPLAY_VIEWER_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "media-src 'self'",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "object-src 'none'",
].join('; ');

const PLAYER_CSS = `
.player{border:1px solid #b1b4b6;background:#f3f2f1;overflow:hidden;margin:8px 0 16px;min-height:120px;position:relative}
.player iframe{border:0;background:#fff}
.controls{display:flex;gap:16px;align-items:center;flex-wrap:wrap}
dl.summary{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:8px 0 16px}
dl.summary dt{font-weight:600}
dl.summary dd{margin:0}
`.trim();

/** A duration as "m:ss". */
export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** "2026-11-24 10:03:15" (UTC), the way the analytics pages write times. */
function time(iso: string): string {
  return iso.slice(0, 19).replace('T', ' ');
}

/** The list of recordings, newest first. */
export function replayListPage(replays: readonly ReplaySummary[], retentionDays: number): string {
  const rows = replays
    .map((replay) => {
      const duration = Date.parse(replay.endedAt) - Date.parse(replay.startedAt);
      return (
        '<tr>' +
        `<td>${escapeHtml(time(replay.startedAt))}</td>` +
        `<td class="number">${formatDuration(duration)}</td>` +
        `<td>${replay.pages.map((path) => `<code>${escapeHtml(path)}</code>`).join('<br>')}</td>` +
        `<td class="number">${formatCount(replay.events)}</td>` +
        `<td><code>${escapeHtml(replay.anonymousId)}</code></td>` +
        `<td><a href="/admin/replays/${escapeHtml(replay.replayId)}">Play` +
        `<span class="visually-hidden"> the replay started ${escapeHtml(time(replay.startedAt))}</span></a></td>` +
        '</tr>'
      );
    })
    .join('');
  const body = [
    `<div class="header"><div><h1>Session replays</h1>`,
    `<p>The latest recordings, newest first. Every input and every element marked private was ` +
      `masked in the visitor’s browser before it was sent. Recordings are deleted after ` +
      `${formatCount(retentionDays)} days. <a href="/admin/analytics">Analytics</a>.</p></div>`,
    `${accountLinks()}</div>`,
    '<table><caption class="visually-hidden">Session replays</caption><thead><tr>',
    '<th scope="col">Started (UTC)</th><th scope="col" class="number">Length</th>',
    '<th scope="col">Pages</th><th scope="col" class="number">Recorded events</th>',
    '<th scope="col">Visitor (anonymous id)</th><th scope="col">Replay</th>',
    `</tr></thead><tbody>${rows || '<tr><td colspan="6">No recordings yet</td></tr>'}</tbody></table>`,
  ].join('');
  return page('Session replays', body);
}

/** One recording: what it covers, the analytics events linked to it, and the player. */
export function replayViewerPage(detail: ReplayDetail): string {
  const { summary, linkedEvents } = detail;
  const duration = Date.parse(summary.endedAt) - Date.parse(summary.startedAt);
  const events = linkedEvents
    .map(
      (event) =>
        '<tr>' +
        `<td>${event.timestamp ? escapeHtml(time(event.timestamp)) : '—'}</td>` +
        `<td><code>${escapeHtml(event.type === 'page' ? `page: ${event.name}` : event.name)}</code></td>` +
        `<td>${event.pagePath ? `<code>${escapeHtml(event.pagePath)}</code>` : '—'}</td>` +
        '</tr>',
    )
    .join('');
  const body = [
    `<div class="header"><div><h1>Session replay</h1>`,
    `<p><a href="/admin/replays">All session replays</a></p></div>${accountLinks()}</div>`,
    '<dl class="summary">',
    `<dt>Started (UTC)</dt><dd>${escapeHtml(time(summary.startedAt))}</dd>`,
    `<dt>Length</dt><dd>${formatDuration(duration)}</dd>`,
    `<dt>Visitor (anonymous id)</dt><dd><code>${escapeHtml(summary.anonymousId)}</code></dd>`,
    `<dt>Analytics session</dt><dd><code>${escapeHtml(summary.sessionId)}</code></dd>`,
    `<dt>Replay id</dt><dd><code>${escapeHtml(summary.replayId)}</code></dd>`,
    '</dl>',
    '<h2 id="playback">Playback</h2>',
    `<div class="player" id="replay-player" data-events-url="/admin/replays/${escapeHtml(summary.replayId)}/events.json"></div>`,
    '<div class="controls"><button type="button" id="replay-play" disabled>Play</button>',
    '<p id="replay-status" role="status">Loading the recording…</p></div>',
    '<h2 id="pages">Pages</h2>',
    `<ol>${summary.pages.map((path) => `<li><code>${escapeHtml(path)}</code></li>`).join('')}</ol>`,
    '<h2 id="events">Analytics events</h2>',
    '<p>Events the visitor’s browser sent with this replay’s id (<code>session_replay_id</code>).</p>',
    '<table><caption class="visually-hidden">Analytics events of this replay</caption><thead><tr>',
    '<th scope="col">Time (UTC)</th><th scope="col">Event</th><th scope="col">Page</th>',
    `</tr></thead><tbody>${events || '<tr><td colspan="3">None</td></tr>'}</tbody></table>`,
  ].join('');
  const head =
    `<style>${PLAYER_CSS}</style>` +
    `<link rel="stylesheet" href="${REPLAY_PLAYER_STYLE_PATH}">` +
    `<script type="module" src="${REPLAY_PLAYER_SCRIPT_PATH}"></script>`;
  return page(`Session replay – ${time(summary.startedAt)}`, body, head);
}
