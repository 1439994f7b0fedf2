import { endpoints } from '@pear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveKudo,
  getFounderKudos,
  getKudoInvitation,
  hideKudo,
  requestKudo,
  writeKudo,
  type KudoServices,
} from '../../modules/kudos/kudos.js';
import { authenticatedUser } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { RATE_LIMITED, USER_RATE_LIMITED } from '../../plugins/rate-limit.js';

export type KudoRoutesOptions = { appUrl: string };

/** Kudos (issue 14): the founder's routes, and the invitee's public one-time link (rate-limited per IP). */
const kudoRoutes: FastifyPluginAsyncZod<KudoRoutesOptions> = async (app, { appUrl }) => {
  const services: KudoServices = { db: app.db, mailer: app.mailer, log: app.log, appUrl };
  const write = { onRequest: app.requireUser, config: USER_RATE_LIMITED('actions') };

  app.route({
    ...routeOptions(endpoints.getFounderKudos),
    onRequest: app.requireUser,
    handler: (request) => getFounderKudos(app.db, app.matching.index, authenticatedUser(request).id),
  });

  app.route({
    ...routeOptions(endpoints.requestKudo),
    ...write,
    handler: async (request, reply) =>
      reply.code(201).send(await requestKudo(services, authenticatedUser(request).id, request.body.email)),
  });

  app.route({
    ...routeOptions(endpoints.approveKudo),
    ...write,
    handler: (request) => approveKudo(app.db, authenticatedUser(request).id, request.params.id),
  });

  app.route({
    ...routeOptions(endpoints.hideKudo),
    ...write,
    handler: (request) => hideKudo(app.db, authenticatedUser(request).id, request.params.id),
  });

  app.route({
    ...routeOptions(endpoints.getKudoInvitation),
    config: RATE_LIMITED,
    handler: (request) => getKudoInvitation(app.db, request.params.token),
  });

  app.route({
    ...routeOptions(endpoints.writeKudo),
    config: RATE_LIMITED,
    handler: async (request, reply) => {
      await writeKudo(services, request.params.token, request.body);
      return reply.code(201).send({ success: true as const });
    },
  });
};

export default kudoRoutes;
