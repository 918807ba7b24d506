import type { FastifyPluginAsync } from 'fastify';
import { cdnSettings } from '../../collector/cdn-settings.ts';
import { isSiteWriteKey } from '../../collector/write-key.ts';

/** Settings change only with the configuration; a visitor's browser may keep them a few minutes. */
const SETTINGS_CACHE_CONTROL = 'public, max-age=300';

/**
 * GET /v1/projects/:writeKey/settings: what analytics-next loads before it sends anything
 * (its `cdnURL` is the site's origin). An unknown write key is refused with 401.
 */
export const settingsRoute: FastifyPluginAsync<{
  writeKey: () => string | undefined;
  siteUrl: string;
}> = async (app, { writeKey, siteUrl }) => {
  app.get<{ Params: { writeKey: string } }>(
    '/projects/:writeKey/settings',
    async (request, reply) => {
      if (!isSiteWriteKey(request.params.writeKey, writeKey())) {
        return reply.code(401).send({ message: 'Unknown write key' });
      }
      reply.header('cache-control', SETTINGS_CACHE_CONTROL);
      return cdnSettings(request.params.writeKey, siteUrl);
    },
  );
};
