import type { Readable } from 'node:stream';
import { endpoints, VIDEO_PITCH_LIMITS, VIDEO_PITCH_SIZE_MESSAGE } from '@pear/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deleteVideoPitch, getVideoPitch, saveVideoPitch } from '../../modules/video-pitch/pitch.js';
import { EMPTY_UPLOAD_MESSAGE, inspectVideo, receiveToTemporaryFile } from '../../modules/video-pitch/receive.js';
import { authenticatedUser } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { HttpError } from '../../plugins/errors.js';
import { USER_RATE_LIMITED } from '../../plugins/rate-limit.js';
import { streamVideo } from './stream.js';

/** The upload, in a scope of its own: only here is every body handed through as a raw stream. */
const uploadRoute: FastifyPluginAsyncZod = async (app) => {
  // Whatever the Content-Type says (video/mp4, video/webm, video/quicktime, application/octet-stream, or anything
  // else), the body reaches the handler as the raw stream: the bytes decide what it is, and the handler reads it
  // only after authentication and the role check.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.route({
    ...routeOptions(endpoints.uploadVideoPitch),
    onRequest: app.requireUser,
    // Up to 200 MB may take minutes to arrive: REQUEST_TIMEOUT_MS alone would cut off ordinary uplinks.
    config: { ...USER_RATE_LIMITED('uploads'), bodyDeadline: { maxBytes: VIDEO_PITCH_LIMITS.bytes } },
    handler: async (request, reply) => {
      const founderId = authenticatedUser(request).id;
      const declared = Number(request.headers['content-length']);
      // Refused before a byte is read, and the connection closed so the rest is not read either.
      const refuseSize = () => {
        void reply.header('connection', 'close');
        return new HttpError(413, VIDEO_PITCH_SIZE_MESSAGE);
      };
      if (declared > VIDEO_PITCH_LIMITS.bytes) throw refuseSize();
      const body = request.body as Readable | undefined;
      if (!body || typeof body.pipe !== 'function') {
        throw new HttpError(400, EMPTY_UPLOAD_MESSAGE);
      }
      const video = await receiveToTemporaryFile(body).catch((error: unknown) => {
        throw error instanceof HttpError && error.statusCode === 413 ? refuseSize() : error;
      });
      try {
        const facts = await inspectVideo(video);
        return await saveVideoPitch(app, founderId, { path: video.path, sizeBytes: video.sizeBytes, facts });
      } finally {
        await video.discard();
      }
    },
  });
};

/** The video pitch (issue 15): the founder's upload, read and delete routes, and the playback link route. */
const videoPitchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(endpoints.getVideoPitch),
    onRequest: app.requireUser,
    handler: (request) => getVideoPitch(app, authenticatedUser(request).id),
  });

  await app.register(uploadRoute);

  app.route({
    ...routeOptions(endpoints.deleteVideoPitch),
    onRequest: app.requireUser,
    config: USER_RATE_LIMITED('actions'),
    handler: (request) => deleteVideoPitch(app, authenticatedUser(request).id),
  });

  app.route({
    ...routeOptions(endpoints.streamVideoPitch),
    handler: (request, reply) => streamVideo(app, request.params.token, request.headers.range, reply),
  });
};

export default videoPitchRoutes;
