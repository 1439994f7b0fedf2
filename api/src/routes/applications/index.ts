import { endpoints } from '@pear/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LlmConfig } from '../../config.js';
import { markdownFile, pdfFile } from '../../modules/applications/export.js';
import {
  autoApply,
  deleteApplication,
  getApplication,
  getOverview,
  updateApplication,
} from '../../modules/applications/store.js';
import { authenticatedUser } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { USER_RATE_LIMITED } from '../../plugins/rate-limit.js';
import { sendFile } from '../data-room/send-file.js';

export type ApplicationRoutesOptions = { llm: LlmConfig | undefined };

/**
 * Applications (issue 15): the catalogue ranked for the founder, Auto Apply, editing, status and export. The contract
 * gives every route `role: 'founder'` (an investor gets 403 centrally); an id of another founder's application is 404.
 */
const applicationRoutes: FastifyPluginAsyncZod<ApplicationRoutesOptions> = async (app, { llm }) => {
  const founder = (request: FastifyRequest) => authenticatedUser(request).id;
  const read = { onRequest: app.requireUser };
  const write = { onRequest: app.requireUser, config: USER_RATE_LIMITED('actions') };

  app.route({
    ...routeOptions(endpoints.getApplications),
    ...read,
    handler: (request) => getOverview(app.db, founder(request)),
  });

  app.route({
    ...routeOptions(endpoints.autoApply),
    ...write,
    handler: async (request, reply) => {
      const { created, application } = await autoApply(
        { db: app.db, llm, log: request.log },
        founder(request),
        request.params.programmeId,
      );
      return reply.code(created ? 201 : 200).send(application);
    },
  });

  app.route({
    ...routeOptions(endpoints.getApplication),
    ...read,
    handler: (request) => getApplication(app.db, founder(request), request.params.id),
  });

  app.route({
    ...routeOptions(endpoints.updateApplication),
    ...write,
    handler: (request) => updateApplication(app.db, founder(request), request.params.id, request.body),
  });

  app.route({
    ...routeOptions(endpoints.deleteApplication),
    ...write,
    handler: async (request) => {
      await deleteApplication(app.db, founder(request), request.params.id);
      return { success: true as const };
    },
  });

  app.route({
    ...routeOptions(endpoints.exportApplication),
    ...read,
    handler: async (request, reply) => {
      const application = await getApplication(app.db, founder(request), request.params.id);
      const file = request.query.format === 'pdf' ? await pdfFile(application) : markdownFile(application);
      return sendFile(reply, file, 'attachment');
    },
  });
};

export default applicationRoutes;
