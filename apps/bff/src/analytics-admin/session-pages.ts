// The HTML of /admin/sessions (the operators' signed-in browsers, each with a sign-out button, and
// "sign out everywhere"), and the answers to a refused admin form. Rendered on the server with
// the analytics pages' stylesheet and policy: no script.
import type { AdminSession } from './admin-session-service.ts';
import { accountLinks, page } from './admin-pages.ts';
import { escapeHtml } from './html-text.ts';

/** "2026-11-21 10:03 UTC". */
function minuteUtc(date: Date): string {
  return `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** What to say above the list after a form was sent. */
export type SessionsNotice = 'ended' | undefined;

function row(session: AdminSession, current: boolean): string {
  const network = session.network ?? 'unknown';
  const whose = current
    ? ' this browser'
    : ` ${session.browser} from ${network}, signed in ${minuteUtc(session.createdAt)}`;
  return (
    '<tr>' +
    `<td>${escapeHtml(session.browser)}${current ? '<strong class="tag">This browser</strong>' : ''}</td>` +
    `<td><code>${escapeHtml(network)}</code></td>` +
    `<td>${minuteUtc(session.createdAt)}</td>` +
    `<td>${minuteUtc(session.lastSeenAt)}</td>` +
    `<td>${minuteUtc(session.endsAt)}</td>` +
    '<td><form method="post" action="/admin/sessions/end">' +
    `<input type="hidden" name="session" value="${escapeHtml(session.handle)}">` +
    '<button class="secondary" type="submit">Sign out' +
    `<span class="visually-hidden">${escapeHtml(whose)}</span></button></form></td>` +
    '</tr>'
  );
}

/** The sessions page: every live session, this browser's marked. */
export function sessionsPage(
  sessions: readonly AdminSession[],
  currentHandle: string | undefined,
  notice: SessionsNotice,
): string {
  const rows = sessions.map((session) => row(session, session.handle === currentHandle)).join('');
  const body = [
    notice === 'ended'
      ? '<div class="notice" role="alert" tabindex="-1" autofocus><p>The session was signed out.</p></div>'
      : '',
    '<div class="header"><div><h1>Signed-in sessions</h1>',
    '<p>Browsers signed in with the operator token. A session ends 8 hours after sign-in, after ' +
      'an hour unused, when it is signed out here, or when ADMIN_TOKEN changes. ' +
      '<a href="/admin/analytics">Analytics</a>.</p></div>',
    `${accountLinks()}</div>`,
    '<table><caption class="visually-hidden">Signed-in sessions</caption><thead><tr>',
    '<th scope="col">Browser</th><th scope="col">Network</th><th scope="col">Signed in</th>',
    '<th scope="col">Last used</th><th scope="col">Ends if unused</th>',
    '<th scope="col"><span class="visually-hidden">Sign out</span></th>',
    `</tr></thead><tbody>${rows || '<tr><td colspan="6">No browser is signed in</td></tr>'}</tbody></table>`,
    '<h2 id="everywhere">Sign out everywhere</h2>',
    '<p>Ends every session above, this browser’s too. If the operator token may have been seen ' +
      'by someone else, change ADMIN_TOKEN as well.</p>',
    '<form method="post" action="/admin/sessions/end-all">',
    '<button type="submit">Sign out everywhere</button></form>',
  ].join('');
  return page('Signed-in sessions', body);
}

/** The answer to a session form without a session from the list. */
export function noSessionChosenPage(): string {
  return page(
    'Error: Signed-in sessions',
    '<div class="error-summary" role="alert" tabindex="-1" autofocus><h2>There is a problem</h2>' +
      '<ul><li><a href="/admin/sessions">Choose a session to sign out from the list</a></li></ul></div>' +
      '<h1>Signed-in sessions</h1>',
  );
}

/** The answer to an admin form sent from another website (or a page of another origin). */
export function crossOriginPage(): string {
  return page(
    'Error: Form refused – Analytics',
    '<h1>You cannot send this form from another website</h1>' +
      '<p>Go to <a href="/admin/analytics">the analytics page</a> of this website and use the ' +
      'form there.</p>',
  );
}
