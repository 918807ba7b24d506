import type { FastifyPluginAsync } from 'fastify';
import type { CollectorService } from '../../collector/collector-service.ts';
import { bodyBytes, eventRoutes } from './events.ts';
import { settingsRoute } from './settings.ts';

/** What the collector's routes need (services.ts builds the service; plugins/collector-jobs.ts its jobs). */
export interface CollectorOptions {
  collector: CollectorService;
  /** The site's write key (SEGMENT_KEY or the generated one): the only one accepted. */
  writeKey: () => string | undefined;
  /** SITE_URL: the settings point the library here. */
  siteUrl: string;
}

/**
 * The Segment-compatible collector, mounted at /v1 on the site's own origin (README "Collector"):
 * settings, calls, batches and metrics.
 */
export const collectorApi: FastifyPluginAsync<CollectorOptions> = async (app, options) => {
  // analytics-next posts JSON as text/plain so the browser sends no CORS preflight; both types
  // are read the same way, with Fastify's own JSON parser (it refuses __proto__ keys).
  app.removeAllContentTypeParsers();
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.addContentTypeParser(
    ['application/json', 'text/plain'],
    { parseAs: 'buffer' },
    (request, body, done) => {
      const bytes = body as Buffer;
      bodyBytes.set(request, bytes.length);
      parseJson(request, bytes.toString('utf8'), done);
    },
  );

  await app.register(settingsRoute, { writeKey: options.writeKey, siteUrl: options.siteUrl });
  await app.register(eventRoutes, { collector: options.collector });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ message: 'Not Found' }));
};
