import multipart from '@fastify/multipart';
import {
  DATA_ROOM_LIMITS,
  DATA_ROOM_SIZE_MESSAGE,
  dataRoomCategorySchema,
  endpoints,
  type DataRoomCategory,
} from '@pear/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listAudit } from '../../modules/data-room/audit.js';
import {
  createPendingItem,
  deleteItem,
  getAnalytics,
  getOverview,
  ownerFile,
  updateItem,
  uploadDocument,
  uploadVersion,
  type IncomingFile,
} from '../../modules/data-room/items.js';
import { createLink, revokeLink, type RoomServices } from '../../modules/data-room/links.js';
import { decideRequest } from '../../modules/data-room/requests.js';
import { authenticatedUser } from '../../plugins/auth.js';
import { routeOptions } from '../../plugins/contract.js';
import { HttpError } from '../../plugins/errors.js';
import { USER_RATE_LIMITED } from '../../plugins/rate-limit.js';
import { sendFile } from './send-file.js';
import viewerRoutes from './viewer.js';

export const FOUNDERS_ONLY = 'Only founder accounts have a data room.';

/** The signed-in founder's id; 403 for any other account (on the routes that make a room or read it whole). */
function founderId(request: FastifyRequest): string {
  const user = authenticatedUser(request);
  if (user.role !== 'founder') throw new HttpError(403, FOUNDERS_ONLY);
  return user.id;
}

/** The signed-in user's id on routes addressed by id or listing: another account simply has nothing there (404). */
const ownerId = (request: FastifyRequest): string => authenticatedUser(request).id;

const UPLOAD_HELP =
  'Send a multipart/form-data form (with its boundary in the Content-Type): the fields category, restricted and name, then the file in the field "file".';

type UploadForm = { fields: Record<string, string>; file: IncomingFile };

/**
 * The form of an upload: text fields first, then the file in `file`, read whole (at most 25 MB: 413 above, never a
 * truncated file). Only `allowedFields` are accepted before the file.
 */
async function readUploadForm(
  app: FastifyInstance,
  request: FastifyRequest,
  allowedFields: readonly string[],
): Promise<UploadForm> {
  if (!request.isMultipart()) throw new HttpError(415, UPLOAD_HELP);
  const malformed = (error: unknown) => {
    if (error instanceof HttpError) return error;
    if (error instanceof app.multipartErrors.RequestFileTooLargeError)
      return new HttpError(413, DATA_ROOM_SIZE_MESSAGE);
    if (error instanceof app.multipartErrors.FieldsLimitError || error instanceof app.multipartErrors.FilesLimitError) {
      return new HttpError(400, `The form has too many parts. ${UPLOAD_HELP}`);
    }
    const noBoundary = error instanceof Error && /boundary/i.test(error.message);
    const reason = noBoundary ? 'its Content-Type names no boundary' : 'the body is cut short or malformed';
    return new HttpError(400, `The upload is not a well-formed form: ${reason}. ${UPLOAD_HELP}`);
  };
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!allowedFields.includes(part.fieldname)) {
          throw new HttpError(400, `Unexpected form field "${part.fieldname}". ${UPLOAD_HELP}`);
        }
        fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== 'file') throw new HttpError(400, `Attach the file in the form field "file".`);
      const bytes = await part.toBuffer();
      // busboy can flag the cut after the last chunk was read: checked here too.
      if (part.file.truncated) throw new HttpError(413, DATA_ROOM_SIZE_MESSAGE);
      return { fields, file: { fileName: part.filename ?? '', bytes } };
    }
  } catch (error) {
    throw malformed(error);
  }
  throw new HttpError(400, `Attach the file in the form field "file".`);
}

/** The document fields of a new upload's form: a category (required), restricted and an optional name. */
function newDocumentFields(fields: Record<string, string>) {
  const category = dataRoomCategorySchema.safeParse(fields.category);
  if (!category.success) {
    throw new HttpError(400, `category: must be one of ${dataRoomCategorySchema.options.join(', ')}`);
  }
  const restricted = fields.restricted ?? 'false';
  if (restricted !== 'true' && restricted !== 'false')
    throw new HttpError(400, 'restricted: must be "true" or "false"');
  if (fields.name !== undefined && [...fields.name.trim()].length > DATA_ROOM_LIMITS.name) {
    throw new HttpError(400, `name: is at most ${DATA_ROOM_LIMITS.name} characters`);
  }
  return { category: category.data as DataRoomCategory, restricted: restricted === 'true', name: fields.name };
}

