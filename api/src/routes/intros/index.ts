import { endpoints } from '@pear/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  acceptIntro,
  declineIntro,
  listIntros,
  requestIntro,
  type IntroServices,
  type Me,
} from '../../modules/intros/intros.js';
import { authenticatedUser } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { USER_RATE_LIMITED } from '../../plugins/rate-limit.js';

export type IntroRoutesOptions = { appUrl: string };

const me = (request: FastifyRequest): Me => {
  const user = authenticatedUser(request);
  return { id: user.id, role: user.role };
};

/** Double opt-in intros between founders and investors (issue 14), for both roles. */
const introRoutes: FastifyPluginAsyncZod<IntroRoutesOptions> = async (app, { appUrl }) => {
  const services = (): IntroServices => ({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    // Read per request: an import reloads the index.
    index: app.matching.index,
    appUrl,
  });
  const write = { onRequest: app.requireUser, config: USER_RATE_LIMITED('actions') };

  app.route({
    ...routeOptions(endpoints.listIntros),
    onRequest: app.requireUser,
    handler: (request) => listIntros(services(), authenticatedUser(request).id),
  });

  app.route({
    ...routeOptions(endpoints.requestIntro),
    ...write,
    handler: async (request, reply) => {
      const message = request.body.message?.trim() || null;
      const intro = await requestIntro(services(), me(request), request.body.toUserId, message);
      return reply.code(201).send(intro);
    },
  });

  app.route({
    ...routeOptions(endpoints.acceptIntro),
    ...write,
    handler: (request) => acceptIntro(services(), me(request), request.params.id),
  });

  app.route({
    ...routeOptions(endpoints.declineIntro),
    ...write,
    handler: (request) => declineIntro(services(), me(request), request.params.id),
  });
};

export default introRoutes;
