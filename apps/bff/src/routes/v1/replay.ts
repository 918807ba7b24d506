import { fieldErrors, messages } from '@lender/validation';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { readChunkBody } from '../../session-replay/chunk-body.ts';
import {
  REPLAY_CHUNK_BODY_LIMIT,
  ReplayChunkSchema,
} from '../../session-replay/replay-chunk-schema.ts';
import { sameOriginOnly } from '../../plugins/same-origin.ts';
import type { IngestOutcome, ReplayService } from '../../session-replay/replay-service.ts';

/** The recorder may keep the configuration a few minutes, as analytics-next keeps its settings. */
const CONFIG_CACHE_CONTROL = 'public, max-age=300';

/** 429: the client address (or anonymous id) has sent its minute's budget. */
function tooMany(reply: FastifyReply, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('retry-after', String(retryAfterSeconds))
    .send({
      message: `Too many recordings from this address: wait ${retryAfterSeconds} seconds, then send again`,
    });
}

function answer(reply: FastifyReply, outcome: IngestOutcome) {
  switch (outcome.status) {
    case 'unknown write key':
      return reply.code(401).send({ message: 'Unknown write key' });
    case 'too many':
      return tooMany(reply, outcome.retryAfterSeconds);
    case 'recording full':
      return reply.code(413).send({ message: outcome.message });
    case 'stored':
      return reply.code(201).send({ success: true });
    // Over the day's quota a chunk is accepted and dropped (counted for the operators): sending
    // it again would not store it either.
    case 'dropped over the quota':
    case 'already stored':
      return reply.code(200).send({ success: true });
  }
}

/**
 * Session replay's two routes, at /v1/replay on the site's own origin: GET /config (whether and
 * how much to record) and POST /chunks (a chunk of a recording: JSON, gzipped or not, under
 * 60 KB and 1 MB once inflated) from the site's own pages. A chunk that does not fit its schema
 * gets 400 with field errors; one too large 413; an unknown write key 401; another site's POST
 * 403; a client over its minute's budget 429 with Retry-After; a retried chunk is stored once.
 */
export const replayRoutes: FastifyPluginAsync<{
  replay: ReplayService;
  /** SITE_URL: chunks come from the site's own pages only (another site's POST is 403). */
  siteUrl: string;
}> = async (app, { replay, siteUrl }) => {
  // Gzipped chunks come as application/octet-stream; plain ones as JSON or, from sendBeacon,
  // text. All are read as bytes and parsed by readChunkBody.
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

  const sameOrigin = sameOriginOnly(siteUrl);
  app.post(
    '/chunks',
    {
      bodyLimit: REPLAY_CHUNK_BODY_LIMIT,
      compress: false,
      onRequest: [
        sameOrigin,
        // A client that has sent its budget is refused before its body is read or inflated.
        async (request, reply) => {
          const refused = await replay.budgetSpent(request.ip);
          if (refused) {
            reply.header('cache-control', 'no-store');
            return answer(reply, refused);
          }
        },
      ],
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const body = Buffer.isBuffer(request.body)
        ? await readChunkBody(request.body)
        : ({ kind: 'unreadable' } as const);
      if (body.kind === 'too large') return reply.code(413).send({ message: body.message });
      if (body.kind === 'unreadable') {
        return reply.code(400).send({
          message: messages.form.errorSummaryTitle,
          errors: [{ field: 'body', message: 'Send the chunk as JSON, gzipped or not' }],
        });
      }
      const parsed = ReplayChunkSchema.safeParse(body.json);
      if (!parsed.success) return reply.code(400).send(fieldErrors(parsed.error.issues));
      return answer(
        reply,
        await replay.ingest(parsed.data, { address: request.ip, bytes: body.bytes }),
      );
    },
  );
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
};
