import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { signInPage } from '../../analytics-admin/admin-pages.ts';
import { isOperator } from '../../analytics-admin/operator-sign-in.ts';
import {
  REPLAY_LIST_CSP,
  REPLAY_VIEWER_CSP,
  replayListPage,
  replayViewerPage,
} from '../../analytics-admin/replay-pages.ts';
import { ADMIN_PAGE_CSP } from '../../analytics-admin/admin-pages.ts';
import { bffDir } from '../../package-paths.ts';
import type { ReplayService } from '../../session-replay/replay-service.ts';

/** What the replay pages need. */
export interface ReplayAdminOptions {
  /** ADMIN_TOKEN. */
  token: string;
  replay: ReplayService;
  /** SESSION_REPLAY_RETENTION_DAYS, as the list page states it. */
  retentionDays: number;
  now?: () => Date;
}

/** The player's browser build (tsup.config.ts) and rrweb's stylesheet for it. */
const PLAYER_FILES = {
  'player.js': {
    path: join(bffDir, 'build', 'admin', 'replay-player.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'player.css': {
    path: join(bffDir, 'build', 'admin', 'replay-player.css'),
    type: 'text/css; charset=utf-8',
  },
} as const;

const REPLAY_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * GET /admin/replays (the recordings), /admin/replays/{id} (one, with its player) and
 * /admin/replays/{id}/events.json (its rrweb events), for a signed-in operator (the analytics
 * sign-in, or `Authorization: Bearer <ADMIN_TOKEN>`); /admin/replays/player.js and player.css are
 * the player itself (no data in them).
 */
export const replayAdminRoutes: FastifyPluginAsync<ReplayAdminOptions> = async (
  app,
  { token, replay, retentionDays, now = () => new Date() },
) => {
  function html(reply: FastifyReply, status: number, body: string, csp: string) {
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', csp)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .send(body);
  }
  const signInFirst = (reply: FastifyReply) => {
    reply.header('www-authenticate', 'Bearer');
    return html(reply, 401, signInPage(undefined), ADMIN_PAGE_CSP);
  };

  app.get('/replays', async (request, reply) => {
    if (!isOperator(request, token, now())) return signInFirst(reply);
    return html(reply, 200, replayListPage(await replay.list(), retentionDays), REPLAY_LIST_CSP);
  });

  app.get<{ Params: { file: string } }>('/replays/:file', async (request, reply) => {
    const { file } = request.params;
    if (file in PLAYER_FILES) {
      const served = PLAYER_FILES[file as keyof typeof PLAYER_FILES];
      const body = await readFile(served.path).catch(() => undefined);
      if (!body) {
        request.log.error({ file }, 'the replay player is not built (pnpm build)');
        return reply.code(404).send({ message: 'Not Found' });
      }
      return reply
        .header('content-type', served.type)
        .header('cache-control', 'no-cache')
        .send(body);
    }
    if (!isOperator(request, token, now())) return signInFirst(reply);
    const detail = REPLAY_ID.test(file) ? await replay.detail(file) : undefined;
    if (!detail) return reply.code(404).send({ message: 'Not Found' });
    return html(reply, 200, replayViewerPage(detail), REPLAY_VIEWER_CSP);
  });

  app.get<{ Params: { replayId: string } }>(
    '/replays/:replayId/events.json',
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!isOperator(request, token, now())) {
        reply.header('www-authenticate', 'Bearer');
        return reply
          .code(401)
          .send({ message: 'Send the operator token as "Authorization: Bearer <token>"' });
      }
      const { replayId } = request.params;
      const events = REPLAY_ID.test(replayId) ? await replay.events(replayId) : undefined;
      if (!events) return reply.code(404).send({ message: 'Not Found' });
      return { replayId, events };
    },
  );
};
