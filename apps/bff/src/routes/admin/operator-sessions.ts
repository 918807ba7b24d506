import type { FastifyPluginAsync, FastifyReply, onRequestAsyncHookHandler } from 'fastify';
import { signInPage } from '../../analytics-admin/admin-pages.ts';
import { sessionCookieHeader } from '../../analytics-admin/admin-session.ts';
import type { OperatorAccess } from '../../analytics-admin/operator-sign-in.ts';
import {
  crossOriginPage,
  noSessionChosenPage,
  sessionsPage,
} from '../../analytics-admin/session-pages.ts';
import { truncateIp } from '../../personal-data.ts';
import { isCrossOrigin } from '../../plugins/same-origin.ts';
import { adminHtml, signInFirst } from './operator-replies.ts';

/** What the sign-in and sessions routes need. */
export interface OperatorSessionOptions {
  access: OperatorAccess;
  /** SITE_URL: the one origin (with the address a request was sent to) whose forms are taken. */
  siteUrl: string;
}

/** Largest admin form body. */
const FORM_BODY_BYTES = 4 * 1024;

/** A session's handle in the page's forms (routes never take anything else). */
const HANDLE = /^[\w-]{43}$/;

type Form = Record<string, string | undefined>;

/**
 * The operators' sign-in and sessions: POST /admin/analytics/sign-in (the token, from the form
 * on every admin page a browser opens signed out) and /admin/analytics/sign-out, GET
 * /admin/sessions (every signed-in browser) with POST /admin/sessions/end (one) and
 * /admin/sessions/end-all ("sign out everywhere"). Every POST comes from this origin's pages or
 * is refused with 403 before its body is read (plugins/same-origin.ts, isCrossOrigin).
 */
export const operatorSessionRoutes: FastifyPluginAsync<OperatorSessionOptions> = async (
  app,
  { access, siteUrl },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_BYTES },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const siteOrigin = new URL(siteUrl).origin;
  const sameOriginForms: onRequestAsyncHookHandler = async (request, reply) => {
    if (!isCrossOrigin(request, siteOrigin)) return;
    request.log.warn(
      { network: truncateIp(request.ip), fetchSite: request.headers['sec-fetch-site'] },
      'admin form from another origin refused',
    );
    return adminHtml(reply, 403, crossOriginPage());
  };
  const secure = (protocol: string) => protocol === 'https';
  const redirect = (reply: FastifyReply, location: string) =>
    reply.code(303).header('cache-control', 'no-store').header('location', location).send();

  app.post<{ Body: Form | undefined }>(
    '/analytics/sign-in',
    { onRequest: sameOriginForms },
    async (request, reply) => {
      const given = typeof request.body?.token === 'string' ? request.body.token.trim() : '';
      if (given === '') return adminHtml(reply, 400, signInPage('missing'));
      const outcome = await access.signIn(request, given);
      if (outcome.status === 'wrong-token') return adminHtml(reply, 401, signInPage('wrong'));
      if (outcome.status === 'locked') return signInFirst(reply, outcome);
      reply.header('set-cookie', sessionCookieHeader(outcome.id, secure(request.protocol)));
      return redirect(reply, '/admin/analytics');
    },
  );

  app.post('/analytics/sign-out', { onRequest: sameOriginForms }, async (request, reply) => {
    await access.signOut(request);
    reply.header('set-cookie', sessionCookieHeader(undefined, secure(request.protocol)));
    return redirect(reply, '/admin/analytics');
  });

  app.get<{ Querystring: { ended?: string } }>('/sessions', async (request, reply) => {
    const check = await access.check(request);
    if (check.status !== 'operator') return signInFirst(reply, check);
    const sessions = await access.sessions.list();
    const notice = request.query.ended === '1' ? 'ended' : undefined;
    return adminHtml(reply, 200, sessionsPage(sessions, check.session?.handle, notice));
  });

  app.post<{ Body: Form | undefined }>(
    '/sessions/end',
    { onRequest: sameOriginForms },
    async (request, reply) => {
      const check = await access.check(request);
      if (check.status !== 'operator') return signInFirst(reply, check);
      const handle = request.body?.session;
      if (typeof handle !== 'string' || !HANDLE.test(handle)) {
        return adminHtml(reply, 400, noSessionChosenPage());
      }
      const ended = await access.sessions.end(handle);
      if (ended) request.log.info({ session: handle.slice(0, 8) }, 'operator session signed out');
      if (handle !== check.session?.handle) return redirect(reply, '/admin/sessions?ended=1');
      reply.header('set-cookie', sessionCookieHeader(undefined, secure(request.protocol)));
      return redirect(reply, '/admin/analytics');
    },
  );

  app.post('/sessions/end-all', { onRequest: sameOriginForms }, async (request, reply) => {
    const check = await access.check(request);
    if (check.status !== 'operator') return signInFirst(reply, check);
    const ended = await access.sessions.endAll();
    request.log.warn({ ended }, 'operator signed out everywhere');
    reply.header('set-cookie', sessionCookieHeader(undefined, secure(request.protocol)));
    return redirect(reply, '/admin/analytics');
  });
};
