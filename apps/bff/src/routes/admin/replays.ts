import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyPluginAsync } from 'fastify';
import type { OperatorAccess } from '../../analytics-admin/operator-sign-in.ts';
import {
  REPLAY_LIST_CSP,
  REPLAY_VIEWER_CSP,
  replayListPage,
  replayViewerPage,
} from '../../analytics-admin/replay-pages.ts';
import { bffDir } from '../../package-paths.ts';
import type { ReplayService } from '../../session-replay/replay-service.ts';
import { adminHtml, operatorTokenFirst, signInFirst } from './operator-replies.ts';

/** What the replay pages need. */
export interface ReplayAdminOptions {
  /** ADMIN_TOKEN's checks: a bearer token or a signed-in browser. */
  access: OperatorAccess;
  replay: ReplayService;
  /** SESSION_REPLAY_RETENTION_DAYS, as the list page states it. */
  retentionDays: number;
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
  { access, replay, retentionDays },
) => {
  app.get('/replays', async (request, reply) => {
    const check = await access.check(request);
    if (check.status !== 'operator') return signInFirst(reply, check);
    const page = replayListPage(await replay.list(), retentionDays);
    return adminHtml(reply, 200, page, REPLAY_LIST_CSP);
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
    const check = await access.check(request);
    if (check.status !== 'operator') return signInFirst(reply, check);
    const detail = REPLAY_ID.test(file) ? await replay.detail(file) : undefined;
    if (!detail) return reply.code(404).send({ message: 'Not Found' });
    return adminHtml(reply, 200, replayViewerPage(detail), REPLAY_VIEWER_CSP);
  });

  app.get<{ Params: { replayId: string } }>(
    '/replays/:replayId/events.json',
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const check = await access.check(request);
      if (check.status !== 'operator') return operatorTokenFirst(reply, check);
      const { replayId } = request.params;
      const events = REPLAY_ID.test(replayId) ? await replay.events(replayId) : undefined;
      if (!events) return reply.code(404).send({ message: 'Not Found' });
      return { replayId, events };
    },
  );
};