export type DataRoomRoutesOptions = { appUrl: string };

/** The Data Room (issue 13): the founder's routes here, the viewer's in ./viewer.ts. */
const dataRoomRoutes: FastifyPluginAsyncZod<DataRoomRoutesOptions> = async (app, { appUrl }) => {
  // Fields are small; one file per form. Registered in this plugin's scope only.
  await app.register(multipart, {
    limits: { fileSize: DATA_ROOM_LIMITS.fileBytes, files: 1, fields: 3, fieldSize: 4 * DATA_ROOM_LIMITS.name },
  });
  const services: RoomServices = { db: app.db, mailer: app.mailer, log: app.log, appUrl };
  const read = { onRequest: app.requireUser };
  const write = { onRequest: app.requireUser, config: USER_RATE_LIMITED('actions') };
  const upload = { onRequest: app.requireUser, config: USER_RATE_LIMITED('uploads') };

  app.route({
    ...routeOptions(endpoints.getDataRoom),
    ...read,
    handler: (request) => getOverview(app.db, appUrl, founderId(request)),
  });

  app.route({
    ...routeOptions(endpoints.uploadDataRoomDocument),
    ...upload,
    handler: async (request, reply) => {
      const founder = founderId(request);
      const { fields, file } = await readUploadForm(app, request, ['category', 'restricted', 'name']);
      const item = await uploadDocument(app, founder, newDocumentFields(fields), file);
      return reply.code(201).send(item);
    },
  });

  app.route({
    ...routeOptions(endpoints.createPendingDataRoomItem),
    ...write,
    handler: async (request, reply) =>
      reply.code(201).send(await createPendingItem(app.db, founderId(request), request.body)),
  });

  app.route({
    ...routeOptions(endpoints.uploadDataRoomVersion),
    ...upload,
    handler: async (request) => {
      const { file } = await readUploadForm(app, request, []);
      return uploadVersion(app, ownerId(request), request.params.id, file);
    },
  });

  app.route({
    ...routeOptions(endpoints.updateDataRoomItem),
    ...write,
    handler: (request) => updateItem(app.db, ownerId(request), request.params.id, request.body),
  });

  app.route({
    ...routeOptions(endpoints.deleteDataRoomItem),
    ...write,
    handler: async (request) => {
      await deleteItem(app, ownerId(request), request.params.id);
      return { success: true as const };
    },
  });

  app.route({
    ...routeOptions(endpoints.downloadDataRoomItem),
    ...read,
    handler: async (request, reply) =>
      sendFile(reply, await ownerFile(app, ownerId(request), request.params.id), 'attachment'),
  });

  app.route({
    ...routeOptions(endpoints.getDataRoomAnalytics),
    ...read,
    handler: (request) => getAnalytics(app.db, ownerId(request), request.params.id),
  });

  app.route({
    ...routeOptions(endpoints.createDataRoomLink),
    ...write,
    handler: async (request, reply) =>
      reply.code(201).send(await createLink(services, founderId(request), request.body)),
  });

  app.route({
    ...routeOptions(endpoints.revokeDataRoomLink),
    ...write,
    handler: (request) => revokeLink(app.db, appUrl, ownerId(request), request.params.id),
  });

  app.route({
    ...routeOptions(endpoints.approveAccessRequest),
    ...write,
    handler: (request) => decideRequest(services, ownerId(request), request.params.id, 'approved'),
  });

  app.route({
    ...routeOptions(endpoints.denyAccessRequest),
    ...write,
    handler: (request) => decideRequest(services, ownerId(request), request.params.id, 'denied'),
  });

  app.route({
    ...routeOptions(endpoints.getDataRoomAudit),
    ...read,
    handler: async (request) => ({ entries: await listAudit(app.db, ownerId(request)) }),
  });

  await app.register(viewerRoutes, { services });
};

export default dataRoomRoutes;
