import { endpoints } from '@pear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createMediaItem,
  deleteMediaItem,
  listMedia,
  reorderMedia,
  updateMediaItem,
} from '../../modules/media/media.js';
import { authenticatedUser } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { USER_RATE_LIMITED } from '../../plugins/rate-limit.js';

/**
 * Media & Content (issue 15): the signed-in founder's own items (the contract's `role` keeps investors out with 403;
 * another founder's id is simply not found). Writes are limited per user like the CRM's.
 */
const mediaRoutes: FastifyPluginAsyncZod = async (app) => {
  const founder = (request: Parameters<typeof authenticatedUser>[0]) => authenticatedUser(request).id;
  const write = { onRequest: app.requireUser, config: USER_RATE_LIMITED('actions') };

  app.route({
    ...routeOptions(endpoints.getMedia),
    onRequest: app.requireUser,
    handler: async (request) => ({ items: await listMedia(app.db, founder(request)) }),
  });

  app.route({
    ...routeOptions(endpoints.createMediaItem),
    ...write,
    handler: async (request, reply) =>
      reply.code(201).send(await createMediaItem(app.db, founder(request), request.body)),
  });

  app.route({
    ...routeOptions(endpoints.updateMediaItem),
    ...write,
    handler: (request) => updateMediaItem(app.db, founder(request), request.params.id, request.body),
  });

  app.route({
    ...routeOptions(endpoints.deleteMediaItem),
    ...write,
    handler: async (request) => {
      await deleteMediaItem(app.db, founder(request), request.params.id);
      return { success: true as const };
    },
  });

  app.route({
    ...routeOptions(endpoints.reorderMedia),
    ...write,
    handler: async (request) => ({ items: await reorderMedia(app.db, founder(request), request.body.ids) }),
  });
};

export default mediaRoutes;
