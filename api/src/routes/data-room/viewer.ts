import { endpoints } from '@pear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkLanding, requestViewerCode, verifyViewerCode, type RoomServices } from '../../modules/data-room/links.js';
import { UnstampablePdfError } from '../../modules/data-room/pdf.js';
import { requestAccess } from '../../modules/data-room/requests.js';
import {
  downloadDocument,
  reportPageViews,
  uploadedRoomItem,
  viewDocument,
  viewerRoom,
} from '../../modules/data-room/viewer.js';
import { authenticatedViewer, requireViewer } from '../../modules/data-room/viewer-session.js';
import { routeOptions } from '../../plugins/contract.js';
import { HttpError } from '../../plugins/errors.js';
import { RATE_LIMITED, USER_RATE_LIMITED } from '../../plugins/rate-limit.js';
import { sendFile } from './send-file.js';

/** A PDF pdf-lib cannot open is refused rather than served without the viewer's stamp. */
async function stampedOrRefused<T>(serve: () => Promise<T>): Promise<T> {
  try {
    return await serve();
  } catch (error) {
    if (error instanceof UnstampablePdfError) throw new HttpError(422, error.message);
    throw error;
  }
}

/**
 * The viewer's side of the data room: a link's landing, the e-mailed code and the session it buys (rate limited per
 * address), then the room itself with a viewer session (`auth: 'viewer'`, never the app's JWT).
 */
const viewerRoutes: FastifyPluginAsyncZod<{ services: RoomServices }> = async (app, { services }) => {
  app.decorateRequest('viewer', null);
  const viewer = { onRequest: requireViewer(app.db) };
  // Viewers are no signed-in users: the per-user limiter counts their writes per IP address.
  const writes = { ...viewer, config: USER_RATE_LIMITED('actions') };

  app.route({
    ...routeOptions(endpoints.getDataRoomLink),
    config: RATE_LIMITED,
    handler: (request) => linkLanding(app.db, request.params.token),
  });

  app.route({
    ...routeOptions(endpoints.requestViewerCode),
    config: RATE_LIMITED,
    handler: (request) => requestViewerCode(services, request.params.token, request.body.email),
  });

  app.route({
    ...routeOptions(endpoints.verifyViewerCode),
    config: RATE_LIMITED,
    handler: (request) => verifyViewerCode(app.db, request.params.token, request.body.email, request.body.code),
  });

  app.route({
    ...routeOptions(endpoints.getViewerRoom),
    ...viewer,
    handler: (request) => viewerRoom(app.db, authenticatedViewer(request)),
  });

  app.route({
    ...routeOptions(endpoints.getViewerDocument),
    ...viewer,
    handler: async (request, reply) => {
      const file = await stampedOrRefused(() =>
        viewDocument(app, authenticatedViewer(request), request.params.id, request.query.visit),
      );
      return sendFile(reply, file, 'inline');
    },
  });

  app.route({
    ...routeOptions(endpoints.downloadViewerDocument),
    ...viewer,
    handler: async (request, reply) => {
      const file = await stampedOrRefused(() => downloadDocument(app, authenticatedViewer(request), request.params.id));
      return sendFile(reply, file, 'attachment');
    },
  });

  app.route({
    ...routeOptions(endpoints.requestDocumentAccess),
    ...writes,
    handler: async (request, reply) => {
      const current = authenticatedViewer(request);
      const item = await uploadedRoomItem(app.db, current, request.params.id);
      const answer = await requestAccess(services, current, item, request.body.message);
      return reply.code(201).send(answer);
    },
  });

  app.route({
    ...routeOptions(endpoints.reportPageViews),
    ...writes,
    handler: async (request) => {
      await reportPageViews(app.db, authenticatedViewer(request), request.body);
      return { success: true as const };
    },
  });
};

export default viewerRoutes;
