import { endpoints } from '@pear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storeInfo } from '../../modules/profiles/store-info.js';
import { authenticatedUser } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { USER_RATE_LIMITED } from '../../plugins/rate-limit.js';

/** Spec §7 call 5: saves inline edits (one field) or the startup information (several at once). */
const storeInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(endpoints.storeInfo),
    onRequest: app.requireUser,
    config: USER_RATE_LIMITED('actions'),
    handler: async (request) => {
      const edits = Object.fromEntries(Object.entries(request.body).map(([key, value]) => [key, value.trim()]));
      await storeInfo(app.db, authenticatedUser(request).id, edits);
      return { success: true as const };
    },
  });
};

export default storeInfoRoutes;
