import { fieldErrors, messages } from '@lender/validation';
import type { FastifyPluginAsync } from 'fastify';
import {
  chunkJson,
  REPLAY_CHUNK_BODY_LIMIT,
  ReplayChunkSchema,
} from '../../session-replay/replay-chunk-schema.ts';
import { sameOriginOnly } from '../../plugins/same-origin.ts';
import type { ReplayService } from '../../session-replay/replay-service.ts';

/** The recorder may keep the configuration a few minutes, as analytics-next keeps its settings. */
const CONFIG_CACHE_CONTROL = 'public, max-age=300';

/**
 * Session replay's two routes, at /v1/replay on the site's own origin: GET /config (whether and
 * how much to record) and POST /chunks (a chunk of a recording: JSON, gzipped or not, under
 * 60 KB) from the site's own pages. A chunk that does not fit its schema gets 400 with field
 * errors; an unknown write key 401; another site's POST 403; a retried chunk is stored once.
 */
export const replayRoutes: FastifyPluginAsync<{
  replay: ReplayService;
  /** SITE_URL: chunks come from the site's own pages only (another site's POST is 403). */
  siteUrl: string;
}> = async (app, { replay, siteUrl }) => {
  // Gzipped chunks come as application/octet-stream; plain ones as JSON or, from sendBeacon,
  // text. All are read as bytes and parsed by chunkJson.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['application/json', 'text/plain', 'application/octet-stream'],
    { parseAs: 'buffer' },
    (_request, body, done) => done(null, body),
  );

  app.get('/config', async (_request, reply) => {
    reply.header('cache-control', CONFIG_CACHE_CONTROL);
    return replay.config();
  });

  app.post(
    '/chunks',
    { bodyLimit: REPLAY_CHUNK_BODY_LIMIT, compress: false, onRequest: sameOriginOnly(siteUrl) },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const json = Buffer.isBuffer(request.body) ? chunkJson(request.body) : undefined;
      if (json === undefined) {
        return reply.code(400).send({
          message: messages.form.errorSummaryTitle,
          errors: [{ field: 'body', message: 'Send the chunk as JSON, gzipped or not' }],
        });
      }
      const parsed = ReplayChunkSchema.safeParse(json);
      if (!parsed.success) return reply.code(400).send(fieldErrors(parsed.error.issues));
      const outcome = await replay.ingest(parsed.data);
      if (outcome === 'unknown write key') {
        return reply.code(401).send({ message: 'Unknown write key' });
      }
      return reply.code(outcome === 'stored' ? 201 : 200).send({ success: true });
    },
  );
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
};
